import Foundation
import Testing

@testable import LaminaGeometry

/// `compactText` writes what `%.4f` writes, trailing zeros and a lone point removed, for every value
/// not on a rounding tie (where it rounds half to even on the value times 10⁴).
@Suite struct CompactTextTests {
  private static func printf(_ v: Double) -> String {
    var s = String(format: "%.4f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
  }

  @Test func workedExamples() {
    let cases: [(CGFloat, String)] = [
      (4.5, "4.5"), (30, "30"), (-7.38171, "-7.3817"), (0, "0"), (-0.0, "0"), (-0.00004, "0"),
      (-0.0005, "-0.0005"), (0.1, "0.1"), (1_000_000.25, "1000000.25"), (2e15, "2000000000000000"),
      (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ]
    for (value, text) in cases { #expect(value.compactText == text, "\(value)") }
  }

  @Test func agreesWithPrintfOffTies() {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for _ in 0..<20_000 {
      let magnitude = [1.0, 100, 10_000, 1e8, 1e11].randomElement(using: &generator)!
      let v = Double.random(in: -magnitude...magnitude, using: &generator)
      let scaled = v * 10_000
      guard abs(abs(scaled - scaled.rounded(.down)) - 0.5) > 1e-3 else { continue }
      #expect(CGFloat(v).compactText == Self.printf(v), "\(v)")
      checked += 1
    }
    #expect(checked > 19_000)
  }
}
