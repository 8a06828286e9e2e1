import Foundation
import Lamina
import LaminaRender
import Testing

@testable import LaminaScene

/// Layers built as the parser reads their entries (`JSONParser.parse(_:building:)`): the calls the
/// builder gets, and the same scenes as building from a whole document.
@Suite struct BuildWhileReadingTests {
  /// A sink that records what it is asked, and builds plain named layers.
  final class Recorder: SceneLayerSink {
    var calls: [String] = []
    private var count = 0

    func admit(_ place: SceneNode, depth: Int) throws(SceneError) -> Int {
      count += 1
      calls.append("admit \(place.path) depth \(depth) #\(count)")
      return count
    }

    func build(_ entry: SceneNode, depth: Int, order: Int, isMask: Bool) throws(SceneError) -> CALayer {
      calls.append("build \(entry.path) #\(order)\(isMask ? " mask" : "")")
      let layer = CALayer()
      guard case .object(let members) = entry.value else { return layer }
      for (key, value, _) in members {
        if key == "name", case .string(let name) = value { layer.name = name }
        if key == "sublayers", let items = value.items {
          for case .built(let sublayer) in items { layer.addSublayer(sublayer) }
        }
      }
      return layer
    }
  }

  /// Entries are admitted in document order (a parent before its sublayers and mask) and built as
  /// they end (sublayers and mask first); only `layers`, `sublayers` and `mask` of entries count.
  @Test func entriesAreAdmittedInOrderAndBuiltAsTheyEnd() throws {
    let text = #"""
      {"canvas": {"width": 10, "height": 10, "sublayers": [{"name": "no"}],
       "mask": {"name": "no"}},
       "layers": [
         {"name": "a", "sublayers": [{"name": "b"}, 7], "mask": {"name": "m", "sublayers": [{"name": "n"}]}},
         {"name": "c", "drawing": [{"sublayers": [{"name": "no"}]}]}
       ]}
      """#
    let recorder = Recorder()
    let document = try JSONParser.parse(Array(text.utf8), building: recorder)
    #expect(
      recorder.calls == [
        "admit layers[0] depth 1 #1", "admit layers[0].sublayers[0] depth 2 #2",
        "build layers[0].sublayers[0] #2", "admit layers[0].mask depth 2 #3",
        "admit layers[0].mask.sublayers[0] depth 3 #4", "build layers[0].mask.sublayers[0] #4",
        "build layers[0].mask #3 mask", "build layers[0] #1", "admit layers[1] depth 1 #5",
        "build layers[1] #5",
      ])
    guard case .object(let top) = document, let layers = top.first(where: { $0.key == "layers" })?.value.items
    else {
      Issue.record("no layers")
      return
    }
    let built = layers.compactMap { item -> CALayer? in
      if case .built(let l) = item { return l }
      return nil
    }
    #expect(built.map(\.name) == ["a", "c"])
    #expect(built[0].sublayers?.map(\.name) == ["b"])
  }

  /// Every sample scene gives the same pixels built while read as built from its whole document.
  @Test(arguments: ["clock", "layout-register-form", "masked-image", "replicator-spinner", "text-baseline"])
  func theSameScenesAsFromAWholeDocument(sample: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Samples/\(sample)/scene.json")
    let bytes = [UInt8](try Data(contentsOf: url))
    let whileReading = try Scene.parse(bytes, file: url)
    let builder = SceneBuilder(
      options: SceneOptions(),
      images: ImageResolver(sceneFile: url.path, allowOutside: false))
    var fromDocument = try builder.scene(SceneNode(try JSONParser.parse(bytes), path: ""))
    fromDocument.file = url
    let a = try PNG.encode(try whileReading.render())
    let b = try PNG.encode(try fromDocument.render())
    #expect(a == b)
  }

  /// Errors inside entries keep their paths and positions, and limits count in document order.
  @Test func errorsKeepTheirPlaces() throws {
    let text = """
      {"canvas": {"width": 10, "height": 10},
       "layers": [{"sublayers": [{"name": "x"}, {"bounds": [0, 0, -1, 1]}]}]}
      """
    let error = try #require(throws: SceneError.self) { try Scene.parse(Array(text.utf8)) }
    #expect(error.location == "layers[0].sublayers[1].bounds")
    #expect(error.line == 2 && error.column == 54)
    var options = SceneOptions()
    options.maximumLayers = 2
    let limited = try #require(throws: SceneError.self) {
      try Scene.parse(Array(text.utf8), options: options)
    }
    #expect(limited.location == "layers[0].sublayers[1]")
    #expect(limited.message == "more than 2 layers; the limit is 2")
  }
}

/// Layers built while read recurse through the parser and the builder together: the deepest
/// nesting the JSON limit allows still loads on a thread with the stack Lamina's own threads have
/// (8 MiB; a debug build needs 2 to 4 MiB for it, as it did when the document was parsed whole
/// before building).
@Suite struct BuildWhileReadingDepthTests {
  @Test func theDeepestNestingLoadsOnAWorkerThread() throws {
    // 255 layers, each the only sublayer of the one before: 511 levels of JSON, the limit is 512.
    let depth = 255
    var text = #"{"canvas": {"width": 10, "height": 10}, "layers": "#
    text += String(repeating: #"[{"name": "n", "sublayers": "#, count: depth) + "[]"
    text += String(repeating: "}]", count: depth) + "}"
    var deepOptions = SceneOptions()
    deepOptions.maximumDepth = 1_000
    let options = deepOptions
    let bytes = Array(text.utf8)
    nonisolated(unsafe) var result: Result<Int, SceneError>?
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result = Result { () throws(SceneError) in
        var count = 0
        var layer = try Scene.parse(bytes, options: options).root.sublayers?.first
        while let l = layer {
          count += 1
          layer = l.sublayers?.first
        }
        return count
      }
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    #expect(try result?.get() == depth)
    // One level more is refused by the JSON limit, with its place.
    let deeper =
      #"{"canvas": {"width": 10, "height": 10}, "layers": "#
      + String(repeating: #"[{"sublayers": "#, count: depth + 1) + "[]"
      + String(repeating: "}]", count: depth + 1) + "}"
    let error = try #require(throws: SceneError.self) {
      try Scene.parse(Array(deeper.utf8), options: options)
    }
    #expect(error.message == "nesting deeper than 512 levels")
  }
}
