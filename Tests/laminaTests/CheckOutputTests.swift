import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `lamina check` for CI: JSON on stdout, JUnit XML, and `--accept`.
@Suite struct CheckOutputTests {
  @Test func jsonCarriesEverySampleWithItsNumbers() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let run = try lamina("check", broken.samples, "--json")
    #expect(run.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(
      summary == ["samples": 2, "passed": 1, "failed": 1, "missing": 0, "errors": 0, "accepted": 0])
    #expect(document["tolerance"] as? String == "exact")
    let samples = try #require(document["samples"] as? [[String: Any]])
    #expect(samples.map { $0["name"] as? String } == ["clock", "hit-test"])
    let clock = samples[0]
    #expect(clock["status"] as? String == "failed")
    #expect(clock["differingPixels"] as? Int == 1528 && clock["comparedPixels"] as? Int == 57600)
    #expect(clock["maxChannelDelta"] as? Int == 234)
    #expect(clock["differences"] as? [Int] == [62, 78, 126, 106])
    #expect(samples[1]["status"] as? String == "passed" && samples[1]["differingPixels"] as? Int == 0)
  }

  @Test func junitIsWellFormedAndEscapesNames() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    // A sample whose folder name needs escaping in XML, with no reference: a failure.
    let odd = #"a&b<"c'"#
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Samples/hit-test"),
      to: broken.root.appendingPathComponent("Samples/\(odd)"))
    let junit = broken.root.appendingPathComponent("results.xml")
    let run = try lamina("check", broken.samples, "--junit", junit.path)
    #expect(run.status == 1)
    let cases = try JUnitCases(contentsOf: junit)
    #expect(cases.suites == [["tests": "3", "failures": "2", "errors": "0", "skipped": "0"]])
    #expect(cases.names == [odd, "clock", "hit-test"])
    #expect(cases.outcomes == ["failure MissingReference", "failure ImageMismatch", "passed"])
    #expect(cases.messages[1].hasPrefix("1528 of 57600 pixels differ"))
  }

  @Test func acceptWritesTheChosenRendersAsReferences() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let reference = broken.root.appendingPathComponent("Reference/clock.png")
    let before = try Data(contentsOf: reference)
    // Naming only the passing sample accepts nothing: the clock still fails.
    let hitOnly = try lamina("check", broken.samples, "--accept", "hit-test", environment: ["CI": nil])
    #expect(hitOnly.status == 1 && hitOnly.stdout.hasSuffix("2 samples: 1 passed, 1 failed, 0 accepted\n"))
    #expect(try Data(contentsOf: reference) == before)
    let accepted = try lamina("check", broken.samples, "--accept", "clock", environment: ["CI": nil])
    #expect(accepted.status == 0)
    #expect(accepted.stdout.hasPrefix("ACCEPTED clock: wrote \(reference.path) (was: 1528 of 57600"))
    // The new reference is what `lamina render` draws for the sample.
    let rendered = temporaryFile("clock.png")
    defer { try? FileManager.default.removeItem(at: rendered) }
    #expect(try lamina("render", "Samples/clock/scene.json", "-o", rendered.path).status == 0)
    #expect(try lamina("diff", reference.path, rendered.path).stdout.hasPrefix("same"))
    let again = try lamina("check", broken.samples)
    #expect(again.status == 0 && again.stdout.hasSuffix("2 samples: 2 passed, 0 failed\n"))
  }

  @Test func acceptWritesALargeRenderWithTheFastEncoding() throws {
    // 4,400² pixels: the compact preset's trials (420 ns a pixel) would pass the 8 s work limit.
    let root = temporaryFile("accept-large")
    defer { try? FileManager.default.removeItem(at: root) }
    let sample = root.appendingPathComponent("Samples/large")
    try FileManager.default.createDirectory(at: sample, withIntermediateDirectories: true)
    try Data(##"{"canvas": {"width": 4400, "height": 4400, "background": "#336699"}, "layers": []}"##.utf8)
      .write(to: sample.appendingPathComponent("scene.json"))
    let references = root.appendingPathComponent("Reference")
    let run = try lamina(
      "check", root.appendingPathComponent("Samples").path, "--references", references.path, "--accept",
      environment: ["CI": nil])
    #expect(run.status == 0, "\(run.stderr)")
    let reference = references.appendingPathComponent("large.png")
    #expect(
      run.stdout.contains("ACCEPTED large: wrote \(reference.path); fast PNG encoding: the compact one"))
    let again = try lamina(
      "check", root.appendingPathComponent("Samples").path, "--references", references.path)
    #expect(again.status == 0 && again.stdout.hasSuffix("1 samples: 1 passed, 0 failed\n"))
  }

  @Test func acceptIsRefusedInCIAndForUnknownNames() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let reference = broken.root.appendingPathComponent("Reference/clock.png")
    let before = try Data(contentsOf: reference)
    let ci = try lamina("check", broken.samples, "--accept", environment: ["CI": "true"])
    #expect(ci.status == 64 && ci.stderr.contains("refused when CI is set (CI=true)"))
    let typo = try lamina("check", broken.samples, "--accept", "clokc", environment: ["CI": nil])
    #expect(typo.status == 64 && typo.stderr.contains(#"no sample named "clokc""#))
    #expect(try Data(contentsOf: reference) == before)
    // CI=false is a developer's machine: a bare --accept accepts every failing sample.
    let all = try lamina("check", broken.samples, "--accept", environment: ["CI": "false"])
    #expect(all.status == 0 && all.stdout.hasSuffix("2 samples: 1 passed, 0 failed, 1 accepted\n"))
  }
}

/// The test cases of a JUnit XML file, read with Foundation's XML parser (which also proves the file
/// well-formed).
final class JUnitCases: NSObject, XMLParserDelegate {
  var suites: [[String: String]] = []
  var names: [String] = []
  var outcomes: [String] = []
  var messages: [String] = []

  init(contentsOf url: URL) throws {
    super.init()
    let parser = try #require(XMLParser(contentsOf: url))
    parser.delegate = self
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    switch element {
    case "testsuite":
      suites.append(attributes.filter { ["tests", "failures", "errors", "skipped"].contains($0.key) })
    case "testcase":
      names.append(attributes["name"] ?? "?")
      outcomes.append("passed")
      messages.append("")
    case "failure", "error":
      outcomes[outcomes.count - 1] = "\(element) \(attributes["type"] ?? "?")"
      messages[messages.count - 1] = attributes["message"] ?? ""
    default: break
    }
  }
}
