import Foundation
import LaminaGeometry
import TestSupport
import Testing

@Suite struct CGPathDashingStrokingTests {
  func line(_ a: CGPoint, _ b: CGPoint) -> CGPath {
    let m = CGMutablePath()
    m.addLines(between: [a, b])
    return m
  }

  @Test func dashesAlternateOnAndOff() {
    let dashed = line(.zero, CGPoint(x: 100, y: 0)).copy(dashingWithPhase: 0, lengths: [10, 5])
    let e = elements(dashed)
    let starts = e.filter { $0.0 == .moveToPoint }.map { $0.1[0].x }
    #expect(starts == [0, 15, 30, 45, 60, 75, 90])
    #expect(dashed.currentPoint.isApproximatelyEqual(to: CGPoint(x: 100, y: 0), tolerance: 1e-6))
    #expect(e[1].1 == [CGPoint(x: 10, y: 0)])
  }

  @Test func phaseShiftsThePattern() {
    let dashed = line(.zero, CGPoint(x: 30, y: 0)).copy(dashingWithPhase: 5, lengths: [10, 5])
    let e = elements(dashed)
    #expect(e.map { $0.1[0].x } == [0, 5, 10, 20, 25, 30])
  }

  @Test func dashesContinueAcrossCornersAndRestartPerSubpath() {
    let m = CGMutablePath()
    m.addLines(between: [.zero, CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 8)])
    m.addLines(between: [CGPoint(x: 0, y: 50), CGPoint(x: 20, y: 50)])
    let e = elements(m.copy(dashingWithPhase: 0, lengths: [10, 10]))
    #expect(e.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
    #expect(e[2].1[0].isApproximatelyEqual(to: CGPoint(x: 8, y: 2), tolerance: 1e-6))
    #expect(e[3].1[0] == CGPoint(x: 0, y: 50))
  }

  @Test func dashedCircleKeepsCurvesOnTheCircle() {
    let circle = CGPath(ellipseIn: rect(-10, -10, 20, 20), transform: nil)
    let quarter = 2 * CGFloat.pi * 10 / 4
    let dashed = circle.copy(dashingWithPhase: 0, lengths: [quarter / 2, quarter / 2])
    let e = elements(dashed)
    #expect(e.filter { $0.0 == .moveToPoint }.count == 4)
    for (type, pts) in e where type == .addCurveToPoint {
      #expect(hypot(pts[2].x, pts[2].y).isApproximatelyEqual(to: 10, tolerance: 1e-3))
    }
  }

  @Test func patternsThatCannotDashLeaveThePath() {
    let path = line(.zero, CGPoint(x: 10, y: 0))
    #expect(path.copy(dashingWithPhase: 0, lengths: [0, 0]) == path)
    #expect(path.copy(dashingWithPhase: 0, lengths: []) == path)
    #expect(path.copy(dashingWithPhase: 0, lengths: [-1, 2]) == path)
    #expect(path.copy(dashingWithPhase: .nan, lengths: [1, 2]) == path)
    let long = line(.zero, CGPoint(x: 1e9, y: 0))
    #expect(long.copy(dashingWithPhase: 0, lengths: [1e-6, 1e-6]) == long)
  }

  @Test func buttStrokeOfALineIsItsRectangle() {
    let outline = line(.zero, CGPoint(x: 100, y: 0))
      .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(outline.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, -5, 100, 10), tolerance: 1e-6))
    #expect(outline.contains(CGPoint(x: 50, y: 4.9)))
    #expect(!outline.contains(CGPoint(x: 50, y: 5.1)))
    #expect(!outline.contains(CGPoint(x: -1, y: 0)))
  }

  @Test func capsExtendTheEnds() {
    let l = line(.zero, CGPoint(x: 100, y: 0))
    let square = l.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
    #expect(square.boundingBoxOfPath.isApproximatelyEqual(to: rect(-5, -5, 110, 10), tolerance: 1e-6))
    #expect(square.contains(CGPoint(x: -4.9, y: 4.9)))
    let round = l.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    #expect(round.contains(CGPoint(x: -4.9, y: 0)))
    #expect(!round.contains(CGPoint(x: -4, y: 4)))  // 5.66 from the end point
  }

  @Test func joinsAtARightAngle() {
    let m = CGMutablePath()
    m.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    let miter = m.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(miter.contains(CGPoint(x: 104.9, y: -4.9)))
    #expect(miter.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, -5, 105, 105), tolerance: 1e-6))
    let bevel = m.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
    #expect(!bevel.contains(CGPoint(x: 104, y: -4)))
    #expect(bevel.contains(CGPoint(x: 102, y: -2)))
    let round = m.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
    #expect(round.contains(CGPoint(x: 103.5, y: -3.5)))
    #expect(!round.contains(CGPoint(x: 104, y: -4)))
    // √2 ≈ 1.414 exceeds a miter limit of 1.4: bevelled.
    let limited = m.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
    #expect(!limited.contains(CGPoint(x: 104, y: -4)))
  }

  @Test func closedSubpathsJoinAtTheirStart() {
    let square = CGPath(rect: rect(0, 0, 10, 10), transform: nil)
    let outline = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(outline.boundingBoxOfPath.isApproximatelyEqual(to: rect(-1, -1, 12, 12), tolerance: 1e-6))
    #expect(outline.contains(CGPoint(x: -0.9, y: -0.9)))
    #expect(!outline.contains(CGPoint(x: 5, y: 5)))
  }

  @Test func degenerateStrokes() {
    let dot = line(CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5))
    #expect(dot.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    let round = dot.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    #expect(round.boundingBoxOfPath.isApproximatelyEqual(to: rect(3, 3, 4, 4), tolerance: 1e-6))
    let l = line(.zero, CGPoint(x: 1, y: 0))
    #expect(l.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    #expect(l.copy(strokingWithWidth: -3, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    #expect(l.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
  }

  @Test func strokedCircleIsARing() {
    let ring = CGPath(ellipseIn: rect(-50, -50, 100, 100), transform: nil)
      .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(ring.contains(CGPoint(x: 54.9, y: 0)))
    #expect(ring.contains(CGPoint(x: 0, y: -45.1)))
    #expect(!ring.contains(CGPoint(x: 0, y: 0)))
    #expect(!ring.contains(CGPoint(x: 40, y: 40)))  // 56.6 from the centre, past the outer 55
    #expect(ring.contains(CGPoint(x: 34, y: 34)))  // 48.1 from the centre
    #expect(ring.boundingBoxOfPath.isApproximatelyEqual(to: rect(-55, -55, 110, 110), tolerance: 0.01))
  }
}

@Suite struct CGPathTrimmingTests {
  @Test func trimmingAQuarterOfACircle() {
    let circle = CGPath(ellipseIn: rect(-10, -10, 20, 20), transform: nil)
    // From (10, 0) turning toward +y: the first quarter ends at (0, 10).
    let quarter = circle.trimmed(from: 0, to: 0.25)
    #expect(quarter.boundingBoxOfPath.isApproximatelyEqual(to: rect(0, 0, 10, 10), tolerance: 1e-3))
    #expect(quarter.currentPoint.isApproximatelyEqual(to: CGPoint(x: 0, y: 10), tolerance: 1e-3))
    #expect(circle.trimmed(from: 0, to: 1) == circle)
    #expect(circle.trimmed(from: 0.6, to: 0.4).isEmpty)
    #expect(circle.trimmed(from: .nan, to: 0.5).boundingBoxOfPath.minY > -1e-3)
  }
}
