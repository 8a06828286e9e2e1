import Foundation

/// How `PNG.encode` trades speed for size. Both presets write the same pixels; RGB is written when
/// every pixel is opaque, RGBA otherwise.
public struct PNGOptions: Hashable, Sendable {
  /// Row filters libpng may choose from (the PNG filter types).
  public struct Filters: OptionSet, Hashable, Sendable {
    /// The bit set, in libpng's `PNG_FILTER_*` values.
    public let rawValue: Int32
    /// Wraps a bit set.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// No filtering.
    public static let none = Filters(rawValue: 0x08)
    /// Difference with the pixel to the left.
    public static let sub = Filters(rawValue: 0x10)
    /// Difference with the pixel above.
    public static let up = Filters(rawValue: 0x20)
    /// Difference with the mean of left and above.
    public static let average = Filters(rawValue: 0x40)
    /// Paeth predictor.
    public static let paeth = Filters(rawValue: 0x80)
    /// All five; libpng picks per row (slow, usually smallest).
    public static let all: Filters = [.none, .sub, .up, .average, .paeth]
  }

  /// zlib's compression strategy.
  public enum Strategy: Int32, Hashable, Sendable {
    /// zlib's default (LZ77 plus Huffman).
    case `default` = 0
    /// Tuned for filtered image data.
    case filtered = 1
    /// Huffman coding only.
    case huffmanOnly = 2
    /// Run-length matches only: fast, good on flat artwork.
    case rle = 3
  }

  /// zlib level, 0 (store) … 9 (smallest).
  public var zlibLevel: Int32
  /// Row filters libpng may use.
  public var filters: Filters
  /// zlib strategy.
  public var strategy: Strategy

  /// Creates options; `zlibLevel` is clamped to 0…9.
  public init(zlibLevel: Int32, filters: Filters, strategy: Strategy) {
    self.zlibLevel = min(max(zlibLevel, 0), 9)
    self.filters = filters
    self.strategy = strategy
  }

  /// The default writer: fast, and no larger than Cairo's own PNG writer on rendered scenes
  /// (chosen with `lamina-bench`; figures in the README).
  public static let fast = PNGOptions(zlibLevel: 2, filters: .up, strategy: .rle)

  /// For reference images kept in the repository: smaller, slower.
  public static let compact = PNGOptions(zlibLevel: 9, filters: .all, strategy: .default)
}
