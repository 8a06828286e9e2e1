import Foundation

/// The identity transform `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == CATransform3DIdentity
}

/// Whether `a` and `b` are exactly equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A translation by `(tx, ty, tz)`: row 4 holds the offsets.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by `(sx, sy, sz)` about the origin.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero-length axis gives the identity.
///
/// A positive angle about +z turns +x toward +y (clockwise on a y-down screen); about +y it turns +x
/// toward −z; about +x it turns +y toward +z.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let (s, c) = (sin(angle), cos(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
    m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
    m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation: `translate(tx, ty, tz) · t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale: `scale(sx, sy, sz) · t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation: `rotate(angle, x, y, z) · t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The product `a · b`: `a` is applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.concatenating(b)
}

/// The inverse of `t`; like Apple's, returns `t` itself when it has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  t.invertedIfPossible() ?? t
}

/// The 3D transform equal to the affine `m`: `m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// Whether `t` is exactly an affine transform of the z = 0 plane that keeps z: every entry outside
/// `m11 m12 m21 m22 m41 m42` is the identity's.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part `(m11, m12, m21, m22, m41, m42)` of `t`; meaningful only when `t` is affine.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
