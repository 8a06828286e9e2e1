import Foundation

/// How `PNG.encode` trades speed for size. Both presets write the same pixels; RGB is written when
/// every pixel is opaque, RGBA otherwise.
public struct PNGOptions: Hashable, Sendable {
  /// Row filters the encoder may choose from, row by row (the PNG filter types).
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
    /// All five; the encoder picks per row (slower, usually smallest).
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

  /// One way to encode: a zlib level, the row filters the encoder may use, a zlib strategy.
  public struct Trial: Hashable, Sendable {
    /// zlib level, 0 (store) … 9 (smallest).
    public var zlibLevel: Int32
    /// Row filters the encoder may use: with several, each row gets the one whose bytes have the
    /// smallest sum of magnitudes, as libpng chooses.
    public var filters: Filters
    /// zlib strategy.
    public var strategy: Strategy

    /// Creates a trial; `zlibLevel` is clamped to 0…9.
    public init(zlibLevel: Int32, filters: Filters, strategy: Strategy) {
      self.zlibLevel = min(max(zlibLevel, 0), 9)
      self.filters = filters
      self.strategy = strategy
    }
  }

  /// The encodings to try; the smallest result is kept (ties: the first).
  public var trials: [Trial]

  /// Options with one encoding.
  public init(zlibLevel: Int32, filters: Filters, strategy: Strategy) {
    trials = [Trial(zlibLevel: zlibLevel, filters: filters, strategy: strategy)]
  }

  /// Options that try every one of `trials` and keep the smallest file.
  public init(smallestOf trials: [Trial]) {
    self.trials = trials.isEmpty ? PNGOptions.fast.trials : trials
  }

  /// The default writer: the Sub filter with run-length matching (zlib's Z_RLE strategy, done by
  /// the writer's own deflate in `CPNG`, which needs no window). Fast on rendered scenes and on
  /// photo-like images alike; figures in Docs/performance.md.
  public static let fast = PNGOptions(zlibLevel: 2, filters: .sub, strategy: .rle)

  /// For reference images kept in the repository: tries four encodings at zlib level 9 (no filter,
  /// which suits flat artwork; adaptive filters; adaptive and Average filters with run-length
  /// matching, which suit gradients) and keeps the smallest. Slower, never larger than
  /// any one of them.
  public static let compact = PNGOptions(smallestOf: [
    Trial(zlibLevel: 9, filters: .none, strategy: .default),
    Trial(zlibLevel: 9, filters: .all, strategy: .default),
    Trial(zlibLevel: 9, filters: .all, strategy: .rle),
    Trial(zlibLevel: 9, filters: .average, strategy: .rle),
  ])
}
