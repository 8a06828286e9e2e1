import Foundation
import Testing

/// What a render loads: Pango and the libraries under it (GLib, HarfBuzz, …) only for a scene with
/// text, so a render without text does not pay for mapping and relocating them.
@Suite struct StartUpTests {
  /// The shared objects the dynamic loader opened during `lamina render scene`, by file name.
  private func loadedLibraries(rendering scene: String) throws -> Set<String> {
    let out = temporaryFile("loaded.png")
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try lamina("render", scene, "-o", out.path, environment: ["LD_DEBUG": "files"])
    #expect(run.status == 0)
    // glibc's loader reports each object as "file=libname.so.N [0];  needed by …" or "… dynamically
    // loaded by …".
    let names = run.stderr.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "file=")?.upperBound else { return nil }
      return String(line[start...].prefix { $0 != " " && $0 != "[" })
    }
    return Set(names.map { URL(fileURLWithPath: $0).lastPathComponent })
  }

  @Test func aSceneWithoutTextLoadsCairoButNotPango() throws {
    let loaded = try loadedLibraries(rendering: "Samples/clock/scene.json")
    #expect(loaded.contains("libcairo.so.2"))
    #expect(loaded.contains("libpng16.so.16"))
    #expect(
      !loaded.contains { $0.hasPrefix("libpango") || $0.hasPrefix("libglib") || $0.hasPrefix("libharfbuzz") })
  }

  @Test func aSceneWithTextLoadsPangoWhenItLaysTextOut() throws {
    let loaded = try loadedLibraries(rendering: "Samples/text-baseline/scene.json")
    #expect(loaded.isSuperset(of: ["libpangocairo-1.0.so.0", "libpango-1.0.so.0", "libharfbuzz.so.0"]))
  }

  /// `render SCENE -o OUTPUT` and the same with more options write the same file, and a bad scene
  /// fails the same way.
  @Test func theShortCommandLineRendersAsTheLongerOne() throws {
    let quick = temporaryFile("quick.png")
    let parsed = temporaryFile("parsed.png")
    defer {
      try? FileManager.default.removeItem(at: quick)
      try? FileManager.default.removeItem(at: parsed)
    }
    let a = try lamina("render", "--output", quick.path, "Samples/text-baseline/scene.json")
    let b = try lamina("render", "Samples/text-baseline/scene.json", "-o", parsed.path, "--threads", "1")
    #expect(a.status == 0 && a.stderr.isEmpty && b.status == 0)
    #expect(try Data(contentsOf: quick) == Data(contentsOf: parsed))
    let missing = try lamina("render", "Samples/none.json", "-o", quick.path)
    let missingParsed = try lamina("render", "Samples/none.json", "-o", quick.path, "--compact")
    #expect(missing.status == 2 && missing.stderr == missingParsed.stderr)
    #expect(missing.stderr.hasPrefix("error: ") && missing.stderr.contains("none.json"))
    // An output that looks like an option is refused as a usage error.
    #expect(try lamina("render", "Samples/clock/scene.json", "-o", "--compact").status == 64)
  }
}
