import Foundation

/// A homogeneous 4×4 transform in Core Animation's row-vector layout: a point is the row `[x y z 1]`,
/// mapped as `p' = p · M` and projected to `(x'/w', y'/w')`.
///
/// Mirrors `CATransform3D` from QuartzCore. Translation lives in row 4 (`m41 m42 m43`), perspective in
/// column 4 (`m34 = −1/d` puts the eye at distance `d`). `CATransform3DConcat(a, b)` applies `a` first.
public struct CATransform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4 (perspective).
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4 (perspective).
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4 (perspective: `−1/d`).
  public var m34: CGFloat
  /// Row 4, column 1 (translation x).
  public var m41: CGFloat
  /// Row 4, column 2 (translation y).
  public var m42: CGFloat
  /// Row 4, column 3 (translation z).
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity transform (Apple's zero-argument initializer yields all zeros; use
  /// `CATransform3DIdentity` for the identity there too).
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The sixteen entries, row by row.
  package var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Builds a transform from sixteen entries given row by row.
  package init(entries e: [CGFloat]) {
    precondition(e.count == 16, "a 4×4 matrix has 16 entries")
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The matrix product `self · other`: `self` is applied first. Allocation-free; used on hot paths.
  package func concatenating(_ o: CATransform3D) -> CATransform3D {
    func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat)
      -> (CGFloat, CGFloat, CGFloat, CGFloat)
    {
      (
        a * o.m11 + b * o.m21 + c * o.m31 + d * o.m41, a * o.m12 + b * o.m22 + c * o.m32 + d * o.m42,
        a * o.m13 + b * o.m23 + c * o.m33 + d * o.m43, a * o.m14 + b * o.m24 + c * o.m34 + d * o.m44
      )
    }
    var t = CATransform3D()
    (t.m11, t.m12, t.m13, t.m14) = row(m11, m12, m13, m14)
    (t.m21, t.m22, t.m23, t.m24) = row(m21, m22, m23, m24)
    (t.m31, t.m32, t.m33, t.m34) = row(m31, m32, m33, m34)
    (t.m41, t.m42, t.m43, t.m44) = row(m41, m42, m43, m44)
    return t
  }

  /// The inverse, or `nil` when the matrix is singular or not finite (Gauss–Jordan with partial pivoting).
  package func invertedIfPossible() -> CATransform3D? {
    var m = entries
    var inv = CATransform3D().entries
    for col in 0..<4 {
      var pivot = col
      for row in (col + 1)..<4 where abs(m[row * 4 + col]) > abs(m[pivot * 4 + col]) { pivot = row }
      let p = m[pivot * 4 + col]
      guard p.isNormal else { return nil }
      if pivot != col {
        for k in 0..<4 {
          m.swapAt(pivot * 4 + k, col * 4 + k)
          inv.swapAt(pivot * 4 + k, col * 4 + k)
        }
      }
      for k in 0..<4 {
        m[col * 4 + k] /= p
        inv[col * 4 + k] /= p
      }
      for row in 0..<4 where row != col {
        let f = m[row * 4 + col]
        if f == 0 { continue }
        for k in 0..<4 {
          m[row * 4 + k] -= f * m[col * 4 + k]
          inv[row * 4 + k] -= f * inv[col * 4 + k]
        }
      }
    }
    guard inv.allSatisfy(\.isFinite) else { return nil }
    return CATransform3D(entries: inv)
  }

  /// Maps the point `(x, y, z)` to homogeneous `(x', y', z', w')` without dividing.
  package func apply(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    (
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
    )
  }
}

extension CATransform3D: CustomStringConvertible {
  /// The four rows.
  public var description: String {
    "CATransform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
      + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
  }
}
