import Foundation
import LaminaGeometry

extension CGContext {
  /// Draws `image` into `rect` (user space) with its first row at `rect.maxY`, as Core Graphics
  /// does: upright in a y-up space, upside down under a flipped CTM. With `byTiling`, the image
  /// repeats at that size across the whole clip, starting at `rect`'s origin.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let r = rect.standardized
    guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else {
      return
    }
    let filter = imageFilter(image)
    let box = byTiling ? CGRect.null : deviceBox(of: r)
    let (kx, ky) = (CGFloat(image.width) / r.width, CGFloat(image.height) / r.height)
    let toImage = CGAffineTransform(a: kx, b: 0, c: 0, d: -ky, tx: -r.minX * kx, ty: r.maxY * ky)
    paint(extents: box) { ctx, _ in
      ctx.canvas.draw(
        image, toImage: toImage, tiled: byTiling, filter: filter, clip: byTiling ? nil : r,
        alpha: ctx.state.alpha)
    }
  }

  private func imageFilter(_ image: CGImage) -> ImageFilter {
    guard image.shouldInterpolate else { return .nearest }
    switch state.interpolationQuality {
    case .none: return .nearest
    case .low: return .bilinear
    case .high: return .best
    case .default, .medium: return .good
    }
  }

  /// The device box (y down) of a user-space rectangle under the CTM, grown by a pixel.
  package func deviceBox(of r: CGRect) -> CGRect {
    var box = CGRect.null
    for p in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
      let d = canvas.userToDevice(CGPoint(x: p.0, y: p.1))
      box = box.union(CGRect(x: d.x, y: d.y, width: 0, height: 0))
    }
    return box.insetBy(dx: -1, dy: -1)
  }
}
