import Foundation
import Lamina
import LaminaRender
import Testing

@testable import LaminaScene

/// A fresh folder with a scene, an image inside it and an image beside it.
struct SceneFolder {
  let root: URL
  let folder: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-scene-\(UUID().uuidString)")
    folder = root.appendingPathComponent("scene")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
    let png = try PNGFixture.twoByTwo()
    try png.write(to: folder.appendingPathComponent("img/dot.png"))
    try png.write(to: root.appendingPathComponent("outside.png"))
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("img/fake.png"))
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("img/link.png"),
      withDestinationURL: root.appendingPathComponent("outside.png"))
  }

  func write(_ json: String) throws -> URL {
    let url = folder.appendingPathComponent("scene.json")
    try Data(json.utf8).write(to: url)
    return url
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

enum PNGFixture {
  /// A 2×2 RGBA PNG made with the project's own encoder.
  static func twoByTwo() throws -> Data {
    let image = CGImage(
      width: 2, height: 2, premultipliedARGB: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080])!
    return Data(try PNG.encode(image))
  }
}

@Suite struct SceneFileTests {
  func load(_ json: String, in folder: SceneFolder, allowOutside: Bool = false) -> Result<Scene, SceneError> {
    var options = SceneOptions()
    options.allowFilesOutsideSceneFolder = allowOutside
    do {
      return .success(try Scene.load(contentsOf: try folder.write(json), options: options))
    } catch let e as SceneError {
      return .failure(e)
    } catch {
      return .failure(SceneError(location: "", message: "\(error)"))
    }
  }

  func layerJSON(_ contents: String) -> String {
    #"{\#(canvas), "layers": [{"bounds": [0, 0, 2, 2], "contents": "\#(contents)"}]}"#
  }

  @Test func imagesLoadRelativeToTheSceneFolder() throws {
    let f = try SceneFolder()
    defer { f.remove() }
    let scene = try load(layerJSON("img/dot.png"), in: f).get()
    let image = try #require(scene.root.sublayers?.first?.contents as? CGImage)
    #expect(image.width == 2 && image.pixel(x: 1, y: 1) == 0x8080_8080)
  }

  @Test func filesOutsideTheFolderAreRefusedUnlessAllowed() throws {
    let f = try SceneFolder()
    defer { f.remove() }
    for path in [
      "../outside.png", "img/../../outside.png", f.root.appendingPathComponent("outside.png").path,
      "img/link.png",
    ] {
      guard case .failure(let e) = load(layerJSON(path), in: f) else {
        Issue.record("\(path) must be refused")
        continue
      }
      #expect(e.location == "layers[0].contents" && e.message.contains("outside the scene's folder"))
      #expect(e.file == f.folder.appendingPathComponent("scene.json").path)
    }
    #expect((try? load(layerJSON("../outside.png"), in: f, allowOutside: true).get()) != nil)
  }

  @Test func missingAndCorruptImagesAreErrorsAtTheirPath() throws {
    let f = try SceneFolder()
    defer { f.remove() }
    guard case .failure(let missing) = load(layerJSON("img/none.png"), in: f) else {
      Issue.record("must fail")
      return
    }
    #expect(missing.location == "layers[0].contents")
    #expect(missing.message == #"cannot load image "img/none.png": cannot read the file (no such file)"#)
    guard case .failure(let fake) = load(layerJSON("img/fake.png"), in: f) else {
      Issue.record("must fail")
      return
    }
    #expect(fake.message.contains("not an image Lamina reads (PNG, JPEG, WebP or GIF)"))
  }

  @Test func missingSceneFileIsNamed() {
    let url = URL(fileURLWithPath: "/nonexistent/scene-\(UUID()).json")
    #expect(throws: SceneError(file: url.path, location: "", message: "cannot read the file (no such file)"))
    {
      try Scene.load(contentsOf: url)
    }
  }

  @Test func syntaxErrorsCarryTheFile() throws {
    let f = try SceneFolder()
    defer { f.remove() }
    guard case .failure(let e) = load("{", in: f) else {
      Issue.record("must fail")
      return
    }
    #expect(e.description == "\(f.folder.path)/scene.json: line 1, column 2: expected a key in double quotes")
  }
}
