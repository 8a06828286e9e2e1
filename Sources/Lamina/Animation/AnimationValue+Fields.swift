import Foundation

// The sub-fields a key path may name after a property: `position.x`, `bounds.size.width`,
// `transform.rotation.z`, `transform.scale`, `transform.translation.x` (Apple's "Key-Value Coding
// Extensions" in the Core Animation Programming Guide lists them).

extension AnimationValue {
  /// The field `path` (e.g. `["size", "width"]`) of this value; `nil` when it has no such field.
  func field(_ path: ArraySlice<String>) -> AnimationValue? {
    guard let name = path.first else { return self }
    let rest = path.dropFirst()
    switch self {
    case .point(let p):
      guard rest.isEmpty else { return nil }
      return name == "x" ? .number(p.x) : name == "y" ? .number(p.y) : nil
    case .size(let s):
      guard rest.isEmpty else { return nil }
      return name == "width" ? .number(s.width) : name == "height" ? .number(s.height) : nil
    case .rect(let r):
      if name == "origin" { return AnimationValue.point(r.origin).field(rest) }
      if name == "size" { return AnimationValue.size(r.size).field(rest) }
      return nil
    case .transform(let t):
      return TransformField(path).flatMap { $0.read(t) }
    default:
      return nil
    }
  }

  /// This value with the field `path` replaced by `value`; `nil` when the field or value does not fit.
  func replacing(_ path: ArraySlice<String>, with value: AnimationValue) -> AnimationValue? {
    guard let name = path.first else { return value }
    let rest = path.dropFirst()
    switch self {
    case .point(var p):
      guard rest.isEmpty, let v = value.number else { return nil }
      if name == "x" { p.x = v } else if name == "y" { p.y = v } else { return nil }
      return .point(p)
    case .size(var s):
      guard rest.isEmpty, let v = value.number else { return nil }
      if name == "width" { s.width = v } else if name == "height" { s.height = v } else { return nil }
      return .size(s)
    case .rect(var r):
      if name == "origin", case .point(let p)? = AnimationValue.point(r.origin).replacing(rest, with: value) {
        r.origin = p
        return .rect(r)
      }
      if name == "size", case .size(let s)? = AnimationValue.size(r.size).replacing(rest, with: value) {
        r.size = s
        return .rect(r)
      }
      return nil
    case .transform(let t):
      return TransformField(path).flatMap { $0.write(value, into: t) }.map { .transform($0) }
    default:
      return nil
    }
  }
}

/// A field of a transform: a rotation angle, a scale factor or a translation, per axis or together.
///
/// Read from the transform's decomposition (rotations as Euler angles of `Rx · Ry · Rz`, so a pure
/// rotation about z reads back its angle); written by replacing that part and recomposing, so
/// animating `transform.rotation.z` keeps the layer's scale and translation.
struct TransformField {
  enum Part { case rotation, scale, translation }
  let part: Part
  /// 0, 1, 2 for x, y, z; `nil` for the whole part (rotation: z; scale: all three; translation: x, y).
  let axis: Int?

  init?(_ path: ArraySlice<String>) {
    guard let first = path.first, path.count <= 2 else { return nil }
    switch first {
    case "rotation": part = .rotation
    case "scale": part = .scale
    case "translation": part = .translation
    default: return nil
    }
    if path.count == 2 {
      guard let a = ["x", "y", "z"].firstIndex(of: path[path.startIndex + 1]) else { return nil }
      axis = a
    } else {
      axis = nil
    }
  }

  func read(_ t: CATransform3D) -> AnimationValue? {
    guard let d = DecomposedTransform(t) else { return nil }
    switch part {
    case .rotation: return .number(Rotation.euler(d.quaternion)[axis ?? 2])
    case .scale:
      let s = [d.scale.0, d.scale.1, d.scale.2]
      return .number(axis.map { s[$0] } ?? (s[0] + s[1] + s[2]) / 3)
    case .translation:
      let v = [d.translation.0, d.translation.1, d.translation.2]
      if let axis { return .number(v[axis]) }
      return .size(CGSize(width: v[0], height: v[1]))
    }
  }

  func write(_ value: AnimationValue, into t: CATransform3D) -> CATransform3D? {
    guard var d = DecomposedTransform(t) ?? DecomposedTransform(CATransform3DIdentity) else { return nil }
    switch (part, value) {
    case (.rotation, .number(let v)):
      var e = Rotation.euler(d.quaternion)
      e[axis ?? 2] = v
      d.quaternion = Rotation.quaternion(euler: e)
    case (.scale, .number(let v)):
      if let axis {
        if axis == 0 { d.scale.0 = v } else if axis == 1 { d.scale.1 = v } else { d.scale.2 = v }
      } else {
        d.scale = (v, v, v)
      }
    case (.translation, .number(let v)):
      guard let axis else { return nil }
      if axis == 0 {
        d.translation.0 = v
      } else if axis == 1 {
        d.translation.1 = v
      } else {
        d.translation.2 = v
      }
    case (.translation, .size(let s)) where axis == nil:
      (d.translation.0, d.translation.1) = (Double(s.width), Double(s.height))
    case (.translation, .point(let p)) where axis == nil:
      (d.translation.0, d.translation.1) = (Double(p.x), Double(p.y))
    default:
      return nil
    }
    return d.transform
  }
}

extension Rotation {
  /// Angles (a, b, c) about x, y and z with rotation matrix `Rx(a) · Ry(b) · Rz(c)` (x applied first).
  static func euler(_ q: (Double, Double, Double, Double)) -> SIMD3<Double> {
    let m = matrix(q)
    let b = asin(min(max(-m[0, 2], -1), 1))
    if abs(m[0, 2]) < 1 - 1e-12 {
      return SIMD3(atan2(m[1, 2], m[2, 2]), b, atan2(m[0, 1], m[0, 0]))
    }
    // Gimbal lock (b = ±90°): only a ± c is determined; put it all in c.
    return SIMD3(0, b, atan2(-m[1, 0], m[1, 1]))
  }

  /// The quaternion of `Rx(e[0]) · Ry(e[1]) · Rz(e[2])`.
  static func quaternion(euler e: SIMD3<Double>) -> (Double, Double, Double, Double) {
    let (ca, sa, cb, sb, cc, sc) = (cos(e[0]), sin(e[0]), cos(e[1]), sin(e[1]), cos(e[2]), sin(e[2]))
    let rows = (
      Vector3(cb * cc, cb * sc, -sb),
      Vector3(sa * sb * cc - ca * sc, sa * sb * sc + ca * cc, sa * cb),
      Vector3(ca * sb * cc + sa * sc, ca * sb * sc - sa * cc, ca * cb)
    )
    return quaternion(rows)
  }
}
