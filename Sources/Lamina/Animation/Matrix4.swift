import Foundation

/// A 4×4 matrix of doubles in Core Animation's layout (`e[i][j]` is `m(i+1)(j+1)`; row vectors).
struct Matrix4 {
  var e: [[Double]]

  static let identity = Matrix4(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  init(entries: [Double]) { e = (0..<4).map { i in (0..<4).map { entries[i * 4 + $0] } } }

  init(_ t: CATransform3D) { self.init(entries: t.entries.map { Double($0) }) }

  var transform: CATransform3D {
    let v = e.flatMap { $0 }.map { CGFloat($0) }
    return CATransform3D(
      m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
  }

  static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
    var r = Matrix4.identity
    for i in 0..<4 {
      for j in 0..<4 { r.e[i][j] = (0..<4).reduce(0) { $0 + a.e[i][$1] * b.e[$1][j] } }
    }
    return r
  }

  /// The inverse by Gauss–Jordan elimination with partial pivoting; `nil` when singular.
  var inverse: Matrix4? {
    var m = e
    var inv = Matrix4.identity.e
    for col in 0..<4 {
      guard let pivot = (col..<4).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), abs(m[pivot][col]) > 1e-12
      else { return nil }
      m.swapAt(col, pivot)
      inv.swapAt(col, pivot)
      let d = m[col][col]
      for j in 0..<4 {
        m[col][j] /= d
        inv[col][j] /= d
      }
      for r in 0..<4 where r != col {
        let f = m[r][col]
        if f == 0 { continue }
        for j in 0..<4 {
          m[r][j] -= f * m[col][j]
          inv[r][j] -= f * inv[col][j]
        }
      }
    }
    var out = Matrix4.identity
    out.e = inv
    return out
  }
}

/// A 3-vector for the decomposition's Gram–Schmidt steps.
struct Vector3 {
  var x, y, z: Double
  init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }
  var length: Double { (x * x + y * y + z * z).squareRoot() }
  func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
  func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
  static func * (v: Vector3, k: Double) -> Vector3 { Vector3(v.x * k, v.y * k, v.z * k) }
  static func / (v: Vector3, k: Double) -> Vector3 { Vector3(v.x / k, v.y / k, v.z / k) }
  static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
}

/// Rotations as quaternions, matrices (Core Animation's row-vector convention: a rotation by θ about
/// z has m12 = sin θ) and Euler angles.
enum Rotation {
  /// The unit quaternion of the rotation whose matrix rows are `r`.
  static func quaternion(_ r: [Vector3]) -> (Double, Double, Double, Double) {
    let (a, b, c) = (r[0].x, r[1].y, r[2].z)
    var x = 0.5 * max(1 + a - b - c, 0).squareRoot()
    var y = 0.5 * max(1 - a + b - c, 0).squareRoot()
    var z = 0.5 * max(1 - a - b + c, 0).squareRoot()
    let w = 0.5 * max(1 + a + b + c, 0).squareRoot()
    if r[1].z < r[2].y { x = -x }
    if r[2].x < r[0].z { y = -y }
    if r[0].y < r[1].x { z = -z }
    return (x, y, z, w)
  }

  /// The 3×3 rotation matrix of quaternion `q`, rows as Core Animation stores them.
  static func matrix(_ q: (Double, Double, Double, Double)) -> [[Double]] {
    let (x, y, z, w) = q
    return [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
    ]
  }

  /// Spherical interpolation from `a` to `b` by `f`.
  static func slerp(
    _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ f: Double
  ) -> (Double, Double, Double, Double) {
    let product = min(max(a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3, -1), 1)
    if product >= 1 - 1e-12 { return a }
    let theta = acos(product)
    let w = sin(f * theta) / (1 - product * product).squareRoot()
    let k = cos(f * theta) - product * w
    return (a.0 * k + b.0 * w, a.1 * k + b.1 * w, a.2 * k + b.2 * w, a.3 * k + b.3 * w)
  }
}
