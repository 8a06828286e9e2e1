import Foundation

/// A 2D affine transform in Core Graphics' row-vector layout: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Mirrors `CGAffineTransform` from Apple's CoreGraphics, which Foundation on Linux lacks. As a matrix it
/// is `[a b 0; c d 0; tx ty 1]` applied to the row `[x y 1]`, so `t1.concatenating(t2)` applies `t1` first.
public struct CGAffineTransform: Hashable, Sendable {
  /// Row 1, column 1: x scale / rotation cosine.
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2: y scale / rotation cosine.
  public var d: CGFloat
  /// Translation along x (row 3, column 1).
  public var tx: CGFloat
  /// Translation along y (row 3, column 2).
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform from its six entries, in the order `a, b, c, d, tx, ty`.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// The identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// A transform that moves points by `(tx, ty)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that scales x by `sx` and y by `sy` about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin; a positive angle turns +x toward +y, which is
  /// clockwise on screen in y-down (iOS) coordinates.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (sin(angle), cos(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The transform that applies `t2` after this one (`self · t2`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// This transform preceded by a translation: points are moved by `(tx, ty)` first, then transformed.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// This transform preceded by a scale of `(sx, sy)` about the origin.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// This transform preceded by a rotation of `angle` radians about the origin.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant of the linear part, `a·d − b·c`.
  public var determinant: CGFloat { a * d - b * c }

  /// The transform that undoes this one, or `nil` when it collapses the plane (determinant 0 or
  /// not finite).
  public func invertedIfPossible() -> CGAffineTransform? {
    let det = determinant
    guard det.isNormal else { return nil }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// The inverse transform; like Apple's, returns `self` unchanged when it cannot be inverted.
  public func inverted() -> CGAffineTransform {
    invertedIfPossible() ?? self
  }
}

extension CGAffineTransform: CustomStringConvertible {
  /// The six entries, as Apple prints them.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
