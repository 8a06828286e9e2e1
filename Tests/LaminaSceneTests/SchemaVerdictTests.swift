import Foundation
import TestSupport
import Testing

@testable import LaminaScene

/// `Docs/scene.schema.json` says what the loader says: a corpus of good and bad scenes gets the same
/// verdict from a real JSON Schema validator (the `jsonschema` package, draft 2020-12) and from
/// `Scene.load`.
@Suite struct SchemaVerdictTests {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private var corpus: URL { root.appendingPathComponent("Fixtures/SchemaCorpus") }

  /// What JSON Schema cannot say, each with the reason: the loader alone refuses these.
  private let beyondJSONSchema = [
    // The canvas limit is 16384 pixels a side after `scale`; a schema cannot multiply two values.
    "canvas-too-wide-at-scale-2",
    // One location per colour: a schema cannot compare the lengths of two arrays.
    "gradient-more-locations-than-colors",
    // A number in path data must be finite (1e310 is not a Double); the pattern reads its digits only.
    "path-number-not-finite",
  ]

  private func files(_ folder: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)
      .filter { $0.hasSuffix(".json") }.sorted()
      .map { corpus.appendingPathComponent("\(folder)/\($0)") }
  }

  /// Each file's verdict from the `jsonschema` validator: `nil` for valid, else its reason.
  private func schemaVerdicts(_ files: [URL]) throws -> [String: String?] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      [
        "python3", corpus.appendingPathComponent("validate.py").path,
        packageRoot.path + "/Docs/scene.schema.json",
      ]
      + files.map(\.path)
    let (out, err) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (out, err)
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "the validator did not run (scripts/install-deps --test installs jsonschema): \(problem)")
    var verdicts: [String: String?] = [:]
    for line in text.split(separator: "\n") {
      if line.hasPrefix("valid ") {
        verdicts[String(line.dropFirst(6))] = .some(nil)
      } else if line.hasPrefix("invalid "), let colon = line.range(of: ".json: ") {
        verdicts[String(line[line.index(line.startIndex, offsetBy: 8)..<colon.lowerBound]) + ".json"] =
          String(line[colon.upperBound...])
      }
    }
    return verdicts
  }

  /// The loader's verdict: `nil` for a scene that loads, else its error.
  private func loaderVerdict(_ file: URL) -> String? {
    do {
      _ = try Scene.load(contentsOf: file)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func theValidatorAndTheLoaderAgreeOnEveryScene() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: packageRoot.path + "/Samples").sorted()
      .map { packageRoot.appendingPathComponent("Samples/\($0)/scene.json") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    let (valid, invalid) = (try files("valid") + samples, try files("invalid"))
    #expect(samples.count >= 20 && valid.count >= 30 && invalid.count >= 30)
    let schema = try schemaVerdicts(valid + invalid)
    #expect(schema.count == valid.count + invalid.count)
    for file in valid {
      let (bySchema, byLoader) = (schema[file.path] ?? "not validated", loaderVerdict(file))
      #expect(bySchema == nil, "the schema refuses \(file.lastPathComponent): \(bySchema ?? "")")
      #expect(byLoader == nil, "the loader refuses \(file.lastPathComponent): \(byLoader ?? "")")
    }
    for file in invalid {
      let name = file.deletingPathExtension().lastPathComponent
      let (bySchema, byLoader) = (schema[file.path] ?? "not validated", loaderVerdict(file))
      #expect(byLoader != nil, "the loader accepts \(name)")
      if beyondJSONSchema.contains(name) {
        #expect(bySchema == nil, "the schema now refuses \(name): take it off beyondJSONSchema")
      } else {
        #expect(bySchema != nil, "the schema accepts \(name), which the loader refuses: \(byLoader ?? "")")
      }
    }
  }
}
