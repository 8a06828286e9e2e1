import Foundation

/// Serializes the tests that move `MediaClock`'s shared clock (`set`, `advance`). Test targets run
/// in one process and suites in parallel, so two such tests in different suites (or targets) could
/// move the one clock under each other: an animation of one ended at the other's time (seen in CI as
/// `theClockEndsAnimationsAndRunsCompletions` finding its 1 s fade gone at 0.5 s). Tests that only
/// read a time use `MediaClock.withTime` and need no lock.
public func movingTheSharedClock<T>(_ body: () throws -> T) rethrows -> T {
  sharedClockLock.lock()
  defer { sharedClockLock.unlock() }
  return try body()
}

private let sharedClockLock = NSLock()
