import CoreGraphics
import LaminaUIDrawing
import QuartzCore
import TestSupport
import Testing

/// `UIBezierPath(roundedRect:…)` with continuous corners, element by element as UIKit builds them.
/// The expected points are those ChouTiUI's tests (MIT) hold for UIKit's path of a 160 × 100 rect
/// with radius 10 (`NSBezierPath+RoundedRectTests.test_horizontalRect_shape1`), matching the
/// published table of Apple's continuous corner (PaintCode, "iOS 7 rounded rectangles").
@Suite struct ContinuousCornerTests {
  typealias Element = (CGPathElementType, [CGPoint])

  func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  func expectSame(_ actual: [Element], _ expected: [Element], tolerance: CGFloat = 1e-4) {
    #expect(actual.count == expected.count)
    for (i, (a, e)) in zip(actual, expected).enumerated() {
      let same =
        a.0 == e.0 && a.1.count == e.1.count
        && zip(a.1, e.1).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
      #expect(same, "element \(i): \(a) against \(e)")
    }
  }

  @Test func uiKitsRoundedRectElements() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 10)
    let expected: [Element] = [
      (.moveToPoint, [p(15.28665, 0)]),
      (.addLineToPoint, [p(144.71335, 0)]),
      (.addCurveToPoint, [p(149.11507, 0), p(151.31593, 0), p(153.68506, 0.74911)]),
      (.addLineToPoint, [p(153.68506, 0.74911)]),
      (.addCurveToPoint, [p(156.27176, 1.69060), p(158.30940, 3.72824), p(159.25089, 6.31494)]),
      (.addCurveToPoint, [p(160, 8.68407), p(160, 10.88493), p(160, 15.28665)]),
      (.addLineToPoint, [p(160, 84.71335)]),
      (.addCurveToPoint, [p(160, 89.11507), p(160, 91.31593), p(159.25089, 93.68506)]),
      (.addLineToPoint, [p(159.25089, 93.68506)]),
      (.addCurveToPoint, [p(158.30940, 96.27176), p(156.27176, 98.30940), p(153.68506, 99.25089)]),
      (.addCurveToPoint, [p(151.31593, 100), p(149.11507, 100), p(144.71335, 100)]),
      (.addLineToPoint, [p(15.28665, 100)]),
      (.addCurveToPoint, [p(10.88493, 100), p(8.68407, 100), p(6.31494, 99.25089)]),
      (.addLineToPoint, [p(6.31494, 99.25089)]),
      (.addCurveToPoint, [p(3.72824, 98.30940), p(1.69060, 96.27176), p(0.74911, 93.68506)]),
      (.addCurveToPoint, [p(0, 91.31593), p(0, 89.11507), p(0, 84.71335)]),
      (.addLineToPoint, [p(0, 15.28665)]),
      (.addCurveToPoint, [p(0, 10.88493), p(0, 8.68407), p(0.74911, 6.31494)]),
      (.addLineToPoint, [p(0.74911, 6.31494)]),
      (.addCurveToPoint, [p(1.69060, 3.72824), p(3.72824, 1.69060), p(6.31494, 0.74911)]),
      (.addCurveToPoint, [p(8.68407, 0), p(10.88493, 0), p(15.28665, 0)]),
      (.addLineToPoint, [p(15.28665, 0)]),
    ]
    expectSame(elements(path.cgPath), expected)
  }

  /// Past k·r = s/2 (s the short side), UIKit's corners are one fixed shape scaled by s, whatever
  /// the radius: 160 × 100 with radius 42 and with 48 differ only in where the long sides' lines
  /// end (1.528665 r from the corner). Points from ChouTiUI's `test_horizontalRect_shape2a` and
  /// `_2` (UIKit-matched, MIT).
  @Test(arguments: [42.0, 48.0])
  func shortSidesTakeUIKitsFixedCorner(radius: Double) {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: radius)
    let reach = 1.528665 * radius
    let a = (p(106.51285961907355, 0), p(117.51716029684988, 0), p(129.3628178584504, 3.745569392350802))
    let expected: [Element] = [
      (.moveToPoint, [p(reach, 0)]), (.addLineToPoint, [p(160 - reach, 0)]),
      (.addCurveToPoint, [a.0, a.1, a.2]), (.addLineToPoint, [a.2]),
      (
        .addCurveToPoint,
        [p(147.75710983002548, 10.440544150405918), p(160, 27.925203343417653), p(160, 47.5)]
      ),
      (.addCurveToPoint, [p(160, 50), p(160, 50), p(160, 50)]), (.addLineToPoint, [p(160, 50)]),
      (.addCurveToPoint, [p(160, 50), p(160, 50), p(160, 50)]), (.addLineToPoint, [p(160, 52.5)]),
      (
        .addCurveToPoint,
        [
          p(160, 72.07479665658234), p(147.75710983002548, 89.55945584959409),
          p(129.3628178584504, 96.2544306076492),
        ]
      ),
      (
        .addCurveToPoint, [p(117.51716029684988, 100), p(106.51285961907355, 100), p(84.50425826352087, 100)]
      ),
      (.addLineToPoint, [p(reach, 100)]),
      (
        .addCurveToPoint,
        [p(53.48714038092645, 100), p(42.48283970315011, 100), p(30.637182141549626, 96.2544306076492)]
      ),
      (.addLineToPoint, [p(30.637182141549626, 96.2544306076492)]),
      (.addCurveToPoint, [p(12.242890169974531, 89.55945584959409), p(0, 72.07479665658235), p(0, 52.5)]),
      (.addCurveToPoint, [p(0, 50), p(0, 50), p(0, 50)]), (.addLineToPoint, [p(0, 50)]),
      (.addCurveToPoint, [p(0, 50), p(0, 50), p(0, 50)]), (.addLineToPoint, [p(0, 47.5)]),
      (
        .addCurveToPoint,
        [
          p(0, 27.925203343417664), p(12.242890169974531, 10.440544150405907),
          p(30.637182141549633, 3.745569392350797),
        ]
      ),
      (.addCurveToPoint, [p(42.48283970315011, 0), p(53.48714038092645, 0), p(75.49574173647913, 0)]),
      (.addLineToPoint, [p(reach, 0)]),
    ]
    expectSame(elements(path.cgPath), expected)
  }

  /// The same shape on a tall rectangle starts at the top side's middle (ChouTiUI's
  /// `test_verticalRect_shape2b`: 60 × 160, radius 32).
  @Test func aTallRectanglesShortSidesStartInTheMiddle() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 160), cornerRadius: 32)
    let expected: [Element] = [
      (.moveToPoint, [p(30, 0)]), (.addLineToPoint, [p(30, 0)]),
      (.addCurveToPoint, [p(30, 0), p(30, 0), p(30, 0)]),
      (.addLineToPoint, [p(31.5, 0)]),
      (
        .addCurveToPoint,
        [
          p(43.2448779939494, 0), p(53.73567350975645, 7.345734101984717),
          p(57.75265836458952, 18.38230928492978),
        ]
      ),
      (.addCurveToPoint, [p(60, 25.48970382189007), p(60, 32.09228422855587), p(60, 45.29744504188747)]),
      (.addLineToPoint, [p(60, 111.08272)]),
      (
        .addCurveToPoint,
        [p(60, 127.90771577144413), p(60, 134.5102961781099), p(57.75265836458952, 141.6176907150702)]
      ),
      (.addLineToPoint, [p(57.75265836458952, 141.6176907150702)]),
      (.addCurveToPoint, [p(53.73567350975645, 152.65426589801527), p(43.2448779939494, 160), p(31.5, 160)]),
      (.addCurveToPoint, [p(30, 160), p(30, 160), p(30, 160)]), (.addLineToPoint, [p(30, 160)]),
      (.addCurveToPoint, [p(30, 160), p(30, 160), p(30, 160)]), (.addLineToPoint, [p(28.5, 160)]),
      (
        .addCurveToPoint,
        [
          p(16.7551220060506, 160), p(6.2643264902435485, 152.65426589801527),
          p(2.2473416354104794, 141.6176907150702),
        ]
      ),
      (.addCurveToPoint, [p(0, 134.5102961781099), p(0, 127.90771577144413), p(0, 114.70255495811253)]),
      (.addLineToPoint, [p(0, 48.91728)]),
      (
        .addCurveToPoint,
        [p(0, 32.09228422855587), p(0, 25.48970382189007), p(2.247341635410475, 18.38230928492978)]
      ),
      (.addLineToPoint, [p(2.2473416354104763, 18.38230928492978)]),
      (.addCurveToPoint, [p(6.264326490243543, 7.34573410198472), p(16.75512200605059, 0), p(28.5, 0)]),
      (.addCurveToPoint, [p(30, 0), p(30, 0), p(30, 0)]), (.addLineToPoint, [p(30, 0)]),
    ]
    expectSame(elements(path.cgPath), expected)
  }

  /// Past k·r = L/2 (L the long side) the path is a capsule of radius s/2 (ChouTiUI's
  /// `test_horizontalRect_shape3b`: 160 × 100, radius 64); on a square, a circle.
  @Test func longRadiiMakeACapsule() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 64)
    let k = 27.61423749
    let expected: [Element] = [
      (.moveToPoint, [p(80, 0)]), (.addLineToPoint, [p(80, 0)]),
      (.addCurveToPoint, [p(110, 0), p(110, 0), p(110, 0)]), (.addLineToPoint, [p(110, 0)]),
      (.addCurveToPoint, [p(110 + k, 0), p(160, 50 - k), p(160, 50)]),
      (.addCurveToPoint, [p(160, 50), p(160, 50), p(160, 50)]), (.addLineToPoint, [p(160, 50)]),
      (.addCurveToPoint, [p(160, 50), p(160, 50), p(160, 50)]), (.addLineToPoint, [p(160, 50)]),
      (.addCurveToPoint, [p(160, 50 + k), p(110 + k, 100), p(110, 100)]),
      (.addCurveToPoint, [p(110, 100), p(110, 100), p(110, 100)]), (.addLineToPoint, [p(80, 100)]),
      (.addCurveToPoint, [p(50, 100), p(50, 100), p(50, 100)]), (.addLineToPoint, [p(50, 100)]),
      (.addCurveToPoint, [p(50 - k, 100), p(0, 50 + k), p(0, 50)]),
      (.addCurveToPoint, [p(0, 50), p(0, 50), p(0, 50)]), (.addLineToPoint, [p(0, 50)]),
      (.addCurveToPoint, [p(0, 50), p(0, 50), p(0, 50)]), (.addLineToPoint, [p(0, 50)]),
      (.addCurveToPoint, [p(0, 50 - k), p(50 - k, 0), p(50, 0)]),
      (.addCurveToPoint, [p(50, 0), p(50, 0), p(50, 0)]), (.addLineToPoint, [p(80, 0)]),
    ]
    expectSame(elements(path.cgPath), expected)
    let circle = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 98, height: 98), cornerRadius: 33)
    #expect(circle.contains(p(49, 1)) && !circle.contains(p(6, 6)) && circle.bounds.width == 98)
    let tall = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 100), cornerRadius: 40)
    #expect(
      tall.contains(p(20, 1)) && tall.contains(p(1, 50)) && !tall.contains(p(2, 2))
        && !tall.contains(p(38, 98)))
  }

  /// A closed rectangle: Apple's image of a 2-point stroke of this path
  /// (design-ops/stylable-uikit's `testViewRedFillAndBlueDashEmptyPatternOutline@2x`, reproduced in
  /// `AppleRenderedTests`) has its start corner joined, which an open path's butt caps leave empty.
  @Test func zeroRadiusIsTheClosedRectangle() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 0)
    let expected: [Element] = [
      (.moveToPoint, [p(0, 0)]), (.addLineToPoint, [p(160, 0)]), (.addLineToPoint, [p(160, 100)]),
      (.addLineToPoint, [p(0, 100)]), (.closeSubpath, []),
    ]
    expectSame(elements(path.cgPath), expected)
  }

  /// On a side too short for both corners' reach (here 3 × 10 < 2 × 1.528665 × 10 would not fit a
  /// 30-point side), each corner reaches exactly half the side: the path stays inside the rectangle
  /// and its edges meet in the middle.
  @Test func shortSidesBringTheCornersToTheirMiddle() {
    let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 10)
    let box = path.cgPath.boundingBoxOfPath
    #expect(
      abs(box.minX) < 1e-9 && abs(box.maxX - 100) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 30) < 1e-9)
    let onRightSide = elements(path.cgPath).flatMap(\.1).filter { abs($0.x - 100) < 1e-9 }
    #expect(onRightSide.contains { abs($0.y - 15) < 1e-9 })  // both right corners reach y = 15
    #expect(path.contains(p(50, 15)) && !path.contains(p(0.5, 0.5)))
  }

  /// Degenerate input gives square corners, never a point that is not a number.
  @Test func emptyRectsAndBadRadiiGiveFinitePaths() {
    let cases: [(CGRect, CGFloat)] = [
      (CGRect(x: 5, y: 5, width: 0, height: 0), 10), (CGRect(x: 0, y: 0, width: 40, height: 0), 10),
      (CGRect(x: 0, y: 0, width: 40, height: 20), .nan),
      (CGRect(x: 0, y: 0, width: 40, height: 20), .infinity),
      (CGRect(x: 0, y: 0, width: 40, height: 20), -3),
    ]
    for (rect, radius) in cases {
      let points = elements(UIBezierPath(roundedRect: rect, cornerRadius: radius).cgPath).flatMap(\.1)
      #expect(!points.isEmpty && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(rect), \(radius)")
    }
  }

  @Test func someCornersStaySquare() {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 4, height: 99))
    #expect(!path.contains(p(0.5, 0.5)) && path.contains(p(19.5, 0.5)) && path.contains(p(0.5, 19.5)))
    // The height of the radii is ignored, as UIKit does: the corner reaches 1.528665 × 4 along each edge.
    #expect(elements(path.cgPath)[0].1[0].x == 4 * 1.528665)
  }

  @Test func layersDefaultToCircularCorners() {
    let layer = CALayer()
    #expect(layer.cornerCurve == .circular && CALayer(layer: layer).cornerCurve == .circular)
    layer.cornerCurve = .continuous
    #expect(CALayer(layer: layer).cornerCurve == .continuous)
    #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
  }
}
