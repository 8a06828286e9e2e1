import ArgumentParser
import Dispatch
import Foundation

/// `--threads N`: how many threads work at once (scenes, or bands of one image). Default: every core,
/// and one for an image too small to gain from a second (`LayerRenderer.rendersSmallImagesOnOneThread`).
struct ThreadsOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Threads working at once, 1…256: on several scenes, or on bands of one image (default: \(ThreadsOption.cores), the number of cores; an image too small to gain from a second thread is drawn on one)."
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
