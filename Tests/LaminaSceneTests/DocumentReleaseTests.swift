import Foundation
import Testing

@testable import LaminaScene

/// The document is freed while the scene is built: each layer's entry is emptied once its layer is
/// built, and the arrays of layers are taken out of their objects, so nothing but the builder holds
/// an entry while it is used (at 100,000 layers the document is about 55 MB that would otherwise
/// stay alive beside the layers).
@Suite struct DocumentReleaseTests {
  private func members(_ value: JSONValue) throws -> JSONObject {
    guard case .object(let object) = value else { throw SceneError(location: "", message: "not an object") }
    return object
  }

  @Test func layerEntriesAreEmptiedAndLayerArraysTakenOnceBuilt() throws {
    let json = #"""
      {"canvas": {"width": 100, "height": 80},
       "layers": [{"name": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#ff0000",
                   "sublayers": [{"name": "b", "bounds": [0, 0, 5, 5], "position": [1, 2]}]},
                  {"name": "c", "frame": [20, 20, 10, 10], "mask": {"frame": [0, 0, 5, 5], "backgroundColor": "#000000"}}]}
      """#
    let doc = try JSONParser.parse(Array(json.utf8))
    let top = try members(doc)
    guard case .array(let layers) = top.first(where: { $0.key == "layers" })!.value else {
      Issue.record("layers is no array")
      return
    }
    let a = try members(layers[0])
    let c = try members(layers[1])
    let mask = try members(c.first { $0.key == "mask" }!.value)
    guard case .array(let sublayers) = a.first(where: { $0.key == "sublayers" })!.value else { return }
    let b = try members(sublayers[0])
    #expect(a.count == 4 && b.count == 3 && c.count == 3 && mask.count == 2)

    let builder = SceneBuilder(
      options: SceneOptions(), images: ImageResolver(sceneFile: "/scene.json", allowOutside: false))
    let scene = try builder.scene(SceneNode(doc, path: ""))

    // The tree is built as before …
    #expect(scene.root.sublayers?.map { $0.name } == ["a", "c"])
    #expect(scene.root.sublayers?[0].sublayers?.first?.position == CGPoint(x: 1, y: 2))
    #expect(scene.root.sublayers?[1].mask?.bounds.size == CGSize(width: 5, height: 5))
    // … and every layer's entry, the mask's included, is empty; the canvas is kept, the array of
    // layers taken out of the document.
    #expect(a.count == 0 && b.count == 0 && c.count == 0 && mask.count == 0)
    #expect(top.first { $0.key == "layers" }?.value == .null)
    #expect(try members(top.first { $0.key == "canvas" }!.value).count == 2)
  }

  @Test func objectsCompareByMembersAndGiveTheirValuesUp() throws {
    let one = try JSONParser.parse(Array(#"{"x": [1, 2], "b": {"c": "d"}}"#.utf8))
    let two = try JSONParser.parse(Array(#"{"x": [1, 2], "b": {"c": "d"}}"#.utf8))
    #expect(one == two)
    let object = try members(one)
    #expect(object.map(\.key) == ["x", "b"])
    // "x" is a key of the scene format, "b" is not.
    #expect(object.map(\.known) == [.x, nil])
    #expect(object.take(.x) == .numbers([1, 2]))
    #expect(object.take(.y) == nil)
    #expect(object[0].key == "x" && object[0].value == .null && one != two)
    object.release()
    let empty = try JSONParser.parse(Array("{}".utf8))
    #expect(object.isEmpty && one == empty)
  }
}
