/// A symbol of the tableau: a user variable, or a slack, error or dummy variable the solver adds.
/// Its id alone identifies it (ids are never reused), so it hashes and compares by id; id and kind
/// share one word (rows are arrays of symbols, and their merges move them by the million).
struct Symbol: Hashable, Comparable {
  enum Kind: Int { case external, slack, error, dummy }

  /// `id << 2 | kind`: ordered as the ids are.
  private let raw: Int

  init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }

  /// The symbol in 32 bits (a solver makes fewer than 2²⁸ symbols: `Solver.maximumSymbolID`).
  var packed: Int32 { Int32(raw) }
  init(packed: Int32) { raw = Int(packed) }

  var id: Int { raw >> 2 }
  var kind: Kind { Kind(rawValue: raw & 3)! }

  static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
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

  /// Adds `k·other` (its constant too): one merge of the two sorted rows.
  mutating func insert(_ other: Row, _ k: Double) {
    var entered: [Symbol] = []
    merge(other, k, dropping: nil, entered: &entered)
  }

  /// Replaces `s` by `row` (which does not hold `s`), in one merge that also drops `s`, appending
  /// to `entered` the symbols that enter the row (those that cancel out are left for the column
  /// index to find stale). Returns whether the row held `s`.
  mutating func substitute(_ s: Symbol, _ row: Row, entered: inout [Symbol]) -> Bool {
    let at = index(of: s)
    guard at.found else { return false }
    merge(row, coefficients[at.index], dropping: s, entered: &entered)
    return true
  }

  /// `self + k·other`, without `dropped`, in one pass over both rows into arrays made for it; the
  /// symbols of `other` new to the row are appended to `entered`.
  private mutating func merge(_ other: Row, _ k: Double, dropping dropped: Symbol?, entered: inout [Symbol]) {
    constant += other.constant * k
    if other.symbols.isEmpty && dropped == nil { return }
    let capacity = symbols.count + other.symbols.count
    var mergedSymbols: [Symbol] = []
    let mergedCoefficients = [Double](unsafeUninitializedCapacity: capacity) { outCoefficients, written in
      mergedSymbols = [Symbol](unsafeUninitializedCapacity: capacity) { outSymbols, count in
        var out = 0
        func put(_ s: Symbol, _ c: Double) {
          outSymbols.initializeElement(at: out, to: s)
          outCoefficients.initializeElement(at: out, to: c)
          out += 1
        }
        symbols.withUnsafeBufferPointer { mine in
          coefficients.withUnsafeBufferPointer { myCoefficients in
            other.symbols.withUnsafeBufferPointer { theirs in
              other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                var (i, j) = (0, 0)
                let (n, m) = (mine.count, theirs.count)
                while i < n || j < m {
                  if j == m || (i < n && mine[i] < theirs[j]) {
                    if mine[i] != dropped { put(mine[i], myCoefficients[i]) }
                    i += 1
                  } else if i == n || theirs[j] < mine[i] {
                    let c = theirCoefficients[j] * k
                    if !Row.nearZero(c) {
                      put(theirs[j], c)
                      entered.append(theirs[j])
                    }
                    j += 1
                  } else {
                    let c = myCoefficients[i] + theirCoefficients[j] * k
                    if !Row.nearZero(c) { put(mine[i], c) }
                    i += 1
                    j += 1
                  }
                }
              }
            }
          }
        }
        count = out
      }
      written = mergedSymbols.count
    }
    // Most of the rows cancelled out: keep the cells in arrays of their size, not the merge's.
    if 2 * mergedSymbols.count < capacity && capacity > 64 {
      (symbols, coefficients) = (Row.fitted(mergedSymbols), Row.fitted(mergedCoefficients))
    } else {
      (symbols, coefficients) = (mergedSymbols, mergedCoefficients)
    }
  }

  /// A copy of `array` with no spare capacity.
  private static func fitted<T>(_ array: [T]) -> [T] {
    [T](unsafeUninitializedCapacity: array.count) { buffer, count in
      count = buffer.initialize(fromContentsOf: array)
    }
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
    var entered: [Symbol] = []
    _ = substitute(s, row, entered: &entered)
  }
}
