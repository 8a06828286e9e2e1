import Foundation
import LaminaGeometry

extension CGPattern {
  /// A coloured pattern repeating `image` upright at `size` points (UIKit's pattern images).
  package convenience init(image: CGImage, size: CGSize) {
    self.init(cell: image, bounds: CGRect(origin: .zero, size: size))
  }

  /// The same cell mirrored top to bottom in base space: upright where base space is y down (how
  /// UIKit hands a view's pattern background to its layer).
  package var flipped: CGPattern {
    CGPattern(cell: cell, bounds: bounds, matrix: matrix.concatenating(CGAffineTransform(scaleX: 1, y: -1)))
  }

  /// Maps base space to the pixels of the cell's image (drawn upright in pattern space, y up, its
  /// first row at `bounds.maxY`); `nil` for an empty cell or a matrix that cannot be inverted.
  package func imageFromBase(_ image: CGImage) -> CGAffineTransform? {
    let det = matrix.a * matrix.d - matrix.b * matrix.c
    guard bounds.width > 0, bounds.height > 0, det != 0, det.isFinite else { return nil }
    let sx = CGFloat(image.width) / bounds.width
    let sy = CGFloat(image.height) / bounds.height
    let imageFromPattern = CGAffineTransform(
      a: sx, b: 0, c: 0, d: -sy, tx: -bounds.minX * sx, ty: bounds.maxY * sy)
    return matrix.inverted().concatenating(imageFromPattern)
  }
}
