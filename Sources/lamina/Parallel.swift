import ArgumentParser
import Dispatch
import Foundation

/// `--threads N`: how many scenes are worked on at once. Default: every core.
struct ThreadsOption: ParsableArguments {
  @Option(help: "Scenes worked on at once, 1…256 (default: the number of cores).")
  var threads: Int = ProcessInfo.processInfo.activeProcessorCount

  func validate() throws {
    guard (1...256).contains(threads) else {
      throw ValidationError("--threads must be from 1 to 256, got \(threads)")
    }
  }
}

/// Runs `work(i)` for every `i` in `0..<count`, on up to `threads` threads at once, and returns the
/// results in index order, whatever order they finished in (so output never depends on threads).
func inParallel<T: Sendable>(_ count: Int, threads: Int, _ work: @escaping @Sendable (Int) -> T) -> [T] {
  let results = ParallelResults<T>(count: count)
  let group = DispatchGroup()
  for _ in 0..<max(1, min(threads, count)) {
    DispatchQueue.global().async(group: group) {
      while let i = results.claim() { results.store(work(i), at: i) }
    }
  }
  group.wait()
  return results.collected()
}

/// The indices handed out and the results stored by `inParallel`'s threads, under one lock.
private final class ParallelResults<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var items: [T?]

  init(count: Int) { items = Array(repeating: nil, count: count) }

  /// The next index to work on, or `nil` when every one has been handed out.
  func claim() -> Int? {
    lock.withLock {
      guard next < items.count else { return nil }
      next += 1
      return next - 1
    }
  }

  func store(_ item: T, at i: Int) { lock.withLock { items[i] = item } }

  func collected() -> [T] { lock.withLock { items.map { $0! } } }
}
