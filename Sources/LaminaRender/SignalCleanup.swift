import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Removes the temporary file being written when the process is stopped by SIGINT, SIGTERM or
/// SIGHUP (those whose action is still the default), then lets the signal end the process as it
/// would have. The path is kept in a fixed C
/// buffer because a signal handler may only call async-signal-safe functions (`unlink`, `signal`,
/// `raise`). One file at a time: writes are not concurrent within the CLI.
final class SignalCleanup: @unchecked Sendable {
  /// The process's one instance.
  static let shared = SignalCleanup()

  private static let capacity = 4096
  /// The NUL-terminated path of the file to remove; empty when none.
  nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
    let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    p.initialize(repeating: 0, count: capacity)
    return p
  }()
  private let lock = NSLock()

  private init() {
    _ = SignalCleanup.buffer
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      // Only where the signal still has its default action: a program that handles it itself
      // (a test runner, a server) keeps its handler.
      var current = sigaction()
      guard sigaction(sig, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil else {
        continue
      }
      signal(sig) { received in
        if SignalCleanup.buffer[0] != 0 { unlink(SignalCleanup.buffer) }
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  /// Remembers `path` as the file to remove on a stopping signal.
  func track(_ path: String) {
    lock.lock()
    let bytes = Array(path.utf8.prefix(SignalCleanup.capacity - 1))
    SignalCleanup.buffer[0] = 0
    for (i, b) in bytes.enumerated().dropFirst() { SignalCleanup.buffer[i] = CChar(bitPattern: b) }
    SignalCleanup.buffer[bytes.count] = 0
    if let first = bytes.first { SignalCleanup.buffer[0] = CChar(bitPattern: first) }
  }

  /// Forgets the file: it was renamed into place or removed.
  func untrack() {
    SignalCleanup.buffer[0] = 0
    lock.unlock()
  }
}
