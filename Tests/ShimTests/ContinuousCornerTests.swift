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
