import Foundation
import Lamina
import LaminaRender

/// Loads `contents` images for a scene: paths relative to the scene's folder, refused outside it
/// unless allowed, each file decoded once, the pixels of all of them within the scene's budget
/// (each file's size and each PNG's header are checked before its pixels are decoded).
struct ImageResolver {
  let folder: URL
  let allowOutside: Bool
  /// The most pixels all the scene's decoded images may have together.
  var pixelBudget = CGImage.maximumPixelCount
  /// The largest image file, in bytes.
  var maximumFileBytes = Int.max
  private var cache: [String: CGImage] = [:]
  private var decodedPixels = 0

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
    let size = FileStatus(url.path)?.size ?? 0
    guard size <= maximumFileBytes else {
      throw node.fail("image \"\(path)\" is \(size) bytes; the limit is \(maximumFileBytes)")
    }
    let remaining = pixelBudget - decodedPixels
    do {
      let image = try PNG.read(contentsOf: url, maximumPixels: remaining)
      decodedPixels += image.width * image.height
      cache[url.path] = image
      return image
    } catch  where error.message == "image has too many pixels" {
      throw node.fail(
        "image \"\(path)\" would take the scene's decoded images over \(pixelBudget) pixels (\(decodedPixels) used); not decoded"
      )
    } catch {
      throw node.fail("cannot load image \"\(path)\": \(error.message)")
    }
  }
}
