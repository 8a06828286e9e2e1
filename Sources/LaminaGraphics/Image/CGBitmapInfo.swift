import Foundation

/// Where a pixel's alpha is and whether colours are premultiplied by it (`CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// No alpha.
  case none = 0
  /// Alpha last, colours premultiplied (RGBA).
  case premultipliedLast = 1
  /// Alpha first, colours premultiplied (ARGB).
  case premultipliedFirst = 2
  /// Alpha last, colours not premultiplied.
  case last = 3
  /// Alpha first, colours not premultiplied.
  case first = 4
  /// A padding byte last, ignored (RGBX).
  case noneSkipLast = 5
  /// A padding byte first, ignored (XRGB).
  case noneSkipFirst = 6
  /// Alpha only, no colour.
  case alphaOnly = 7
}

/// The byte order of pixel words (`CGImageByteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
  /// Bytes in the order the alpha info names the components.
  case orderDefault = 0
  /// 16-bit little-endian words.
  case order16Little = 4096
  /// 32-bit little-endian words: ARGB stored as B, G, R, A.
  case order32Little = 8192
  /// 16-bit big-endian words.
  case order16Big = 12288
  /// 32-bit big-endian words.
  case order32Big = 16384
}

/// A bitmap's layout: alpha info in the low bits, byte order above (`CGBitmapInfo`).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Wraps bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Builds the bits from an alpha info and a byte order.
  public init(alpha: CGImageAlphaInfo, byteOrder: CGImageByteOrderInfo = .orderDefault) {
    self.init(rawValue: alpha.rawValue | byteOrder.rawValue)
  }

  /// The alpha-info bits.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// Components are floating point (not supported by Lamina's contexts and images).
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The byte-order bits.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// Default byte order.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// 32-bit little-endian.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// 16-bit big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// 32-bit big-endian.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
  /// The host's 32-bit order (little-endian on every machine Lamina runs on).
  public static let byteOrder32Host = byteOrder32Little

  /// The alpha info in these bits, when valid.
  public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
  /// The byte order in these bits, when valid.
  public var byteOrderInfo: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & 0x7000) }
}

/// How colours are mapped between spaces (`CGColorRenderingIntent`); Lamina draws in sRGB only, so
/// every intent draws the same.
public enum CGColorRenderingIntent: Int32, Sendable {
  /// The default intent.
  case defaultIntent = 0
  /// Absolute colorimetric.
  case absoluteColorimetric = 1
  /// Relative colorimetric.
  case relativeColorimetric = 2
  /// Perceptual.
  case perceptual = 3
  /// Saturation.
  case saturation = 4
}
