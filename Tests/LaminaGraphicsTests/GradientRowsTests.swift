import CCairo
import Foundation
import LaminaGeometry
import Testing

@testable import LaminaGraphics

/// A layer gradient's pixels as Lamina computes them: the parameter at each pixel centre, and the
/// colour there, interpolated as pixman interpolates Cairo's gradients.
@Suite struct GradientRowsTests {
  private static let black = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
  private static let white = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
  private static let red = RenderColor(red: 1, green: 0, blue: 0, alpha: 1)
  private static let blue = RenderColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// White, transparent: from it to white only alpha changes, and alpha is interpolated straight
  /// (Generic RGB bends the colour components alone), so the rows' levels are the parameter's.
  private static let clearWhite = RenderColor(red: 1, green: 1, blue: 1, alpha: 0)
  private static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

  private static func stops(_ pairs: [(Double, RenderColor)]) -> [CanvasGradient.Stop] {
    pairs.map { CanvasGradient.Stop(location: $0.0, color: $0.1) }
  }

  private static func pixels(_ colors: GradientColors, at ts: [Double]) -> [UInt32] {
    var span = 0
    return ts.map { colors.pixel($0, span: &span) }
  }

  /// The alpha levels of device row `y`, columns 0..<4, of a `kind` gradient from transparent to
  /// opaque white between `start` and `end`, filling the rectangle 4 wide and `height` high at the
  /// origin (identity matrix).
  private static func levels(
    _ kind: CanvasGradient.Kind, _ start: CGPoint, _ end: CGPoint, height: CGFloat, y: Int
  )
    throws -> [UInt32]
  {
    let g = CanvasGradient(kind: kind, stops: stops([(0, clearWhite), (1, white)]), start: start, end: end)
    let rect = CGRect(x: 0, y: 0, width: 4, height: height)
    let rows = try #require(GradientRows(g, in: rect, toUser: identity, alpha: 1))
    var out = [UInt32](repeating: 0, count: 4)
    out.withUnsafeMutableBufferPointer { rows.fill($0, x: 0, y: y) }
    return out.map { $0 >> 24 }
  }

  @Test func eachSpanIsALineThenPremultipliedAndRounded() {
    let grey = GradientColors(Self.stops([(0, Self.black), (1, Self.white)]), alpha: 1)
    // 0.25 of 255 is 63.75: level 64; before the start black, past the end white.
    #expect(
      Self.pixels(grey, at: [-1, 0.25, 0.5, 2]) == [0xFF00_0000, 0xFF40_4040, 0xFF80_8080, 0xFFFF_FFFF])
    // Faded by half: alpha 127.5 → 128; red 0.5 × 127.5 = 63.75 → 64, and blue the same.
    let faded = GradientColors(Self.stops([(0, Self.red), (1, Self.blue)]), alpha: 0.5)
    #expect(Self.pixels(faded, at: [0, 0.5, 1]) == [0x8080_0000, 0x8040_0040, 0x8000_0080])
  }

  @Test func equalLocationsKeepAHardEdgeAndTheSearchWalksBothWays() {
    let colors = GradientColors(
      Self.stops([(0, Self.red), (0.5, Self.red), (0.5, Self.blue), (1, Self.blue)]), alpha: 1)
    #expect(
      Self.pixels(colors, at: [0.49, 0.51, 0.2, 0.9, 0.1])
        == [0xFFFF_0000, 0xFF00_00FF, 0xFFFF_0000, 0xFF00_00FF, 0xFFFF_0000])
    let one = GradientColors(Self.stops([(0.3, Self.red), (0.3, Self.blue)]), alpha: 1)
    // On the edge itself the colour after it, as pixman has it: a span holds its start.
    #expect(Self.pixels(one, at: [0.2, 0.3, 0.4]) == [0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF])
    #expect(Self.pixels(colors, at: [0.5, 0.4999]) == [0xFF00_00FF, 0xFFFF_0000])
  }

  @Test func farJumpsFindTheirSpanAmongManyStops() {
    // 101 stops, black at even hundredths and white at odd ones: a quarter of the way from 0.90
    // (black) is level 64; a quarter of the way from 0.05 (white) is 191.
    let colors = GradientColors(
      Self.stops((0...100).map { (Double($0) / 100, $0 % 2 == 0 ? Self.black : Self.white) }), alpha: 1)
    #expect(
      Self.pixels(colors, at: [0.9025, 0.0525, 0.9025, 0.9125]).map { $0 & 0xFF } == [64, 191, 64, 191])
  }

  @Test func axialRowsSampleThePixelCentresAlongTheAxis() throws {
    // Centres at 0.5 … 3.5 of a 4-point-wide rectangle: t = 0.125, 0.375, 0.625, 0.875, that is
    // 31.875, 95.625, 159.375 and 223.125 of 255.
    let levels = try Self.levels(.axial, CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5), height: 1, y: 0)
    #expect(levels == [32, 96, 159, 223])
  }

  @Test func radialRowsMeasureTheEllipticDistance() throws {
    // Row 2 of a 4 × 4 square (centre y 2.5): q = (±0.75 or ±0.25, 0.25), so t = 0.7906 or 0.3536:
    // 201.6 and 90.2 of 255.
    let levels = try Self.levels(.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1), height: 4, y: 2)
    #expect(levels == [202, 90, 90, 202])
    // A zero radius: nothing to compute (the canvas fills with the last colour).
    let flat = CanvasGradient(
      kind: .radial, stops: Self.stops([(0, Self.clearWhite), (1, Self.white)]),
      start: CGPoint(x: 0.5, y: 0.5),
      end: CGPoint(x: 1, y: 0.5))
    #expect(
      GradientRows(flat, in: CGRect(x: 0, y: 0, width: 4, height: 4), toUser: Self.identity, alpha: 1) == nil)
  }

  @Test func conicRowsTurnFromTheEndPoint() throws {
    // Row 3 of a 4 × 4 square, below the centre: (−3, 3), (−1, 3), (1, 3), (3, 3) eighths of the
    // square from it, at 135°, 108.4°, 71.6° and 45° turning from +x towards +y: 95.6, 76.8, 50.7
    // and 31.9 of 255.
    let levels = try Self.levels(.conic, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5), height: 4, y: 3)
    #expect(levels == [96, 77, 51, 32])
  }
}
