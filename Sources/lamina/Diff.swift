import ArgumentParser
import Foundation
import LaminaDiff
import LaminaImage
import LaminaRender

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two PNG images.",
    discussion: """
      Exact by default; --threshold compares perceptually (pixelmatch's YIQ measure, 0…1) and ignores \
      anti-aliased pixels. Exit codes: 0 the images count as the same, 1 they differ, 2 a file could \
      not be read or written.

      Examples:
        lamina diff Reference/clock.png clock.png
        lamina diff Reference/clock.png clock.png --threshold 0.1 -o diff.png
      """)

  @Argument(help: "The expected image.")
  var expected: String

  @Argument(help: "The actual image.")
  var actual: String

  @Option(
    name: [.short, .customLong("output")],
    help: "Write a diff image here (grey: same, red: different, yellow: anti-aliasing).")
  var output: String?

  @Option(help: "Perceptual threshold, 0…1 (pixelmatch's measure; 0.1 is lenient, 0.01 strict).")
  var threshold: Double?

  @Option(help: "Differing pixels allowed.")
  var maxPixels: Int = 0

  @Option(help: "Fraction of differing pixels allowed, 0…1.")
  var maxRatio: Double = 0

  @Flag(help: "Print the result as JSON.")
  var json = false

  func validate() throws {
    if let threshold, !(0...1).contains(threshold) {
      throw ValidationError("--threshold must be between 0 and 1")
    }
    if maxPixels < 0 { throw ValidationError("--max-pixels must not be negative") }
    if !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio must be between 0 and 1") }
  }

  var tolerance: ImageTolerance {
    let base =
      threshold.map { ImageTolerance(metric: .perceptual(threshold: $0), ignoresAntialiasing: true) }
      ?? .exact
    return base.allowing(pixels: maxPixels).allowing(ratio: maxRatio)
  }

  func run() throws {
    var passed = true
    try reportingErrors {
      if let output { try checkOutput(output, inputs: [expected, actual]) }
      // Both images, and the diff drawn at the first one's size, within one budget.
      let budget = ImageBudget()
      let a = try budget.read(contentsOf: URL(fileURLWithPath: expected), extra: output == nil ? 0 : 1).image
      let b = try budget.read(contentsOf: URL(fileURLWithPath: actual)).image
      let result: ImageDiffResult
      if let output {
        let drawn = ImageDiff.compareDrawingDiff(a, b, tolerance: tolerance)
        result = drawn.result
        try PNG.write(drawn.diff, to: URL(fileURLWithPath: output))
      } else {
        result = ImageDiff.compare(a, b, tolerance: tolerance)
      }
      passed = result.passed
      print(
        json
          ? jsonReport(result)
          : (result.passed ? "same (\(tolerance))" : "different (\(tolerance)): \(result.summary)"))
    }
    if !passed { throw ExitCode(1) }
  }

  func jsonReport(_ r: ImageDiffResult) -> String {
    let box = r.boundingBox.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" } ?? "null"
    return """
      {"same": \(r.passed), "expectedSize": [\(r.expectedSize.width), \(r.expectedSize.height)], \
      "actualSize": [\(r.actualSize.width), \(r.actualSize.height)], "comparedPixels": \(r.comparedPixels), \
      "differingPixels": \(r.differingPixels), "differingRatio": \(r.differingRatio), \
      "antialiasedPixels": \(r.antialiasedPixels), "maxChannelDelta": \(r.maxChannelDelta), \
      "maxPerceptualDelta": \(number(CGFloat(r.maxPerceptualDelta))), "boundingBox": \(box)}
      """
  }
}
