import Foundation
import LaminaGeometry

/// A gradient as the canvas paints it: stops in sRGB, and its geometry in the unit coordinate space
/// of the rectangle it fills.
package struct CanvasGradient: Equatable {
  /// How colours spread from the start point.
  package enum Kind: Equatable { case axial, radial, conic }

  /// One stop: where (0…1, increasing) and which colour (straight, not premultiplied).
  package struct Stop: Equatable {
    package var location: Double
    package var color: RenderColor
    package init(location: Double, color: RenderColor) { (self.location, self.color) = (location, color) }
  }

  package var kind: Kind
  package var stops: [Stop]
  package var start: CGPoint
  package var end: CGPoint

  package init(kind: Kind, stops: [Stop], start: CGPoint, end: CGPoint) {
    (self.kind, self.stops, self.start, self.end) = (kind, stops, start, end)
  }

  /// The most stops `interpolatedInGenericRGB` makes: Cairo, to which `CGContext`'s gradients go,
  /// inserts each stop with a scan of those before it (quadratic in the stops).
  package static let maximumStops = 4096

  /// The most stops `interpolatedInGenericRGB` makes from `count` stops: what sampling the curve
  /// costs at most, each of them one evaluation of the curve and at most one rejected middle.
  package static func mostInterpolatedStops(from count: Int) -> Int {
    guard count > 1 else { return count }
    guard 2 * (count - 1) < maximumStops else { return maximumStops }
    return 1 + (count - 1) * samplesPerSpan(count)
  }

  /// The most samples a span of a gradient of `count` stops is given: 64, fewer when there are
  /// more than 64 stops (they share `maximumStops`), at least two.
  private static func samplesPerSpan(_ count: Int) -> Int {
    max(2, min(64, (maximumStops - 1) / (count - 1)))
  }

  /// The gradient with its colours interpolated as Core Animation interpolates a gradient layer's, in
  /// Generic RGB (`GenericRGB`), as stops between which straight sRGB interpolation (Cairo's, and
  /// `GradientColors`') stays within `tolerance` of the curve: each span between stops is halved while the curve at a half's
  /// middle is further than that from the straight line between its ends, at most 64 samples a span
  /// (fewer when there are more than 64 stops, at least two). Equal locations keep their hard edge.
  /// Past `maximumStops / 2` stops the curve is sampled at `maximumStops` evenly spaced locations
  /// instead (a hard edge then spans one sample).
  package func interpolatedInGenericRGB() -> CanvasGradient {
    guard stops.count > 1 else { return self }
    guard 2 * (stops.count - 1) < CanvasGradient.maximumStops else { return resampledInGenericRGB() }
    let samples = CanvasGradient.samplesPerSpan(stops.count)
    let depth = Int.bitWidth - 1 - samples.leadingZeroBitCount  // log₂ of the largest power of two ≤ samples
    var dense = [Stop(location: stops[0].location, color: GenericRGB.clipped(stops[0].color))]
    for (a, b) in zip(stops, stops.dropFirst()) {
      let span = GenericRGBSpan(a, b)
      if b.location > a.location {
        span.bisect(0, dense[dense.count - 1].color, 1, span.color(at: 1), depth: depth, into: &dense)
      } else {
        dense.append(Stop(location: b.location, color: span.color(at: 1)))
      }
    }
    return CanvasGradient(kind: kind, stops: dense, start: start, end: end)
  }

  /// How far, in sRGB components (0…1), Cairo's straight interpolation between neighbouring dense
  /// stops may stray from the Generic RGB curve: a quarter of an 8-bit level.
  static let tolerance = 0.25 / 255

  /// The Generic RGB curve sampled at `maximumStops` evenly spaced locations from the first stop to
  /// the last, in one walk along the stops.
  private func resampledInGenericRGB() -> CanvasGradient {
    let (first, last) = (stops[0].location, stops[stops.count - 1].location)
    let count = CanvasGradient.maximumStops
    var dense: [Stop] = []
    dense.reserveCapacity(count)
    var i = 1
    for k in 0..<count {
      let t = first + (last - first) * Double(k) / Double(count - 1)
      while i < stops.count - 1 && stops[i].location < t { i += 1 }
      let (a, b) = (stops[i - 1], stops[i])
      let span = b.location - a.location
      let f = span > 0 ? min(max((t - a.location) / span, 0), 1) : 1
      let (ga, gb) = (GenericRGB.encoded(a.color), GenericRGB.encoded(b.color))
      let color = GenericRGB.color(
        ga + (gb - ga) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
      dense.append(Stop(location: t, color: color))
    }
    return CanvasGradient(kind: kind, stops: dense, start: start, end: end)
  }

  /// The colour at `t`: the first colour before the first stop, the last after the last, and the
  /// components interpolated (straight, in sRGB) between neighbouring stops, found by bisection.
  package func color(at t: Double) -> RenderColor {
    guard let first = stops.first, let last = stops.last else {
      return RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    // The first stop at or past `t` (there is one: `t` is before the last).
    var (low, high) = (1, stops.count - 1)
    while low < high {
      let mid = (low + high) / 2
      if stops[mid].location < t { low = mid + 1 } else { high = mid }
    }
    let (a, b) = (stops[low - 1], stops[low])
    let span = b.location - a.location
    let f = span > 0 ? (t - a.location) / span : 1
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    return RenderColor(
      red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
      blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
  }

  /// The angle of the start → end direction, from +x towards +y.
  package var conicBase: Double { atan2(Double(end.y - start.y), Double(end.x - start.x)) }

  /// The conic parameter (0…1) of the unit point `u`: the angle from the start → end direction
  /// (`base`, `conicBase` unless given), growing from +x towards +y.
  package func conicParameter(_ u: CGPoint, base: Double? = nil) -> Double {
    let base = base ?? conicBase
    var a = atan2(Double(u.y - start.y), Double(u.x - start.x)) - base
    a = a.truncatingRemainder(dividingBy: 2 * .pi)
    if a < 0 { a += 2 * .pi }
    return a / (2 * .pi)
  }
}

/// One span between two stops, interpolated in Generic RGB.
private struct GenericRGBSpan {
  let a: CanvasGradient.Stop
  let b: CanvasGradient.Stop
  let ga: SIMD3<Double>
  let gb: SIMD3<Double>

  init(_ a: CanvasGradient.Stop, _ b: CanvasGradient.Stop) {
    (self.a, self.b) = (a, b)
    (ga, gb) = (GenericRGB.encoded(a.color), GenericRGB.encoded(b.color))
  }

  /// The colour at `f` (0…1) of the span.
  func color(at f: Double) -> RenderColor {
    GenericRGB.color(ga + (gb - ga) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
  }

  /// Appends the stops of the span's part from `f0` (colour `c0`, already appended) to `f1` (colour
  /// `c1`): `f1` alone when the curve at the middle is within `CanvasGradient.tolerance` of the
  /// straight line or `depth` is spent, and otherwise both halves.
  func bisect(
    _ f0: Double, _ c0: RenderColor, _ f1: Double, _ c1: RenderColor, depth: Int,
    into stops: inout [CanvasGradient.Stop]
  ) {
    let f = (f0 + f1) / 2
    let middle = color(at: f)
    let error = max(
      abs(middle.red - (c0.red + c1.red) / 2), abs(middle.green - (c0.green + c1.green) / 2),
      abs(middle.blue - (c0.blue + c1.blue) / 2))
    if depth > 0 && error > CanvasGradient.tolerance {
      bisect(f0, c0, f, middle, depth: depth - 1, into: &stops)
      bisect(f, middle, f1, c1, depth: depth - 1, into: &stops)
    } else {
      let location = f1 == 1 ? b.location : a.location + (b.location - a.location) * f1
      stops.append(CanvasGradient.Stop(location: location, color: c1))
    }
  }
}
