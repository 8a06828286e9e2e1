import Foundation
import Testing

@testable import LaminaGeometry

/// `compactText` writes what `%.4f` writes (the exact binary value rounded half to even), trailing
/// zeros and a lone point removed.
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
      // 0.12345 is stored a little above its tie, 1.03135 a little below; 1.03125 is a tie (even).
      (0.12345, "0.1235"), (-0.00005, "-0.0001"), (1.03125, "1.0312"), (1.03135, "1.0313"),
      (9.99995, "10"), (-9.99995, "-10"), (1e300, String(format: "%.0f", 1e300)),
    ]
    for (value, text) in cases { #expect(value.compactText == text, "\(value)") }
  }

  @Test func agreesWithPrintf() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let magnitude = [1.0, 100, 10_000, 1e8, 1e11, 1e15, 1e17].randomElement(using: &generator)!
      let v = Double.random(in: -magnitude...magnitude, using: &generator)
      #expect(CGFloat(v).compactText == Self.printf(v), "\(v)")
    }
    // Five-decimal values, half of them on or near a tie once times 10⁴.
    for n in -20_000...20_000 {
      let v = Double(n) / 100_000 + 0.5
      #expect(CGFloat(v).compactText == Self.printf(v), "\(v)")
    }
  }
}
