import Foundation

/// Runs `work(i)` for every `i` in `0..<count`, on up to `threads` threads at once (the caller's and
/// helper threads of its own, never a shared pool that nested calls could exhaust), and returns the
/// results in index order, whatever order they finished in (so output never depends on threads).
///
/// The caller works too, and then waits for the items the helpers took, not for the helpers: a helper
/// the system could not start (no memory left for its stack) leaves its share to the caller instead
/// of a wait that never ends.
package func inParallel<T: Sendable>(_ count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> T)
  -> [T]
{
  let results = ParallelResults<T>(count: count)
  let helpers = max(0, min(threads, count) - 1)
  for _ in 0..<helpers {
    let thread = Thread {
      while let i = results.claim() { results.store(work(i), at: i) }
    }
    // As deep as the main thread's: drawing and building recurse once per level of the layer tree.
    thread.stackSize = 8 << 20
    thread.start()
  }
  while let i = results.claim() { results.store(work(i), at: i) }
  return results.collected()
}

/// The indices handed out and the results stored by `inParallel`'s threads, under one lock.
private final class ParallelResults<T: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var next = 0
  private var stored = 0
  private var items: [T?]

  init(count: Int) { items = Array(repeating: nil, count: count) }

  /// The next index to work on, or `nil` when every one has been handed out.
  func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard next < items.count else { return nil }
    next += 1
    return next - 1
  }

  func store(_ item: T, at i: Int) {
    condition.lock()
    items[i] = item
    stored += 1
    if stored == items.count { condition.broadcast() }
    condition.unlock()
  }

  /// Every result, once every one is stored.
  func collected() -> [T] {
    condition.lock()
    defer { condition.unlock() }
    while stored < items.count { condition.wait() }
    return items.map { $0! }
  }
}
