import Foundation
import Lamina
import LaminaRender

/// Loads `contents` images for a scene: paths relative to the scene's folder, refused outside it
/// unless allowed, each file decoded once, the pixels of all of them within the scene's budget
/// (each file's size and each image's header are checked before its pixels are decoded).
struct ImageResolver {
  /// The scene file's path, or `nil` for images relative to the current folder.
  let sceneFile: String?
  let allowOutside: Bool
  /// The most pixels all the scene's decoded images may have together.
  var pixelBudget = CGImage.maximumPixelCount
  /// The largest image file, in bytes.
  var maximumFileBytes = Int.max
  private var cache: [String: CGImage] = [:]
  /// The files read, in the order first read (their real paths).
  private(set) var files: [String] = []
  private var decodedPixels = 0
  /// The scene's folder, symbolic links resolved: found at the first image, so a scene without
  /// images makes no `URL` (the first one a process makes has a start-up cost).
  private var resolvedFolder: URL?

  init(sceneFile: String?, allowOutside: Bool) {
    self.sceneFile = sceneFile
    self.allowOutside = allowOutside
  }

  /// The scene's folder (the current folder without a scene file), symbolic links resolved.
  private mutating func folder() -> URL {
    if let resolvedFolder { return resolvedFolder }
    let folder =
      sceneFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let resolved = folder.standardizedFileURL.resolvingSymlinksInPath()
    resolvedFolder = resolved
    return resolved
  }

  mutating func image(_ node: SceneNode) throws(SceneError) -> CGImage {
    let folder = folder()
    let path = try node.string()
    guard !path.isEmpty else { throw node.fail("expected a path to an image file, got an empty string") }
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
      let image = try ImageDecoder.read(contentsOf: url, maximumPixels: remaining)
      decodedPixels += image.width * image.height
      cache[url.path] = image
      files.append(url.path)
      return image
    } catch  where error.exceedsPixelLimit {
      throw node.fail(
        "image \"\(path)\" would take the scene's decoded images over \(pixelBudget) pixels (\(decodedPixels) used); not decoded"
      )
    } catch {
      throw node.fail("cannot load image \"\(path)\": \(error.message)")
    }
  }
}
