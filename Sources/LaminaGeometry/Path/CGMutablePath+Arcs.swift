import Foundation

extension CGMutablePath {
  /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians, measured
  /// from the +x axis toward +y), preceded by a line from the current point to the arc's start.
  ///
  /// `clockwise` is in the path's own coordinates taken as y-up, as in Core Graphics: `false` turns
  /// toward increasing angles, so in a y-down (iOS, flipped) space a `clockwise: false` arc looks
  /// clockwise on screen. A sweep of a full turn or more in the asked direction draws the whole
  /// circle, and so do angles a whole number of turns apart in either direction (Core Graphics draws
  /// `0` to `2π` as a circle both ways, where HTML canvas draws nothing one way); otherwise the
  /// angles' difference is brought into one turn in that direction (equal angles draw nothing).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite) else { return }
    let turn = 2 * CGFloat.pi
    let asked = clockwise ? startAngle - endAngle : endAngle - startAngle
    var sweep = asked.truncatingRemainder(dividingBy: turn)
    if sweep < 0 { sweep += turn }
    // Angles written as 2π, 4π, 360° in radians… land a rounding error away from a whole turn.
    let tolerance = 1e-9 * max(1, abs(asked))
    let wholeTurns = abs(asked) > turn / 2 && (sweep < tolerance || turn - sweep < tolerance)
    if asked >= turn || wholeTurns { sweep = turn }
    addArcPieces(
      center: center, radius: abs(radius), start: startAngle, sweep: clockwise ? -sweep : sweep, transform)
  }

  /// Adds an arc starting at `startAngle` and turning by `delta` radians (positive: toward increasing
  /// angles), preceded by a line from the current point. Sweeps beyond one turn draw one turn.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard [center.x, center.y, radius, startAngle, delta].allSatisfy(\.isFinite) else { return }
    let turn = 2 * CGFloat.pi
    addArcPieces(
      center: center, radius: abs(radius), start: startAngle, sweep: min(max(delta, -turn), turn), transform)
  }

  /// Adds a line toward `tangent1End`, then an arc of `radius` tangent to the line from the current
  /// point to `tangent1End` and to the line from `tangent1End` to `tangent2End`
  /// (`CGPathAddArcToPoint`). Needs a current point; a zero radius or collinear points give just the
  /// line to `tangent1End`.
  public func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint, [p1.x, p1.y, p2.x, p2.y, radius].allSatisfy(\.isFinite) else { return }
    guard let inverse = transform.invertedIfPossible() else { return }
    let p0 = currentPoint.applying(inverse)
    let (v1, v2) = (CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
    let (l1, l2) = (hypot(v1.x, v1.y), hypot(v2.x, v2.y))
    let cross = v1.x * v2.y - v1.y * v2.x
    let r = abs(radius)
    guard r > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      return addLine(to: p1, transform: transform)
    }
    let (u1, u2) = (CGPoint(x: v1.x / l1, y: v1.y / l1), CGPoint(x: v2.x / l2, y: v2.y / l2))
    let cosTheta = min(max(u1.x * u2.x + u1.y * u2.y, -1), 1)
    let half = acos(cosTheta) / 2
    let along = r / tan(half)
    let t1 = CGPoint(x: p1.x + u1.x * along, y: p1.y + u1.y * along)
    let t2 = CGPoint(x: p1.x + u2.x * along, y: p1.y + u2.y * along)
    let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
    let bl = hypot(bisector.x, bisector.y)
    let toCenter = r / sin(half)
    let c = CGPoint(x: p1.x + bisector.x / bl * toCenter, y: p1.y + bisector.y / bl * toCenter)
    let a0 = atan2(t1.y - c.y, t1.x - c.x)
    var sweep = atan2(t2.y - c.y, t2.x - c.x) - a0
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    addLine(to: t1, transform: transform)
    appendArc(center: c, radii: CGSize(width: r, height: r), from: a0, sweep: sweep, transform)
  }

  /// The arc's start joined to the path (a line, or a move when the path is empty), then its curves.
  private func addArcPieces(
    center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, _ t: CGAffineTransform
  ) {
    let (cosStart, sinStart) = CGMutablePath.cosSin(start)
    let first = CGPoint(x: center.x + radius * cosStart, y: center.y + radius * sinStart)
    if hasCurrentPoint { addLine(to: first, transform: t) } else { move(to: first, transform: t) }
    appendArc(center: center, radii: CGSize(width: radius, height: radius), from: start, sweep: sweep, t)
  }

  /// Appends cubic Béziers approximating the elliptical arc from angle `from` turning by `sweep`,
  /// each piece at most a quarter turn (the control distance `4/3·tan(θ/4)` of the radius).
  package func appendArc(
    center c: CGPoint, radii: CGSize, from: CGFloat, sweep: CGFloat, _ t: CGAffineTransform
  ) {
    // A sweep of NaN or infinity (from angles or end points too far apart) draws nothing; one of
    // more than 1,024 turns is drawn in 4,096 pieces.
    guard sweep != 0, sweep.isFinite, from.isFinite else { return }
    let pieces = max(1, Int(min(abs(sweep) / (.pi / 2) - 1e-9, 4096).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4)
    for i in 0..<pieces {
      let a0 = from + CGFloat(i) * step
      let a1 = a0 + step
      let ((cos0, sin0), (cos1, sin1)) = (CGMutablePath.cosSin(a0), CGMutablePath.cosSin(a1))
      let p0 = CGPoint(x: c.x + radii.width * cos0, y: c.y + radii.height * sin0)
      let p3 = CGPoint(x: c.x + radii.width * cos1, y: c.y + radii.height * sin1)
      let c1 = CGPoint(x: p0.x - k * radii.width * sin0, y: p0.y + k * radii.height * cos0)
      let c2 = CGPoint(x: p3.x + k * radii.width * sin1, y: p3.y - k * radii.height * cos1)
      append(.cubic(c1.applying(t), c2.applying(t), p3.applying(t)))
    }
  }

  /// Cosine and sine with the rounding noise of quarter turns removed, so corners land exactly.
  package static func cosSin(_ a: CGFloat) -> (CGFloat, CGFloat) {
    func snap(_ v: CGFloat) -> CGFloat {
      if abs(v) < 1e-15 { return 0 }
      if abs(abs(v) - 1) < 1e-15 { return v < 0 ? -1 : 1 }
      return v
    }
    return (snap(cos(a)), snap(sin(a)))
  }
}
