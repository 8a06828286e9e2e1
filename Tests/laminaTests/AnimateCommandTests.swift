import Foundation
import Testing

/// `lamina animate`, and `--time` on render and hit-test.
@Suite struct AnimateCommandTests {
  let spring = "Samples/spring-bounce/scene.json"
  let path = "Samples/keyframed-path/scene.json"

  @Test func writesAnAnimatedPNGThatRunsToTheEndOfTheAnimations() throws {
    let out = temporaryFile("spring.png")
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try lamina("animate", spring, "--fps", "10", "-o", out.path)
    #expect(r.status == 0, "\(r.stderr)")
    let bytes = [UInt8](try Data(contentsOf: out))
    // acTL right after IHDR: the frame count is the spring's settling duration (1.198 s: ln(1200 · 1.104) / 6) × 10, whole frames, + 1 = 12, looping for ever.
    #expect(Array(bytes[33..<41]) == [0, 0, 0, 8] + Array("acTL".utf8))
    #expect(Array(bytes[41..<49]) == [0, 0, 0, 12, 0, 0, 0, 0])
    let again = temporaryFile("again.png")
    defer { try? FileManager.default.removeItem(at: again) }
    _ = try lamina("animate", spring, "--fps", "10", "-o", again.path)
    #expect(try Data(contentsOf: again) == Data(bytes))
  }

  @Test func writesNumberedFramesIntoAFolder() throws {
    let folder = temporaryFile("frames")
    defer { try? FileManager.default.removeItem(at: folder) }
    let r = try lamina("animate", path, "--fps", "2", "--from", "0.5", "--to", "1.5", "-o", folder.path + "/")
    #expect(r.status == 0, "\(r.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    // Frame 1 is t = 1 s: the same pixels as `render --time 1`.
    let single = temporaryFile("t1.png")
    defer { try? FileManager.default.removeItem(at: single) }
    #expect(try lamina("render", path, "--time", "1", "-o", single.path).status == 0)
    let diff = try lamina("diff", single.path, folder.appendingPathComponent("frame-0001.png").path)
    #expect(diff.status == 0, "\(diff.stdout)")
  }

  @Test func hitTestingAtATimeFindsTheMovingLayer() throws {
    let model = try lamina("hit-test", spring, "80,60")
    #expect(model.status == 1)
    let moving = try lamina("hit-test", spring, "80,40", "--time", "0")
    #expect(moving.status == 0 && moving.stdout.hasPrefix("80,40: ball at (25, 25)"), "\(moving.stdout)")
  }

  @Test func badOptionsAreUsageErrors() throws {
    let out = temporaryFile("x.png")
    for args in [
      ["--fps", "0"], ["--fps", "1000"], ["--from", "2", "--to", "1"], ["--to", "1000000"],
      ["--max-work", "0"],
      ["--max-work", "nan"], ["--max-work", "1e300"],
    ] {
      let r = try run(laminaBinary, ["animate", spring, "-o", out.path] + args)
      #expect(r.status == 64, "\(args): \(r.stderr)")
    }
    #expect(try lamina("render", spring, "--time", "nan", "-o", out.path).status == 64)
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
