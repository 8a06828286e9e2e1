import Foundation
import LaminaDiff
import LaminaImage

/// What a check found: its samples in name order, the tolerance they were compared with, and, for
/// a shard, which part of the suite it is.
public struct CheckResults {
  /// The samples, in name order.
  public let entries: [SampleCheck]
  /// The tolerance the samples were compared with, as text.
  public let toleranceDescription: String
  /// Which part of a sharded suite this is, or `nil` for a whole suite.
  public let part: CheckJSON.Part?

  /// The results of samples compared with `tolerance`.
  public init(entries: [SampleCheck], tolerance: ImageTolerance, part: CheckJSON.Part?) {
    (self.entries, toleranceDescription, self.part) = (entries, tolerance.description, part)
  }

  /// The results of samples compared with the tolerance described.
  public init(entries: [SampleCheck], toleranceDescription: String, part: CheckJSON.Part?) {
    (self.entries, self.toleranceDescription, self.part) = (entries, toleranceDescription, part)
  }
}

/// `lamina check --json`: the whole check as one JSON document on stdout, for CI scripts. A shard's
/// document also says which part it is and carries the images (PNG, base64) a merged report shows.
public struct CheckJSON: Codable, Sendable {
  /// One sample's line of the document.
  public struct Sample: Codable, Sendable {
    /// The sample's name.
    public let name: String
    /// Its outcome.
    public let status: SampleCheck.Status
    /// Its message.
    public let message: String
    /// Seconds it took.
    public let seconds: Double
    /// The comparison's numbers, when both images were read.
    public let comparedPixels: Int?
    /// How many pixels differ.
    public let differingPixels: Int?
    /// The largest difference of a channel, in levels.
    public let maxChannelDelta: Int?
    /// The largest perceptual difference.
    public let maxPerceptualDelta: Double?
    /// Where the differences lie, `[x, y, width, height]` in pixels from the top left.
    public let differences: [Int]?
    /// A shard's images: expected, actual and diff of a failure, the thumbnail of a pass.
    public var images: [String: String]?
  }

  /// The counts, as the text summary gives them.
  public struct Summary: Codable, Sendable {
    /// How many samples had each outcome.
    public let samples, passed, failed, missing, errors, accepted: Int
  }

  /// Which part of a sharded suite a document is: shard `shard` of `of`, the suite having `samples`.
  public struct Part: Codable, Equatable, Sendable {
    /// Shard `shard` (from 1) of `of`, of a suite of `samples`.
    public let shard, of, samples: Int

    /// Shard `shard` of `of`, of a suite of `samples`.
    public init(shard: Int, of: Int, samples: Int) {
      (self.shard, self.of, self.samples) = (shard, of, samples)
    }
  }

  /// The tolerance, as text.
  public let tolerance: String
  /// Which part of a sharded suite the document is.
  public let shard: Part?
  /// The counts.
  public let summary: Summary
  /// One entry per sample, in name order.
  public let samples: [Sample]

  /// The document of `results`.
  public init(_ results: CheckResults) {
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
  public static func images(of e: SampleCheck) -> [String: String]? {
    let all = [("expected", e.expected), ("actual", e.actual), ("diff", e.diff), ("thumbnail", e.thumbnail)]
    let encoded = all.compactMap { role, image in
      image.flatMap { try? PNG.encode($0) }.map { (role, Data($0).base64EncodedString()) }
    }
    return encoded.isEmpty ? nil : Dictionary(uniqueKeysWithValues: encoded)
  }

  /// The document, keys sorted so that two runs of one check print the same text but for times.
  public func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
