import Foundation

extension CGPath {
  /// The smallest rectangle holding every point of every element, control points included
  /// (`CGPathGetBoundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    var box = CGRect.null
    for s in segments { for p in s.points { box = box.union(CGRect(origin: p, size: .zero)) } }
    return box
  }

  /// The smallest rectangle holding the path as drawn: curves by their extreme points, not their
  /// control points (`CGPathGetPathBoundingBox`); `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var box = CGRect.null
    var last = CGPoint.zero
    var start = CGPoint.zero
    func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
    for s in segments {
      switch s {
      case .move(let p):
        (start, last) = (p, p)
        add(p)
      case .line(let p):
        add(p)
        last = p
      case .quad(let c, let p):
        let (c1, c2) = Bezier.elevate(last, c, p)
        for q in CGPath.extremes(last, c1, c2, p) { add(q) }
        last = p
      case .cubic(let c1, let c2, let p):
        for q in CGPath.extremes(last, c1, c2, p) { add(q) }
        last = p
      case .close:
        last = start
      }
    }
    return box
  }

  /// The cubic's end points and its points where x or y turns.
  private static func extremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    var ts: [CGFloat] = []
    for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
      // Derivative / 3 = a·t² + b·t + c.
      let a = -a0 + 3 * a1 - 3 * a2 + a3
      let b = 2 * (a0 - 2 * a1 + a2)
      let c = a1 - a0
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { ts.append(-c / b) }
      } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
          let r = disc.squareRoot()
          ts += [(-b + r) / (2 * a), (-b - r) / (2 * a)]
        }
      }
    }
    return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map { Bezier.point(p0, p1, p2, p3, $0) }
  }

  /// Whether `point`, mapped by `transform`, is inside the area the path encloses under `rule`,
  /// every subpath taken as closed (`CGPathContainsPoint`). Curves are measured within 0.01 units.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  )
    -> Bool
  {
    // Apple: "the point is transformed by `m' before determining whether the path contains it"
    // (CGPath.h, CGPathContainsPoint), not the path.
    let p = point.applying(transform)
    guard p.x.isFinite, p.y.isFinite else { return false }
    let w = winding(at: p)
    return rule == .winding ? w != 0 : w % 2 != 0
  }

  /// The winding number of the flattened path (each subpath closed) around `p`.
  package func winding(at p: CGPoint, tolerance: CGFloat = 0.01) -> Int {
    var w = 0
    for line in flattened(tolerance: tolerance) {
      let pts = line.points
      guard pts.count > 1 else { continue }
      for i in pts.indices {
        let a = pts[i]
        let b = pts[(i + 1) % pts.count]
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y, b.y > p.y, side > 0 { w += 1 }
        if b.y <= p.y, a.y > p.y, side < 0 { w -= 1 }
      }
    }
    return w
  }
}
