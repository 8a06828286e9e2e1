import Foundation
import Testing

@testable import LaminaLayout

/// The solver's column index: lists in one pool, replaced when read, garbage dropped.
@Suite struct ColumnIndexTests {
  private static func symbol(_ id: Int) -> Symbol { Symbol(id: id, kind: .slack) }

  @Test func listsKeepTheirEntriesMostRecentFirst() {
    var index = ColumnIndex()
    index.grow(to: 3)
    index.add(Self.symbol(1), Self.symbol(10))
    index.add(Self.symbol(2), Self.symbol(20))
    index.add(Self.symbol(1), Self.symbol(11))
    #expect(index.entries(Self.symbol(1)).map(\.id) == [11, 10])
    #expect(index.entries(Self.symbol(2)).map(\.id) == [20])
    #expect(index.entries(Self.symbol(3)).isEmpty && index.count(Self.symbol(1)) == 2)
  }

  @Test func replacedListsSurviveTheCollectionOfTheirGarbage() {
    var index = ColumnIndex()
    index.grow(to: 2)
    for i in 0..<3000 { index.add(Self.symbol(2), Self.symbol(100 + i)) }
    // Each replacement leaves the list's old entries in the pool: past 2 × 3001 + 4096 entries, a
    // collection copies the live lists.
    for round in 0..<4 {
      index.add(Self.symbol(1), Self.symbol(round))
      index.replace(Self.symbol(1), with: (0...round).map(Self.symbol))
    }
    let long = (0..<3000).map { Self.symbol(100 + $0) }
    index.replace(Self.symbol(2), with: long)
    index.replace(Self.symbol(2), with: long)
    #expect(index.entries(Self.symbol(1)).map(\.id) == [0, 1, 2, 3])
    #expect(index.entries(Self.symbol(2)) == long && index.count(Self.symbol(2)) == 3000)
  }

  @Test func symbolsPackIdAndKindInOrder() {
    let a = Symbol(id: 5, kind: .dummy)
    let b = Symbol(id: 6, kind: .external)
    #expect(a < b && a.id == 5 && a.kind == .dummy && b.kind == .external)
    #expect(Symbol(packed: a.packed) == a && MemoryLayout<Symbol>.size == 8)
  }
}
