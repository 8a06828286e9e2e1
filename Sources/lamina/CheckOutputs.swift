import Foundation
import LaminaDiff
import LaminaRender

/// What a check found: its samples in name order, the tolerance they were compared with, and, for
/// a shard, which part of the suite it is.
struct CheckResults {
  let entries: [SampleCheck]
  let toleranceDescription: String
  let part: CheckJSON.Part?

  init(entries: [SampleCheck], tolerance: ImageTolerance, part: CheckJSON.Part?) {
    (self.entries, toleranceDescription, self.part) = (entries, tolerance.description, part)
  }

  init(entries: [SampleCheck], toleranceDescription: String, part: CheckJSON.Part?) {
    (self.entries, self.toleranceDescription, self.part) = (entries, toleranceDescription, part)
  }
}

/// `lamina check --json`: the whole check as one JSON document on stdout, for CI scripts. A shard's
/// document also says which part it is and carries the images (PNG, base64) a merged report shows.
struct CheckJSON: Codable {
  /// One sample's line of the document.
  struct Sample: Codable {
    let name: String
    let status: SampleCheck.Status
    let message: String
    let seconds: Double
    let comparedPixels: Int?
    let differingPixels: Int?
    let maxChannelDelta: Int?
    let maxPerceptualDelta: Double?
    /// Where the differences lie, `[x, y, width, height]` in pixels from the top left.
    let differences: [Int]?
    /// A shard's images: expected, actual and diff of a failure, the thumbnail of a pass.
    var images: [String: String]?
  }

  /// The counts, as the text summary gives them.
  struct Summary: Codable {
    let samples, passed, failed, missing, errors, accepted: Int
  }

  /// Which part of a sharded suite a document is: shard `shard` of `of`, the suite having `samples`.
  struct Part: Codable, Equatable {
    let shard, of, samples: Int
  }

  let tolerance: String
  let shard: Part?
  let summary: Summary
  let samples: [Sample]

  init(_ results: CheckResults) {
    let entries = results.entries
    tolerance = results.toleranceDescription
    shard = results.part
    func count(_ status: SampleCheck.Status) -> Int { entries.filter { $0.status == status }.count }
    summary = Summary(
      samples: entries.count, passed: count(.passed), failed: count(.failed), missing: count(.missing),
      errors: count(.error), accepted: count(.accepted))
    samples = entries.map { e in
      if let recorded = e.recorded { return recorded }
      let box = e.result?.boundingBox
      var sample = Sample(
        name: e.name, status: e.status, message: e.message, seconds: (e.seconds * 1000).rounded() / 1000,
        comparedPixels: e.result?.comparedPixels, differingPixels: e.result?.differingPixels,
        maxChannelDelta: e.result?.maxChannelDelta,
        maxPerceptualDelta: e.result.map { ($0.maxPerceptualDelta * 10000).rounded() / 10000 },
        differences: box.map { [$0.x, $0.y, $0.width, $0.height] }, images: nil)
      if results.part != nil { sample.images = CheckJSON.images(of: e) }
      return sample
    }
  }

  /// A sample's images as base64 PNG, by role.
  static func images(of e: SampleCheck) -> [String: String]? {
    let all = [("expected", e.expected), ("actual", e.actual), ("diff", e.diff), ("thumbnail", e.thumbnail)]
    let encoded = all.compactMap { role, image in
      image.flatMap { try? PNG.encode($0) }.map { (role, Data($0).base64EncodedString()) }
    }
    return encoded.isEmpty ? nil : Dictionary(uniqueKeysWithValues: encoded)
  }

  /// The document, keys sorted so that two runs of one check print the same text but for times.
  func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

/// `lamina check --junit FILE`: JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) read test results from. One test case per sample; a difference or a missing reference
/// is a `<failure>`, a scene that cannot be rendered an `<error>`.
struct CheckJUnit {
  let entries: [SampleCheck]
  /// The samples folder, the suite's name.
  let suite: String

  func xml() -> String {
    let failures = entries.filter { $0.status == .failed || $0.status == .missing }.count
    let errors = entries.filter { $0.status == .error }.count
    let seconds = entries.reduce(0) { $0 + $1.seconds }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"lamina check\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" time=\"\(time(seconds))\">",
      "  <testsuite name=\"\(escape(suite))\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" skipped=\"0\" time=\"\(time(seconds))\">",
    ]
    for e in entries {
      let open =
        "    <testcase classname=\"lamina.check\" name=\"\(escape(e.name))\" time=\"\(time(e.seconds))\""
      switch e.status {
      case .passed:
        lines.append(open + "/>")
      case .accepted:
        lines.append(open + ">")
        lines.append("      <system-out>\(escape(e.message))</system-out>")
        lines.append("    </testcase>")
      case .failed, .missing, .error:
        let (element, type) =
          e.status == .error
          ? ("error", "SampleError")
          : ("failure", e.status == .missing ? "MissingReference" : "ImageMismatch")
        lines.append(open + ">")
        lines.append(
          "      <\(element) type=\"\(type)\" message=\"\(escape(e.message))\">\(escape(e.message))</\(element)>"
        )
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>", ""]
    return lines.joined(separator: "\n")
  }

  private func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

  /// Text as XML 1.0 character data or attribute value: markup characters escaped, and the control
  /// characters XML 1.0 cannot carry at all replaced by U+FFFD.
  private func escape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out.unicodeScalars.append("\u{FFFD}")
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
