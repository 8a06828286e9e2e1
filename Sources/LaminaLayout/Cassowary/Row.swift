import Foundation

/// A symbol of the tableau: a user variable, or a slack, error or dummy variable the solver adds.
struct Symbol: Hashable, Comparable {
  enum Kind { case external, slack, error, dummy }

  let id: Int
  let kind: Kind

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

extension Symbol.Kind {
  /// Slack and error symbols may enter the basis when choosing a subject.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// A row of the tableau: `constant + Σ coefficient·symbol`.
struct Row {
  var constant: Double = 0
  var cells: [Symbol: Double] = [:]

  static func nearZero(_ v: Double) -> Bool { abs(v) < 1e-8 }

  func coefficient(_ s: Symbol) -> Double { cells[s] ?? 0 }

  /// Adds `coefficient·s`, dropping the cell when it cancels.
  mutating func insert(_ s: Symbol, _ coefficient: Double) {
    let c = (cells[s] ?? 0) + coefficient
    if Row.nearZero(c) { cells.removeValue(forKey: s) } else { cells[s] = c }
  }

  /// Adds `coefficient·other` (its constant too).
  mutating func insert(_ other: Row, _ coefficient: Double) {
    constant += other.constant * coefficient
    for (s, c) in other.cells { insert(s, c * coefficient) }
  }

  mutating func remove(_ s: Symbol) { cells.removeValue(forKey: s) }

  mutating func negate() {
    constant = -constant
    for key in Array(cells.keys) { cells[key] = -cells[key]! }
  }

  /// Solves `0 = row` for `s`: the row becomes `s = …` (without `s`).
  mutating func solve(for s: Symbol) {
    let c = -1 / cells.removeValue(forKey: s)!
    constant *= c
    for key in Array(cells.keys) { cells[key]! *= c }
  }

  /// Rewrites `lhs = row` as `rhs = …`.
  mutating func solve(_ lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `s` by `row`.
  mutating func substitute(_ s: Symbol, _ row: Row) {
    guard let c = cells.removeValue(forKey: s) else { return }
    insert(row, c)
  }
}
