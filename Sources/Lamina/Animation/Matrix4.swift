import Foundation

/// A 4×4 matrix of doubles in Core Animation's layout (`self[i, j]` is `m(i+1)(j+1)`; row vectors),
/// for decomposing a transform entry by entry.
struct Matrix4 {
  var v: SIMD16<Double>

  static let identity = Matrix4(v: SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))

  init(v: SIMD16<Double>) { self.v = v }

  init(_ t: CATransform3D) {
    v = SIMD16(
      Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14), Double(t.m21), Double(t.m22), Double(t.m23),
      Double(t.m24), Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34), Double(t.m41), Double(t.m42),
      Double(t.m43), Double(t.m44))
  }

  subscript(i: Int, j: Int) -> Double {
    get { v[i * 4 + j] }
    set { v[i * 4 + j] = newValue }
  }

  var isFinite: Bool { (0..<16).allSatisfy { v[$0].isFinite } }

  var transform: CATransform3D {
    func g(_ k: Int) -> CGFloat { CGFloat(v[k]) }
    return CATransform3D(
      m11: g(0), m12: g(1), m13: g(2), m14: g(3), m21: g(4), m22: g(5), m23: g(6), m24: g(7),
      m31: g(8), m32: g(9), m33: g(10), m34: g(11), m41: g(12), m42: g(13), m43: g(14), m44: g(15))
  }

  /// `CATransform3D.concatenating`: `a` is applied first.
  static func * (a: Matrix4, b: Matrix4) -> Matrix4 { Matrix4(a.transform.concatenating(b.transform)) }

  /// `CATransform3D.invertedIfPossible`; `nil` when singular.
  var inverse: Matrix4? { transform.invertedIfPossible().map { Matrix4($0) } }
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
  static func quaternion(_ r: (Vector3, Vector3, Vector3)) -> (Double, Double, Double, Double) {
    let (a, b, c) = (r.0.x, r.1.y, r.2.z)
    var x = 0.5 * max(1 + a - b - c, 0).squareRoot()
    var y = 0.5 * max(1 - a + b - c, 0).squareRoot()
    var z = 0.5 * max(1 - a - b + c, 0).squareRoot()
    let w = 0.5 * max(1 + a + b + c, 0).squareRoot()
    if r.1.z < r.2.y { x = -x }
    if r.2.x < r.0.z { y = -y }
    if r.0.y < r.1.x { z = -z }
    return (x, y, z, w)
  }

  /// The rotation matrix of quaternion `q` (upper 3×3 of a `Matrix4`), rows as Core Animation
  /// stores them.
  static func matrix(_ q: (Double, Double, Double, Double)) -> Matrix4 {
    let (x, y, z, w) = q
    return Matrix4(
      v: SIMD16(
        1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
        2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
        2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
        0, 0, 0, 1))
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
