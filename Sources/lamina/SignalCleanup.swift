import Dispatch
import Foundation
import LaminaImage

/// Removes the temporary files being written (`AtomicFile.temporaryFiles`) when the command is
/// stopped by SIGINT, SIGTERM or SIGHUP, then lets the signal end the process as it would have. The
/// signals are received by a dispatch source, not a handler, so the clean-up runs as ordinary code.
enum SignalCleanup {
  /// The sources, kept for the life of the process.
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Starts watching the signals.
  static func install() {
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        for file in AtomicFile.temporaryFiles { unlink(file) }
        signal(sig, SIG_DFL)
        raise(sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
