import Foundation

/// A `CATransform3D` split into scale, skew, rotation, translation and perspective, so two transforms
/// can be interpolated part by part (rotations along the shorter great circle of their quaternions)
/// instead of entry by entry, which would shrink a layer half-way through a rotation.
///
/// The decomposition is the "unmatrix" method of Graphics Gems II (Spencer Thomas), in the form the
/// CSS Transforms Module Level 2 specifies for interpolating `matrix3d()`, written for Core Animation's
/// row-vector convention: the matrix is `scale · skew · rotation · translation · perspective`.
struct DecomposedTransform: Equatable {
  var scale: (Double, Double, Double)
  /// Shear factors xy, xz, yz.
  var skew: (Double, Double, Double)
  /// A unit quaternion (x, y, z, w).
  var quaternion: (Double, Double, Double, Double)
  var translation: (Double, Double, Double)
  var perspective: (Double, Double, Double, Double)

  static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
    a.scale == b.scale && a.skew == b.skew && a.quaternion == b.quaternion && a.translation == b.translation
      && a.perspective == b.perspective
  }

  /// The parts of `t`, or `nil` when it is singular (such transforms interpolate entry by entry).
  init?(_ t: CATransform3D) {
    var m = Matrix4(t)
    guard m.e[3][3] != 0, m.e.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
    let w = m.e[3][3]
    for i in 0..<4 { for j in 0..<4 { m.e[i][j] /= w } }
    var affine = m
    for i in 0..<3 { affine.e[i][3] = 0 }
    affine.e[3][3] = 1
    guard let inverse = affine.inverse else { return nil }
    if m.e[0][3] != 0 || m.e[1][3] != 0 || m.e[2][3] != 0 {
      // The last column is affine · p, so p = affine⁻¹ · column.
      let c = (m.e[0][3], m.e[1][3], m.e[2][3], m.e[3][3])
      func row(_ i: Int) -> Double {
        inverse.e[i][0] * c.0 + inverse.e[i][1] * c.1 + inverse.e[i][2] * c.2 + inverse.e[i][3] * c.3
      }
      perspective = (row(0), row(1), row(2), row(3))
    } else {
      perspective = (0, 0, 0, 1)
    }
    translation = (m.e[3][0], m.e[3][1], m.e[3][2])
    var rows = (0..<3).map { Vector3(m.e[$0][0], m.e[$0][1], m.e[$0][2]) }
    var sx = rows[0].length
    guard sx > 0 else { return nil }
    rows[0] = rows[0] / sx
    var xy = rows[0].dot(rows[1])
    rows[1] = rows[1] - rows[0] * xy
    var sy = rows[1].length
    guard sy > 0 else { return nil }
    rows[1] = rows[1] / sy
    xy /= sy
    var xz = rows[0].dot(rows[2])
    rows[2] = rows[2] - rows[0] * xz
    var yz = rows[1].dot(rows[2])
    rows[2] = rows[2] - rows[1] * yz
    var sz = rows[2].length
    guard sz > 0 else { return nil }
    rows[2] = rows[2] / sz
    xz /= sz
    yz /= sz
    // A mirrored basis: negate the scale and the rows so the rotation is proper.
    if rows[0].dot(rows[1].cross(rows[2])) < 0 {
      (sx, sy, sz) = (-sx, -sy, -sz)
      rows = rows.map { $0 * -1 }
    }
    scale = (sx, sy, sz)
    skew = (xy, xz, yz)
    quaternion = Rotation.quaternion(rows)
  }

  /// The transform these parts make.
  var transform: CATransform3D {
    var m = Matrix4.identity
    for i in 0..<3 { for j in 0..<3 { m.e[i][j] = Rotation.matrix(quaternion)[i][j] } }
    var k = Matrix4.identity
    (k.e[1][0], k.e[2][0], k.e[2][1]) = (skew.0, skew.1, skew.2)
    m = k * m
    let s = [scale.0, scale.1, scale.2]
    for i in 0..<3 { for j in 0..<4 { m.e[i][j] *= s[i] } }
    (m.e[3][0], m.e[3][1], m.e[3][2]) = translation
    var p = Matrix4.identity
    (p.e[0][3], p.e[1][3], p.e[2][3], p.e[3][3]) = perspective
    return (m * p).transform
  }

  /// The parts `f` of the way from `a` to `b`: linear for all but the rotation, which is slerped.
  static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ f: Double)
    -> DecomposedTransform
  {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    var r = a
    r.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
    r.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
    r.translation = (
      mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1),
      mix(a.translation.2, b.translation.2)
    )
    r.perspective = (
      mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
      mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3)
    )
    r.quaternion = Rotation.slerp(a.quaternion, b.quaternion, f)
    return r
  }
}

/// `a` interpolated to `b` by `f` as Core Animation does: decomposed, or entry by entry when either
/// cannot be decomposed.
func interpolateTransform(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
  if let da = DecomposedTransform(a), let db = DecomposedTransform(b) {
    return DecomposedTransform.interpolate(da, db, f).transform
  }
  let ea = a.entries
  let eb = b.entries
  return Matrix4(entries: zip(ea, eb).map { Double($0) + (Double($1) - Double($0)) * f }).transform
}
