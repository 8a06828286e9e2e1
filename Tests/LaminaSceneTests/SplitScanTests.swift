import Testing

@testable import LaminaScene

/// The word-at-a-time tests of the scan behind `SplitMap` (`SplitScan`): every byte that may open,
/// close or separate is found, at every place in a word, and strings end at their closing quote.
@Suite struct SplitScanTests {
  /// Each of the 256 byte values at each of the 8 places of a word of `a`s: flagged exactly when it
  /// is a quote, comma or bracket, or one of the four bytes sharing the brackets' bits.
  @Test func candidatesAreExactlyTheStructuralBytes() {
    let flagged = Set("\",[]{}Y_y".utf8).union([0x7F])
    for value in 0...255 {
      for place in 0..<8 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[place] = UInt8(value)
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        let expected: UInt64 = flagged.contains(UInt8(value)) ? 0x80 << (8 * place) : 0
        #expect(SplitScan.candidates(UInt64(littleEndian: word)) == expected, "byte \(value) at \(place)")
      }
    }
    // A zero byte next to a one (where the usual shortcut flags both).
    #expect(SplitScan.zeroBytes(0x0000_0000_0000_0100) == 0x8080_8080_8080_0080)
  }

  /// A string holding escaped quotes and backslashes, placed at every offset of the document, ends
  /// at its closing quote; a string left open runs to the end.
  @Test func stringsEndAtTheirClosingQuote() {
    let body = #"ab\"c\\\\d\"efghijklmnop\\"#
    for offset in 0..<20 {
      let text = String(repeating: " ", count: offset) + "\"" + body + "\" ,[1, 2]"
      let bytes = Array(text.utf8)
      let map = bytes.withUnsafeBufferPointer { SplitScan.stringEnd($0, from: offset + 1) }
      #expect(map == offset + 1 + body.utf8.count, "offset \(offset)")
      let open = Array(text.utf8.prefix(offset + 8))
      #expect(open.withUnsafeBufferPointer { SplitScan.stringEnd($0, from: offset + 1) } >= open.count)
    }
  }
}
