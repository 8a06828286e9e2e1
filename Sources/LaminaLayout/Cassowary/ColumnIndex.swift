import Foundation

/// For each symbol, by id, the basic symbols whose rows hold it — or once did (the solver drops
/// stale entries when it reads a column): one linked list a symbol, all of them in one pool.
///
/// A row set into the tableau adds an entry for each of its symbols, so entries are added far more
/// often than columns are read; in one pool an addition writes to the pool's end and to a small
/// array of heads, where an array a column touched a different allocation, usually out of cache, at
/// every addition. Lists replaced when read leave their old entries in the pool until it is more
/// than half garbage, when the lists are copied into a new one.
struct ColumnIndex {
  /// One entry of a list.
  private struct Entry {
    /// The basic symbol, `Symbol.packed`.
    var basic: Int32
    /// The next entry of the list in `pool`, or -1.
    var next: Int32
  }

  /// The first entry of each symbol's list, or -1.
  private var heads: [Int32] = [-1]
  /// The length of each symbol's list.
  private var counts: [Int32] = [0]
  private var pool: [Entry] = []
  /// The entries in lists (the rest of `pool` is garbage).
  private var live = 0

  /// Makes room for symbols up to `id`.
  mutating func grow(to id: Int) {
    guard id >= heads.count else { return }
    heads += Array(repeating: -1, count: id + 1 - heads.count)
    counts += Array(repeating: 0, count: id + 1 - counts.count)
  }

  /// The number of entries in `s`'s list.
  func count(_ s: Symbol) -> Int { Int(counts[s.id]) }

  /// Notes that `basic`'s row holds `s`.
  mutating func add(_ s: Symbol, _ basic: Symbol) {
    pool.append(Entry(basic: basic.packed, next: heads[s.id]))
    heads[s.id] = Int32(pool.count - 1)
    counts[s.id] += 1
    live += 1
  }

  /// Notes that `basic`'s row holds each of `symbols`, appending to `overgrown` those whose lists
  /// are now longer than `limit`.
  mutating func add(_ symbols: [Symbol], _ basic: Symbol, limit: Int, overgrown: inout [Symbol]) {
    for s in symbols {
      add(s, basic)
      if counts[s.id] > limit { overgrown.append(s) }
    }
  }

  /// Calls `body` with each entry of `s`'s list (most recent first) until it returns false.
  func forEach(_ s: Symbol, _ body: (Symbol) -> Bool) {
    var at = heads[s.id]
    while at >= 0 {
      let entry = pool[Int(at)]
      guard body(Symbol(packed: entry.basic)) else { return }
      at = entry.next
    }
  }

  /// `s`'s list, most recent first.
  func entries(_ s: Symbol) -> [Symbol] {
    var out: [Symbol] = []
    out.reserveCapacity(count(s))
    forEach(s) {
      out.append($0)
      return true
    }
    return out
  }

  /// Makes `s`'s list `basics`.
  mutating func replace(_ s: Symbol, with basics: [Symbol]) {
    live -= count(s)
    (heads[s.id], counts[s.id]) = (-1, 0)
    for basic in basics.reversed() { add(s, basic) }
    if pool.count > 2 * live + 4096 { collect() }
  }

  /// Copies the live lists into a new pool, dropping the garbage.
  private mutating func collect() {
    var fresh: [Entry] = []
    fresh.reserveCapacity(2 * live)
    for id in heads.indices {
      var at = heads[id]
      var previous: Int32 = -1
      heads[id] = -1
      while at >= 0 {
        let entry = pool[Int(at)]
        fresh.append(Entry(basic: entry.basic, next: -1))
        let here = Int32(fresh.count - 1)
        if previous < 0 { heads[id] = here } else { fresh[Int(previous)].next = here }
        previous = here
        at = entry.next
      }
    }
    pool = fresh
  }
}
