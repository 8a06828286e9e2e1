import Foundation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// `"linear"`, `"easeIn"`, `"easeOut"`, `"easeInEaseOut"` or `"default"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Constant pace: control points (0, 0), (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start: (0.42, 0), (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end: (0, 0), (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end: (0.42, 0), (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve of implicit animations: (0.25, 0.1), (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

  /// The two inner control points, as Apple's `CAMediaTimingFunction` documentation gives them.
  var controlPoints: (Float, Float, Float, Float)? {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInEaseOut: (0.42, 0, 0.58, 1)
    case .default: (0.25, 0.1, 0.25, 1)
    default: nil
    }
  }
}

/// Maps an animation's elapsed fraction to its progress along a cubic Bézier curve from (0, 0) to
/// (1, 1) (QuartzCore's `CAMediaTimingFunction`).
///
/// The curve's x is time and y progress; for a time x the curve parameter is found by Newton's method
/// with bisection as the fallback, to within 1e-10 of x, so progress is exact to better than 1e-6.
public final class CAMediaTimingFunction: CustomStringConvertible, @unchecked Sendable {
  /// The two inner control points: (x1, y1, x2, y2).
  let points: (Double, Double, Double, Double)

  /// One of the predefined curves; an unknown name gives the linear curve.
  public convenience init(name: CAMediaTimingFunctionName) {
    let p = name.controlPoints ?? (0, 0, 1, 1)
    self.init(controlPoints: p.0, p.1, p.2, p.3)
  }

  /// A curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1 so the
  /// curve stays a function of time.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    func unit(_ v: Float) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
    func finite(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
    points = (unit(c1x), finite(c1y), unit(c2x), finite(c2y))
  }

  /// Writes control point `idx` (0…3: the start, the two inner points, the end) to `ptr` as x, y.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let all: [(Double, Double)] = [(0, 0), (points.0, points.1), (points.2, points.3), (1, 1)]
    guard all.indices.contains(idx) else { return }
    ptr[0] = Float(all[idx].0)
    ptr[1] = Float(all[idx].1)
  }

  /// The progress at elapsed fraction `x` (clamped to 0…1).
  public func progress(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    let (x1, y1, x2, y2) = points
    if x1 == y1 && x2 == y2 { return x }
    let s = parameter(forX: x, x1, x2)
    return bezier(s, y1, y2)
  }

  /// `<CAMediaTimingFunction (x1, y1) (x2, y2)>`.
  public var description: String {
    "<CAMediaTimingFunction (\(points.0), \(points.1)) (\(points.2), \(points.3))>"
  }

  private func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
  }

  private func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
  }

  /// The curve parameter whose x is `x`: x(s) is non-decreasing because both inner x lie in 0…1.
  private func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = bezier(s, x1, x2) - x
      if abs(error) < 1e-10 { return s }
      let d = slope(s, x1, x2)
      if abs(d) < 1e-6 { break }
      s -= error / d
      if s < 0 || s > 1 { break }
    }
    var (lo, hi) = (0.0, 1.0)
    s = x
    for _ in 0..<60 {
      let value = bezier(s, x1, x2)
      if abs(value - x) < 1e-10 { return s }
      if value < x { lo = s } else { hi = s }
      s = (lo + hi) / 2
    }
    return s
  }
}
