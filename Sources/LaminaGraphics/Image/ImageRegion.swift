import Foundation

/// A rectangle of an image's pixels, drawn as an image of its own without copying them: the edge
/// pixels that filtering extends are the rectangle's, as if it had been cropped.
package struct ImageRegion {
  /// The image the pixels belong to.
  package let image: CGImage
  /// The rectangle's left column and top row, in the image's pixels.
  package let x, y: Int
  /// The rectangle's size in pixels.
  package let width, height: Int

  /// The whole of `image`.
  package init(_ image: CGImage) {
    (self.image, x, y, width, height) = (image, 0, 0, image.width, image.height)
  }

  /// The pixels of `image` inside `rect` (in pixels, rounded outward and clipped to the image), or
  /// `nil` when nothing remains, as `CGImage.cropping(to:)` chooses them.
  package init?(_ image: CGImage, cropping rect: CGRect) {
    guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return nil }
    let r = rect.standardized.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
    guard !r.isNull, !r.isEmpty else { return nil }
    let (x0, y0) = (Int(r.minX.rounded(.down)), Int(r.minY.rounded(.down)))
    let (x1, y1) = (Int(r.maxX.rounded(.up)), Int(r.maxY.rounded(.up)))
    (self.image, x, y, width, height) = (image, x0, y0, x1 - x0, y1 - y0)
  }
}
