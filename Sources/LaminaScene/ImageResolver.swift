import Foundation
import Lamina
import LaminaRender

/// Loads `contents` images for a scene: paths relative to the scene's folder, refused outside it
/// unless allowed, each file decoded once.
struct ImageResolver {
  let folder: URL
  let allowOutside: Bool
  private var cache: [String: CGImage] = [:]

  init(folder: URL, allowOutside: Bool) {
    self.folder = folder.standardizedFileURL.resolvingSymlinksInPath()
    self.allowOutside = allowOutside
  }

  mutating func image(_ node: SceneNode) throws(SceneError) -> CGImage {
    let path = try node.string()
    guard !path.isEmpty else { throw node.fail("expected a path to a PNG file, got an empty string") }
    let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path))
      .standardizedFileURL.resolvingSymlinksInPath()
    guard allowOutside || url.path.hasPrefix(folder.path + "/") else {
      throw node.fail(
        "\"\(path)\" is outside the scene's folder \(folder.path); such files are refused unless allowed (--allow-outside-files)"
      )
    }
    if let cached = cache[url.path] { return cached }
    do {
      let image = try PNG.read(contentsOf: url)
      cache[url.path] = image
      return image
    } catch {
      throw node.fail("cannot load image \"\(path)\": \(error.message)")
    }
  }
}
