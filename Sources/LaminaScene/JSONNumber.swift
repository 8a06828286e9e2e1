/// JSON numbers converted straight from the file's bytes, without an intermediate `String`.
///
/// Clinger's fast path (W. D. Clinger, "How to read floating point numbers accurately", PLDI 1990):
/// when the decimal significand has at most 15 digits it is exactly a `Double`, and so is 10^k for
/// k ≤ 22, so one multiplication or division by 10^k gives the correctly rounded result, the same
/// `Double` that a full conversion gives. Other numbers (longer significands, larger exponents)
/// return `nil` and take the full conversion.
enum JSONNumber {
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
    1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The value of the JSON number (already checked against JSON's grammar) at `range` of `bytes`, or
  /// `nil` when it is outside the fast path.
  static func value(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
    var i = range.lowerBound
    let end = range.upperBound
    let negative = bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var significand: UInt64 = 0
    var digits = 0
    var exponent = 0
    var fraction = false
    while i < end {
      let c = bytes[i]
      if c == UInt8(ascii: ".") {
        fraction = true
      } else if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        // Leading zeros are not significant digits.
        if significand != 0 || c != UInt8(ascii: "0") {
          digits += 1
          guard digits <= 15 else { return nil }
          significand = significand * 10 + UInt64(c - UInt8(ascii: "0"))
        }
        if fraction { exponent -= 1 }
      } else {
        break
      }
      i += 1
    }
    if i < end {  // e or E, an optional sign, digits
      i += 1
      let negativeExponent = bytes[i] == UInt8(ascii: "-")
      if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
      var e = 0
      while i < end {
        e = e * 10 + Int(bytes[i] - UInt8(ascii: "0"))
        guard e <= 400 else { return nil }
        i += 1
      }
      exponent += negativeExponent ? -e : e
    }
    var value = Double(significand)
    if significand != 0 {
      guard (-22...22).contains(exponent) else { return nil }
      value = exponent < 0 ? value / powersOfTen[-exponent] : value * powersOfTen[exponent]
    }
    return negative ? -value : value
  }
}
