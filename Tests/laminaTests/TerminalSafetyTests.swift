import Foundation
import Testing

/// Writes `json` to a new temporary scene file.
func sceneFile(_ json: String, name: String = "scene.json") throws -> URL {
  let url = temporaryFile(name)
  try Data(json.utf8).write(to: url)
  return url
}

/// Text printed by `lamina` never carries a control character that came from a scene.
@Suite struct TerminalSafetyTests {
  /// An OSC title change, a cursor move and a forged second error line.
  let hostile = #"\u001b]0;pwned\u0007\u001b[2J\nerror: forged\u009b31m\u202e"#

  @Test func errorLinesEscapeKeysFromTheScene() throws {
    let scene = try sceneFile(#"{"canvas": {"width": 10, "height": 10}, "layers": [{"\#(hostile)": 1}]}"#)
    defer { try? FileManager.default.removeItem(at: scene) }
    let run = try lamina("render", scene.path, "-o", temporaryFile("x.png").path)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("error: \(scene.path): layers[0].\\u{1B}]0;pwned"))
    #expect(run.stderr.contains(": unknown key"))
    #expect(run.stderr.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{A}error: forged\u{9B}31m\u{202E}"#))
    #expect(run.stderr.filter { $0 == "\n" }.count == 1, "one line, ending in the only newline")
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }

  @Test func hitTestLayoutAndDumpEscapeLayerNames() throws {
    let scene = try sceneFile(
      #"{"canvas": {"width": 10, "height": 10}, "layers": [{"name": "\#(hostile)", "frame": [0, 0, 10, 10]}]}"#
    )
    defer { try? FileManager.default.removeItem(at: scene) }
    for arguments in [["hit-test", scene.path, "5,5"], ["layout", scene.path], ["dump", scene.path]] {
      let run = try lamina(
        arguments[0], arguments[1], arguments.count > 2 ? arguments[2] : "--allow-outside-files")
      #expect(run.status == 0, "\(arguments)")
      #expect(
        !run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
      #expect(!run.stdout.contains("\nerror: forged"), "\(arguments)")
    }
    let json = try lamina("hit-test", scene.path, "5,5", "--json")
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(parsed[0]["layer"] as? String == "\u{1b}]0;pwned\u{07}\u{1b}[2J\nerror: forged\u{9b}31m\u{202e}")
    #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
  }

  @Test func invalidUTF8InAStringIsALocatedError() throws {
    let url = temporaryFile("utf8.json")
    var bytes = Array(#"{"canvas": {"width": 10, "height": 10}, "layers": [{"name": "ab"#.utf8)
    bytes += [0xC3, 0x28]  // a lead byte without its continuation
    bytes += Array(#""}]}"#.utf8)
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = try lamina("dump", url.path)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "error: \(url.path): line 1, column 64: invalid UTF-8 in a string; the file must be UTF-8\n")
  }

  @Test func badVisualFormatInASceneIsOneLine() throws {
    let scene = try sceneFile(
      #"{"canvas": {"width": 10, "height": 10}, "layers": [{"name": "a", "layoutConstraints": [{"visualFormat": "H:|-(=<2)-[a]"}]}]}"#
    )
    defer { try? FileManager.default.removeItem(at: scene) }
    let run = try lamina("layout", scene.path)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "error: \(scene.path): layers[0].layoutConstraints[0].visualFormat (line 1, column 105): invalid visual format: Unknown relation. Must be ==, >=, or <= at character 6 of \"H:|-(=<2)-[a]\"\n"
    )
  }

  @Test func aScaleOverTheCanvasLimitNamesTheFile() throws {
    let scene = try sceneFile(#"{"canvas": {"width": 2000, "height": 10}, "layers": []}"#)
    defer { try? FileManager.default.removeItem(at: scene) }
    let run = try lamina("render", scene.path, "-o", temporaryFile("x.png").path, "--scale", "16")
    #expect(run.status == 2)
    #expect(
      run.stderr == "error: \(scene.path): canvas 32000×160 pixels exceeds the limit of 16384 pixels a side\n"
    )
  }
}
