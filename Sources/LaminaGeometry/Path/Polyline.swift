import Foundation

/// One subpath flattened to straight segments.
package struct Polyline: Equatable, Sendable {
  package var points: [CGPoint]
  /// Whether the subpath ended with `closeSubpath` (its last point joins its first).
  package var closed: Bool
}

extension CGPath {
  /// The path's subpaths with curves replaced by segments no farther than `tolerance` from them
  /// (Bézier pieces are split uniformly, by the bound on their second derivative, at most 4,096 each).
  package func flattened(tolerance: CGFloat = 0.05) -> [Polyline] {
    var out: [Polyline] = []
    var current = Polyline(points: [], closed: false)
    var start = CGPoint.zero
    func finish() {
      if !current.points.isEmpty { out.append(current) }
      current = Polyline(points: [], closed: false)
    }
    for s in segments {
      let last = current.points.last ?? start
      switch s {
      case .move(let p):
        finish()
        start = p
        current.points = [p]
      case .line(let p):
        if current.points.isEmpty { current.points = [last] }
        current.points.append(p)
      case .quad(let c, let p):
        if current.points.isEmpty { current.points = [last] }
        let cubic = Bezier.elevate(last, c, p)
        Bezier.flatten(last, cubic.0, cubic.1, p, tolerance: tolerance, into: &current.points)
      case .cubic(let c1, let c2, let p):
        if current.points.isEmpty { current.points = [last] }
        Bezier.flatten(last, c1, c2, p, tolerance: tolerance, into: &current.points)
      case .close:
        current.closed = true
        finish()
      }
    }
    finish()
    return out
  }
}

/// Bézier arithmetic shared by flattening, bounds, dashing and stroking.
package enum Bezier {
  /// The cubic control points equal to a quadratic's.
  package static func elevate(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint) {
    (
      CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
      CGPoint(x: p1.x + 2 / 3 * (c.x - p1.x), y: p1.y + 2 / 3 * (c.y - p1.y))
    )
  }

  /// The cubic's point at parameter `t`.
  package static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat)
    -> CGPoint
  {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// How many uniform pieces keep a cubic within `tolerance` of its chords.
  package static func pieces(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat)
    -> Int
  {
    let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
    let m = max(hypot(ax, ay), hypot(bx, by))
    let n = (0.75 * m / max(tolerance, 1e-9)).squareRoot().rounded(.up)
    return n.isFinite ? Int(min(max(n, 1), 4096)) : 1
  }

  /// Appends the cubic's points after `p0` (exclusive) through `p3` (inclusive).
  package static func flatten(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat, into out: inout [CGPoint]
  ) {
    let n = pieces(p0, p1, p2, p3, tolerance: tolerance)
    for i in 1..<n { out.append(point(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))) }
    out.append(p3)
  }

  /// The part of the cubic between parameters `t0` and `t1` (de Casteljau).
  package static func split(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, from t0: CGFloat, to t1: CGFloat
  ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    func tail(_ q: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint)
    {
      let (a, b, c) = (lerp(q.0, q.1, t), lerp(q.1, q.2, t), lerp(q.2, q.3, t))
      let (d, e) = (lerp(a, b, t), lerp(b, c, t))
      return (lerp(d, e, t), e, c, q.3)
    }
    func head(_ q: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint)
    {
      let (a, b, c) = (lerp(q.0, q.1, t), lerp(q.1, q.2, t), lerp(q.2, q.3, t))
      let (d, e) = (lerp(a, b, t), lerp(b, c, t))
      return (q.0, a, d, lerp(d, e, t))
    }
    let rest = tail((p0, p1, p2, p3), t0)
    return t0 >= 1 ? rest : head(rest, (t1 - t0) / (1 - t0))
  }
}
