import ArgumentParser
import Foundation
import Lamina
import LaminaCheck
import LaminaDiff
import LaminaImage
import LaminaRender
import LaminaScene

/// How a check ends: exit 0, 1 or 2.
enum CheckOutcome { case passed, failed, error }

extension CheckShard: ExpressibleByArgument {
  /// `K/N`, as `--shard` takes it.
  public init?(argument: String) { self.init(argument) }
}

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Render every sample and compare it with its reference image.",
    discussion: """
      Each folder <samples>/<name>/ with a scene.json is rendered and compared with \
      <references>/<name>.png. Prints one line per sample and a summary (--json: one JSON document); \
      --junit writes JUnit XML for CI; --report writes one HTML page showing every failure \
      (expected, actual, diff, a slider between expected and actual), filterable, with the passed \
      samples as thumbnails. --accept writes the renders of failing or missing samples as their \
      references (all, or those named: --accept clock,hit-test); it is refused when CI is set.

      Exit codes: 0 all match (or were accepted), 1 some differ or have no reference, 2 a scene or \
      image could not be read, or an output could not be written.

      Examples:
        lamina check Samples --report report.html --junit junit.xml
        lamina check Samples --shard 2/4 --json > shard-2.json
        lamina check --merge shard-*.json --report report.html
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

  @OptionGroup var parallel: ThreadsOption

  @Option(
    help: ArgumentHelp(
      "Check only part K of N of the samples (sorted by name, split into N runs of consecutive samples, as Playwright's --shard does); with --json, the partial result --merge reads.",
      valueName: "K/N"))
  var shard: CheckShard?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Join the partial JSON results of every shard into one summary, report and JUnit file.",
      valueName: "files"))
  var merge: [String] = []

  @Flag(help: "Print the results as one JSON document on stdout instead of lines.")
  var json = false

  @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"))
  var junit: String?

  @Option(
    defaultAsFlag: "",
    help: ArgumentHelp(
      "Record the renders of failing or missing samples as their references: all of them, or only those named (comma-separated). Refused when CI is set.",
      valueName: "names"))
  var accept: String?

  func validate() throws {
    if let threshold, !(0...1).contains(threshold) {
      throw ValidationError("--threshold must be between 0 and 1")
    }
    if maxPixels < 0 { throw ValidationError("--max-pixels must not be negative") }
    if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    if accept != nil, let ci = ContinuousIntegration.value() {
      throw ValidationError(
        "--accept re-records reference images and is refused when CI is set (CI=\(terminalSafe(ci))); "
          + "accept on a developer's machine and commit the images")
    }
  }

  func run() throws {
    var outcome = CheckOutcome.passed
    if !merge.isEmpty {
      try reportingErrors { outcome = try finish(try CheckMerge.read(merge), suite: "merged shards") }
      return try exit(outcome)
    }
    try reportingErrors {
      let folder = URL(fileURLWithPath: samples)
      let referenceFolder =
        references.map { URL(fileURLWithPath: $0) }
        ?? folder.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Reference")
      let all = try sampleNames(in: folder)
      let names = shard.map { Array(all[$0.range(of: all.count)]) } ?? all
      let accepting = try acceptedNames(among: names)
      let tolerance =
        (threshold.map { ImageTolerance(metric: .perceptual(threshold: $0), ignoresAntialiasing: true) }
        ?? .exact)
        .allowing(pixels: maxPixels)
      let inputs = names.flatMap {
        [
          folder.appendingPathComponent("\($0)/scene.json").path,
          referenceFolder.appendingPathComponent("\($0).png").path,
        ]
      }
      for output in [report, junit].compactMap({ $0 }) { try checkOutput(output, inputs: inputs) }
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lamina-check-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      // Threads the samples leave over rasterize each sample's image in bands.
      let budget = ImageBudget()
      let renderer = IsolatedRender(
        timeout: timeout, folder: scratch,
        threads: max(1, parallel.count / min(parallel.count, max(names.count, 1))), budget: budget)
      let progress = Progress(total: names.count)
      let thumbnails = report != nil || shard != nil
      // Each sample renders in its own process, --threads at a time; the results keep the names' order.
      var entries = inParallel(names.count, threads: parallel.count) { i in
        let started = Date()
        let image = renderer.render(scene: folder.appendingPathComponent("\(names[i])/scene.json"))
        var entry = SampleCheck.run(
          name: names[i], image: image, references: referenceFolder, tolerance: tolerance,
          thumbnails: thumbnails, budget: budget)
        entry.seconds = Date().timeIntervalSince(started)
        progress.finished(names[i])
        return entry
      }
      progress.finish()
      for i in entries.indices where accepting.contains(entries[i].name) {
        try acceptRender(of: &entries[i], into: referenceFolder)
      }
      let part = shard.map { CheckJSON.Part(shard: $0.index, of: $0.count, samples: all.count) }
      outcome = try finish(CheckResults(entries: entries, tolerance: tolerance, part: part), suite: samples)
    }
    try exit(outcome)
  }

  /// Prints the results (lines or JSON), writes the JUnit and HTML files asked for, and says how the
  /// check ends.
  private func finish(_ results: CheckResults, suite: String) throws -> CheckOutcome {
    let entries = results.entries
    let failed = entries.filter(\.isFailure).count
    if json {
      print(try CheckJSON(results).text())
    } else {
      for entry in entries { print(entry.line) }
      let accepted = entries.filter { $0.status == .accepted }.count
      print(
        "\(entries.count) samples: \(entries.count - failed - accepted) passed, \(failed) failed"
          + (accept != nil ? ", \(accepted) accepted" : "")
          + (results.part.map { " (shard \($0.shard) of \($0.of), \($0.samples) samples in all)" } ?? ""))
    }
    if let junit {
      let xml = CheckJUnit(entries: entries, suite: suite).xml()
      try AtomicFile.write(Array(xml.utf8), to: junit)
    }
    if let report {
      let html = CheckReport(entries: entries, tolerance: results.toleranceDescription).html()
      try AtomicFile.write(Array(html.utf8), to: report)
    }
    return entries.contains { $0.status == .error } ? .error : failed > 0 ? .failed : .passed
  }

  private func exit(_ outcome: CheckOutcome) throws {
    switch outcome {
    case .passed: return
    case .failed: throw ExitCode(1)
    case .error: throw ExitCode(2)
    }
  }

  /// The samples `--accept` may re-record: all of them when it names none; a name that is not a
  /// sample is a usage error (exit 64), so that a typo cannot silently accept nothing.
  private func acceptedNames(among names: [String]) throws -> Set<String> {
    guard let accept else { return [] }
    let chosen = accept.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if chosen.isEmpty { return Set(names) }
    if let unknown = chosen.first(where: { !names.contains($0) }) {
      printError("error: --accept: no sample named \"\(terminalSafe(unknown))\" in \(terminalSafe(samples))")
      throw ExitCode.validationFailure
    }
    return Set(chosen)
  }

  /// Writes a failing or missing sample's render as its reference, in the form
  /// `scripts/record-references` writes (`lamina render --compact`), and marks it accepted. The
  /// encoding is counted as a render counts its canvas and compact trials (`RenderCost`), without
  /// the drawing: past the render work limit the reference is written with the fast encoding
  /// instead, and the message says so.
  private func acceptRender(of entry: inout SampleCheck, into references: URL) throws {
    guard entry.status == .failed || entry.status == .missing, let actual = entry.actual else { return }
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
    let url = references.appendingPathComponent("\(entry.name).png")
    let pixels = Double(actual.width) * Double(actual.height)
    let cost = pixels * (RenderCost.canvasPixel + RenderCost.encodedPixel(.compact))
    let compact = cost <= Double(RenderLimits().work)
    try PNG.write(actual, to: url, options: compact ? .compact : .fast)
    let encoding = compact ? "" : "; fast PNG encoding: the compact one would pass the render work limit"
    entry.message = "wrote \(url.path)\(encoding) (was: \(entry.message))"
    entry.status = .accepted
    (entry.expected, entry.diff) = (nil, nil)
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
