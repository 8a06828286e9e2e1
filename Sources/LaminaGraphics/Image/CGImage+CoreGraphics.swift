import Foundation
import LaminaGeometry

/// The description an image was made from: its bytes and how to read them.
package struct ImageSource: Sendable {
  var bitsPerComponent: Int
  var bitsPerPixel: Int
  var bytesPerRow: Int
  var space: CGColorSpace
  var bitmapInfo: CGBitmapInfo
  var provider: CGDataProvider
  var shouldInterpolate: Bool
  var intent: CGColorRenderingIntent
}

extension CGImage {
  /// Creates an image from bytes described as Core Graphics describes them, or `nil` when the
  /// layout is not supported (see `CGContext`'s formats; non-premultiplied alpha is accepted too),
  /// a size is not positive, the rows overlap, or the provider holds too few bytes.
  ///
  /// `decode` arrays are not supported: a non-nil one gives `nil`.
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
    bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool,
    intent: CGColorRenderingIntent
  ) {
    guard decode == nil, width > 0, height > 0, width <= CGImage.maximumPixelCount / height,
      let format = PixelFormat(
        bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space, info: bitmapInfo),
      format.bytesPerPixel * 8 == bitsPerPixel, bytesPerRow >= width * format.bytesPerPixel,
      let data = provider.data
    else { return nil }
    let (needed, overflow) = (height - 1).multipliedReportingOverflow(by: bytesPerRow)
    guard !overflow, needed + width * format.bytesPerPixel <= data.count else { return nil }
    var pixels = [UInt32](repeating: 0, count: width * height)
    data.withUnsafeBytes { raw in
      let base = raw.bindMemory(to: UInt8.self).baseAddress!
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          format.decode(base + y * bytesPerRow, count: width, into: out.baseAddress! + y * width)
        }
      }
    }
    let source = ImageSource(
      bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space,
      bitmapInfo: bitmapInfo, provider: provider, shouldInterpolate: shouldInterpolate, intent: intent)
    self.init(width: width, height: height, pixels: pixels, source: source)
  }

  /// Bits per colour component: always 8.
  public var bitsPerComponent: Int { source?.bitsPerComponent ?? 8 }
  /// Bits per pixel: 32 for images Lamina draws, otherwise as described.
  public var bitsPerPixel: Int { source?.bitsPerPixel ?? 32 }
  /// Bytes per row of `dataProvider`'s bytes: `width × 4` for images Lamina draws.
  public var bytesPerRow: Int { source?.bytesPerRow ?? width * 4 }
  /// The colour space: sRGB for images Lamina draws.
  public var colorSpace: CGColorSpace? { source?.space ?? CGColorSpace(name: CGColorSpace.sRGB) }
  /// The layout bits: premultiplied ARGB in little-endian words for images Lamina draws.
  public var bitmapInfo: CGBitmapInfo {
    source?.bitmapInfo ?? CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little)
  }
  /// Where alpha is and whether colours are premultiplied.
  public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
  /// The byte order of pixel words.
  public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrderInfo ?? .orderDefault }
  /// Whether drawing the image scaled interpolates (`true` for images Lamina draws).
  public var shouldInterpolate: Bool { source?.shouldInterpolate ?? true }
  /// The rendering intent.
  public var renderingIntent: CGColorRenderingIntent { source?.intent ?? .defaultIntent }
  /// Each pixel's coverage as a clipping mask: its alpha when the image has alpha, else its grey
  /// level (Rec. 601 luma of its red, green and blue).
  package var clipCoverage: [UInt8] {
    let opaque = [.none, .noneSkipFirst, .noneSkipLast].contains(alphaInfo)
    return premultipliedARGB.map { p in
      guard opaque else { return UInt8(p >> 24) }
      let (r, g, b) = ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
      return UInt8((299 * r + 587 * g + 114 * b + 500) / 1000)
    }
  }

  /// Whether the image is an alpha mask: never, for images made this way.
  public var isMask: Bool { false }

  /// The image's bytes in its own layout (`bytesPerRow` a row): the provider it was made from, or
  /// for images Lamina draws, premultiplied B, G, R, A bytes.
  public var dataProvider: CGDataProvider? {
    if let source { return source.provider }
    let bytes = premultipliedARGB.withUnsafeBytes { Data($0) }
    return CGDataProvider(data: bytes)
  }
}
