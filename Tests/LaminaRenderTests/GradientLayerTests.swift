import Foundation
import Lamina
import LaminaGraphics
import LaminaRender
import TestSupport
import Testing

@Suite struct GradientLayerTests {
  func gradient(
    _ frame: CGRect, _ colors: [CGColor], scale: CGFloat = 1, configure: (CAGradientLayer) -> Void = { _ in }
  ) throws -> CGImage {
    let root = layer(frame: rect(0, 0, frame.maxX, frame.maxY))
    let g = CAGradientLayer()
    g.frame = frame
    g.colors = colors
    configure(g)
    root.addSublayer(g)
    return try render(root, scale: scale)
  }

  func channels(_ p: UInt32) -> [Int] { [24, 16, 8, 0].map { Int((p >> UInt32($0)) & 0xFF) } }

  /// The colour Core Animation draws a fraction `t` of the way from `a` to `b`: interpolated in
  /// Generic RGB (see `GenericRGB`), straight alpha.
  func model(_ a: CGColor, _ b: CGColor, _ t: Double) -> RenderColor {
    let (ca, cb) = (RenderColor(a), RenderColor(b))
    let (ga, gb) = (GenericRGB.encoded(ca), GenericRGB.encoded(cb))
    return GenericRGB.color(ga + (gb - ga) * t, alpha: ca.alpha + (cb.alpha - ca.alpha) * t)
  }

  /// Whether `p` is within one level of the straight colour `c`, premultiplied.
  func near(_ p: UInt32, _ c: RenderColor) -> Bool {
    let expected = [c.alpha, c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha].map { $0 * 255 }
    return zip(channels(p), expected).allSatisfy { abs(Double($0) - $1) <= 1 }
  }

  /// Whether the opaque pixel `p` is within `levels` of the 8-bit colour `rgb`.
  func within(_ levels: Int, _ p: UInt32, _ rgb: (Int, Int, Int)) -> Bool {
    let c = channels(p)
    return c[0] == 255 && abs(c[1] - rgb.0) <= levels && abs(c[2] - rgb.1) <= levels
      && abs(c[3] - rgb.2) <= levels
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
      #expect(
        near(image.pixel(x: 5, y: y), model(red, blue, t)), "row \(y): \(channels(image.pixel(x: 5, y: y)))")
    }
  }

  @Test func locationsPlaceTheStops() throws {
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    let image = try gradient(rect(0, 0, 10, 100), [red, green, blue]) { $0.locations = [0.2, 0.3, 0.8] }
    #expect(near(image.pixel(x: 5, y: 10), model(red, red, 0)))  // before the first stop: its colour
    #expect(near(image.pixel(x: 5, y: 25), model(red, green, 0.55)))  // t = 0.255: 55 % of the way
    #expect(near(image.pixel(x: 5, y: 55), model(green, blue, 0.51)))
    #expect(near(image.pixel(x: 5, y: 90), model(blue, blue, 0)))
  }

  @Test func pointsLiveInTheUnitSquareStretchedToTheBounds() throws {
    // Diagonal in unit space: t = (u.x + u.y) / 2 with u = ((x + ½) / 200, (y + ½) / 100). At pixel
    // (149, 0) that is 0.376, where a gradient perpendicular in layer space would give 0.599.
    let image = try gradient(rect(0, 0, 200, 100), [red, blue]) {
      $0.startPoint = .zero
      $0.endPoint = CGPoint(x: 1, y: 1)
    }
    #expect(near(image.pixel(x: 149, y: 0), model(red, blue, 0.37625)))
    #expect(near(image.pixel(x: 0, y: 74), model(red, blue, 0.37375)))
    #expect(near(image.pixel(x: 199, y: 99), model(red, blue, 0.9975)))
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
      #expect(near(image.pixel(x: x, y: y), model(red, blue, t(x, y))), "at (\(x), \(y))")
    }
    #expect(near(image.pixel(x: 1, y: 1), model(blue, blue, 0)))  // past the ellipse: the last colour
  }

  @Test func conicTurnsFromTheEndPointTowardsPositiveY() throws {
    let image = try gradient(rect(0, 0, 100, 100), [red, blue]) {
      $0.type = .conic
      $0.startPoint = CGPoint(x: 0.5, y: 0.5)
      $0.endPoint = CGPoint(x: 1, y: 0.5)
    }
    // A quarter turn clockwise on screen (towards +y) is t = 0.25; half a turn 0.5.
    #expect(near(image.pixel(x: 50, y: 95), model(red, blue, 0.25)))
    #expect(near(image.pixel(x: 4, y: 50), model(red, blue, 0.5)))
    #expect(near(image.pixel(x: 50, y: 4), model(red, blue, 0.75)))
  }

  @Test func fillsTheRoundedShapeOverTheBackground() throws {
    let halfRed = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    let image = try gradient(rect(0, 0, 40, 40), [halfRed, halfRed]) {
      $0.cornerRadius = 20
      $0.backgroundColor = blue
    }
    #expect(image.pixel(x: 0, y: 0) == 0)
    // Half of red as Generic RGB holds it, (255, 38, 0), over the blue background.
    let r = model(halfRed, halfRed, 0)
    let over = RenderColor(red: r.red * 0.5, green: r.green * 0.5, blue: 0.5, alpha: 1)
    #expect(near(image.pixel(x: 20, y: 20), over))
  }

  @Test func clearEndsInterpolateStraightColoursAsApple() throws {
    // White to clear (transparent black) passes through translucent grey, the known iOS look.
    let clear = CGColor(gray: 0, alpha: 0)
    let image = try gradient(rect(0, 0, 10, 100), [CGColor(gray: 1, alpha: 1), clear])
    #expect(near(image.pixel(x: 5, y: 50), model(CGColor(gray: 1, alpha: 1), clear, 0.505)))
  }

  /// Apple's measured behaviour, as the issue reports it from Apple-rendered suites: fewer than two
  /// colours, or locations whose count differs from the colours', draw nothing (a prototypr.io
  /// article on CAGradientLayer: a mismatch gives "a blank gradient"). Other bad input draws nothing
  /// or is clamped, as `RenderGradient` documents.
  @Test func badInputHasDocumentedOutcomes() throws {
    #expect(try gradient(rect(0, 0, 10, 10), []).paintedCount == 0)
    #expect(try gradient(rect(0, 0, 10, 10), [red]).paintedCount == 0)
    #expect(try gradient(rect(0, 0, 10, 100), [red, blue]) { $0.locations = [0.9] }.paintedCount == 0)
    #expect(
      try gradient(rect(0, 0, 10, 100), [red, blue]) { $0.locations = [0, NSNumber(value: Double.nan)] }
        .paintedCount == 0)
    let decreasing = try gradient(rect(0, 0, 10, 100), [red, blue]) { $0.locations = [0.6, 0.4] }
    #expect(near(decreasing.pixel(x: 5, y: 55), model(red, red, 0)))
    #expect(near(decreasing.pixel(x: 5, y: 65), model(blue, blue, 0)))
    let nonFinite = try gradient(rect(0, 0, 10, 10), [red, blue]) { $0.endPoint.x = .nan }
    #expect(nonFinite.paintedCount == 0)
  }

  @Test func greyIsConvertedLikeAnyColour() throws {
    // A grey colour is sRGB grey, converted to Generic RGB like the red beside it.
    let grey = CGColor(gray: 0.2, alpha: 1)
    let image = try gradient(rect(0, 0, 10, 100), [grey, red])
    #expect(near(image.pixel(x: 5, y: 50), model(grey, red, 0.505)))
  }

  @Test func theIssuesRedToYellowAsApplesCapture() throws {
    // Issue 10's example, measured on an iOS capture: red to yellow over 100 points has green 37, 148
    // and 250 at the top, middle and bottom rows.
    let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    let image = try gradient(rect(0, 0, 10, 100), [red, yellow])
    let greens = [0, 50, 99].map { channels(image.pixel(x: 5, y: $0))[2] }
    #expect(zip(greens, [37, 148, 250]).allSatisfy { abs($0 - $1) <= 1 }, "\(greens)")
  }

  /// AFSnapshotTesting (MIT), `RenderingTests.testGradientRendering`: 200 × 200 points at 3×, red
  /// to blue from (0, 0) to (1, 1); the pixels of its Apple-rendered reference, within 3 levels.
  @Test func matchesAppleRenderedDiagonal() throws {
    let image = try gradient(rect(0, 0, 200, 200), [red, blue], scale: 3) {
      $0.startPoint = .zero
      $0.endPoint = CGPoint(x: 1, y: 1)
    }
    let apple: [((Int, Int), (Int, Int, Int))] = [
      ((0, 0), (255, 38, 0)), ((150, 150), (202, 32, 87)), ((299, 299), (146, 33, 149)),
      ((450, 450), (81, 40, 204)), ((599, 599), (4, 51, 255)), ((599, 0), (147, 33, 149)),
      ((100, 400), (165, 32, 129)),
    ]
    for ((x, y), rgb) in apple {
      #expect(within(3, image.pixel(x: x, y: y), rgb), "(\(x), \(y)): \(channels(image.pixel(x: x, y: y)))")
    }
  }

  /// AFSnapshotTesting (MIT), `SnapshotTestingTests`: a 390 × 844-point screen at 3× filled top to
  /// bottom with red → blue, and with blue → red → purple at locations 0, 0.5, 1; pixels of the
  /// Apple-rendered references down the middle column, within 3 levels. (A 1-point-wide layer has
  /// the same rows.)
  @Test func matchesAppleRenderedScreens() throws {
    let purple = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    let rows = [0, 633, 1266, 1899, 2531]
    let redBlue = try gradient(rect(0, 0, 1, 844), [red, blue], scale: 3)
    let apple = [(255, 38, 0), (202, 32, 86), (146, 33, 149), (81, 40, 204), (4, 50, 255)]
    for (y, rgb) in zip(rows, apple) {
      #expect(within(3, redBlue.pixel(x: 1, y: y), rgb), "row \(y): \(channels(redBlue.pixel(x: 1, y: y)))")
    }
    let three = try gradient(rect(0, 0, 1, 844), [blue, red, purple], scale: 3) {
      $0.locations = [0, 0.5, 1]
    }
    let apple3 = [(4, 51, 255), (146, 33, 149), (255, 37, 0), (194, 29, 73), (127, 27, 127)]
    for (y, rgb) in zip(rows, apple3) {
      #expect(within(3, three.pixel(x: 1, y: y), rgb), "row \(y): \(channels(three.pixel(x: 1, y: y)))")
    }
  }

  /// Dezignables (MIT), `DezignableBackgroundTests.testGradient`: green to blue with both points at
  /// (0, 0), 200 × 200 points at 2×. Apple spreads the colours across the layer's width, left to
  /// right; pixels of the Apple-rendered reference, within 3 levels.
  @Test func coincidentPointsSpreadTheColoursAcrossTheWidth() throws {
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    let image = try gradient(rect(0, 0, 200, 200), [green, blue], scale: 2) {
      $0.startPoint = .zero
      $0.endPoint = .zero
    }
    let apple: [((Int, Int), (Int, Int, Int))] = [
      ((0, 10), (5, 249, 0)), ((100, 10), (3, 198, 86)), ((200, 300), (2, 144, 149)),
      ((300, 10), (3, 88, 205)),
      ((399, 10), (4, 50, 254)),
    ]
    for ((x, y), rgb) in apple {
      #expect(within(3, image.pixel(x: x, y: y), rgb), "(\(x), \(y)): \(channels(image.pixel(x: x, y: y)))")
    }
  }
}
