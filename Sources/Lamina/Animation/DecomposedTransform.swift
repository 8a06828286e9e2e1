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
    guard m[3, 3] != 0, m.isFinite else { return nil }
    m.v /= SIMD16(repeating: m[3, 3])
    if m[0, 3] != 0 || m[1, 3] != 0 || m[2, 3] != 0 {
      var affine = m
      for i in 0..<3 { affine[i, 3] = 0 }
      affine[3, 3] = 1
      guard let inverse = affine.inverse else { return nil }
      // The last column is affine · p, so p = affine⁻¹ · column.
      let c = (m[0, 3], m[1, 3], m[2, 3], m[3, 3])
      func row(_ i: Int) -> Double {
        inverse[i, 0] * c.0 + inverse[i, 1] * c.1 + inverse[i, 2] * c.2 + inverse[i, 3] * c.3
      }
      perspective = (row(0), row(1), row(2), row(3))
    } else {
      perspective = (0, 0, 0, 1)
    }
    translation = (m[3, 0], m[3, 1], m[3, 2])
    var rows = (
      Vector3(m[0, 0], m[0, 1], m[0, 2]), Vector3(m[1, 0], m[1, 1], m[1, 2]),
      Vector3(m[2, 0], m[2, 1], m[2, 2])
    )
    var sx = rows.0.length
    guard sx > 0 else { return nil }
    rows.0 = rows.0 / sx
    var xy = rows.0.dot(rows.1)
    rows.1 = rows.1 - rows.0 * xy
    var sy = rows.1.length
    guard sy > 0 else { return nil }
    rows.1 = rows.1 / sy
    xy /= sy
    var xz = rows.0.dot(rows.2)
    rows.2 = rows.2 - rows.0 * xz
    var yz = rows.1.dot(rows.2)
    rows.2 = rows.2 - rows.1 * yz
    var sz = rows.2.length
    guard sz > 0 else { return nil }
    rows.2 = rows.2 / sz
    xz /= sz
    yz /= sz
    // A mirrored basis: negate the scale and the rows so the rotation is proper.
    if rows.0.dot(rows.1.cross(rows.2)) < 0 {
      (sx, sy, sz) = (-sx, -sy, -sz)
      rows = (rows.0 * -1, rows.1 * -1, rows.2 * -1)
    }
    scale = (sx, sy, sz)
    skew = (xy, xz, yz)
    quaternion = Rotation.quaternion(rows)
  }

  /// The transform these parts make.
  var transform: CATransform3D {
    var m = Rotation.matrix(quaternion)
    if skew != (0, 0, 0) {
      var k = Matrix4.identity
      (k[1, 0], k[2, 0], k[2, 1]) = (skew.0, skew.1, skew.2)
      m = k * m
    }
    for j in 0..<4 {
      m[0, j] *= scale.0
      m[1, j] *= scale.1
      m[2, j] *= scale.2
    }
    (m[3, 0], m[3, 1], m[3, 2]) = translation
    if perspective != (0, 0, 0, 1) {
      var p = Matrix4.identity
      (p[0, 3], p[1, 3], p[2, 3], p[3, 3]) = perspective
      m = m * p
    }
    return m.transform
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
  let (x, y) = (Matrix4(a).v, Matrix4(b).v)
  return Matrix4(v: x + (y - x) * f).transform
}
