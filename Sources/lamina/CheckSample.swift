import Foundation
import Lamina
import LaminaDiff
import LaminaGraphics
import LaminaRender

enum CheckOutcome { case passed, failed, error }

/// One sample's check. (Its images are never changed once made, so it may cross threads.)
struct SampleCheck: @unchecked Sendable {
  /// What became of the sample; `accepted` is a failure whose render became its reference.
  enum Status: String, Codable, CaseIterable { case passed, failed, missing, error, accepted }

  let name: String
  var status: Status
  var message: String
  /// The comparison's numbers, when both images could be read.
  var result: ImageDiffResult?
  var expected: CGImage?
  var actual: CGImage?
  var diff: CGImage?
  /// A small copy of the render of a passed sample, for the report's overview.
  var thumbnail: CGImage?
  /// Seconds spent rendering and comparing.
  var seconds = 0.0
  /// The sample as a shard's JSON recorded it, when it comes from `--merge`.
  var recorded: CheckJSON.Sample?

  /// Compares the sample's rendered `image` (or the reason it has none) with its reference. The
  /// reference and the diff are decoded and drawn within `budget`, which already holds the render;
  /// a failed sample keeps its images (for the report), any other gives them back.
  static func run(
    name: String, image: Result<CGImage, SampleFailure>, references: URL, tolerance: ImageTolerance,
    thumbnails: Bool, budget: ImageBudget
  ) -> SampleCheck {
    let actual: CGImage
    switch image {
    case .success(let rendered): actual = rendered
    case .failure(let failure): return SampleCheck(name: name, status: .error, message: failure.message)
    }
    let referenceURL = references.appendingPathComponent("\(name).png")
    guard FileManager.default.fileExists(atPath: referenceURL.path) else {
      return SampleCheck(
        name: name, status: .missing, message: "no reference at \(referenceURL.path)", actual: actual)
    }
    let rendered = actual.width * actual.height
    do {
      // The diff image is drawn at the reference's size: taken with it.
      let (expected, held) = try budget.read(contentsOf: referenceURL, extra: 1)
      let (result, diff) = ImageDiff.compareDrawingDiff(expected, actual, tolerance: tolerance)
      if result.passed {
        budget.give(held + rendered)
        return SampleCheck(
          name: name, status: .passed, message: "", result: result,
          thumbnail: thumbnails ? shrunk(actual, toFit: 160) : nil)
      }
      return SampleCheck(
        name: name, status: .failed, message: result.summary, result: result, expected: expected,
        actual: actual, diff: diff)
    } catch {
      budget.give(rendered)
      return SampleCheck(name: name, status: .error, message: "\(error)")
    }
  }

  /// True when the sample counts against the check.
  var isFailure: Bool { status != .passed && status != .accepted }

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

/// `image` scaled down (never up) to fit a `side`×`side` square, keeping its proportions.
func shrunk(_ image: CGImage, toFit side: Int) -> CGImage? {
  let scale = min(1, Double(side) / Double(max(image.width, image.height, 1)))
  let (width, height) = (max(1, Int(Double(image.width) * scale)), max(1, Int(Double(image.height) * scale)))
  guard
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
  else { return nil }
  context.interpolationQuality = .high
  context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
  return context.makeImage()
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
