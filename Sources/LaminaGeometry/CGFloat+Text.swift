import Foundation

extension CGFloat {
  /// The value with at most four decimals and no trailing zeros, for messages and command output:
  /// `4.5`, `30`, `-7.3817`; `nan`, `inf` and `-inf` for the non-finite. The value times 10⁴ is
  /// rounded half to even and written with integer arithmetic (`String(format:)`, which the
  /// magnitudes past 10¹¹ still use, cost a microsecond a number: a quarter of `lamina hit-test`).
  package var compactText: String {
    guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
    let scaled = (Double(self) * 10_000).rounded(.toNearestOrEven)
    guard scaled.magnitude < 1e15 else {
      var s = String(format: "%.4f", Double(self))
      while s.hasSuffix("0") { s.removeLast() }
      if s.hasSuffix(".") { s.removeLast() }
      return s
    }
    let n = Int(scaled)
    var fraction = Swift.abs(n) % 10_000
    var text = (n < 0 ? "-" : "") + String(Swift.abs(n) / 10_000)
    guard fraction != 0 else { return n == 0 ? "0" : text }
    var digits = 4
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let decimals = String(fraction)
    text += "." + String(repeating: "0", count: digits - decimals.count) + decimals
    return text
  }
}
