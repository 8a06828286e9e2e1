import Foundation

/// Apple's Generic RGB colour space, in which Core Animation interpolates a gradient layer's
/// colours: each stop's sRGB colour is converted to it and clipped to its gamut, the tone-encoded
/// components are interpolated, and each result is converted back to sRGB.
///
/// Apple documents the space for `CGGradient` without a colour space ("each color will be converted
/// to and drawn in the GenericRGB color space"); for `CAGradientLayer` it is measured: Apple-rendered
/// references in public snapshot suites (AFSnapshotTesting, Dezignables, ViewFactory, Snap.swift;
/// iOS 2016–2025) fit this model within 2 levels and a straight sRGB blend only within 51.
/// The numbers are the colorant and tone-curve tags of Apple's "Generic RGB Profile.icc" (2009
/// build, D50) and IEC 61966-2-1's sRGB, Bradford-adapted to D50 as ICC profiles hold it.
package enum GenericRGB {
  /// Columns: the XYZ (D50) of Generic RGB's red, green and blue (the profile's rXYZ, gXYZ, bXYZ).
  static let colorants = Matrix3(
    (0.454300, 0.353348, 0.156647), (0.241913, 0.673630, 0.084457), (0.014893, 0.090637, 0.719574))
  /// Columns: the XYZ (D50) of sRGB's red, green and blue.
  static let sRGBColorants = Matrix3(
    (0.4360747, 0.3850649, 0.1430804), (0.2225045, 0.7168786, 0.0606169), (0.0139322, 0.0971045, 0.7141733))
  /// The profile's tone curve: one `curv` entry, 0x01CD / 256.
  static let gamma = 461.0 / 256
  /// Linear sRGB to linear Generic RGB.
  static let fromSRGB = colorants.inverse * sRGBColorants
  /// Linear Generic RGB to linear sRGB.
  static let toSRGB = sRGBColorants.inverse * colorants

  /// The tone-encoded Generic RGB components of a straight sRGB colour, clipped to the gamut.
  package static func encoded(_ c: RenderColor) -> SIMD3<Double> {
    let linear = fromSRGB * SIMD3(sRGBDecoded(c.red), sRGBDecoded(c.green), sRGBDecoded(c.blue))
    let clipped = linear.clamped(lowerBound: .zero, upperBound: .one)
    return SIMD3(pow(clipped.x, 1 / gamma), pow(clipped.y, 1 / gamma), pow(clipped.z, 1 / gamma))
  }

  /// The straight sRGB colour of tone-encoded Generic RGB components `g`.
  package static func color(_ g: SIMD3<Double>, alpha: Double) -> RenderColor {
    let linear = toSRGB * SIMD3(pow(g.x, gamma), pow(g.y, gamma), pow(g.z, gamma))
    let s = linear.clamped(lowerBound: .zero, upperBound: .one)
    return RenderColor(
      red: sRGBEncoded(s.x), green: sRGBEncoded(s.y), blue: sRGBEncoded(s.z), alpha: alpha)
  }

  /// A straight sRGB colour after its trip through Generic RGB (clipped to that gamut).
  package static func clipped(_ c: RenderColor) -> RenderColor { color(encoded(c), alpha: c.alpha) }

  /// sRGB's transfer function, encoded → linear.
  static func sRGBDecoded(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// sRGB's transfer function, linear → encoded.
  static func sRGBEncoded(_ v: Double) -> Double {
    v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
  }
}

/// A 3 × 3 matrix of rows, for colour-space conversions.
struct Matrix3 {
  /// The rows.
  var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  /// A matrix of three rows.
  init(_ r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
    rows = (SIMD3(r0.0, r0.1, r0.2), SIMD3(r1.0, r1.1, r1.2), SIMD3(r2.0, r2.1, r2.2))
  }

  /// A matrix of three rows given as vectors.
  init(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) { rows = (r0, r1, r2) }

  /// The inverse, by cofactors (the colorant matrices here are far from singular).
  var inverse: Matrix3 {
    let (a, b, c) = rows
    let (x, y, z) = (crossProduct(b, c), crossProduct(c, a), crossProduct(a, b))
    let det = (a * x).sum()
    let columns = (x / det, y / det, z / det)
    return Matrix3(
      rows: SIMD3(columns.0.x, columns.1.x, columns.2.x), SIMD3(columns.0.y, columns.1.y, columns.2.y),
      SIMD3(columns.0.z, columns.1.z, columns.2.z))
  }

  /// The product with the column vector `v`.
  static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
  }

  /// The product `m · n`.
  static func * (m: Matrix3, n: Matrix3) -> Matrix3 {
    let columns = (
      m * SIMD3(n.rows.0.x, n.rows.1.x, n.rows.2.x), m * SIMD3(n.rows.0.y, n.rows.1.y, n.rows.2.y),
      m * SIMD3(n.rows.0.z, n.rows.1.z, n.rows.2.z)
    )
    return Matrix3(
      rows: SIMD3(columns.0.x, columns.1.x, columns.2.x), SIMD3(columns.0.y, columns.1.y, columns.2.y),
      SIMD3(columns.0.z, columns.1.z, columns.2.z))
  }
}

/// The cross product of two vectors.
private func crossProduct(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}
