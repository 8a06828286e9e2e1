import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct GradientLayerTests {
  func gradient(_ frame: CGRect, _ colors: [CGColor], configure: (CAGradientLayer) -> Void = { _ in }) throws
    -> CGImage
  {
    let root = layer(frame: rect(0, 0, frame.maxX, frame.maxY))
    let g = CAGradientLayer()
    g.frame = frame
    g.colors = colors
    configure(g)
    root.addSublayer(g)
    return try render(root)
  }

  func channels(_ p: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((p >> UInt32($0)) & 0xFF) } }

  /// Whether `p` is within one level of the straight colour `(r, g, b, a)` (0…1), premultiplied.
  func near(_ p: UInt32, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Bool {
    let expected = [a, r * a, g * a, b * a].map { $0 * 255 }
    return zip(channels(p), expected).allSatisfy { abs(Double($0) - $1) <= 1 }
  }

  @Test func defaultsAreApples() {
    let g = CAGradientLayer()
    #expect(g.colors == nil && g.locations == nil && g.type == .axial)
    #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
  }

  @Test func axialRunsTopToBottomSampledAtPixelCentres() throws {
    let image = try gradient(rect(0, 0, 10, 100), [red, blue])
    for y in [0, 25, 50, 99] {
      let t = (Double(y) + 0.5) / 100
      #expect(near(image.pixel(x: 5, y: y), 1 - t, 0, t), "row \(y): \(channels(image.pixel(x: 5, y: y)))")
    }
  }

  @Test func locationsPlaceTheStops() throws {
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    let image = try gradient(rect(0, 0, 10, 100), [red, green, blue]) { $0.locations = [0.2, 0.3, 0.8] }
    #expect(image.pixel(x: 5, y: 10) == 0xFFFF_0000)  // before the first stop: its colour
    #expect(near(image.pixel(x: 5, y: 25), 0.45, 0.55, 0))  // t = 0.255: 55 % of the way to green
    #expect(near(image.pixel(x: 5, y: 55), 0, 0.49, 0.51))
    #expect(image.pixel(x: 5, y: 90) == 0xFF00_00FF)
  }

  @Test func pointsLiveInTheUnitSquareStretchedToTheBounds() throws {
    // Diagonal in unit space: t = (u.x + u.y) / 2 with u = ((x + ½) / 200, (y + ½) / 100). At pixel
    // (149, 0) that is 0.376, where a gradient perpendicular in layer space would give 0.599.
    let image = try gradient(rect(0, 0, 200, 100), [red, blue]) {
      $0.startPoint = .zero
      $0.endPoint = CGPoint(x: 1, y: 1)
    }
    #expect(near(image.pixel(x: 149, y: 0), 1 - 0.37625, 0, 0.37625))
    #expect(near(image.pixel(x: 0, y: 74), 1 - 0.37375, 0, 0.37375))
    #expect(near(image.pixel(x: 199, y: 99), 0.0025, 0, 0.9975))
  }

  @Test func radialIsAnEllipseWithRadiiFromTheEndPoint() throws {
    let image = try gradient(rect(0, 0, 200, 100), [red, blue]) {
      $0.type = .radial
      $0.startPoint = CGPoint(x: 0.5, y: 0.5)
      $0.endPoint = CGPoint(x: 1, y: 1)
    }
    // t is the distance in radii from the centre (100, 50): (|q.x|, |q.y|) = (dx / 100, dy / 50).
    func t(_ x: Int, _ y: Int) -> Double { hypot((Double(x) + 0.5 - 100) / 100, (Double(y) + 0.5 - 50) / 50) }
    for (x, y) in [(100, 50), (150, 50), (100, 75), (130, 60)] {
      #expect(near(image.pixel(x: x, y: y), 1 - t(x, y), 0, t(x, y)), "at (\(x), \(y))")
    }
    #expect(image.pixel(x: 1, y: 1) == 0xFF00_00FF)  // past the ellipse: the last colour
  }

  @Test func conicTurnsFromTheEndPointTowardsPositiveY() throws {
    let image = try gradient(rect(0, 0, 100, 100), [red, blue]) {
      $0.type = .conic
      $0.startPoint = CGPoint(x: 0.5, y: 0.5)
      $0.endPoint = CGPoint(x: 1, y: 0.5)
    }
    // A quarter turn clockwise on screen (towards +y) is t = 0.25; half a turn 0.5.
    #expect(near(image.pixel(x: 50, y: 95), 0.75, 0, 0.25, 1))
    #expect(near(image.pixel(x: 4, y: 50), 0.5, 0, 0.5, 1))
    #expect(near(image.pixel(x: 50, y: 4), 0.25, 0, 0.75, 1))
  }

  @Test func fillsTheRoundedShapeOverTheBackground() throws {
    let image = try gradient(rect(0, 0, 40, 40), [CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)]) {
      $0.cornerRadius = 20
      $0.backgroundColor = blue
    }
    #expect(image.pixel(x: 0, y: 0) == 0)
    #expect(near(image.pixel(x: 20, y: 20), 0.5, 0, 0.5))  // half red over the blue background
  }

  @Test func clearEndsInterpolateStraightColoursAsApple() throws {
    // White to clear (transparent black) passes through translucent grey, the known iOS look.
    let clear = CGColor(gray: 0, alpha: 0)
    let image = try gradient(rect(0, 0, 10, 100), [CGColor(gray: 1, alpha: 1), clear])
    #expect(near(image.pixel(x: 5, y: 50), 0.495, 0.495, 0.495, 0.495))
  }

  @Test func badInputHasDocumentedOutcomes() throws {
    #expect(try gradient(rect(0, 0, 10, 10), []).paintedCount == 0)
    #expect(try gradient(rect(0, 0, 10, 10), [red]).all(in: 0..<10, 0..<10, equal: 0xFFFF_0000))
    // Mismatched locations are ignored: the stops spread evenly.
    let even = try gradient(rect(0, 0, 10, 100), [red, blue]) { $0.locations = [0.9] }
    #expect(near(even.pixel(x: 5, y: 50), 0.495, 0, 0.505))
    let decreasing = try gradient(rect(0, 0, 10, 100), [red, blue]) { $0.locations = [0.6, 0.4] }
    #expect(decreasing.pixel(x: 5, y: 55) == 0xFFFF_0000 && decreasing.pixel(x: 5, y: 65) == 0xFF00_00FF)
    let nonFinite = try gradient(rect(0, 0, 10, 10), [red, blue]) { $0.endPoint.x = .nan }
    #expect(nonFinite.paintedCount == 0)
  }

  @Test func colorsAreMappedToSRGBBeforeInterpolating() throws {
    // A grey colour is sRGB grey: half-way between grey 0.2 and red.
    let image = try gradient(rect(0, 0, 10, 100), [CGColor(gray: 0.2, alpha: 1), red])
    #expect(near(image.pixel(x: 5, y: 50), 0.6, 0.1, 0.1))
  }

  @Test func theIssuesRedToYellowOnAnSRGBOutput() throws {
    // Issue 10's example: red to yellow over 100 points. Apple maps the colours to the output space
    // before interpolating (CAGradientLayer.h); with sRGB output, green is 1, 129, 254 at the top,
    // middle and bottom rows. The issue's 37 / 148 / 250 came from a capture whose output space was
    // not sRGB: there pure red itself reads (255, 37, 0) (see Docs/scene-format.md, "Gradients").
    let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    let image = try gradient(rect(0, 0, 10, 100), [red, yellow])
    #expect([0, 50, 99].map { channels(image.pixel(x: 5, y: $0))[2] } == [1, 129, 254])
  }
}
