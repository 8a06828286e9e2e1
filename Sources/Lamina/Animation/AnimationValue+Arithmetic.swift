import Foundation

extension AnimationValue {
  /// The value `f` of the way from `a` to `b` (f may leave 0…1, for springs and cubic keyframes):
  /// componentwise for numbers, points, sizes, rects and colours (straight sRGB); transforms
  /// decomposed; paths element by element when their elements match; arrays element by element when
  /// their lengths match; anything else switches half-way.
  static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ f: Double) -> AnimationValue {
    // Rects mix their standardized edges (`minX`, `width`…), not their raw components.
    if case (.rect(let p), .rect(let q)) = (a, b) {
      let g = CGFloat(f)
      func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * g }
      return .rect(
        CGRect(
          x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width),
          height: mix(p.height, q.height)))
    }
    if let (x, y) = componentwise(a, b) {
      return a.with(zip(x, y).map { $0 + ($1 - $0) * f })
    }
    switch (a, b) {
    case (.transform(let x), .transform(let y)): return .transform(interpolateTransform(x, y, f))
    case (.path(let x), .path(let y)):
      if let x, let y, let p = x.interpolated(to: y, f) { return .path(p) }
    case (.list(let x), .list(let y)) where x.count == y.count:
      return .list(zip(x, y).map { interpolate($0, $1, f) })
    default: break
    }
    return f < 0.5 ? a : b
  }

  /// `a + b`: componentwise, or for transforms the concatenation `a · b` (`a` applied first, as an
  /// additive transform animation's value is applied before the layer's own); `nil` when the two
  /// cannot be added.
  static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(x + y)
    case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
    default: break
    }
    if let (x, y) = componentwise(a, b) { return a.with(zip(x, y).map(+)) }
    switch (a, b) {
    case (.transform(let x), .transform(let y)): return .transform(x.concatenating(y))
    case (.list(let x), .list(let y)) where x.count == y.count:
      let sums = zip(x, y).compactMap { add($0, $1) }
      return sums.count == x.count ? .list(sums) : nil
    default: return nil
    }
  }

  /// `a − b`, the inverse of `add` (for `toValue` with `byValue`); `nil` when undefined.
  static func subtract(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
    if let (x, y) = componentwise(a, b) { return a.with(zip(x, y).map(-)) }
    switch (a, b) {
    case (.transform(let x), .transform(let y)):
      return y.invertedIfPossible().map { .transform(x.concatenating($0)) }
    default: return nil
    }
  }

  /// `a` taken `k` times (for cumulative repeats): scaled, or for transforms concatenated.
  static func multiply(_ a: AnimationValue, _ k: Double) -> AnimationValue? {
    if let x = a.components, !(a.isColor) { return a.with(x.map { $0 * k }) }
    if case .transform(let t) = a {
      var r = CATransform3DIdentity
      for _ in 0..<(k.isNaN ? 0 : Int(min(max(k, 0), 1000))) { r = r.concatenating(t) }
      return .transform(r)
    }
    return nil
  }

  /// The distance between two values, for paced keyframes; 1 when they have no metric.
  static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
    if let (x, y) = componentwise(a, b) {
      var sum = 0.0
      for (p, q) in zip(x, y) { sum += (p - q) * (p - q) }
      return sum.squareRoot()
    }
    if case .transform(let x) = a, case .transform(let y) = b {
      let d = (Double(x.m41 - y.m41), Double(x.m42 - y.m42), Double(x.m43 - y.m43))
      return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
    }
    return 1
  }

  private var isColor: Bool { if case .color = self { true } else { false } }
}

extension CGPath {
  /// This path `f` of the way to `other`, point by point, when both have the same elements in the same
  /// order (Apple interpolates such paths); `nil` otherwise.
  func interpolated(to other: CGPath, _ f: Double) -> CGPath? {
    guard segments.count == other.segments.count else { return nil }
    let t = CGFloat(f)
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    var out: [PathSegment] = []
    out.reserveCapacity(segments.count)
    for (a, b) in zip(segments, other.segments) {
      switch (a, b) {
      case (.move(let p), .move(let q)): out.append(.move(mix(p, q)))
      case (.line(let p), .line(let q)): out.append(.line(mix(p, q)))
      case (.quad(let c, let p), .quad(let d, let q)): out.append(.quad(mix(c, d), mix(p, q)))
      case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
        out.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
      case (.close, .close): out.append(.close)
      default: return nil
      }
    }
    return CGPath(segments: out)
  }
}
