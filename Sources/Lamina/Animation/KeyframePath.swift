import Foundation

/// A path seen as keyframes for `CAKeyframeAnimation.path`: each element's end point is a keyframe,
/// each element (line, quadratic or cubic curve, close) the segment to it. A `move` in the middle of
/// the path jumps (its segment is the straight line to the new point, as the keyframes are).
struct KeyframePath {
  enum Piece {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
  }

  private(set) var points: [CGPoint] = []
  private(set) var pieces: [Piece] = []

  init(_ path: CGPath) {
    var start = CGPoint.zero
    for segment in path.segments {
      let last = points.last
      switch segment {
      case .move(let p):
        if let last { pieces.append(.line(last, p)) }
        points.append(p)
        start = p
      case .line(let p):
        pieces.append(.line(last ?? .zero, p))
        points.append(p)
      case .quad(let c, let p):
        pieces.append(.quad(last ?? .zero, c, p))
        points.append(p)
      case .cubic(let c1, let c2, let p):
        pieces.append(.cubic(last ?? .zero, c1, c2, p))
        points.append(p)
      case .close:
        guard let last, last != start else { continue }
        pieces.append(.line(last, start))
        points.append(start)
      }
    }
    if points.count == 1 { pieces = [] }
  }

  /// Each segment's arc length, from 32 chords.
  var lengths: [Double] {
    pieces.indices.map { i in
      var total = 0.0
      var previous = point(segment: i, t: 0)
      for k in 1...32 {
        let p = point(segment: i, t: Double(k) / 32)
        total += Double(hypot(p.x - previous.x, p.y - previous.y))
        previous = p
      }
      return total
    }
  }

  /// The point at curve parameter `t` of segment `i`.
  func point(segment i: Int, t: Double) -> CGPoint {
    guard pieces.indices.contains(i) else { return points.last ?? .zero }
    let s = CGFloat(t)
    let u = 1 - s
    switch pieces[i] {
    case .line(let a, let b): return CGPoint(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s)
    case .quad(let a, let c, let b):
      return CGPoint(
        x: u * u * a.x + 2 * u * s * c.x + s * s * b.x, y: u * u * a.y + 2 * u * s * c.y + s * s * b.y)
    case .cubic(let a, let c1, let c2, let b):
      let (k0, k1, k2, k3) = (u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s)
      return CGPoint(
        x: k0 * a.x + k1 * c1.x + k2 * c2.x + k3 * b.x, y: k0 * a.y + k1 * c1.y + k2 * c2.y + k3 * b.y)
    }
  }

  /// The direction of travel at parameter `t` of segment `i` (a finite difference).
  func tangent(segment i: Int, t: Double) -> CGPoint {
    let a = point(segment: i, t: max(t - 1e-4, 0))
    let b = point(segment: i, t: min(t + 1e-4, 1))
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }
}

/// A Kochanek–Bartels spline through keyframe values (Catmull–Rom when tension, continuity and bias
/// are 0), componentwise for numbers, points, sizes, rects and colours; other kinds fall back to
/// linear interpolation. At the first and last keyframes the missing neighbour is the keyframe
/// itself, so the end tangents are half the adjacent chord.
struct KochanekBartels {
  let frames: [AnimationValue]
  let tension: [NSNumber]?
  let continuity: [NSNumber]?
  let bias: [NSNumber]?

  init(frames: [AnimationValue], tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) {
    self.frames = frames
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
  }

  func value(segment i: Int, t: Double) -> AnimationValue {
    let p1 = frames[i]
    let p2 = frames[i + 1]
    let p0 = i > 0 ? frames[i - 1] : p1
    let p3 = i + 2 < frames.count ? frames[i + 2] : p2
    guard p1.isVector, p2.isVector, let d01 = AnimationValue.subtract(p1, p0),
      let d12 = AnimationValue.subtract(p2, p1),
      let d23 = AnimationValue.subtract(p3, p2)
    else { return AnimationValue.interpolate(p1, p2, t) }
    func parameter(_ list: [NSNumber]?, _ k: Int) -> Double {
      list.flatMap { k < $0.count ? $0[k].doubleValue : nil } ?? 0
    }
    // Outgoing tangent at keyframe i and incoming tangent at keyframe i + 1.
    let (ta, ca, ba) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
    let (tb, cb, bb) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
    let outgoing = combine(
      d01, (1 - ta) * (1 + ba) * (1 - ca) / 2, d12, (1 - ta) * (1 - ba) * (1 + ca) / 2)
    let incoming = combine(
      d12, (1 - tb) * (1 + bb) * (1 + cb) / 2, d23, (1 - tb) * (1 - bb) * (1 - cb) / 2)
    guard let m0 = outgoing, let m1 = incoming else { return AnimationValue.interpolate(p1, p2, t) }
    let (t2, t3) = (t * t, t * t * t)
    let h00 = 2 * t3 - 3 * t2 + 1
    let h10 = t3 - 2 * t2 + t
    let h01 = -2 * t3 + 3 * t2
    let h11 = t3 - t2
    guard let a = AnimationValue.multiply(p1, h00), let b = AnimationValue.multiply(m0, h10),
      let c = AnimationValue.multiply(p2, h01), let d = AnimationValue.multiply(m1, h11),
      let ab = AnimationValue.add(a, b), let cd = AnimationValue.add(c, d),
      let sum = AnimationValue.add(ab, cd)
    else { return AnimationValue.interpolate(p1, p2, t) }
    return sum
  }

  private func combine(_ a: AnimationValue, _ ka: Double, _ b: AnimationValue, _ kb: Double)
    -> AnimationValue?
  {
    guard let x = AnimationValue.multiply(a, ka), let y = AnimationValue.multiply(b, kb) else { return nil }
    return AnimationValue.add(x, y)
  }
}
