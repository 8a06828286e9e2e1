import ArgumentParser
import Foundation
import Lamina
import LaminaDiff
import LaminaRender
import LaminaScene

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render every sample and compare it with its reference image.",
    discussion: """
      Each folder <samples>/<name>/ with a scene.json is rendered and compared with
      <references>/<name>.png. Prints one line per sample and a summary; --report writes one HTML
      page showing every failure (expected, actual, diff, and a slider between expected and actual).
      Exit codes: 0 all match, 1 some differ or have no reference, 2 a scene or image could not be
      read, or the report could not be written.
      """)

  @Argument(help: "The samples folder.")
  var samples: String = "Samples"

  @Option(help: "The reference images folder (default: Reference beside the samples folder).")
  var references: String?

  @Option(help: "Write an HTML report of the failures to this file.")
  var report: String?

  @Option(help: "Perceptual threshold, 0…1; default: exact.")
  var threshold: Double?

  @Option(help: "Differing pixels allowed per sample.")
  var maxPixels: Int = 0

  @Option(help: "Seconds one sample may take to render before it is stopped and counted as an error.")
  var timeout: Double = 120

  func validate() throws {
    if let threshold, !(0...1).contains(threshold) {
      throw ValidationError("--threshold must be between 0 and 1")
    }
    if maxPixels < 0 { throw ValidationError("--max-pixels must not be negative") }
    if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
  }

  func run() throws {
    var outcome = CheckOutcome.passed
    try reportingErrors {
      let folder = URL(fileURLWithPath: samples)
      let referenceFolder =
        references.map { URL(fileURLWithPath: $0) }
        ?? folder.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Reference")
      let names = try sampleNames(in: folder)
      let tolerance =
        (threshold.map { ImageTolerance(metric: .perceptual(threshold: $0), ignoresAntialiasing: true) }
        ?? .exact)
        .allowing(pixels: maxPixels)
      if let report {
        try checkOutput(
          report,
          inputs: names.flatMap {
            [
              folder.appendingPathComponent("\($0)/scene.json").path,
              referenceFolder.appendingPathComponent("\($0).png").path,
            ]
          })
      }
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lamina-check-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let renderer = IsolatedRender(timeout: timeout, folder: scratch)
      var entries: [SampleCheck] = []
      let progress = Progress(total: names.count)
      for (i, name) in names.enumerated() {
        progress.show(i, name)
        let image = renderer.render(scene: folder.appendingPathComponent("\(name)/scene.json"))
        entries.append(
          SampleCheck.run(name: name, image: image, references: referenceFolder, tolerance: tolerance))
      }
      progress.finish()
      for entry in entries { print(entry.line) }
      let failed = entries.filter { $0.status != .passed }.count
      print("\(entries.count) samples: \(entries.count - failed) passed, \(failed) failed")
      if let report {
        let html = CheckReport(entries: entries, tolerance: tolerance).html()
        try AtomicFile.write(Array(html.utf8), to: report)
      }
      outcome = entries.contains { $0.status == .error } ? .error : failed > 0 ? .failed : .passed
    }
    switch outcome {
    case .passed: return
    case .failed: throw ExitCode(1)
    case .error: throw ExitCode(2)
    }
  }

  private func sampleNames(in folder: URL) throws -> [String] {
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw ValidationError("\(folder.path): cannot list the samples folder")
    }
    let names = entries.filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/scene.json").path)
    }.sorted()
    // A check of nothing must not pass: an empty or mistaken folder is an error.
    guard !names.isEmpty else {
      throw ValidationError("\(folder.path): no samples found (no <name>/scene.json folders)")
    }
    return names
  }
}

enum CheckOutcome { case passed, failed, error }

/// One sample's check.
struct SampleCheck {
  enum Status { case passed, failed, missing, error }

  let name: String
  let status: Status
  let message: String
  var expected: CGImage?
  var actual: CGImage?
  var diff: CGImage?

  /// Compares the sample's rendered `image` (or the reason it has none) with its reference.
  static func run(
    name: String, image: Result<CGImage, SampleFailure>, references: URL, tolerance: ImageTolerance
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
    do {
      let expected = try PNG.read(contentsOf: referenceURL)
      let (result, diff) = ImageDiff.compareDrawingDiff(expected, actual, tolerance: tolerance)
      if result.passed { return SampleCheck(name: name, status: .passed, message: "") }
      return SampleCheck(
        name: name, status: .failed, message: result.summary, expected: expected, actual: actual, diff: diff)
    } catch {
      return SampleCheck(name: name, status: .error, message: "\(error)")
    }
  }

  var line: String {
    let (name, message) = (terminalSafe(name), terminalSafe(message))
    switch status {
    case .passed: return "ok      \(name)"
    case .failed: return "FAILED  \(name): \(message)"
    case .missing: return "MISSING \(name): \(message)"
    case .error: return "ERROR   \(name): \(message)"
    }
  }
}

/// `[3/10] clock` on one rewritten line of the terminal; silent when stderr is not a terminal.
struct Progress {
  let total: Int
  let enabled = isatty(STDERR_FILENO) != 0

  func show(_ index: Int, _ name: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K[\(index + 1)/\(total)] \(terminalSafe(name))".utf8))
  }

  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
