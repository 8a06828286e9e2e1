import Foundation
import LaminaGeometry

/// An immutable bitmap: 8-bit premultiplied ARGB pixels, one `UInt32` each (`0xAARRGGBB`), rows top to
/// bottom with no padding.
///
/// Stands in for CoreGraphics' `CGImage` as layer `contents`. The pixel layout is the one Cairo's
/// `CAIRO_FORMAT_ARGB32` uses in memory, so the renderer draws it without converting.
public final class CGImage: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The pixels, `width × height` of them, premultiplied by alpha.
  public let premultipliedARGB: [UInt32]
  /// How the image was described when made from bytes (`nil`: native premultiplied ARGB).
  package let source: ImageSource?

  /// The largest number of pixels an image may have (256 megapixels).
  public static let maximumPixelCount = 1 << 28

  /// Creates an image, or `nil` when a side is not positive, the pixel count is over
  /// `maximumPixelCount`, or `pixels` does not hold exactly `width × height` values.
  public init?(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
    guard width > 0, height > 0 else { return nil }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count <= CGImage.maximumPixelCount, pixels.count == count else { return nil }
    self.width = width
    self.height = height
    self.premultipliedARGB = pixels
    self.source = nil
  }

  package init(width: Int, height: Int, pixels: [UInt32], source: ImageSource?) {
    (self.width, self.height, self.premultipliedARGB, self.source) = (width, height, pixels, source)
  }

  /// Creates an image filled with one colour.
  public convenience init?(width: Int, height: Int, color: CGColor) {
    guard width > 0, height > 0, width <= CGImage.maximumPixelCount / height else { return nil }
    self.init(
      width: width, height: height,
      premultipliedARGB: Array(repeating: color.premultipliedARGB, count: width * height))
  }

  /// The pixel at column `x`, row `y` (row 0 is the top), premultiplied ARGB.
  public func pixel(x: Int, y: Int) -> UInt32 { premultipliedARGB[y * width + x] }

  /// The part of the image inside `rect` (in pixels, rounded outward and clipped to the image), or
  /// `nil` when nothing remains.
  public func cropping(to rect: CGRect) -> CGImage? {
    guard let r = ImageRegion(self, cropping: rect) else { return nil }
    var out = [UInt32]()
    out.reserveCapacity(r.width * r.height)
    for y in r.y..<r.y + r.height {
      out.append(contentsOf: premultipliedARGB[(y * width + r.x)..<(y * width + r.x + r.width)])
    }
    return CGImage(width: r.width, height: r.height, premultipliedARGB: out)
  }

  /// Images are equal when their sizes and pixels are.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
    lhs === rhs
      || (lhs.width == rhs.width && lhs.height == rhs.height
        && lhs.premultipliedARGB == rhs.premultipliedARGB)
  }
}

extension CGColor {
  /// The colour as one premultiplied `0xAARRGGBB` pixel, each channel rounded to 8 bits.
  public var premultipliedARGB: UInt32 {
    let c = rgba
    func byte(_ v: CGFloat) -> UInt32 { UInt32((v * 255).rounded()) }
    return byte(c.alpha) << 24 | byte(c.red * c.alpha) << 16 | byte(c.green * c.alpha) << 8
      | byte(c.blue * c.alpha)
  }
}
