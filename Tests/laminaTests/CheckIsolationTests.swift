import Foundation
import LaminaGeometry
import LaminaGraphics
import LaminaImage
import TestSupport
import Testing

/// A samples folder with the clock (matching its reference) and `extra` scenes without references.
private struct IsolationSamples {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-iso-\(UUID().uuidString)")

  init(_ extra: [String: String]) throws {
    let fm = FileManager.default
    try fm.createDirectory(at: root.appendingPathComponent("Reference"), withIntermediateDirectories: true)
    try fm.createDirectory(at: root.appendingPathComponent("Samples"), withIntermediateDirectories: true)
    try fm.copyItem(
      at: packageRoot.appendingPathComponent("Samples/clock"),
      to: root.appendingPathComponent("Samples/clock"))
    try fm.copyItem(
      at: packageRoot.appendingPathComponent("Reference/clock.png"),
      to: root.appendingPathComponent("Reference/clock.png"))
    for (name, json) in extra {
      let folder = root.appendingPathComponent("Samples/\(name)")
      try fm.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: folder.appendingPathComponent("scene.json"))
    }
  }

  var samples: String { root.appendingPathComponent("Samples").path }
  var report: URL { root.appendingPathComponent("report.html") }
  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Runs `command` under /bin/sh (for `ulimit`), in the package root.
private func shell(_ command: String) throws -> Run {
  try run(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
}

@Suite struct CheckIsolationTests {
  /// Under a 600 MB address-space limit the renderer cannot allocate the 16384² canvas's 1 GiB of pixels (even
  /// drawn band by band: two bands of 2,048 rows at once, 128 MiB each) and aborts; the other
  /// samples, the summary and the report are unaffected. (Skipped under AddressSanitizer, whose shadow memory
  /// needs more address space than any such limit.)
  @Test(.enabled(if: ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil))
  func aSampleThatCrashesTheRendererFailsAlone() throws {
    let samples = try IsolationSamples([
      "huge":
        #"{"canvas": {"width": 16384, "height": 16384}, "layers": [{"frame": [0, 0, 9, 9], "backgroundColor": "red"}]}"#,
      "z-over-limit": #"{"canvas": {"width": 10, "height": 10}, "layers": [{"opacity": "x"}]}"#,
    ])
    defer { samples.remove() }
    let run = try shell(
      "ulimit -v 600000; exec '\(laminaBinary.path)' check '\(samples.samples)' --report '\(samples.report.path)'"
    )
    #expect(run.status == 2)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0] == "ok      clock")
    #expect(lines[1].hasPrefix("ERROR   huge: the renderer crashed (signal "))
    #expect(
      lines[2].hasPrefix("ERROR   z-over-limit: ")
        && lines[2].hasSuffix(
          "layers[0].opacity (line 1, column 64): expected a number from 0 to 1, got a string")
    )
    #expect(lines[3] == "3 samples: 1 passed, 2 failed")
    let html = try String(contentsOf: samples.report, encoding: .utf8)
    #expect(html.contains("huge") && html.contains("the renderer crashed"))
  }

  /// Under a 300 MB address-space limit, a PNG whose header says 16384×16384 (1 GiB of pixels) is an
  /// error naming the file, not a crash: its size is compared with the room the limit leaves before
  /// the pixels' array is made.
  /// (`lamina check` reads each child's image so; a child that drew a huge canvas band by band must
  /// not crash the parent.)
  @Test(.enabled(if: ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil))
  func anImageLargerThanTheMemoryLimitIsAnError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lamina-big-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    var header: [UInt8] = [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0]  // 16384 × 16384, RGBA
    var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header)
    header = [0x78, 0x01, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]  // zlib: one zero byte
    png += chunk("IDAT", header) + chunk("IEND", [])
    try Data(png).write(to: file)
    let run = try shell("ulimit -v 300000; exec '\(laminaBinary.path)' diff '\(file.path)' '\(file.path)'")
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "error: \(file.path): not enough memory to decode a 16384×16384 image (1024 MiB; the process may map "
      ),
      "\(run.stderr)")
  }

  /// The issue's gate-breaker: a 16384×1 render against a 1×16384 reference (a 100-byte scene and a
  /// 200-byte PNG) is that sample's failure, the others, the summary and the report unaffected.
  /// (Skipped under AddressSanitizer, whose shadow memory needs more address space than the limit.)
  @Test(.enabled(if: ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil))
  func aRowRenderAgainstAColumnReferenceIsOneFailure() throws {
    let samples = try IsolationSamples([
      "row":
        #"{"canvas": {"width": 16384, "height": 1}, "layers": [{"frame": [0, 0, 16384, 1], "backgroundColor": "red"}]}"#
    ])
    defer { samples.remove() }
    let column = CGImage(width: 1, height: 16384, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))!
    try PNG.write(column, to: samples.root.appendingPathComponent("Reference/row.png"))
    let run = try shell(
      "ulimit -v 1500000; exec '\(laminaBinary.path)' check '\(samples.samples)' --report '\(samples.report.path)'"
    )
    #expect(run.status == 1)
    #expect(
      run.stdout.split(separator: "\n").map(String.init) == [
        "ok      clock",
        "FAILED  row: sizes differ: expected 1×16384, actual 16384×1; 32766 of 32767 pixels differ (99.9969%); "
          + "largest difference: 255 channel levels, 0.8191 perceptual; differences within (0, 0, 16384×16384)",
        "2 samples: 1 passed, 1 failed",
      ])
    #expect(FileManager.default.fileExists(atPath: samples.report.path))
  }

  /// `lamina diff -o` holds both images and the diff at the first one's size: a 16384×16384 header
  /// asks for twice the 256-megapixel budget, and is refused before any pixel is decoded.
  @Test func imagesPastTheBudgetAreRefusedFromTheirHeaders() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lamina-budget-\(UUID().uuidString).png")
    let out = file.deletingPathExtension().appendingPathExtension("diff.png")
    defer { for f in [file, out] { try? FileManager.default.removeItem(at: f) } }
    let header: [UInt8] = [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0]  // 16384 × 16384, RGBA
    let idat: [UInt8] = [0x78, 0x01, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]  // zlib: one zero byte
    try Data(
      [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
    )
    .write(to: file)
    let run = try shell("exec '\(laminaBinary.path)' diff '\(file.path)' '\(file.path)' -o '\(out.path)'")
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "error: \(file.path): a 16384×16384 image is more than is left of the 256-megapixel budget for images held at once\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// A PNG chunk: length, type, data, CRC-32 of type and data.
  private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in Array(type.utf8) + data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    let length = UInt32(data.count)
    return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8) + data
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: ~crc >> $0) }
  }

  @Test func aSampleOverItsTimeIsStoppedAndReported() throws {
    let samples = try IsolationSamples([
      "slow":
        #"{"canvas": {"width": 6000, "height": 6000}, "layers": [{"frame": [0, 0, 6000, 6000], "backgroundColor": "red", "borderWidth": 3, "borderColor": "blue", "opacity": 0.5}]}"#
    ])
    defer { samples.remove() }
    let run = try lamina("check", samples.samples, "--timeout", "0.02")
    #expect(run.status == 2)
    #expect(run.stdout.contains("ERROR   slow: rendering took longer than 0.02 s; stopped\n"))
    #expect(
      run.stdout.hasSuffix("2 samples: 0 passed, 2 failed\n")
        || run.stdout.hasSuffix("2 samples: 1 passed, 1 failed\n"))
  }

  @Test func aReportPathThatIsAReferenceIsRefused() throws {
    let samples = try IsolationSamples([:])
    defer { samples.remove() }
    let reference = samples.root.appendingPathComponent("Reference/clock.png")
    let before = try Data(contentsOf: reference)
    let run = try lamina("check", samples.samples, "--report", reference.path)
    #expect(run.status == 2 && run.stderr.contains("refusing to overwrite"))
    #expect(try Data(contentsOf: reference) == before)
  }
}

@Suite struct CheckReportEscapingTests {
  @Test func hostileSampleNamesAreEscapedInTheReport() throws {
    let names = ["<script>alert(1)<", "<img src=x onerror=alert(2)>"]
    let samples = try IsolationSamples(
      Dictionary(uniqueKeysWithValues: names.map { ($0, #"{"canvas": 1}"#) }))
    defer { samples.remove() }
    let run = try lamina("check", samples.samples, "--report", samples.report.path)
    #expect(run.status == 2)
    let html = try String(contentsOf: samples.report, encoding: .utf8)
    #expect(
      html.contains("&lt;script&gt;alert(1)&lt;") && html.contains("&lt;img src=x onerror=alert(2)&gt;"))
    #expect(!html.contains("<script>alert") && !html.contains("<img src=x"))
  }
}
