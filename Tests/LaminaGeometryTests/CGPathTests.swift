import Foundation
import LaminaGeometry
import TestSupport
import Testing

@Suite struct CGPathTests {
  @Test func rectangleIsFourCornersClosedInCoreGraphicsOrder() {
    let path = CGPath(rect: rect(10, 20, 30, 40), transform: nil)
    let e = elements(path)
    #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
    #expect(
      e.flatMap(\.1) == [
        CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60),
      ])
    var r = CGRect.zero
    #expect(path.isRect(&r) && r == rect(10, 20, 30, 40))
    #expect(path.boundingBox == rect(10, 20, 30, 40))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))
  }

  @Test func transformParameterMapsPointsBeforeStoring() {
    var t = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
    let path = CGPath(rect: rect(0, 0, 10, 10), transform: &t)
    #expect(path.boundingBox == rect(5, 0, 20, 20))
    let m = CGMutablePath()
    m.addLines(between: [.zero, CGPoint(x: 1, y: 0)], transform: CGAffineTransform(rotationAngle: .pi / 2))
    #expect(m.currentPoint.isApproximatelyEqual(to: CGPoint(x: 0, y: 1), tolerance: 1e-6))
  }

  @Test func curveBoundsCountControlPointsOnlyInBoundingBox() {
    let m = CGMutablePath()
    m.move(to: .zero)
    m.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
    #expect(m.boundingBox == rect(0, 0, 100, 100))
    // y(t) = 300·t·(1 − t) peaks at 75 for t = ½.
    #expect(m.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 100, 75), tolerance: 1e-6))
    let q = CGMutablePath()
    q.move(to: .zero)
    q.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(q.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 100, 50), tolerance: 1e-6))
    #expect(q.boundingBox == rect(0, 0, 100, 100))
  }

  @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
    let m = CGMutablePath()
    #expect(m.isEmpty && m.boundingBox.isNull && m.boundingBoxOfPath.isNull && m.currentPoint == .zero)
  }

  @Test func drawingElementsWithoutCurrentPointAreIgnored() {
    let m = CGMutablePath()
    m.addLine(to: CGPoint(x: 5, y: 5))
    m.addCurve(to: .zero, control1: .zero, control2: .zero)
    m.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 1, y: 1), radius: 1)
    m.closeSubpath()
    #expect(m.isEmpty)
  }

  @Test func nonFiniteCoordinatesAreNotStored() {
    let m = CGMutablePath()
    m.move(to: CGPoint(x: CGFloat.nan, y: 0))
    m.addRect(rect(0, 0, .infinity, 1))
    m.addEllipse(in: rect(0, 0, 1, .nan))
    m.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
    #expect(m.isEmpty)
  }

  @Test func ellipseStartsAtMaxXMidYAndTurnsLikeRect() {
    let m = CGMutablePath()
    m.addEllipse(in: rect(0, 0, 40, 20))
    let e = elements(m)
    #expect(e.map(\.0) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
    #expect(e[0].1 == [CGPoint(x: 40, y: 10)])
    #expect(e[1].1[2].isApproximatelyEqual(to: CGPoint(x: 20, y: 20), tolerance: 1e-6))
    #expect(e[2].1[2].isApproximatelyEqual(to: CGPoint(x: 0, y: 10), tolerance: 1e-6))
    #expect(m.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 40, 20), tolerance: 1e-6))
    // Same turning direction as addRect: a rectangle around it fills the hole under non-zero.
    m.addRect(rect(-10, -10, 60, 40))
    #expect(m.contains(CGPoint(x: 20, y: 10), using: .winding))
    #expect(!m.contains(CGPoint(x: 20, y: 10), using: .evenOdd))
  }

  @Test func arcDirectionFollowsCoreGraphicsConvention() {
    let ccw = CGMutablePath()
    ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(ccw.currentPoint.isApproximatelyEqual(to: CGPoint(x: 0, y: 10), tolerance: 1e-6))
    #expect(ccw.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 10, 10), tolerance: 1e-6))
    let cw = CGMutablePath()
    cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(cw.currentPoint.isApproximatelyEqual(to: CGPoint(x: 0, y: 10), tolerance: 1e-6))
    #expect(cw.boundingBoxOfPath.isApproximatelyEqual(to: rect(-10, -10, 20, 20), tolerance: 1e-6))
    #expect(elements(cw).count == 4)  // a move and three quarter-turn curves
  }

  @Test func arcSweepRules() {
    let none = CGMutablePath()
    none.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: false)
    #expect(elements(none).count == 1)
    let full = CGMutablePath()
    full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 7, clockwise: false)
    #expect(full.boundingBoxOfPath.isApproximatelyEqual(to: rect(-10, -10, 20, 20), tolerance: 1e-6))
    #expect(full.currentPoint.isApproximatelyEqual(to: CGPoint(x: 10, y: 0), tolerance: 1e-6))
    let joined = CGMutablePath()
    joined.move(to: CGPoint(x: -50, y: 0))
    joined.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(elements(joined)[1].0 == .addLineToPoint && elements(joined)[1].1 == [CGPoint(x: 10, y: 0)])
  }

  /// A circle written as an arc from 0 to 2π (or 4π, or in degrees) is a whole circle in both
  /// directions, as Core Graphics draws it: NVActivityIndicatorView's `NVActivityIndicatorShape.circle`
  /// and its ports build their discs with `UIBezierPath(arcCenter:…, startAngle: 0, endAngle: 2 * .pi,
  /// clockwise: false)` (Core Graphics' `clockwise: true`), and they show as discs on iOS.
  @Test func wholeTurnsDrawTheCircleInBothDirections() {
    let turns: [(CGFloat, CGFloat)] = [
      (0, 2 * .pi), (0, 4 * .pi), (0, 360 * .pi / 180), (.pi / 2, -1.5 * .pi),
    ]
    for (start, end) in turns {
      for clockwise in [false, true] {
        let m = CGMutablePath()
        m.addArc(
          center: CGPoint(x: 50, y: 50), radius: 40, startAngle: start, endAngle: end, clockwise: clockwise)
        #expect(
          m.boundingBoxOfPath.isApproximatelyEqual(to: rect(10, 10, 80, 80), tolerance: 1e-6),
          "\(start) to \(end), clockwise: \(clockwise)")
        #expect(elements(m).count == 5)  // a move and four quarter-turn curves
      }
    }
    let almost = CGMutablePath()
    almost.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi - 0.01, clockwise: true)
    #expect(elements(almost).count == 2)  // 0.01 radians clockwise: one short curve
  }

  @Test func relativeArcTurnsByDelta() {
    let m = CGMutablePath()
    m.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .pi, delta: -.pi / 2)
    #expect(elements(m)[0].1[0].isApproximatelyEqual(to: CGPoint(x: 0, y: 5), tolerance: 1e-6))
    // from angle π down to π/2
    #expect(m.currentPoint.isApproximatelyEqual(to: CGPoint(x: 5, y: 10), tolerance: 1e-6))
  }

  @Test func tangentArcMeetsBothLines() {
    let m = CGMutablePath()
    m.move(to: .zero)
    m.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    let e = elements(m)
    #expect(
      e[1].0 == .addLineToPoint && e[1].1[0].isApproximatelyEqual(to: CGPoint(x: 5, y: 0), tolerance: 1e-6))
    #expect(m.currentPoint.isApproximatelyEqual(to: CGPoint(x: 10, y: 5), tolerance: 1e-6))
    // The arc's middle lies on the circle around (5, 5).
    let mid = e[2].1
    let p = CGPoint(
      x: 0.125 * 5 + 0.375 * mid[0].x + 0.375 * mid[1].x + 0.125 * mid[2].x,
      y: 0.125 * 0 + 0.375 * mid[0].y + 0.375 * mid[1].y + 0.125 * mid[2].y)
    #expect(hypot(p.x - 5, p.y - 5).isApproximatelyEqual(to: 5, tolerance: 1e-3))
    let straight = CGMutablePath()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(elements(straight).map(\.0) == [.moveToPoint, .addLineToPoint])
  }

  @Test func roundedRectCornersClampToHalfSide() {
    let p = CGPath(roundedRect: rect(0, 0, 100, 40), cornerWidth: 80, cornerHeight: 10, transform: nil)
    #expect(p.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 100, 40), tolerance: 1e-6))
    #expect(!p.contains(CGPoint(x: 1, y: 1)))
    #expect(p.contains(CGPoint(x: 50, y: 1)))
    #expect(p.contains(CGPoint(x: 5, y: 20)))
    let square = CGPath(roundedRect: rect(0, 0, 10, 10), cornerWidth: 0, cornerHeight: 5, transform: nil)
    #expect(square.isRect(nil))
  }

  /// The ten elements Core Graphics builds for a rounded rect: a move to the middle of the maximum-x
  /// side, a line and a quarter-ellipse cubic for each corner from (maxX, maxY) on, a close (the
  /// order of CoreGraphics' `append_rounded_rect` in a public dump of iOS 26.1, which reserves ten
  /// elements; the issue reports Lamina's former order as differing from Apple's).
  @Test func roundedRectElementsAreCoreGraphicsOrder() {
    let p = CGPath(roundedRect: rect(0, 0, 100, 40), cornerWidth: 10, cornerHeight: 5, transform: nil)
    let e = elements(p)
    #expect(
      e.map(\.0) == [.moveToPoint]
        + Array(repeating: [.addLineToPoint, .addCurveToPoint], count: 4).flatMap { $0 }
        + [.closeSubpath])
    let ends = e.compactMap(\.1.last)
    let expected: [CGPoint] = [
      CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 35), CGPoint(x: 90, y: 40), CGPoint(x: 10, y: 40),
      CGPoint(x: 0, y: 35), CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 0), CGPoint(x: 90, y: 0),
      CGPoint(x: 100, y: 5),
    ]
    #expect(
      zip(ends, expected).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: 1e-9) } && ends.count == 9)
    // A quarter ellipse's control points sit 0.5523 of the radii from the ends (4/3 · tan(π/8)).
    let first = e[2].1
    #expect(first[0].isApproximatelyEqual(to: CGPoint(x: 100, y: 35 + 5 * 0.5522847), tolerance: 1e-6))
    #expect(first[1].isApproximatelyEqual(to: CGPoint(x: 90 + 10 * 0.5522847, y: 40), tolerance: 1e-6))
  }

  @Test func windingAndEvenOddDisagreeOnNestedRects() {
    let m = CGMutablePath()
    m.addRect(rect(0, 0, 100, 100))
    m.addRect(rect(25, 25, 50, 50))
    #expect(m.contains(CGPoint(x: 50, y: 50), using: .winding))
    #expect(!m.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    #expect(m.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    #expect(!m.contains(CGPoint(x: 150, y: 50)))
  }

  /// Apple maps the point, not the path: "If `m' is non-NULL, then the point is transformed by `m'
  /// before determining whether the path contains it" (CGPath.h, `CGPathContainsPoint`; the same
  /// in Apple's "Using a Path for Hit Testing", 2006).
  @Test func containsMapsThePointByTheTransform() {
    let m = CGMutablePath()
    m.addRect(rect(0, 0, 100, 100))
    let double = CGAffineTransform(scaleX: 2, y: 1)
    #expect(m.contains(CGPoint(x: 40, y: 50), transform: double))  // (80, 50): inside
    #expect(!m.contains(CGPoint(x: 60, y: 50), transform: double))  // (120, 50): outside
    #expect(!m.contains(CGPoint(x: 150, y: 50), transform: double))  // the path is not doubled
    let shift = CGAffineTransform(translationX: -100, y: 0)
    #expect(m.contains(CGPoint(x: 150, y: 50), transform: shift))  // (50, 50)
    #expect(!m.contains(CGPoint(x: 50, y: 50), transform: shift))  // (-50, 50)
  }

  @Test func openSubpathsAreClosedForContains() {
    let m = CGMutablePath()
    m.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    #expect(m.contains(CGPoint(x: 8, y: 2)))
    #expect(!m.contains(CGPoint(x: 2, y: 8)))
  }

  @Test func copiesAreEqualAndIndependent() {
    let m = CGMutablePath()
    m.addEllipse(in: rect(0, 0, 10, 10))
    let frozen = m.copy()!
    #expect(frozen == m)
    m.addLine(to: CGPoint(x: 50, y: 50))
    #expect(frozen != m)
    var t = CGAffineTransform(translationX: 10, y: 0)
    #expect(
      frozen.copy(using: &t)!.boundingBoxOfPath.isApproximatelyEqual(to: rect(10, 0, 10, 10), tolerance: 1e-6)
    )
    let again = frozen.mutableCopy()!
    again.addPath(frozen, transform: CGAffineTransform(translationX: 20, y: 0))
    #expect(again.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 30, 10), tolerance: 1e-6))
  }

  @Test func applyHandsOutElementsWithInfo() {
    final class Counter { var n = 0 }
    let counter = Counter()
    CGPath(rect: rect(0, 0, 1, 1), transform: nil).apply(info: Unmanaged.passUnretained(counter).toOpaque()) {
      info, _ in Unmanaged<Counter>.fromOpaque(info!).takeUnretainedValue().n += 1
    }
    #expect(counter.n == 5)
  }

  /// Angles whose difference overflows to infinity, and end points too far apart for an SVG arc,
  /// made NaN sweeps that trapped converting to a count of pieces: now nothing is drawn.
  @Test func arcsWithOverflowingAnglesDrawNothing() {
    let p = CGMutablePath()
    p.move(to: .zero)
    p.addArc(center: .zero, radius: 1, startAngle: 1e308, endAngle: -1e308, clockwise: false)
    #expect(p.currentPoint.x.isFinite && p.currentPoint.y.isFinite)
    let q = CGMutablePath()
    q.move(to: .zero)
    q.appendArc(center: .zero, radii: CGSize(width: 1, height: 1), from: 0, sweep: .nan, .identity)
    #expect(elements(q).count == 1, "the move alone")
  }
}
