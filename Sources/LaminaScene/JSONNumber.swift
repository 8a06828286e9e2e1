/// A JSON number's digits gathered as the parser reads them, converted without an intermediate
/// `String`.
///
/// Clinger's fast path (W. D. Clinger, "How to read floating point numbers accurately", PLDI 1990):
/// when the decimal significand has at most 15 digits it is exactly a `Double`, and so is 10^k for
/// k ≤ 22, so one multiplication or division by 10^k gives the correctly rounded result, the same
/// `Double` that a full conversion gives. Other numbers (longer significands, larger exponents)
/// give `nil` and take the full conversion.
struct JSONNumber {
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
    1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The significant digits so far, as an integer.
  private var significand: UInt64 = 0
  private var digits = 0
  /// The power of ten the significand is multiplied by (fraction digits lower it; the exponent part
  /// is added by the parser).
  var exponent = 0

  /// Adds the next decimal digit `d` (0…9), of the fraction part when `fraction` is true.
  @inline(__always)
  mutating func append(_ d: UInt8, fraction: Bool) {
    if fraction { exponent -= 1 }
    // Leading zeros are not significant digits; past 15 the fast path is off (`digits` says so).
    guard significand != 0 || d != 0 else { return }
    digits += 1
    if digits <= 15 { significand = significand &* 10 &+ UInt64(d) }
  }

  /// The correctly rounded value, or `nil` when the number is outside the fast path.
  func value(negative: Bool) -> Double? {
    guard digits <= 15 else { return nil }
    var value = Double(significand)
    if significand != 0 {
      guard (-22...22).contains(exponent) else { return nil }
      value =
        exponent < 0 ? value / JSONNumber.powersOfTen[-exponent] : value * JSONNumber.powersOfTen[exponent]
    }
    return negative ? -value : value
  }
}
