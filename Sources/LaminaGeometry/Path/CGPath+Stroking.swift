import Foundation

extension CGPath {
  /// The outline of the path stroked with these parameters, as a path to fill with the non-zero
  /// winding rule (`CGPathCreateCopyByStrokingPath`); `transform` maps the path before stroking.
  ///
  /// Built as the union of same-direction pieces (a quadrilateral per flattened segment, a wedge or
  /// circle per join, a cap per open end) rather than one traced contour, so `contains` and filling
  /// give the stroke's area, while the elements differ from Apple's. A zero, negative or non-finite
  /// width gives an empty path. Curves are flattened within 1/100 of the width (at most 0.05 units).
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
    transform: CGAffineTransform = .identity
  ) -> CGPath {
    let out = CGMutablePath()
    guard lineWidth.isFinite, lineWidth > 0 else { return out }
    let source = transform.isIdentity ? self : CGPath(segments: segments.map { $0.applying(transform) })
    let stroker = Stroker(out: out, half: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
    for line in source.flattened(tolerance: min(0.05, lineWidth / 100)) { stroker.stroke(line) }
    return CGPath(segments: out.segments)
  }
}

/// Emits the pieces of one flattened subpath's stroke, all turning the same way.
private struct Stroker {
  let out: CGMutablePath
  let half: CGFloat
  let cap: CGLineCap
  let join: CGLineJoin
  let miterLimit: CGFloat

  init(out: CGMutablePath, half: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
    (self.out, self.half, self.cap, self.join, self.miterLimit) = (out, half, cap, join, miterLimit)
  }

  func stroke(_ line: Polyline) {
    var pts: [CGPoint] = []
    for p in line.points where pts.last != p { pts.append(p) }
    if line.closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
    guard pts.count > 1 else {
      if let p = pts.first, line.points.count > 1 { dot(at: p) }
      return
    }
    let n = pts.count
    let segmentCount = line.closed ? n : n - 1
    for i in 0..<segmentCount { segment(pts[i], pts[(i + 1) % n]) }
    let joints = line.closed ? Array(0..<n) : Array(1..<(n - 1))
    for i in joints { corner(pts[(i + n - 1) % n], pts[i], pts[(i + 1) % n]) }
    if !line.closed {
      end(at: pts[0], from: pts[1])
      end(at: pts[n - 1], from: pts[n - 2])
    }
  }

  private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
    let l = hypot(b.x - a.x, b.y - a.y)
    return CGPoint(x: -(b.y - a.y) / l * half, y: (b.x - a.x) / l * half)
  }

  private func segment(_ a: CGPoint, _ b: CGPoint) {
    let nv = normal(a, b)
    polygon([
      CGPoint(x: a.x + nv.x, y: a.y + nv.y), CGPoint(x: b.x + nv.x, y: b.y + nv.y),
      CGPoint(x: b.x - nv.x, y: b.y - nv.y), CGPoint(x: a.x - nv.x, y: a.y - nv.y),
    ])
  }

  private func corner(_ a: CGPoint, _ p: CGPoint, _ b: CGPoint) {
    let (d0, d1) = (CGPoint(x: p.x - a.x, y: p.y - a.y), CGPoint(x: b.x - p.x, y: b.y - p.y))
    let cross = d0.x * d1.y - d0.y * d1.x
    guard cross != 0 || d0.x * d1.x + d0.y * d1.y < 0 else { return }
    if join == .round { return circle(at: p) }
    let s: CGFloat = cross > 0 ? -1 : 1
    let (n0, n1) = (normal(a, p), normal(p, b))
    let e0 = CGPoint(x: p.x + s * n0.x, y: p.y + s * n0.y)
    let e1 = CGPoint(x: p.x + s * n1.x, y: p.y + s * n1.y)
    if join == .miter {
      let cosTurn = (d0.x * d1.x + d0.y * d1.y) / (hypot(d0.x, d0.y) * hypot(d1.x, d1.y))
      // Miter length over line width is 1 / sin(θ/2), θ the angle between the segments.
      let sinHalf = ((1 - cosTurn) / 2).squareRoot()
      let ratio = (1 + cosTurn) > 0 ? 1 / ((1 + cosTurn) / 2).squareRoot() : .infinity
      if sinHalf > 0, ratio <= miterLimit, ratio.isFinite {
        let mid = CGPoint(x: (n0.x + n1.x) / 2, y: (n0.y + n1.y) / 2)
        let k = ratio * ratio
        polygon([p, e0, CGPoint(x: p.x + s * mid.x * k, y: p.y + s * mid.y * k), e1])
        return
      }
    }
    polygon([p, e0, e1])
  }

  private func end(at p: CGPoint, from q: CGPoint) {
    switch cap {
    case .butt: return
    case .round: circle(at: p)
    case .square:
      let l = hypot(p.x - q.x, p.y - q.y)
      let d = CGPoint(x: (p.x - q.x) / l * half, y: (p.y - q.y) / l * half)
      segment(p, CGPoint(x: p.x + d.x, y: p.y + d.y))
    }
  }

  /// A zero-length subpath: a dot for round caps, an axis-aligned square for square caps.
  private func dot(at p: CGPoint) {
    switch cap {
    case .butt: return
    case .round: circle(at: p)
    case .square:
      polygon([
        CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
        CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half),
      ])
    }
  }

  /// A circle of the stroke's half width, turning toward decreasing angles like the polygons.
  private func circle(at p: CGPoint) {
    out.move(to: CGPoint(x: p.x + half, y: p.y))
    out.appendArc(center: p, radii: CGSize(width: half, height: half), from: 0, sweep: -2 * .pi, .identity)
    out.closeSubpath()
  }

  /// A closed polygon, reversed when needed so every piece turns toward decreasing angles.
  private func polygon(_ pts: [CGPoint]) {
    var area: CGFloat = 0
    for i in pts.indices {
      let (a, b) = (pts[i], pts[(i + 1) % pts.count])
      area += a.x * b.y - b.x * a.y
    }
    guard area != 0 else { return }
    out.addLines(between: area > 0 ? pts.reversed() : pts)
    out.closeSubpath()
  }
}
