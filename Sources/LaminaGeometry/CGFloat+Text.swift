import Foundation

extension CGFloat {
  /// The value with at most four decimals and no trailing zeros, for messages and command output:
  /// `4.5`, `30`, `-7.3817`; `nan`, `inf` and `-inf` for the non-finite. Rounded as `%.4f` rounds
  /// (the exact binary value, half to even), written with integer arithmetic.
  package var compactText: String {
    var bytes: [UInt8] = []
    appendCompactText(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `compactText`'s UTF-8 bytes to `out`, without making a string (for output written a
  /// number at a time).
  package func appendCompactText(to out: inout [UInt8]) {
    guard isFinite else { return out.append(contentsOf: (isNaN ? "nan" : (self > 0 ? "inf" : "-inf")).utf8) }
    let v = Double(self)
    // Past 2⁵³ every double is a whole number.
    guard v.magnitude < 0x1p53 else { return out.append(contentsOf: String(format: "%.0f", v).utf8) }
    let whole = v.rounded(.towardZero)
    let fraction = v - whole  // exact
    // fraction × 10⁴ = product + error exactly (the error from one fused multiply-add).
    let product = fraction * 10_000
    let error = (-product).addingProduct(fraction, 10_000)
    var units = product.rounded(.down)
    let aboveHalf = ((product - units) - 0.5) + error
    // (units is whole and below 10⁴: its parity is the Int's.)
    if aboveHalf > 0 || (aboveHalf == 0 && Int(units) & 1 != 0) { units += 1 }
    let total = Swift.abs(Int(units))
    let (integer, decimals) = (Swift.abs(Int(whole)) + total / 10_000, total % 10_000)
    guard integer != 0 || decimals != 0 else { return out.append(UInt8(ascii: "0")) }
    if v < 0 { out.append(UInt8(ascii: "-")) }
    CGFloat.appendDigits(of: integer, to: &out)
    guard decimals != 0 else { return }
    out.append(UInt8(ascii: "."))
    var (digits, kept) = (4, decimals)
    while kept % 10 == 0 {
      kept /= 10
      digits -= 1
    }
    // The kept digits, with the leading zeros the four places need: 0.05 is "05".
    var divisor = 1
    for _ in 1..<digits { divisor *= 10 }
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(kept / divisor % 10))
      divisor /= 10
    }
  }

  /// The decimal digits of `n` (not negative).
  private static func appendDigits(of n: Int, to out: inout [UInt8]) {
    guard n >= 10 else { return out.append(UInt8(ascii: "0") + UInt8(n)) }
    appendDigits(of: n / 10, to: &out)
    out.append(UInt8(ascii: "0") + UInt8(n % 10))
  }
}
