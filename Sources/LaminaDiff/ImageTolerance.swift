import Foundation

/// How different two images may be and still count as the same, in explicit units.
///
/// A pixel counts as different by `metric`; pixels the anti-aliasing detector recognises are not
/// counted when `ignoresAntialiasing`. The comparison passes when the sizes match and the counted
/// pixels fit either budget: at most `maxDifferingPixels` pixels, or at most `maxDifferingRatio` of
/// all pixels.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
  /// When one pixel differs from another.
  public enum Metric: Hashable, Sendable {
    /// Any difference in any channel (premultiplied ARGB bytes).
    case exact
    /// A premultiplied channel differs by more than `maxDelta` levels (0…255).
    case channel(maxDelta: Int)
    /// The YIQ colour difference, after blending over white, exceeds `threshold` (0…1) as pixelmatch
    /// 7.2 measures it (`checkerboard: false`): 0.1 is pixelmatch's default, 0.01 tells colours
    /// about 3–8 levels apart.
    case perceptual(threshold: Double)
  }

  /// When one pixel differs from another.
  public var metric: Metric
  /// Whether pixels found to be anti-aliasing (pixelmatch's detector) are left out of the count.
  public var ignoresAntialiasing: Bool
  /// Budget: the most differing pixels allowed.
  public var maxDifferingPixels: Int
  /// Budget: the largest fraction (0…1) of differing pixels allowed.
  public var maxDifferingRatio: Double

  /// Creates a tolerance; budgets default to none.
  public init(
    metric: Metric, ignoresAntialiasing: Bool, maxDifferingPixels: Int = 0, maxDifferingRatio: Double = 0
  ) {
    self.metric = metric
    self.ignoresAntialiasing = ignoresAntialiasing
    self.maxDifferingPixels = max(maxDifferingPixels, 0)
    self.maxDifferingRatio = maxDifferingRatio.isFinite ? min(max(maxDifferingRatio, 0), 1) : 0
  }

  /// Every pixel identical, byte for byte. The right default for a deterministic renderer.
  public static let exact = ImageTolerance(metric: .exact, ignoresAntialiasing: false)

  /// Differences a person would see: YIQ threshold 0.01, anti-aliased edge pixels ignored, no
  /// differing pixel allowed. Survives rasterizer changes along edges; catches colour changes of a few
  /// levels, shifted or missing lines, and alpha changes.
  public static let perceptual = ImageTolerance(
    metric: .perceptual(threshold: 0.01), ignoresAntialiasing: true)

  /// Every channel within `maxDelta` levels (rounding noise); no anti-aliasing allowance.
  public static func channel(_ maxDelta: Int) -> ImageTolerance {
    ImageTolerance(metric: .channel(maxDelta: max(maxDelta, 0)), ignoresAntialiasing: false)
  }

  /// The same tolerance with a budget of `pixels` differing pixels.
  public func allowing(pixels: Int) -> ImageTolerance {
    var t = self
    t.maxDifferingPixels = max(pixels, 0)
    return t
  }

  /// The same tolerance with a budget of a `ratio` (0…1) of differing pixels.
  public func allowing(ratio: Double) -> ImageTolerance {
    ImageTolerance(
      metric: metric, ignoresAntialiasing: ignoresAntialiasing, maxDifferingPixels: maxDifferingPixels,
      maxDifferingRatio: ratio)
  }

  /// `exact`, `channel ±2`, `perceptual 0.01, anti-aliasing ignored`, plus budgets.
  public var description: String {
    var s: String
    switch metric {
    case .exact: s = "exact"
    case .channel(let d): s = "channel ±\(d)"
    case .perceptual(let t): s = "perceptual \(t)"
    }
    if ignoresAntialiasing { s += ", anti-aliasing ignored" }
    if maxDifferingPixels > 0 { s += ", up to \(maxDifferingPixels) pixels" }
    if maxDifferingRatio > 0 { s += ", up to \(maxDifferingRatio * 100)% of pixels" }
    return s
  }
}
