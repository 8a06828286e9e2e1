import Foundation
import LaminaGeometry
import LaminaGraphics
import LaminaImage

/// An image with UIKit's API, backed by a `CGImage`: PNG, JPEG, WebP and GIF (its first frame) read.
open class UIImage: @unchecked Sendable {
  /// How the image is rotated or mirrored when drawn; Lamina draws every image `.up`.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The bitmap.
  public let cgImage: CGImage?
  /// Pixels per point.
  public let scale: CGFloat
  /// The orientation given at creation (drawing ignores it).
  public let imageOrientation: Orientation

  /// An image of `cgImage` at `scale` pixels per point.
  public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.cgImage = cgImage
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    self.imageOrientation = orientation
  }

  /// An empty image: no bitmap, zero size (UIKit's `UIImage()`).
  public init() {
    (cgImage, scale, imageOrientation) = (nil, 1, .up)
  }

  /// An image of `cgImage` at scale 1.
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// The image file at `path` (PNG, JPEG, WebP, GIF), at the scale its name gives (`@2x`: 2), or
  /// `nil` when it cannot be read or decoded.
  public convenience init?(contentsOfFile path: String) {
    guard let image = try? ImageDecoder.read(contentsOf: URL(fileURLWithPath: path)) else { return nil }
    self.init(cgImage: image, scale: ImageLookup.scale(ofFile: path), orientation: .up)
  }

  /// Image bytes (PNG, JPEG, WebP, GIF) at scale 1.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// Image bytes (PNG, JPEG, WebP, GIF) at `scale` pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let image = try? ImageDecoder.decode([UInt8](data)) else { return nil }
    self.init(cgImage: image, scale: scale, orientation: .up)
  }

  /// The size in points: pixels divided by `scale`.
  public var size: CGSize {
    guard let cgImage else { return .zero }
    return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }

  /// The image as PNG bytes.
  open func pngData() -> Data? {
    guard let cgImage, let bytes = try? PNG.encode(cgImage) else { return nil }
    return Data(bytes)
  }

  /// Draws the image upright into `rect` of the current (y-down) context.
  open func draw(in rect: CGRect) {
    guard let cgImage, let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
    ctx.scaleBy(x: 1, y: -1)
    ctx.draw(cgImage, in: rect)
    ctx.restoreGState()
  }

  /// Draws the image at its size with its top-left at `point`.
  open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

/// PNG bytes of `image` (UIKit's old function form).
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
