import CCairo
import Foundation
import LaminaGeometry

/// A layer gradient's pixels, one device row at a time: each pixel centre is mapped to the unit space
/// of the rectangle the gradient fills, then to the gradient's parameter (along the axis, out from
/// the centre, or around it), then to its colour (`GradientColors`), the stops' colours interpolated
/// in Generic RGB as Core Animation interpolates a gradient layer's
/// (`CanvasGradient.interpolatedInGenericRGB`).
struct GradientRows {
  /// The most pixels `CairoCanvas.fill(_:radius:corners:gradient:alpha:hardEdges:)` computes
  /// before painting them: 256 KiB of rows.
  static let bandPixels = 1 << 16

  private let kind: CanvasGradient.Kind
  /// Device → unit space: `u = (xx·X + xy·Y + x0, yx·X + yy·Y + y0)` at pixel centre (X, Y).
  private let toUnit: cairo_matrix_t
  private let start: SIMD2<Double>
  /// Axial: the axis over its squared length (t = (u − start) · scale); radial: the reciprocal
  /// radii (t = |(u − start) × scale|).
  private let scale: SIMD2<Double>
  private let conicBase: Double
  private let colors: GradientColors

  /// The rows of `g` over `rect` (user space) under the device → user matrix `toUser`, faded by
  /// `alpha`; `nil` when a radial gradient has a zero radius (all of it is past its end).
  init?(_ g: CanvasGradient, in rect: CGRect, toUser m: cairo_matrix_t, alpha: Double) {
    let (w, h) = (Double(rect.width), Double(rect.height))
    toUnit = cairo_matrix_t(
      xx: m.xx / w, yx: m.yx / h, xy: m.xy / w, yy: m.yy / h, x0: (m.x0 - Double(rect.minX)) / w,
      y0: (m.y0 - Double(rect.minY)) / h)
    kind = g.kind
    start = SIMD2(Double(g.start.x), Double(g.start.y))
    let d = SIMD2(Double(g.end.x), Double(g.end.y)) - start
    switch g.kind {
    case .axial:
      let length2 = (d * d).sum()
      scale = length2 > 0 ? d / length2 : .zero
    case .radial:
      let r = SIMD2(abs(d.x), abs(d.y))
      guard r.x > 1e-12, r.y > 1e-12 else { return nil }
      scale = 1 / r
    case .conic:
      scale = .zero
    }
    conicBase = g.conicBase
    colors = GradientColors(g.interpolatedInGenericRGB().stops, alpha: alpha)
  }

  /// Writes the pixels of device row `y` from column `x` on, `row.count` of them.
  func fill(_ row: UnsafeMutableBufferPointer<UInt32>, x: Int, y: Int) {
    let m = toUnit
    let centreY = Double(y) + 0.5
    // The unit point of the row's first pixel centre, and its step from one pixel to the next.
    let first = SIMD2(
      m.xx * (Double(x) + 0.5) + m.xy * centreY + m.x0, m.yx * (Double(x) + 0.5) + m.yy * centreY + m.y0)
    let step = SIMD2(m.xx, m.yx)
    var span = 0
    switch kind {
    case .axial:
      let t0 = ((first - start) * scale).sum()
      let dt = (step * scale).sum()
      for i in row.indices { row[i] = colors.pixel(t0 + Double(i) * dt, span: &span) }
    case .radial:
      for i in row.indices {
        let q = (first + Double(i) * step - start) * scale
        row[i] = colors.pixel((q * q).sum().squareRoot(), span: &span)
      }
    case .conic:
      for i in row.indices {
        let u = first + Double(i) * step - start
        var a = atan2(u.y, u.x) - conicBase
        a = a.truncatingRemainder(dividingBy: 2 * .pi)
        if a < 0 { a += 2 * .pi }
        row[i] = colors.pixel(a / (2 * .pi), span: &span)
      }
    }
  }
}

/// A gradient's colour at each parameter, as pixman interpolates Cairo's gradients: on each span
/// between stops the straight components follow a line in the parameter, alpha (faded) is
/// multiplied in afterwards, and each channel is rounded to 8 bits; before the first stop the first
/// colour, after the last the last. A span holds its start and not its end, so at a hard edge (two
/// stops at one location) the parameter of the edge itself takes the later colour, as in pixman.
struct GradientColors {
  /// The spans' ends: span `k` runs from `bounds[k]` (included) to `bounds[k + 1]`, none empty.
  private let bounds: [Double]
  /// Each span's reciprocal width, its colour `(255·alpha, red, green, blue)` at its start, and the
  /// change across it: at `f` of the way, `start + f · change`.
  private let inverseWidths: [Double]
  private let starts: [SIMD4<Float>]
  private let changes: [SIMD4<Float>]
  private let before: UInt32
  private let after: UInt32

  /// The colours of `stops` (locations increasing), faded by `alpha`.
  init(_ stops: [CanvasGradient.Stop], alpha: Double) {
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    func channels(_ c: RenderColor) -> SIMD4<Float> {
      SIMD4<Float>(SIMD4(255 * unit(c.alpha * alpha), unit(c.red), unit(c.green), unit(c.blue)))
    }
    var (bounds, inverseWidths) = ([Double](), [Double]())
    var (starts, changes) = ([SIMD4<Float>](), [SIMD4<Float>]())
    // A span too narrow for its reciprocal to be finite counts as a hard edge.
    for (a, b) in zip(stops, stops.dropFirst()) {
      let inverseWidth = 1 / (b.location - a.location)
      guard b.location > a.location, inverseWidth.isFinite else { continue }
      if bounds.isEmpty { bounds.append(a.location) }
      bounds.append(b.location)
      inverseWidths.append(inverseWidth)
      let start = channels(a.color)
      starts.append(start)
      changes.append(channels(b.color) - start)
    }
    if bounds.isEmpty { bounds = [stops.first?.location ?? 0] }
    (self.bounds, self.inverseWidths, self.starts, self.changes) = (bounds, inverseWidths, starts, changes)
    let ends = (stops.first?.color, stops.last?.color)
    before = ends.0.map { GradientColors.pack(channels($0)) } ?? 0
    after = ends.1.map { GradientColors.pack(channels($0)) } ?? 0
  }

  /// The premultiplied pixel at `t`; `span` is where the search starts and is left where `t` fell:
  /// the span itself or a neighbour, as for most neighbouring pixels, and otherwise a binary search.
  @inline(__always)
  func pixel(_ t: Double, span: inout Int) -> UInt32 {
    guard t >= bounds[0] else { return before }
    guard t < bounds[bounds.count - 1] else { return after }
    if t >= bounds[span + 1] {
      span += 1
      if t >= bounds[span + 1] { span = self.span(of: t) }
    } else if t < bounds[span] {
      span -= 1
      if t < bounds[span] { span = self.span(of: t) }
    }
    let f = Float((t - bounds[span]) * inverseWidths[span])
    return GradientColors.pack(starts[span] + f * changes[span])
  }

  /// The span holding `t`, which lies from the first bound (included) to the last (excluded).
  private func span(of t: Double) -> Int {
    var (low, high) = (0, bounds.count - 2)
    while low < high {
      let mid = (low + high + 1) / 2
      if bounds[mid] <= t { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// `(255·alpha, red, green, blue)` as one premultiplied `0xAARRGGBB` pixel, each channel clamped
  /// (colour to 0…1, so that no channel rounds past alpha) and rounded to the nearest level (ties to
  /// even: adding 1.5 × 2²³ leaves the rounded value in a float's low bits, which spares a checked
  /// conversion a channel).
  @inline(__always)
  private static func pack(_ v: SIMD4<Float>) -> UInt32 {
    func unit(_ x: Float) -> Float { min(max(x, 0), 1) }
    let a = min(max(v.x, 0), 255)
    let c = SIMD4(a, a * unit(v.y), a * unit(v.z), a * unit(v.w))
    let bits = unsafeBitCast(c + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
    return bits.x << 24 | bits.y << 16 | bits.z << 8 | bits.w
  }
}
