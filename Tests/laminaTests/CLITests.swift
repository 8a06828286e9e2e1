import Foundation
import TestSupport
import Testing

/// What one run of the built `lamina` printed and returned.
struct Run {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// The `lamina` executable built beside the test bundle.
let laminaBinary: URL = {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("lamina")
  return FileManager.default.isExecutableFile(atPath: beside.path)
    ? beside : packageRoot.appendingPathComponent(".build/debug/lamina")
}()

/// Runs the `lamina` executable built beside the test bundle.
func lamina(_ arguments: String..., environment: [String: String?] = [:]) throws -> Run {
  try run(laminaBinary, arguments, environment: environment)
}

/// Runs `executable` with `arguments` in the package root, collecting what it prints; `environment`
/// sets (or, with `nil`, removes) variables of this process's environment for the run.
func run(_ executable: URL, _ arguments: [String], environment: [String: String?] = [:]) throws -> Run {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  var merged = ProcessInfo.processInfo.environment
  // A crashing child reports on stderr (its fatal error, or the sanitizer's report) and exits: the
  // Swift backtracer it would start can hang reading the dead process while holding the child's
  // pipes open, and the test would then wait for ever instead of failing.
  merged["SWIFT_BACKTRACE"] = "enable=no"
  for (key, value) in environment { merged[key] = value }
  process.environment = merged
  process.currentDirectoryURL = packageRoot
  let (out, err) = (Pipe(), Pipe())
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let (stdout, stderr) = readBoth(out, err)
  process.waitUntilExit()
  return Run(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

func temporaryFile(_ name: String) -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent("lamina-cli-\(UUID().uuidString)-\(name)")
}

@Suite struct RenderCommandTests {
  @Test func rendersTheClockLikeItsReference() throws {
    let out = temporaryFile("clock.png")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try lamina("render", "Samples/clock/scene.json", "-o", out.path)
    #expect(run.status == 0 && run.stderr.isEmpty)
    let data = try Data(contentsOf: out)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // IHDR width and height: 240 × 240.
    #expect(Array(data[16..<24]) == [0, 0, 0, 240, 0, 0, 0, 240])
  }

  @Test func scaleOptionMultipliesThePixelSize() throws {
    let out = temporaryFile("clock@2x.png")
    defer { try? FileManager.default.removeItem(at: out) }
    #expect(try lamina("render", "Samples/clock/scene.json", "-o", out.path, "--scale", "2").status == 0)
    let data = try Data(contentsOf: out)
    #expect(Array(data[16..<24]) == [0, 0, 1, 224, 0, 0, 1, 224])
  }

  @Test func badSceneIsOneErrorLineExitTwoAndNoOutput() throws {
    let scene = temporaryFile("bad.json")
    let out = temporaryFile("never.png")
    try Data(#"{"canvas": {"width": 10, "height": 10}, "layers": [{"opacity": "x"}]}"#.utf8).write(to: scene)
    defer { try? FileManager.default.removeItem(at: scene) }
    let run = try lamina("render", scene.path, "-o", out.path)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "error: \(scene.path): layers[0].opacity (line 1, column 64): expected a number from 0 to 1, got a string\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func unwritableOutputIsAnError() throws {
    let run = try lamina("render", "Samples/clock/scene.json", "-o", "/nonexistent-dir/x.png")
    #expect(run.status == 2 && run.stderr.hasPrefix("error: /nonexistent-dir/x.png: cannot write the file"))
  }

  /// `render --max-work` sets the estimated CPU time a render may take, as `animate`'s does: a
  /// 4,000-letter word wrapped in a 20-point column (about 2 s estimated) is refused under 1 s.
  @Test func maxWorkBoundsARender() throws {
    let scene = temporaryFile("long-word.json")
    let out = temporaryFile("long-word.png")
    defer { try? FileManager.default.removeItem(at: scene) }
    let word = String(repeating: "a", count: 4000)
    try Data(
      #"{"canvas": {"width": 20, "height": 100}, "layers": [{"type": "text", "frame": [0, 0, 20, 100], "isWrapped": true, "fontSize": 10, "string": "\#(word)"}]}"#
        .utf8
    ).write(to: scene)
    let refused = try lamina("render", scene.path, "-o", out.path, "--max-work", "1")
    #expect(refused.status == 2)
    #expect(
      refused.stderr.hasPrefix(
        "error: \(scene.path): layers[0]: drawing the layer takes the estimated work to 2")
        && refused.stderr.contains("; the limit is 1 s (draw less, or smaller)"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    for bad in ["0", "nan", "86401"] {
      #expect(try lamina("render", scene.path, "-o", out.path, "--max-work", bad).status == 64, "\(bad)")
    }
  }

  @Test func usageErrorsExitSixtyFour() throws {
    #expect(try lamina("render", "Samples/clock/scene.json").status == 64)
    #expect(try lamina("render", "Samples/clock/scene.json", "-o", "x.png", "--scale", "0").status == 64)
    #expect(try lamina("hit-test", "Samples/hit-test/scene.json", "abc").status == 64)
  }

  /// The completion scripts the README documents name every subcommand.
  @Test func completionScriptsCoverTheSubcommands() throws {
    for shell in ["bash", "zsh", "fish"] {
      let run = try lamina("--generate-completion-script", shell)
      #expect(run.status == 0, "\(shell)")
      for name in ["render", "animate", "hit-test", "dump", "layout", "diff", "check"] {
        #expect(run.stdout.contains(name), "\(shell): \(name)")
      }
    }
  }

  /// A near miss of a subcommand is named back with the nearest ones (issue 33); anything else
  /// keeps ArgumentParser's error.
  @Test func mistypedSubcommandsSuggestTheNearest() throws {
    let run = try lamina("rendr", "Samples/clock/scene.json")
    #expect(
      run.status == 64 && run.stderr.hasPrefix("Error: unknown subcommand 'rendr'; did you mean 'render'?\n"))
    #expect(
      try lamina("hittest").stderr.hasPrefix("Error: unknown subcommand 'hittest'; did you mean 'hit-test'?"))
    let far = try lamina("zzz")
    #expect(far.status == 64 && far.stderr.hasPrefix("Error: Unexpected argument 'zzz'"))
  }

  @Test func helpDocumentsTheExitCodes() throws {
    let run = try lamina("--help")
    #expect(run.status == 0 && run.stdout.contains("Exit codes: 0 success; 1 hit-test found nothing"))
  }

  /// Each command's overview is wrapped by ArgumentParser alone, at 80 columns: no line is longer,
  /// and no line but a paragraph's last breaks early (a hard line break in the text used to leave
  /// "Core Animation's" alone on a line).
  @Test func helpParagraphsWrapOnlyAtTheWidth() throws {
    for command in [[], ["render"], ["animate"], ["hit-test"], ["dump"], ["layout"], ["diff"], ["check"]] {
      let help = try run(laminaBinary, command + ["--help"], environment: ["COLUMNS": "80"])
      let overview = help.stdout.components(separatedBy: "\nUSAGE:")[0]
      // (The examples are one command a line, by design.)
      for paragraph in overview.components(separatedBy: "\n\n") where !paragraph.hasPrefix("Examples:") {
        let lines = paragraph.trimmingCharacters(in: .newlines).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(command): \(paragraph)")
        #expect(lines.dropLast().allSatisfy { $0.count >= 60 }, "\(command): \(paragraph)")
      }
    }
  }
}

@Suite struct HitTestCommandTests {
  @Test func reportsPathsAndLocalPoints() throws {
    let run = try lamina("hit-test", "Samples/hit-test/scene.json", "150,150", "60,60", "249.5,100")
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "150,150: white/blue at (50, 50)\n60,60: white at (10, 10)\n249.5,100: white at (199.5, 50)\n")
  }

  @Test func missExitsOne() throws {
    let run = try lamina("hit-test", "Samples/hit-test/scene.json", "150,150", "10,10")
    #expect(run.status == 1)
    #expect(run.stdout == "150,150: white/blue at (50, 50)\n10,10: nothing\n")
  }

  @Test func orderOptionChoosesBetweenZPositionAndArrayOrder() throws {
    #expect(
      try lamina("hit-test", "Samples/hit-test-order/scene.json", "150,100").stdout
        == "150,100: front at (110, 60)\n")
    #expect(
      try lamina("hit-test", "Samples/hit-test-order/scene.json", "150,100", "--order", "sublayers").stdout
        == "150,100: back at (30, 60)\n")
  }

  @Test func jsonOutputIsValidJSON() throws {
    let run = try lamina("hit-test", "Samples/hit-test/scene.json", "150,150", "10,10", "--json")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(items.count == 2)
    #expect(
      items[0]["layer"] as? String == "white/blue" && items[0]["path"] as? [String] == ["white", "blue"])
    #expect(items[0]["local"] as? [Double] == [50, 50])
    #expect(items[1]["layer"] is NSNull)
  }

  @Test func unnamedLayersShowTheirIndex() throws {
    let scene = temporaryFile("unnamed.json")
    try Data(
      #"{"canvas": {"width": 50, "height": 50}, "layers": [{"frame": [0, 0, 10, 10]}, {"frame": [20, 20, 10, 10]}]}"#
        .utf8
    ).write(to: scene)
    defer { try? FileManager.default.removeItem(at: scene) }
    #expect(try lamina("hit-test", scene.path, "25,25").stdout == "25,25: [1] at (5, 5)\n")
  }

  @Test func rotatedClockHandIsHitAlongItsLength() throws {
    // The minute hand points at 60°: 40 pt from the centre (120, 120) along it is (154.641, 100).
    let run = try lamina("hit-test", "Samples/clock/scene.json", "154.641,100")
    #expect(run.stdout == "154.641,100: clock/minute at (4, 37.4)\n")
  }
}

@Suite struct DumpCommandTests {
  @Test func printsTheTreeWithGeometry() throws {
    let run = try lamina("dump", "Samples/hit-test/scene.json")
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines[1]
        == #"   | <CALayer "white"; frame = (50 50; 200 200); bounds = (0 0; 200 200); position = (150 150); anchorPoint = (0.5 0.5); transform = identity>"#
    )
    #expect(lines[2].hasPrefix(#"   |    | <CALayer "blue"; frame = (50 50; 100 100)"#))
  }

  @Test func showsTransforms() throws {
    let run = try lamina("dump", "Samples/clock/scene.json")
    #expect(run.stdout.contains(#"<CALayer "minute"; frame = "#))
    #expect(run.stdout.contains("anchorPoint = (0.5 0.9); transform = [0.5 0.866 -0.866 0.5 0 0]"))
  }
}

@Suite struct FileErrorTests {
  @Test func foldersAreNamedAsSuch() throws {
    let sceneRun = try lamina("render", "Samples", "-o", "/tmp/never.png")
    #expect(
      sceneRun.status == 2
        && sceneRun.stderr
          == "error: \(packageRoot.path)/Samples: is a folder; expected a scene file (JSON)\n"
    )
    let outputRun = try lamina("render", "Samples/clock/scene.json", "-o", "/tmp")
    #expect(
      outputRun.status == 2 && outputRun.stderr == "error: /tmp: cannot write the file (it is a folder)\n")
  }
}

@Suite struct DiffCommandTests {
  @Test func sameImagesExitZero() throws {
    let run = try lamina("diff", "Reference/clock.png", "Reference/clock.png")
    #expect(run.status == 0 && run.stdout == "same (exact)\n")
  }

  @Test func differentImagesExitOneAndWriteADiff() throws {
    let out = temporaryFile("diff.png")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try lamina("diff", "Reference/clock.png", "Reference/clock-before.png", "-o", out.path)
    #expect(run.status == 1)
    #expect(run.stdout.hasPrefix("different (exact): 1528 of 57600 pixels differ (2.6528%)"))
    #expect(FileManager.default.fileExists(atPath: out.path))
  }

  @Test func budgetsAndJSON() throws {
    #expect(
      try lamina("diff", "Reference/clock.png", "Reference/clock-before.png", "--max-pixels", "1528").status
        == 0)
    #expect(
      try lamina("diff", "Reference/clock.png", "Reference/clock-before.png", "--max-ratio", "0.02").status
        == 1)
    let run = try lamina(
      "diff", "Reference/clock.png", "Reference/clock-before.png", "--threshold", "0.1", "--json")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(
      run.status == 1 && object["same"] as? Bool == false && object["expectedSize"] as? [Int] == [240, 240])
    #expect((object["differingPixels"] as? Int ?? 0) > 1000 && object["boundingBox"] is [Int])
  }

  @Test func sizeMismatchIsReportedWithBothSizes() throws {
    let run = try lamina("diff", "Reference/clock.png", "Reference/hit-test.png")
    #expect(run.status == 1 && run.stdout.contains("sizes differ: expected 240×240, actual 300×300"))
  }

  @Test func unreadableFilesExitTwo() throws {
    let missing = try lamina("diff", "Reference/clock.png", "nope.png")
    #expect(
      missing.status == 2
        && missing.stderr == "error: \(packageRoot.path)/nope.png: cannot read the file (no such file)\n")
    let notPNG = try lamina("diff", "Reference/clock.png", "README.md")
    #expect(notPNG.status == 2 && notPNG.stderr.contains("not a PNG file"))
  }
}

/// The page at `url` as headless Chromium leaves it once loaded and its scripts have run; under
/// `timeout`, so a browser that never returns cannot hang the suite.
func renderedDOM(_ url: String) throws -> String {
  let browser = Process()
  browser.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
  browser.arguments = [
    "60", "/usr/bin/chromium-headless-shell", "--no-sandbox", "--disable-gpu", "--dump-dom", url,
  ]
  let out = Pipe()
  browser.standardOutput = out
  browser.standardError = FileHandle.nullDevice
  try browser.run()
  let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  browser.waitUntilExit()
  return dom
}

/// A samples folder with the clock (its reference swapped for the "before" image) and the hit test.
struct BrokenSamples {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "lamina-check-\(UUID().uuidString)")

  init() throws {
    let fm = FileManager.default
    try fm.createDirectory(at: root.appendingPathComponent("Reference"), withIntermediateDirectories: true)
    try fm.createDirectory(at: root.appendingPathComponent("Samples"), withIntermediateDirectories: true)
    for name in ["clock", "hit-test"] {
      try fm.copyItem(
        at: packageRoot.appendingPathComponent("Samples/\(name)"),
        to: root.appendingPathComponent("Samples/\(name)"))
    }
    try fm.copyItem(
      at: packageRoot.appendingPathComponent("Reference/clock-before.png"),
      to: root.appendingPathComponent("Reference/clock.png"))
    try fm.copyItem(
      at: packageRoot.appendingPathComponent("Reference/hit-test.png"),
      to: root.appendingPathComponent("Reference/hit-test.png"))
  }

  var samples: String { root.appendingPathComponent("Samples").path }
  func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct CheckCommandTests {
  @Test func everyRepositorySampleMatches() throws {
    let run = try lamina("check")
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Samples").path)
    let count = folders.filter {
      FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent("Samples/\($0)/scene.json").path)
    }.count
    #expect(count >= 20)
    #expect(run.status == 0 && run.stdout.hasSuffix("\(count) samples: \(count) passed, 0 failed\n"))
  }

  @Test func aCheckOfNothingFails() throws {
    let empty = temporaryFile("empty-samples")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let run = try lamina("check", empty.path)
    #expect(run.status != 0 && run.stderr.contains("no samples found"))
    #expect(try lamina("check", empty.appendingPathComponent("typo").path).status != 0)
  }

  @Test func aChangedSampleFailsWithItsNumbers() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let run = try lamina("check", broken.samples)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        FAILED  clock: 1528 of 57600 pixels differ (2.6528%); largest difference: 234 channel levels, 0.7912 perceptual; differences within (62, 78, 126×106)
        ok      hit-test
        2 samples: 1 passed, 1 failed

        """)
  }

  @Test func reportLoadsInAHeadlessBrowser() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let report = broken.root.appendingPathComponent("report.html")
    #expect(try lamina("check", broken.samples, "--report", report.path).status == 1)
    let html = try String(contentsOf: report, encoding: .utf8)
    #expect(
      html.contains("<section class=\"sample failure\" id=\"clock\"") && html.contains("type=\"range\""))
    // Chromium loads the page, decodes the six inlined PNGs (five for the clock, the hit test's
    // thumbnail) and runs its script.
    let dom = try renderedDOM(report.absoluteString)
    #expect(dom.contains(#"data-failures="1""#) && dom.contains(#"data-ready="yes""#))
    #expect(dom.contains(#"data-images-loaded="6""#) && dom.contains(#"data-images="6""#))
    // Opened filtered by name, the page hides the clock and keeps the hit test's thumbnail.
    let filteredDOM = try renderedDOM(report.absoluteString + "#filter=hit")
    #expect(filteredDOM.contains(#"id="clock" data-name="clock" data-status="failed" hidden"#))
    #expect(filteredDOM.contains(#"<figure data-name="hit-test" data-status="passed">"#))
  }
}

@Suite struct LayoutCommandTests {
  @Test func printsSolvedFramesAndAlignmentRects() throws {
    // Seed 000's log: frame {70,162,200,200}, alignment rect {70,162,180,180}.
    let run = try lamina("layout", "Samples/layout-alignment-insets/scene.json")
    #expect(run.status == 0)
    #expect(run.stdout.contains("image: frame (70 162; 200 200), alignment rect (70 162; 180 180)\n"))
  }

  @Test func reportsConflictsAndAmbiguityInJSON() throws {
    let scene = temporaryFile("conflict.json")
    try Data(
      #"""
      {"canvas": {"width": 320, "height": 100}, "layers": [
        {"name": "box", "intrinsicContentSize": [null, 20], "layoutConstraints": [
          {"visualFormat": "H:|-[box(==300)]-|", "id": "h"}, {"visualFormat": "V:|[box]"}]},
        {"name": "loose", "layoutConstraints": [{"item": "loose", "attribute": "width", "constant": 10}]}]}
      """#.utf8
    ).write(to: scene)
    defer { try? FileManager.default.removeItem(at: scene) }
    let run = try lamina("layout", scene.path, "--json")
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let conflicts = try #require(object["conflicts"] as? [[String: Any]])
    #expect(
      conflicts.first?["broken"] as? String
        == "<NSLayoutConstraint 'h#3' canvas.trailing == box.trailing + 20>")
    #expect(object["ambiguous"] as? [String] == ["loose"])
    let text = try lamina("layout", scene.path)
    #expect(text.stdout.contains("Unable to simultaneously satisfy constraints."))
    #expect(text.stdout.hasSuffix("ambiguous layout: loose\n"))
  }

  @Test func reportsCAConstraintProblemsAndFailsOnUnknownNames() throws {
    let scene = temporaryFile("caproblems.json")
    try Data(
      #"""
      {"canvas": {"width": 200, "height": 100}, "layers": [{"name": "c", "frame": [0, 0, 200, 100],
        "layoutManager": "constraints", "sublayers": [
          {"name": "a", "frame": [0, 0, 50, 20], "constraints": [{"attribute": "minX", "relativeTo": "b", "sourceAttribute": "maxX"}]},
          {"name": "b", "frame": [0, 0, 30, 20], "constraints": [{"attribute": "minX", "relativeTo": "a", "sourceAttribute": "maxX"}]},
          {"name": "d", "frame": [0, 0, 30, 20], "constraints": [{"attribute": "minY", "relativeTo": "ghost"},
            {"attribute": "minX", "relativeTo": "superlayer", "offset": 5}, {"attribute": "minX", "relativeTo": "superlayer"}]}]}]}
      """#.utf8
    ).write(to: scene)
    defer { try? FileManager.default.removeItem(at: scene) }
    let text = try lamina("layout", scene.path)
    #expect(text.status == 1)
    #expect(
      text.stdout.hasSuffix(
        """
        CAConstraint of c/a: a.minX = b.maxX: its layers wait on each other in a circle, so it is left out
        CAConstraint of c/b: b.minX = a.maxX: its layers wait on each other in a circle, so it is left out
        CAConstraint of c/d: d.minY = ghost.minY: no sibling is named "ghost"
        CAConstraint of c/d: d.minX = superlayer.minX: the same attribute twice on one axis: the axis is left alone

        """))
    let json = try lamina("layout", scene.path, "--json")
    #expect(json.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let problems = try #require(object["caConstraintProblems"] as? [[String: Any]])
    #expect(
      problems.compactMap { $0["kind"] as? String } == ["cycle", "cycle", "unknownName", "repeatedAttribute"])
    #expect(problems.first?["layer"] as? String == "c/a")
    let cycleOnly = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(
      of: "ghost", with: "a")
    try Data(cycleOnly.utf8).write(to: scene)
    #expect(try lamina("layout", scene.path).status == 0, "a circle is reported, not fatal")
  }

  @Test func alignmentRectOverlayIsDrawn() throws {
    let plain = temporaryFile("plain.png")
    let marked = temporaryFile("marked.png")
    defer {
      try? FileManager.default.removeItem(at: plain)
      try? FileManager.default.removeItem(at: marked)
    }
    #expect(try lamina("render", "Samples/layout-centered-button/scene.json", "-o", plain.path).status == 0)
    #expect(
      try lamina(
        "render", "Samples/layout-centered-button/scene.json", "-o", marked.path, "--show-alignment-rects",
        "--show-anchor-points"
      ).status == 0)
    let diff = try lamina("diff", plain.path, marked.path, "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any])
    // The yellow outline runs round the 51×18 title at (134.5, 231) (pixels 134…185); the red dot
    // sits on its centre.
    #expect(object["boundingBox"] as? [Int] == [134, 231, 52, 18])
  }
}

/// Reads two pipes to their ends at once, so a child that fills one while the other is read never
/// blocks (a sanitizer's long report on stderr would otherwise deadlock).
func readBoth(_ first: Pipe, _ second: Pipe) -> (first: Data, other: Data) {
  final class Box: @unchecked Sendable { var data = Data() }
  let box = Box()
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    box.data = second.fileHandleForReading.readDataToEndOfFile()
    done.signal()
  }
  let data = first.fileHandleForReading.readDataToEndOfFile()
  done.wait()
  return (data, box.data)
}
