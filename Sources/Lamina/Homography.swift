import Foundation

/// A 3×3 projective map of a plane in row-vector form: `[x y 1] · H = [X Y W]`, result `(X/W, Y/W)`.
///
/// Every ordinary layer flattens its sublayers onto its z = 0 plane, so the mapping between two layers'
/// planes is a product of these (rows and columns 1, 2 and 4 of each 4×4 step; spec §3.1).
package struct Homography: Equatable, Sendable {
  package var m11, m12, m13: CGFloat
  package var m21, m22, m23: CGFloat
  package var m31, m32, m33: CGFloat

  /// The identity map.
  package static let identity = Homography(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  package init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The restriction of `t` to points of the z = 0 plane, dropping the output z.
  package init(_ t: CATransform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
      m31: t.m41, m32: t.m42, m33: t.m44)
  }

  /// Whether the map is affine (no perspective column), so it can be expressed as a `CGAffineTransform`.
  package var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part `(m11, m12, m21, m22, m31, m32)`; exact when `isAffine`.
  package var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }

  /// The product `self · o`: `self` is applied first.
  package func concatenating(_ o: Homography) -> Homography {
    func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
      (
        a * o.m11 + b * o.m21 + c * o.m31, a * o.m12 + b * o.m22 + c * o.m32,
        a * o.m13 + b * o.m23 + c * o.m33
      )
    }
    var h = Homography.identity
    (h.m11, h.m12, h.m13) = row(m11, m12, m13)
    (h.m21, h.m22, h.m23) = row(m21, m22, m23)
    (h.m31, h.m32, h.m33) = row(m31, m32, m33)
    return h
  }

  /// The determinant.
  package var determinant: CGFloat {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The exact inverse (adjugate over determinant), or `nil` when singular or not finite. Being exact,
  /// not rescaled, it keeps the sign of W meaningful: a mapped W ≤ 0 means "behind the eye".
  package func invertedIfPossible() -> Homography? {
    let det = determinant
    guard det.isNormal else { return nil }
    let h = Homography(
      m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det,
      m13: (m12 * m23 - m13 * m22) / det,
      m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det,
      m23: (m13 * m21 - m11 * m23) / det,
      m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det,
      m33: (m11 * m22 - m12 * m21) / det)
    return h.isFinite ? h : nil
  }

  /// Whether every entry is finite.
  package var isFinite: Bool {
    // Spelt out: an array of the nine would be allocated at every call (once per layer drawn).
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite
  }

  /// Maps `p` to homogeneous `(X, Y, W)` without dividing.
  package func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
    (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
  }

  /// Maps `p` and divides by W; a point with W ≤ 0 (behind the eye) or a non-finite result gives
  /// `(nan, nan)`.
  package func map(_ p: CGPoint) -> CGPoint {
    let (x, y, w) = homogeneous(p)
    // W is exactly 1 for an affine map: the quotients are x and y themselves.
    if w == 1 { return x.isFinite && y.isFinite ? CGPoint(x: x, y: y) : .notFinite }
    guard w > 0 else { return .notFinite }
    let q = CGPoint(x: x / w, y: y / w)
    return q.x.isFinite && q.y.isFinite ? q : .notFinite
  }

  /// The bounding box of `rect`'s mapped corners, or `CGRect.null` when any corner is undefined.
  package func mapBoundingBox(_ rect: CGRect) -> CGRect {
    guard !rect.isNull else { return .null }
    let r = rect.standardized
    // Four named corners rather than an array of them: this runs once per layer of every render.
    let (a, b) = (map(CGPoint(x: r.minX, y: r.minY)), map(CGPoint(x: r.maxX, y: r.minY)))
    let (c, d) = (map(CGPoint(x: r.maxX, y: r.maxY)), map(CGPoint(x: r.minX, y: r.maxY)))
    // `map` gives (nan, nan) for an undefined corner, and only then a non-finite x.
    guard a.x.isFinite, b.x.isFinite, c.x.isFinite, d.x.isFinite else { return .null }
    let (minX, maxX) = (min(min(a.x, b.x), min(c.x, d.x)), max(max(a.x, b.x), max(c.x, d.x)))
    let (minY, maxY) = (min(min(a.y, b.y), min(c.y, d.y)), max(max(a.y, b.y), max(c.y, d.y)))
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGPoint {
  /// The point `(nan, nan)`: what conversions return when the mapping is undefined.
  package static let notFinite = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
}
