import Foundation

/// The corners of Apple's continuous ("squircle") rounded rectangles, as `CALayer` draws them with
/// `cornerCurve = .continuous` and `UIBezierPath(roundedRect:…)` builds them.
///
/// A corner of radius r is three cubic Béziers, symmetric about the corner's diagonal, reaching
/// 1.528665 r along each edge (Core Animation's `cornerCurveExpansionFactor(.continuous)`). The
/// points are the table published from Apple's frameworks (PaintCode's "iOS 7 rounded rectangles"
/// measurements, ChouTiUI's UIKit-matched tests, MIT). When a side is too short for both of its
/// corners' reach, each axis of the corner moves toward a circular quarter by t = clamp((1.528665 −
/// half-side / r) / 0.528665, 0, 1), so the corner reaches exactly half the side; at t = 1 it is a
/// circular quarter (three 30° arcs) of radius min(r, half-side).
package enum ContinuousCorners {
  /// How far along each edge a continuous corner reaches, in radii.
  package static let extent: CGFloat = 1.528665

  /// One corner of radius 1 with its vertex at the origin, from the point on the vertical edge to
  /// the point on the horizontal edge: its start, then three cubics as (control 1, control 2, end),
  /// points as (distance along x, distance along y) from the vertex.
  typealias Corner = (start: CGPoint, cubics: [(CGPoint, CGPoint, CGPoint)])

  /// The continuous corner.
  static let continuous: Corner = (
    CGPoint(x: 0, y: extent),
    [
      (
        CGPoint(x: 0, y: 1.08849295761853), CGPoint(x: 0, y: 0.868406944063002),
        CGPoint(x: 0.074911387847016, y: 0.631493792830993)
      ),
      (
        CGPoint(x: 0.16905955604437, y: 0.372823826625747),
        CGPoint(x: 0.372823826625747, y: 0.16905955604437),
        CGPoint(x: 0.631493792830993, y: 0.074911387847016)
      ),
      (CGPoint(x: 0.868406944063002, y: 0), CGPoint(x: 1.08849295761853, y: 0), CGPoint(x: extent, y: 0)),
    ]
  )

  /// A circular quarter of radius 1 centred at (1, 1), in three 30° arcs.
  static let circular: Corner = {
    func point(_ a: Double) -> CGPoint { CGPoint(x: 1 - cos(a), y: 1 - sin(a)) }
    func tangent(_ a: Double) -> CGPoint { CGPoint(x: sin(a), y: -cos(a)) }
    let k = 4 / 3 * tan(Double.pi / 24)
    let cubics = (0..<3).map { i -> (CGPoint, CGPoint, CGPoint) in
      let (a, b) = (Double(i) * .pi / 6, Double(i + 1) * .pi / 6)
      let (p, q, u, v) = (point(a), point(b), tangent(a), tangent(b))
      return (CGPoint(x: p.x + k * u.x, y: p.y + k * u.y), CGPoint(x: q.x - k * v.x, y: q.y - k * v.y), q)
    }
    return (point(0), cubics)
  }()

  /// The corner of radius `radius` at `vertex` of a rectangle whose half sides are `half`: its
  /// start and cubics in absolute coordinates. `inward` points from the vertex into the rectangle
  /// (±1 on each axis); `fromVerticalEdge` says which edge the corner starts on when the path
  /// reaches it (otherwise it starts on the horizontal edge and runs the other way).
  package static func corner(
    at vertex: CGPoint, inward: (x: CGFloat, y: CGFloat), radius: CGFloat, half: CGSize,
    fromVerticalEdge: Bool
  ) -> (start: CGPoint, cubics: [(CGPoint, CGPoint, CGPoint)]) {
    let r = min(radius, half.width, half.height)
    guard r > 0, r.isFinite else { return (vertex, []) }  // a zero-size side or radius: a square corner
    func mix(_ side: CGFloat) -> CGFloat { min(max((extent - side / r) / (extent - 1), 0), 1) }
    let (tx, ty) = (mix(half.width), mix(half.height))
    func place(_ c: CGPoint, _ o: CGPoint) -> CGPoint {
      let x = c.x + (o.x - c.x) * tx
      let y = c.y + (o.y - c.y) * ty
      return CGPoint(x: vertex.x + inward.x * r * x, y: vertex.y + inward.y * r * y)
    }
    var points = [place(continuous.start, circular.start)]
    for (c, o) in zip(continuous.cubics, circular.cubics) {
      points += [place(c.0, o.0), place(c.1, o.1), place(c.2, o.2)]
    }
    if !fromVerticalEdge { points.reverse() }
    var cubics: [(CGPoint, CGPoint, CGPoint)] = []
    for k in stride(from: 1, to: points.count, by: 3) {
      cubics.append((points[k], points[k + 1], points[k + 2]))
    }
    return (points[0], cubics)
  }

  /// The corners of `r` (standardized) with `radii` (top-left, top-right, bottom-right, bottom-left;
  /// y down), in that order, each as a path running clockwise on screen reaches it; a corner whose
  /// radius is not positive is its vertex alone.
  package static func corners(of r: CGRect, radii: [CGFloat]) -> [(
    start: CGPoint, cubics: [(CGPoint, CGPoint, CGPoint)]
  )] {
    let half = CGSize(width: r.width / 2, height: r.height / 2)
    let vertices: [(CGPoint, (x: CGFloat, y: CGFloat))] = [
      (CGPoint(x: r.minX, y: r.minY), (1, 1)), (CGPoint(x: r.maxX, y: r.minY), (-1, 1)),
      (CGPoint(x: r.maxX, y: r.maxY), (-1, -1)), (CGPoint(x: r.minX, y: r.maxY), (1, -1)),
    ]
    // The top-left and bottom-right corners are reached along a vertical edge.
    return vertices.enumerated().map { i, v in
      radii[i] > 0
        ? corner(at: v.0, inward: v.1, radius: radii[i], half: half, fromVerticalEdge: i % 2 == 0)
        : (start: v.0, cubics: [])
    }
  }
}

extension CGMutablePath {
  /// Adds `rect` with continuous corners of `radii` (top-left, top-right, bottom-right, bottom-left;
  /// y down; negative radii count as 0), in the elements UIKit builds: a move to the end of the
  /// top-left corner, then for each corner clockwise on screen a line to its start, a cubic, an empty
  /// line (where UIKit joins the arc it draws as the middle cubic), two cubics; a line back to the
  /// start, and no close. With no corner rounded it is the closed rectangle, as UIKit's (its stroke
  /// joins at the start: stylable-uikit's Apple-rendered `testViewRedFillAndBlueDashEmptyPatternOutline`).
  package func addContinuousRoundedRect(_ rect: CGRect, radii: [CGFloat]) {
    guard radii.contains(where: { $0 > 0 }) else { return addRect(rect.standardized) }
    let corners = ContinuousCorners.corners(of: rect.standardized, radii: radii)
    let first = corners[0].cubics.last?.2 ?? corners[0].start
    move(to: first)
    for corner in corners[1...] + [corners[0]] {
      addLine(to: corner.start)
      for (k, cubic) in corner.cubics.enumerated() {
        addCurve(to: cubic.2, control1: cubic.0, control2: cubic.1)
        if k == 0 { addLine(to: cubic.2) }
      }
    }
    addLine(to: first)
  }
}
