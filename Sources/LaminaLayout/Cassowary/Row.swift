import Foundation

/// A symbol of the tableau: a user variable, or a slack, error or dummy variable the solver adds.
/// Its id alone identifies it (ids are never reused), so it hashes and compares by id.
struct Symbol: Hashable, Comparable {
  enum Kind { case external, slack, error, dummy }

  let id: Int
  let kind: Kind

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
  static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Symbol.Kind {
  /// Slack and error symbols may enter the basis when choosing a subject.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// A row of the tableau: `constant + Σ coefficient·symbol`, its symbols kept in ascending id order
/// (so the lowest-id symbol of a kind is the first found, and adding one row to another is one merge
/// of two sorted lists rather than a hash lookup a cell).
struct Row {
  var constant: Double = 0
  /// The symbols with a coefficient, ascending by id.
  private(set) var symbols: [Symbol] = []
  /// `coefficients[i]` multiplies `symbols[i]`; never near zero.
  private(set) var coefficients: [Double] = []

  static func nearZero(_ v: Double) -> Bool { abs(v) < 1e-8 }

  /// The number of symbols.
  var count: Int { symbols.count }
  /// Whether the row is its constant alone.
  var isEmpty: Bool { symbols.isEmpty }
  /// The symbols with their coefficients, ascending by id.
  var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

  /// Where `s` is, or where it would go.
  private func index(of s: Symbol) -> (index: Int, found: Bool) {
    var (low, high) = (0, symbols.count)
    while low < high {
      let mid = (low + high) / 2
      if symbols[mid].id < s.id { low = mid + 1 } else { high = mid }
    }
    return (low, low < symbols.count && symbols[low].id == s.id)
  }

  func coefficient(_ s: Symbol) -> Double {
    let at = index(of: s)
    return at.found ? coefficients[at.index] : 0
  }

  func contains(_ s: Symbol) -> Bool { index(of: s).found }

  /// Adds `coefficient·s`, dropping the cell when it cancels.
  mutating func insert(_ s: Symbol, _ coefficient: Double) {
    let at = index(of: s)
    if at.found {
      let c = coefficients[at.index] + coefficient
      if Row.nearZero(c) {
        symbols.remove(at: at.index)
        coefficients.remove(at: at.index)
      } else {
        coefficients[at.index] = c
      }
    } else if !Row.nearZero(coefficient) {
      symbols.insert(s, at: at.index)
      coefficients.insert(coefficient, at: at.index)
    }
  }

  /// Adds `coefficient·other` (its constant too).
  mutating func insert(_ other: Row, _ coefficient: Double) {
    insert(other, coefficient) { _, _ in }
  }

  /// Adds `k·other`, telling `changed` of each symbol that enters the row (`true`) or cancels out of
  /// it (`false`): one merge of the two sorted rows.
  mutating func insert(_ other: Row, _ k: Double, changed: (Symbol, Bool) -> Void) {
    constant += other.constant * k
    guard !other.symbols.isEmpty else { return }
    var (outSymbols, outCoefficients) = ([Symbol](), [Double]())
    outSymbols.reserveCapacity(symbols.count + other.symbols.count)
    outCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var (i, j) = (0, 0)
    while i < symbols.count || j < other.symbols.count {
      if j == other.symbols.count || (i < symbols.count && symbols[i].id < other.symbols[j].id) {
        outSymbols.append(symbols[i])
        outCoefficients.append(coefficients[i])
        i += 1
      } else if i == symbols.count || other.symbols[j].id < symbols[i].id {
        let c = other.coefficients[j] * k
        if !Row.nearZero(c) {
          outSymbols.append(other.symbols[j])
          outCoefficients.append(c)
          changed(other.symbols[j], true)
        }
        j += 1
      } else {
        let c = coefficients[i] + other.coefficients[j] * k
        if Row.nearZero(c) {
          changed(symbols[i], false)
        } else {
          outSymbols.append(symbols[i])
          outCoefficients.append(c)
        }
        i += 1
        j += 1
      }
    }
    (symbols, coefficients) = (outSymbols, outCoefficients)
  }

  /// Takes `s` out, returning its coefficient (`nil` when the row does not hold it).
  @discardableResult
  mutating func remove(_ s: Symbol) -> Double? {
    let at = index(of: s)
    guard at.found else { return nil }
    symbols.remove(at: at.index)
    return coefficients.remove(at: at.index)
  }

  mutating func negate() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  /// Solves `0 = row` for `s`: the row becomes `s = …` (without `s`).
  mutating func solve(for s: Symbol) {
    let c = -1 / remove(s)!
    constant *= c
    for i in coefficients.indices { coefficients[i] *= c }
  }

  /// Rewrites `lhs = row` as `rhs = …`.
  mutating func solve(_ lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `s` by `row`.
  mutating func substitute(_ s: Symbol, _ row: Row) {
    guard let c = remove(s) else { return }
    insert(row, c)
  }
}
