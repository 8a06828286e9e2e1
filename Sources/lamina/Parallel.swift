import ArgumentParser
import Dispatch
import Foundation

/// `--threads N`: the most threads that work at once (scenes, or bands of one image). Default: every
/// core; an image too small to gain from a second thread is drawn on one (`LayerRenderer.threads`).
struct ThreadsOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The most threads working at once, 1…256: on several scenes, or on bands of one image (default: \(ThreadsOption.cores), the number of cores; an image too small to gain from a second thread is drawn on one)."
    ))
  var threads: Int?

  /// The threads to work with: the option's, else the number of cores.
  var count: Int { threads ?? ThreadsOption.cores }

  /// The number of cores, read once (the help text and every job ask for it).
  static let cores = AvailableCores.count()

  func validate() throws {
    if let threads, !(1...256).contains(threads) {
      throw ValidationError("--threads must be from 1 to 256, got \(threads)")
    }
  }
}
