import Foundation
import Lamina

extension SceneNode {
  /// The operations a transform may list.
  static let transformOperations = AllowedKeys(SceneFormat.operation)
  /// The keys of a point's object and of a rectangle's.
  static let pointKeys = AllowedKeys(SceneFormat.point)
  static let rectKeys = AllowedKeys(SceneFormat.rect)

  /// A transform: one operation object or an array of them, applied to the layer in the order listed
  /// (the first acts first: `CATransform3DConcat(op1, op2)`), each one of
  /// `{"translate": [x, y] | [x, y, z]}`, `{"scale": s | [sx, sy] | [sx, sy, sz]}`,
  /// `{"rotate": {"degrees" | "radians": a, "axis": [x, y, z]}}` (axis default z),
  /// `{"perspective": d}` (eye at distance d: m34 = −1/d), `{"matrix": [m11 … m44]}` (16 numbers,
  /// row by row) or `{"affine": [a, b, c, d, tx, ty]}`.
  package func transform() throws(SceneError) -> CATransform3D {
    if case .object = value { return try operation() }
    var t = CATransform3DIdentity
    for op in try array() { t = CATransform3DConcat(t, try op.operation()) }
    return t
  }

  private func operation() throws(SceneError) -> CATransform3D {
    let o = try object(allowing: SceneNode.transformOperations)
    guard o.count == 1, let (name, arg) = o.first else {
      throw fail(
        "expected exactly one operation (\(SceneNode.transformOperations.list.map(\.rawValue).joined(separator: ", "))) per object"
      )
    }
    switch name {
    case "translate":
      let n = try arg.vector(allowing: [2, 3], "[x, y] or [x, y, z]")
      return CATransform3DMakeTranslation(n[0], n[1], n.count == 3 ? n[2] : 0)
    case "scale":
      if case .number = arg.value {
        let s = try arg.number()
        return CATransform3DMakeScale(s, s, 1)
      }
      let n = try arg.vector(allowing: [2, 3], "a number, [sx, sy] or [sx, sy, sz]")
      return CATransform3DMakeScale(n[0], n[1], n.count == 3 ? n[2] : 1)
    case "rotate":
      return try arg.rotation()
    case "perspective":
      let d = try arg.number(
        in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, "a positive eye distance")
      var t = CATransform3DIdentity
      t.m34 = -1 / d
      return t
    case "matrix":
      return CATransform3D(entries: try arg.numbers(16, "16 matrix entries m11 … m44, row by row"))
    default:
      // The common case without a node per item: six finite numbers.
      if case .numbers(let m) = arg.value, m.count == 6, m.allSatisfy(\.isFinite) {
        return CATransform3DMakeAffineTransform(
          CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
      }
      let n = try arg.numbers(6, "[a, b, c, d, tx, ty]")
      return CATransform3DMakeAffineTransform(
        CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    }
  }

  private func vector(allowing counts: [Int], _ what: String) throws(SceneError) -> [CGFloat] {
    let items = try array()
    guard counts.contains(items.count) else { throw fail("expected \(what), got \(items.count) numbers") }
    var out: [CGFloat] = []
    for item in items { out.append(try item.number()) }
    return out
  }

  private func rotation() throws(SceneError) -> CATransform3D {
    let o = try object(allowing: SceneFormat.rotation)
    let angle: CGFloat
    switch (o[.degrees], o[.radians]) {
    case (let d?, nil): angle = try d.number() * .pi / 180
    case (nil, let r?): angle = try r.number()
    default: throw fail("expected exactly one of \"degrees\" or \"radians\"")
    }
    guard let axisNode = o[.axis] else { return CATransform3DMakeRotation(angle, 0, 0, 1) }
    let axis = try axisNode.numbers(3, "an axis [x, y, z]")
    guard axis.contains(where: { $0 != 0 }) else { throw axisNode.fail("expected a non-zero axis") }
    return CATransform3DMakeRotation(angle, axis[0], axis[1], axis[2])
  }
}
