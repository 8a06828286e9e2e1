import Foundation
import LaminaGeometry

/// One 8-bit-per-component pixel layout Core Graphics describes with a colour space, bits per pixel
/// and `CGBitmapInfo`, and how to read and write it as premultiplied ARGB.
///
/// The layouts are those Apple lists for bitmap contexts ("Supported Pixel Formats", Quartz 2D
/// Programming Guide) plus, for images, non-premultiplied alpha: RGB in 32 bits with alpha or a
/// skipped byte first or last, in either byte order; RGB in 24 bits; grey in 8 bits, or 16 with
/// alpha; alpha alone in 8 bits.
package struct PixelFormat: Equatable, Sendable {
  package var bytesPerPixel: Int
  /// Byte offsets of red, green and blue in a pixel (all three equal for grey; `nil` for alpha only).
  package var color: (r: Int, g: Int, b: Int)?
  /// Byte offset of alpha, or `nil` when the pixel is opaque.
  package var alpha: Int?
  package var premultiplied: Bool

  package static func == (l: PixelFormat, r: PixelFormat) -> Bool {
    l.bytesPerPixel == r.bytesPerPixel && l.color?.r == r.color?.r && l.color?.g == r.color?.g
      && l.color?.b == r.color?.b && l.alpha == r.alpha && l.premultiplied == r.premultiplied
  }

  /// Cairo's `CAIRO_FORMAT_ARGB32` on a little-endian machine: B, G, R, A, premultiplied.
  package static let native = PixelFormat(bytesPerPixel: 4, color: (2, 1, 0), alpha: 3, premultiplied: true)

  /// The layout for these parameters, or `nil` when Lamina does not support it.
  package init?(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?, info: CGBitmapInfo) {
    guard bitsPerComponent == 8, !info.contains(.floatComponents), let alphaInfo = info.alphaInfo,
      let order = info.byteOrderInfo
    else { return nil }
    let premultiplied = alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast
    let first = [.premultipliedFirst, .first, .noneSkipFirst].contains(alphaInfo)
    let hasAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(alphaInfo)
    if alphaInfo == .alphaOnly {
      guard bitsPerPixel == 8 else { return nil }
      self.init(bytesPerPixel: 1, color: nil, alpha: 0, premultiplied: true)
      return
    }
    switch (space?.model, bitsPerPixel) {
    case (.rgb, 32):
      guard alphaInfo != .none, [.orderDefault, .order32Little, .order32Big].contains(order) else {
        return nil
      }
      // Named order: alpha (or padding) first or last; little-endian words store it reversed.
      var (a, r, g, b) = first ? (0, 1, 2, 3) : (3, 0, 1, 2)
      if order == .order32Little { (a, r, g, b) = (3 - a, 3 - r, 3 - g, 3 - b) }
      self.init(bytesPerPixel: 4, color: (r, g, b), alpha: hasAlpha ? a : nil, premultiplied: premultiplied)
    case (.rgb, 24):
      guard alphaInfo == .none, order == .orderDefault else { return nil }
      self.init(bytesPerPixel: 3, color: (0, 1, 2), alpha: nil, premultiplied: false)
    case (.monochrome, 8):
      guard alphaInfo == .none else { return nil }
      self.init(bytesPerPixel: 1, color: (0, 0, 0), alpha: nil, premultiplied: false)
    case (.monochrome, 16):
      guard hasAlpha, [.orderDefault, .order16Little, .order16Big].contains(order) else { return nil }
      var (a, v) = first ? (0, 1) : (1, 0)
      if order == .order16Little { (a, v) = (v, a) }
      self.init(bytesPerPixel: 2, color: (v, v, v), alpha: a, premultiplied: premultiplied)
    default:
      return nil
    }
  }

  private init(bytesPerPixel: Int, color: (r: Int, g: Int, b: Int)?, alpha: Int?, premultiplied: Bool) {
    (self.bytesPerPixel, self.color, self.alpha, self.premultiplied) = (
      bytesPerPixel, color, alpha, premultiplied
    )
  }

  private var isGray: Bool { color.map { $0.r == $0.g && $0.g == $0.b } ?? false }

  /// Reads `count` pixels starting at `p` into premultiplied ARGB words.
  package func decode(_ p: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    for i in 0..<count {
      let px = p + i * bytesPerPixel
      let a = alpha.map { UInt32(px[$0]) } ?? 255
      guard let c = color else {
        out[i] = a << 24
        continue
      }
      var (r, g, b) = (UInt32(px[c.r]), UInt32(px[c.g]), UInt32(px[c.b]))
      if !premultiplied, a < 255 {
        (r, g, b) = ((r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255)
      }
      out[i] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
    }
  }

  /// Writes `count` premultiplied ARGB words as pixels starting at `p`; grey is sRGB luma
  /// (0.2126 R + 0.7152 G + 0.0722 B).
  package func encode(_ words: UnsafePointer<UInt32>, count: Int, into p: UnsafeMutablePointer<UInt8>) {
    for i in 0..<count {
      let w = words[i]
      let px = p + i * bytesPerPixel
      var a = w >> 24
      var (r, g, b) = ((w >> 16) & 0xFF, (w >> 8) & 0xFF, w & 0xFF)
      if alpha == nil || !premultiplied, a > 0, a < 255 {
        (r, g, b) = ((r * 255 + a / 2) / a, (g * 255 + a / 2) / a, (b * 255 + a / 2) / a)
      }
      if alpha == nil, a == 0 { (r, g, b) = (0, 0, 0) }
      if let o = alpha { px[o] = UInt8(a) } else { a = 255 }
      guard let c = color else { continue }
      if isGray {
        let y = (2126 * r + 7152 * g + 722 * b + 5000) / 10000
        px[c.r] = UInt8(min(y, 255))
      } else {
        (px[c.r], px[c.g], px[c.b]) = (UInt8(min(r, 255)), UInt8(min(g, 255)), UInt8(min(b, 255)))
      }
    }
  }
}
