import ArgumentParser
import Dispatch
import Foundation

/// `--threads N`: how many threads work at once (scenes, or bands of one image). Default: every core.
struct ThreadsOption: ParsableArguments {
  @Option(
    help:
      "Threads working at once, 1…256: on several scenes, or on bands of one image (default: the number of cores)."
  )
  var threads: Int = ThreadsOption.cores

  /// The number of cores, read once (ArgumentParser makes the default value several times).
  static let cores = AvailableCores.count()

  func validate() throws {
    guard (1...256).contains(threads) else {
      throw ValidationError("--threads must be from 1 to 256, got \(threads)")
    }
  }
}
