import Foundation
import Lamina
import LaminaDiff
import LaminaRender
import TestSupport
import Testing

@testable import LaminaSnapshot

/// A fresh folder for references and artifacts, removed at the end.
struct Sandbox {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-snap-\(UUID().uuidString)")
  var references: URL { root.appendingPathComponent("Reference") }
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  func configuration(_ record: SnapshotRecordMode, ci: Bool = false) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: record, referenceDirectory: references, artifactsDirectory: artifacts,
      isContinuousIntegration: ci,
      environment: [:])
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

func square(_ color: CGColor, side: CGFloat = 20) -> CALayer {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
  root.backgroundColor = .white
  let box = CALayer()
  box.frame = CGRect(x: 10, y: 10, width: side, height: side)
  box.backgroundColor = color
  root.addSublayer(box)
  return root
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

@Suite struct VerifySnapshotTests {
  @Test func missingReferenceIsRecordedOnceThenPasses() throws {
    let box = Sandbox()
    defer { box.remove() }
    let first = try #require(
      verifySnapshot(of: square(red), named: "red box", configuration: box.configuration(.missing)))
    #expect(first.recorded)
    let expectedPath = box.references.appendingPathComponent(
      "verify-snapshot-tests/missing-reference-is-recorded-once-then-passes-red-box.png")
    #expect(first.reference.path == expectedPath.path)
    #expect(first.message.hasPrefix("No reference existed; recorded one at \(expectedPath.path)"))
    #expect(FileManager.default.fileExists(atPath: expectedPath.path))
    #expect(
      verifySnapshot(of: square(red), named: "red box", configuration: box.configuration(.missing)) == nil)
  }

  @Test func onCIAMissingReferenceFailsAndNothingIsRecorded() throws {
    let box = Sandbox()
    defer { box.remove() }
    for mode in SnapshotRecordMode.allCases {
      let failure = try #require(
        verifySnapshot(of: square(red), named: "ci", configuration: box.configuration(mode, ci: true)))
      #expect(!failure.recorded && failure.message.contains("recording is refused on CI"))
      #expect(!FileManager.default.fileExists(atPath: failure.reference.path))
    }
  }

  @Test func neverModeDoesNotRecord() throws {
    let box = Sandbox()
    defer { box.remove() }
    let failure = try #require(verifySnapshot(of: square(red), configuration: box.configuration(.never)))
    #expect(!failure.recorded && failure.message.contains("record it with LAMINA_SNAPSHOT_RECORD=missing"))
    #expect(failure.artifacts.map(\.lastPathComponent) == ["actual.png"])
  }

  @Test func mismatchWritesArtifactsAndSaysHowToAccept() throws {
    let box = Sandbox()
    defer { box.remove() }
    _ = verifySnapshot(of: square(red), named: "box", configuration: box.configuration(.missing))
    let failure = try #require(
      verifySnapshot(of: square(blue, side: 21), named: "box", configuration: box.configuration(.missing)))
    let result = try #require(failure.result)
    #expect(
      !failure.recorded && result.differingPixels == 41 + 400
        && result.boundingBox == PixelRect(x: 10, y: 10, width: 21, height: 21))
    #expect(
      failure.artifacts.map(\.lastPathComponent) == [
        "expected.png", "actual.png", "diff.png", "side-by-side.png",
      ])
    for url in failure.artifacts { #expect(FileManager.default.fileExists(atPath: url.path)) }
    let folder = box.artifacts.appendingPathComponent(
      "verify-snapshot-tests/mismatch-writes-artifacts-and-says-how-to-accept-box")
    #expect(failure.artifacts[1].path == folder.appendingPathComponent("actual.png").path)
    #expect(failure.message.contains("441 of 1600 pixels differ (27.5625%)"))
    #expect(
      failure.message.contains(
        "Accept the change: mkdir -p '\(failure.reference.deletingLastPathComponent().path)' && cp '\(failure.artifacts[1].path)' '\(failure.reference.path)'"
      ))
    let strip = try PNG.read(contentsOf: failure.artifacts[3])
    #expect(strip.width == 40 * 3 + 16 && strip.height == 40)
  }

  @Test func failedModeRerecordsAMismatch() throws {
    let box = Sandbox()
    defer { box.remove() }
    _ = verifySnapshot(of: square(red), named: "box", configuration: box.configuration(.missing))
    let failure = try #require(
      verifySnapshot(of: square(blue), named: "box", configuration: box.configuration(.failed)))
    #expect(
      failure.recorded
        && failure.message.hasPrefix("Re-recorded the reference (mode failed): 400 of 1600 pixels differ"))
    #expect(try PNG.read(contentsOf: failure.reference).pixel(x: 15, y: 15) == 0xFF00_00FF)
  }

  @Test func allModeLeavesUnchangedReferencesAlone() throws {
    let box = Sandbox()
    defer { box.remove() }
    let reference = box.references.appendingPathComponent("fast-encoded.png")
    try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
    let image = try LayerRenderer().render(square(red))
    try PNG.write(image, to: reference, options: .fast)
    let before = try Data(contentsOf: reference)
    #expect(verifySnapshot(of: image, reference: reference, configuration: box.configuration(.all)) == nil)
    #expect(try Data(contentsOf: reference) == before)
    let changed = try LayerRenderer().render(square(blue))
    #expect(
      verifySnapshot(of: changed, reference: reference, configuration: box.configuration(.all))?.recorded
        == true)
    #expect(try PNG.read(contentsOf: reference) == changed)
  }

  @Test func recordedReferencesAreCompact() throws {
    let box = Sandbox()
    defer { box.remove() }
    let failure = try #require(verifySnapshot(of: square(red), configuration: box.configuration(.missing)))
    let image = try LayerRenderer().render(square(red))
    #expect(try Data(contentsOf: failure.reference).count == PNG.encode(image, options: .compact).count)
  }

  @Test func toleranceAppliesToTheComparison() throws {
    let box = Sandbox()
    defer { box.remove() }
    let reference = box.references.appendingPathComponent("tolerant.png")
    _ = verifySnapshot(
      of: try LayerRenderer().render(square(red)), reference: reference,
      configuration: box.configuration(.missing))
    let nearly = try LayerRenderer().render(square(CGColor(red: 254.0 / 255, green: 0, blue: 0, alpha: 1)))
    #expect(verifySnapshot(of: nearly, reference: reference, configuration: box.configuration(.never)) != nil)
    #expect(
      verifySnapshot(
        of: nearly, reference: reference, tolerance: .channel(1), configuration: box.configuration(.never))
        == nil)
  }

  @Test func unnamedSnapshotsInOneTestAreNumbered() throws {
    let box = Sandbox()
    defer { box.remove() }
    let first = try #require(verifySnapshot(of: square(red), configuration: box.configuration(.missing)))
    let second = try #require(verifySnapshot(of: square(blue), configuration: box.configuration(.missing)))
    #expect(first.reference.lastPathComponent == "unnamed-snapshots-in-one-test-are-numbered.png")
    #expect(second.reference.lastPathComponent == "unnamed-snapshots-in-one-test-are-numbered-2.png")
  }

  @Test func corruptReferenceIsAClearFailure() throws {
    let box = Sandbox()
    defer { box.remove() }
    let reference = box.references.appendingPathComponent("corrupt.png")
    try FileManager.default.createDirectory(at: box.references, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: reference)
    let failure = try #require(
      verifySnapshot(
        of: try LayerRenderer().render(square(red)), reference: reference,
        configuration: box.configuration(.missing)))
    #expect(
      failure.message
        == "cannot read the reference: \(reference.path): not a PNG file (the 8-byte signature is missing)")
  }
}

@Suite struct SnapshotNamingTests {
  @Test(arguments: [
    ("ClockTests", "clock-tests"), ("rendersTheClock", "renders-the-clock"),
    ("Dark mode @2x", "dark-mode-2x"),
    ("testHTTPServer", "test-httpserver"), ("ünïcode / slash", "n-code-slash"), ("", "snapshot"),
    ("v1.2", "v1.2"),
  ])
  func namesAreKebabCaseAndFilesystemSafe(input: String, expected: String) {
    #expect(SnapshotName.kebab(input) == expected)
  }

  @Test func relativePathUsesFileTestAndName() {
    #expect(
      SnapshotName.relativePath(
        filePath: "/x/Tests/ClockTests.swift", function: "rendersClock()", named: nil, counter: 1)
        == "clock-tests/renders-clock.png")
    #expect(
      SnapshotName.relativePath(
        filePath: "/x/ClockTests.swift", function: "testClock", named: "Night", counter: 1)
        == "clock-tests/test-clock-night.png")
    #expect(
      SnapshotName.relativePath(
        filePath: "/x/ClockTests.swift", function: "rendersClock()", named: nil, counter: 3)
        == "clock-tests/renders-clock-3.png")
  }

  @Test func referencesAreFoundAtThePackageRoot() {
    #expect(
      SnapshotConfiguration.packageRoot(above: #filePath)?.standardizedFileURL.path
        == packageRoot.standardizedFileURL.path)
    let config = SnapshotConfiguration(environment: [:])
    #expect(config.references(for: #filePath).path == packageRoot.appendingPathComponent("Reference").path)
    #expect(config.record == .missing && !config.isContinuousIntegration)
  }

  @Test func environmentSetsTheConfiguration() {
    let config = SnapshotConfiguration(environment: [
      "LAMINA_SNAPSHOT_RECORD": "failed", "CI": "true", "LAMINA_SNAPSHOT_ARTIFACTS": "/tmp/a",
    ])
    #expect(config.record == .failed && config.isContinuousIntegration && config.effectiveRecord == .never)
    #expect(config.artifactsDirectory?.path == "/tmp/a")
  }

  /// The one rule `lamina check --accept` also follows: `CI` set, and not empty, `0` or `false`.
  @Test(
    arguments: [
      (nil, false), ("", false), ("0", false), ("false", false), ("FALSE", false), ("true", true),
      ("1", true),
      ("yes", true),
    ] as [(String?, Bool)])
  func ciIsOneRuleForSnapshotsAndTheCommand(value: String?, running: Bool) {
    let environment = value.map { ["CI": $0] } ?? [:]
    #expect(ContinuousIntegration.isRunning(in: environment) == running)
    #expect(SnapshotConfiguration(environment: environment).isContinuousIntegration == running)
  }

  @Test func anUnknownRecordModeIsAnErrorNotIgnored() throws {
    let config = SnapshotConfiguration(environment: ["LAMINA_SNAPSHOT_RECORD": "yes"])
    #expect(
      config.problem
        == #"LAMINA_SNAPSHOT_RECORD="yes" is not a record mode; expected one of: never, missing, failed, all"#
    )
    let image = try #require(CGImage(width: 1, height: 1, premultipliedARGB: [0]))
    let failure = verifySnapshot(
      of: image, reference: URL(fileURLWithPath: "/nonexistent/x.png"), configuration: config)
    #expect(failure?.message == config.problem && failure?.recorded == false)
    #expect(SnapshotConfiguration(environment: ["LAMINA_SNAPSHOT_RECORD": ""]).problem == nil)
  }
}

@Suite struct AssertSnapshotTests {
  @Test func swiftTestingIsDetected() {
    #expect(TestFramework.current == .swiftTesting)
  }

  @Test func aMismatchRecordsAnIssue() throws {
    let box = Sandbox()
    defer { box.remove() }
    _ = verifySnapshot(of: square(red), named: "issue", configuration: box.configuration(.missing))
    withKnownIssue {
      assertSnapshot(of: square(blue), named: "issue", configuration: box.configuration(.never))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("400 of 1600 pixels differ") }
    }
  }

  @Test func aMatchRecordsNothing() throws {
    let box = Sandbox()
    defer { box.remove() }
    _ = verifySnapshot(of: square(red), named: "match", configuration: box.configuration(.missing))
    assertSnapshot(of: square(red), named: "match", configuration: box.configuration(.never))
  }

  @Test(arguments: [1, 2])
  func parameterizedTestsNeedANamePerArgument(argument: Int) {
    withKnownIssue {
      assertSnapshot(of: square(red), configuration: Sandbox().configuration(.never))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("needs named:") }
    }
  }
}
