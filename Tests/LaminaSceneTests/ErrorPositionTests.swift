import Foundation
import TestSupport
import Testing

@testable import LaminaScene

/// Errors raised while building a scene, after the JSON parsed, carry the line and column where the
/// value at fault starts, found again from the file's bytes.
@Suite struct ErrorPositionTests {
  private func error(_ json: String, file: URL? = nil) -> SceneError? {
    do {
      _ = try Scene.parse(Array(json.utf8), file: file)
      return nil
    } catch {
      return error
    }
  }

  private let nested = """
    {
      "canvas": {"width": 10, "height": 10},
      "layers": [
        {"name": "a"},
        {"name": "b", "sublayers": [
          {"opacity": 2}
        ]}
      ]
    }
    """

  @Test func aNestedValueIsFoundByItsPath() throws {
    let e = try #require(error(nested))
    #expect(e.location == "layers[1].sublayers[0].opacity" && e.line == 6 && e.column == 19)
    #expect(
      e.description
        == "layers[1].sublayers[0].opacity (line 6, column 19): expected a number from 0 to 1, got 2")
    // The same with Windows line ends: lines are counted at each line feed.
    let crlf = try #require(error(nested.replacingOccurrences(of: "\n", with: "\r\n")))
    #expect(crlf.line == 6 && crlf.column == 19)
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let e = try #require(
      error(#"{"canvas": {"width": 10, "height": 10}, "layers": [{"name": "ünïcode ✓", "opacity": 2}]}"#))
    // 84 characters precede the 2 (88 bytes in UTF-8).
    #expect(e.line == 1 && e.column == 85)
  }

  @Test func unknownAndMissingKeysPointAtTheirObject() throws {
    let unknown = try #require(
      error(
        "{\"canvas\": {\"width\": 10, \"height\": 10},\n \"layers\": [{\"name\": \"a\",\n  \"bogus\": true}]}"
      ))
    #expect(unknown.location == "layers[0].bogus" && unknown.line == 3 && unknown.column == 12)
    // A key missing from the top level: the document's first character, after white space and a BOM.
    let missing = try #require(error("\u{FEFF}\n\n  {\"layers\": []}"))
    #expect(missing.description == #"(top level) (line 3, column 3): missing required key "canvas""#)
  }

  @Test func errorsFromResolvingImagesCarryTheirPlaceAndFile() throws {
    let folder = try temporaryFolder("pos")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("scene.json")
    let e = try #require(
      error(
        "{\"canvas\": {\"width\": 10, \"height\": 10},\n\"layers\": [\n  {\"contents\": \"nope.png\"}]}",
        file: file))
    #expect(e.location == "layers[0].contents" && e.line == 3 && e.column == 16)
    #expect(e.description.hasPrefix("\(file.path): layers[0].contents (line 3, column 16): "))
  }

  @Test func syntaxErrorsKeepTheirPositionWithoutAPath() throws {
    let e = try #require(error("{\n  \"canvas\": {\"width\": 1,}\n}"))
    #expect(e.location.isEmpty && e.line == 2 && e.column == 25)
    #expect(e.description == "line 2, column 25: expected a key in double quotes")
  }

  @Test func aPathTheDocumentDoesNotHaveHasNoPosition() {
    let bytes = Array(nested.utf8)
    #expect(JSONParser.position(of: "layers[1].sublayers[0]", in: bytes)! == (6, 7))
    #expect(JSONParser.position(of: "layers[2]", in: bytes) == nil)
    #expect(JSONParser.position(of: "canvas.depth", in: bytes) == nil)
    #expect(JSONParser.position(of: "layers.name", in: bytes) == nil)
    #expect(JSONParser.position(of: "layers[x]", in: bytes) == nil)
  }
}
