import Foundation
import LaminaGeometry
import Testing

@testable import LaminaGraphics

/// How many stops a gradient hands to Cairo (whose insertion of each stop scans those before it), and
/// the colour lookup of conic gradients.
@Suite struct CanvasGradientTests {
  private static func grey(_ v: Double) -> RenderColor { RenderColor(red: v, green: v, blue: v, alpha: 1) }

  /// Whether `c` is the grey `v` after its trip through Generic RGB (clipped to that gamut).
  private static func isGrey(_ c: RenderColor?, _ v: Double) -> Bool {
    let expected = GenericRGB.color(GenericRGB.encoded(grey(v)), alpha: 1)
    guard let c else { return false }
    return abs(c.red - expected.red) < 1e-12 && abs(c.green - expected.green) < 1e-12
      && abs(c.blue - expected.blue) < 1e-12 && c.alpha == 1
  }

  private static func gradient(_ count: Int) -> CanvasGradient {
    let stops = (0..<count).map {
      CanvasGradient.Stop(location: Double($0) / Double(count - 1), color: grey(Double($0 % 2)))
    }
    return CanvasGradient(kind: .axial, stops: stops, start: .zero, end: CGPoint(x: 1, y: 0))
  }

  @Test func spansAreHalvedUntilTheStraightLineFollowsTheCurve() {
    let source = Self.gradient(3)  // black, white, black
    let dense = source.interpolatedInGenericRGB().stops
    #expect(dense.count > 1 + 2 * 4 && dense.count < 1 + 2 * 64, "\(dense.count) stops")
    #expect(dense.contains { $0.location == 0.5 && Self.isGrey($0.color, 1) })
    #expect(dense.filter { $0.location - 0 < 0.5 / 64 + 1e-12 }.count == 2, "the finest near black")
    // Between neighbouring stops, the straight line's middle is within a quarter level of the curve,
    // or the stops are the finest allowed (64 a span; near black the curve is steepest).
    for (p, q) in zip(dense, dense.dropFirst()) where q.location - p.location > 0.5 / 64 {
      let t = (p.location + q.location) / 2
      let g = t < 0.5 ? 2 * t : 2 - 2 * t  // white's share, in Generic RGB
      let curve = GenericRGB.color(GenericRGB.encoded(Self.grey(1)) * g, alpha: 1).red
      #expect(abs((p.color.red + q.color.red) / 2 - curve) <= 0.25 / 255, "at \(t)")
    }
  }

  @Test func aSpanBetweenEqualColoursNeedsNoSamples() {
    let red = RenderColor(red: 1, green: 0, blue: 0, alpha: 1)
    let g = CanvasGradient(
      kind: .axial, stops: [.init(location: 0, color: red), .init(location: 1, color: red)], start: .zero,
      end: CGPoint(x: 1, y: 0))
    let dense = g.interpolatedInGenericRGB().stops
    #expect(dense.map(\.location) == [0, 1])
    // Red through Generic RGB: (255, 38, 0), as Core Animation draws it (Docs/semantics/pixels.md).
    #expect(
      dense.allSatisfy {
        [$0.color.red, $0.color.green, $0.color.blue].map { Int(($0 * 255).rounded()) } == [255, 38, 0]
      })
  }

  @Test func manyStopsShareTheBoundAndKeepTwoSamplesEach() {
    #expect(Self.gradient(1000).interpolatedInGenericRGB().stops.count == 1 + 999 * 4)
    #expect(Self.gradient(2048).interpolatedInGenericRGB().stops.count == 1 + 2047 * 2)
  }

  @Test func pastHalfTheBoundTheCurveIsSampledEvenly() {
    let source = Self.gradient(60_000)
    let dense = source.interpolatedInGenericRGB().stops
    #expect(dense.count == CanvasGradient.maximumStops)
    #expect(dense.first?.location == 0 && dense.last?.location == 1)
    #expect(Self.isGrey(dense.first?.color, 0) && Self.isGrey(dense.last?.color, 1))
    // Sample 1000 sits at 1000/4095, between stops j and j + 1 of the 60,000: their colours mixed
    // in Generic RGB.
    let t = 1000.0 / 4095
    let j = Int(t * 59_999)
    let (a, b) = (source.stops[j], source.stops[j + 1])
    let f = (t - a.location) / (b.location - a.location)
    let (ga, gb) = (GenericRGB.encoded(a.color), GenericRGB.encoded(b.color))
    let expected = GenericRGB.color(ga + (gb - ga) * f, alpha: 1)
    #expect(dense[1000].location == t && abs(dense[1000].color.red - expected.red) < 1e-12)
    #expect(f > 0.05 && f < 0.95, "a sample inside a span, not on a stop")
  }

  @Test func colourLookupFindsTheSpanAndKeepsHardEdges() {
    let stops = [(0.0, 0.0), (0.5, 0.0), (0.5, 1.0), (1.0, 1.0)].map {
      CanvasGradient.Stop(location: $0.0, color: Self.grey($0.1))
    }
    let g = CanvasGradient(kind: .conic, stops: stops, start: .zero, end: CGPoint(x: 1, y: 0))
    #expect(g.color(at: -1) == Self.grey(0) && g.color(at: 2) == Self.grey(1))
    #expect(g.color(at: 0.25) == Self.grey(0) && g.color(at: 0.5) == Self.grey(0))
    #expect(g.color(at: 0.75) == Self.grey(1))
    let ramp = CanvasGradient(
      kind: .conic,
      stops: [.init(location: 0.2, color: Self.grey(0)), .init(location: 0.6, color: Self.grey(1))],
      start: .zero, end: CGPoint(x: 1, y: 0))
    #expect(abs(ramp.color(at: 0.3).red - 0.25) < 1e-12)
  }
}
