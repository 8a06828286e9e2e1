import Foundation
import TestSupport
import Testing

/// Many scenes in one `lamina render`, and `lamina check`, spread over threads: the same bytes and
/// the same report whatever the number of threads.
@Suite struct ParallelCommandTests {
  private var samples: [String] {
    get throws {
      try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Samples").path)
        .sorted().map { "Samples/\($0)/scene.json" }
        .filter { FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0).path) }
    }
  }

  @Test func everySampleInOneCallGivesTheSameBytesWithOneOrFourThreads() throws {
    let (one, four) = (temporaryFile("one"), temporaryFile("four"))
    defer {
      try? FileManager.default.removeItem(at: one)
      try? FileManager.default.removeItem(at: four)
    }
    let scenes = try samples
    #expect(scenes.count >= 30)
    #expect(try run(laminaBinary, ["render"] + scenes + ["-o", one.path, "--threads", "1"]).status == 0)
    #expect(try run(laminaBinary, ["render"] + scenes + ["-o", four.path, "--threads", "4"]).status == 0)
    for scene in scenes {
      let name = URL(fileURLWithPath: scene).deletingLastPathComponent().lastPathComponent
      let a = try Data(contentsOf: one.appendingPathComponent("\(name).png"))
      #expect(a == (try Data(contentsOf: four.appendingPathComponent("\(name).png"))), "\(name)")
    }
    // The same bytes as rendering the scene alone.
    let alone = temporaryFile("clock.png")
    defer { try? FileManager.default.removeItem(at: alone) }
    #expect(try lamina("render", "Samples/clock/scene.json", "-o", alone.path).status == 0)
    #expect(try Data(contentsOf: alone) == (try Data(contentsOf: one.appendingPathComponent("clock.png"))))
  }

  /// One scene rasterized in bands and encoded in pieces by 1, 2 or 5 threads: the same file. A
  /// 1024×1024 scene of 400 rotated, rounded, translucent layers with gradients (8 bands, 5 pieces).
  @Test func oneSceneGivesTheSameBytesWithOneTwoOrFiveThreads() throws {
    var layers: [String] = []
    for i in 0..<400 {
      let (x, y, angle) = (i * 37 % 900, i * 53 % 950, i * 7 % 360)
      let fill =
        i % 3 == 0
        ? "\"type\": \"gradient\", \"colors\": [\"#ff0000\", \"#0000ff80\"]"
        : "\"backgroundColor\": \"#\(String(format: "%02x%02x%02x", i % 256, i * 5 % 256, i * 11 % 256))c0\""
      layers.append(
        "{\"frame\": [\(x), \(y), 90, 60], \"cornerRadius\": 9, \"opacity\": 0.8, \(fill), "
          + "\"transform\": {\"rotate\": {\"degrees\": \(angle)}}}")
    }
    let scene = temporaryFile("bands.json")
    let outputs = (1...3).map { temporaryFile("bands-\($0).png") }
    defer { for url in [scene] + outputs { try? FileManager.default.removeItem(at: url) } }
    try Data(
      "{\"canvas\": {\"width\": 1024, \"height\": 1024, \"background\": \"#ffffff\"}, \"layers\": [\(layers.joined(separator: ", "))]}"
        .utf8
    ).write(to: scene)
    for (output, threads) in zip(outputs, ["1", "2", "5"]) {
      let run = try lamina("render", scene.path, "-o", output.path, "--threads", threads)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let one = try Data(contentsOf: outputs[0])
    #expect(one.count > 100_000)
    for output in outputs.dropFirst() { #expect(try Data(contentsOf: output) == one) }
  }

  @Test func aSceneThatFailsFailsAloneAndTheOthersAreWritten() throws {
    let folder = temporaryFile("out")
    let bad = temporaryFile("bad.json")
    try Data(#"{"canvas": {"width": 10, "height": 10}, "layers": [{"opacity": "x"}]}"#.utf8).write(to: bad)
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: bad)
    }
    let result = try lamina(
      "render", "Samples/clock/scene.json", bad.path, "Samples/hit-test/scene.json", "-o", folder.path)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: \(bad.path): layers[0].opacity (line 1, column 64): expected a number from 0 to 1, got a string\n"
    )
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(written == ["clock.png", "hit-test.png"])
  }

  @Test func badThreadCountsAndClashingNamesAreUsageErrors() throws {
    let folder = temporaryFile("clash")
    defer { try? FileManager.default.removeItem(at: folder) }
    for threads in ["0", "-3", "1000"] {
      #expect(
        try lamina("render", "Samples/clock/scene.json", "-o", folder.path, "--threads=\(threads)").status
          == 64)
      #expect(try lamina("check", "--threads=\(threads)").status == 64)
    }
    let clash = try lamina(
      "render", "Samples/clock/scene.json", "Samples/clock/scene.json", "-o", folder.path)
    #expect(clash.status == 64 && clash.stderr.contains("would both be written to clock.png"))
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func checkReportsTheSameWithOneOrTwoThreads() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let one = try lamina("check", broken.samples, "--threads", "1")
    let two = try lamina("check", broken.samples, "--threads", "2")
    #expect(one.status == 1 && one.stdout == two.stdout && two.status == 1)
  }
}
