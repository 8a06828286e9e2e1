import Foundation
import LaminaCheck
import LaminaScene

extension SampleCheck {
  /// The sample's line of `lamina check`'s output, its name and message made safe for a terminal.
  var line: String {
    let (name, message) = (terminalSafe(name), terminalSafe(message))
    switch status {
    case .passed: return "ok      \(name)"
    case .failed: return "FAILED  \(name): \(message)"
    case .missing: return "MISSING \(name): \(message)"
    case .error: return "ERROR   \(name): \(message)"
    case .accepted: return "ACCEPTED \(name): \(message)"
    }
  }
}

/// `[3/10] clock` on one rewritten line of the terminal as samples finish; silent when stderr is not
/// a terminal. Safe to call from several threads.
final class Progress: @unchecked Sendable {
  let total: Int
  let enabled = isatty(STDERR_FILENO) != 0
  private let lock = NSLock()
  private var done = 0

  init(total: Int) { self.total = total }

  func finished(_ name: String) {
    guard enabled else { return }
    lock.withLock {
      done += 1
      writeStandardError("\r\u{1B}[K[\(done)/\(total)] \(terminalSafe(name))")
    }
  }

  func finish() {
    guard enabled else { return }
    writeStandardError("\r\u{1B}[K")
  }
}
