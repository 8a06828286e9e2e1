import Foundation

extension CGFloat {
  /// The value with at most four decimals and no trailing zeros, for messages and command output:
  /// `4.5`, `30`, `-7.3817`; `nan`, `inf` and `-inf` for the non-finite. Rounded as `%.4f` rounds
  /// (the exact binary value, half to even), written with integer arithmetic.
  package var compactText: String {
    guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
    let v = Double(self)
    // Past 2⁵³ every double is a whole number.
    guard v.magnitude < 0x1p53 else { return String(format: "%.0f", v) }
    let whole = v.rounded(.towardZero)
    let fraction = v - whole  // exact
    // fraction × 10⁴ = product + error exactly (the error from one fused multiply-add).
    let product = fraction * 10_000
    let error = (-product).addingProduct(fraction, 10_000)
    var units = product.rounded(.down)
    let aboveHalf = ((product - units) - 0.5) + error
    if aboveHalf > 0 || (aboveHalf == 0 && units.truncatingRemainder(dividingBy: 2) != 0) { units += 1 }
    let total = Swift.abs(Int(units))
    let (integer, decimals) = (Swift.abs(Int(whole)) + total / 10_000, total % 10_000)
    guard integer != 0 || decimals != 0 else { return "0" }
    let sign = v < 0 ? "-" : ""
    guard decimals != 0 else { return sign + String(integer) }
    var (digits, kept) = (4, decimals)
    while kept % 10 == 0 {
      kept /= 10
      digits -= 1
    }
    let shown = String(kept)
    return sign + String(integer) + "." + String(repeating: "0", count: digits - shown.count) + shown
  }
}
