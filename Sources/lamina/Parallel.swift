import ArgumentParser
import Dispatch
import Foundation
import LaminaRender

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

  /// The number of cores this process may use (at most `RenderRequest.threadRange`'s end), read
  /// once: the help text and every job ask for it.
  static let cores = min(ProcessInfo.processInfo.activeProcessorCount, RenderRequest.threadRange.upperBound)

  func validate() throws {
    if let threads { _ = try renderRequest(scale: nil, time: nil, threads: threads) }
  }
}
