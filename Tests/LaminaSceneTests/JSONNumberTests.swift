import Foundation
import Testing

@testable import LaminaScene

/// Numbers read straight from bytes are the same `Double`s as a full decimal conversion gives.
@Suite struct JSONNumberTests {
  private func parsed(_ text: String) throws -> Double {
    guard let items = try JSONParser.parse(Array("[\(text)]".utf8)).items, case .number(let n) = items[0]
    else { throw SceneError(location: "", message: "not a number") }
    return n
  }

  /// An array of numbers only is kept as plain numbers, equal to the same array of values; one
  /// other item anywhere keeps the array of values.
  @Test func arraysOfNumbersAreKeptAsNumbers() throws {
    let numbers = try JSONParser.parse(Array("[1, 2.5, -3e2]".utf8))
    #expect(numbers == .numbers([1, 2.5, -300]))
    #expect(numbers == .array([.number(1), .number(2.5), .number(-300)]))
    #expect(numbers.items == [.number(1), .number(2.5), .number(-300)])
    let mixed = try JSONParser.parse(Array("[1, null, [2, 3], []]".utf8))
    #expect(mixed == .array([.number(1), .null, .numbers([2, 3]), .numbers([])]))
    guard case .array = mixed else { throw SceneError(location: "", message: "not an array of values") }
    #expect(numbers != .numbers([1, 2.5]) && numbers.kind == "an array")
  }

  @Test func workedExamples() throws {
    #expect(try parsed("0") == 0 && (try parsed("-0")).sign == .minus)
    #expect(try parsed("0.1") == 0.1 && (try parsed("196.07")) == 196.07)
    #expect(try parsed("-0.984756") == -0.984756 && (try parsed("1e22")) == 1e22)
    #expect(try parsed("123456789012345") == 123_456_789_012_345)
    // Outside the fast path: 16 significant digits, exponents beyond 22.
    #expect(try parsed("0.1234567890123456") == 0.1234567890123456)
    #expect(try parsed("1e23") == 1e23 && (try parsed("5e-324")) == 5e-324)
    #expect(try parsed("0.000000000000000000000000001") == 1e-27)
  }

  @Test func randomNumbersMatchAFullConversion() throws {
    var generator = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...18, using: &generator)
      var text = Bool.random(using: &generator) ? "-" : ""
      let whole = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(digits)
      text += whole.first == "0" && whole.count > 1 ? String(whole.dropFirst()) : String(whole)
      if Bool.random(using: &generator) {
        text +=
          "." + String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(Int.random(in: 1...12))
      }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        text += "e\(Int.random(in: -30...30, using: &generator))"
      }
      if try parsed(text).bitPattern != Double(text)!.bitPattern { mismatches.append(text) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
