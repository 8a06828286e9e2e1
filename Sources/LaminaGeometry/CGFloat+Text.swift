import Foundation

extension CGFloat {
  /// The value with at most four decimals and no trailing zeros, for messages and command output:
  /// `4.5`, `30`, `-7.3817`; `nan`, `inf` and `-inf` for the non-finite.
  package var compactText: String {
    guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
    var s = String(format: "%.4f", Double(self))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }
}
