import Dispatch
import Foundation
import LaminaImage

/// Removes the temporary files being written (`AtomicFile.temporaryFiles`) when the command is
/// stopped by SIGINT, SIGTERM or SIGHUP, then lets the signal end the process as it would have (a
/// signal the process started with ignored is left ignored). The signals are received by a
/// dispatch source, not a handler, so the clean-up runs as ordinary code.
enum SignalCleanup {
  /// The sources, kept for the life of the process.
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Starts watching the signals.
  static func install() {
    // A parent may start the process with the signals blocked (a child inherits the mask of the
    // thread that spawned it): unblocked here, before any other thread starts, so that the signal
    // sent again below ends the process instead of staying pending.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, sig) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      // A signal ignored when the process started (`nohup`, a background job) stays ignored.
      let previous = signal(sig, SIG_IGN)
      guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        for file in AtomicFile.temporaryFiles { unlink(file) }
        signal(sig, SIG_DFL)
        // To the process, not this thread: a dispatch worker blocks the signals, so `raise` would
        // leave it pending here for ever while the main thread carried on (a `--watch` loop).
        kill(getpid(), sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
