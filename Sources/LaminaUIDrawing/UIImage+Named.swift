import Foundation
import LaminaGeometry
import LaminaGraphics
import LaminaImage

extension UIImage {
  /// The image `name` in the main bundle's resources or the current directory, as
  /// `init(named:in:compatibleWith:)` finds it.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// The image `name` in `bundle`'s resources (default: the main bundle's, then the current
  /// directory), as UIKit finds it: the file for the trait collection's display scale (default
  /// `UIScreen.main.scale`) first (`name@2x.png`), then the larger scales, then the smaller; a
  /// name without an extension tries PNG, JPEG, WebP and GIF; an asset catalog's image set
  /// `name.imageset` is read the same way. The image's `scale` is the file's.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    let scale = traitCollection?.displayScale ?? UIScreen.main.scale
    guard let (path, fileScale) = ImageLookup.find(name, roots: ImageLookup.roots(bundle), scale: scale),
      let image = try? ImageDecoder.read(contentsOf: URL(fileURLWithPath: path))
    else { return nil }
    self.init(cgImage: image, scale: fileScale, orientation: .up)
  }
}

/// The traits an image is chosen for: only the display scale counts in Lamina.
open class UITraitCollection: @unchecked Sendable {
  /// Pixels per point. Default: `UIScreen.main.scale`.
  public let displayScale: CGFloat

  /// Traits with `displayScale`.
  public init(displayScale: CGFloat) { self.displayScale = displayScale }

  /// The traits of the one screen.
  public static var current: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }
}

/// Finding image files by name, as `UIImage(named:)` does.
enum ImageLookup {
  static let extensions = ["png", "jpg", "jpeg", "webp", "gif"]

  /// Where to look: the bundle's resources (and the bundle folder), or the main bundle's and the
  /// current directory.
  static func roots(_ bundle: Bundle?) -> [String] {
    guard let bundle else {
      return [Bundle.main.resourcePath, FileManager.default.currentDirectoryPath].compactMap { $0 }
    }
    return [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
  }

  /// The scales to try for a display of `scale`: its own, the larger ones, then the smaller.
  static func scales(for scale: CGFloat) -> [Int] {
    let own = scale.isFinite ? Int(min(max(scale.rounded(), 1), 3)) : 1
    return [own] + Array(stride(from: own + 1, through: 3, by: 1)) + (1..<own).reversed()
  }

  /// The file for `name` under `roots` and its scale, or `nil`.
  static func find(_ name: String, roots: [String], scale: CGFloat) -> (path: String, scale: CGFloat)? {
    let ext = (name as NSString).pathExtension.lowercased()
    let (base, exts) =
      extensions.contains(ext) ? ((name as NSString).deletingPathExtension, [ext]) : (name, extensions)
    let fm = FileManager.default
    for root in roots {
      for s in scales(for: scale) {
        for e in exts {
          let path = (root as NSString).appendingPathComponent(base + (s == 1 ? "" : "@\(s)x") + "." + e)
          if fm.fileExists(atPath: path) { return (path, CGFloat(s)) }
        }
      }
      if let found = imageSet(base, under: root, scale: scale) { return found }
    }
    return nil
  }

  /// The file of image set `name` in a `.xcassets` catalog under `root` for `scale`.
  static func imageSet(_ name: String, under root: String, scale: CGFloat) -> (path: String, scale: CGFloat)?
  {
    guard let (folder, json) = catalogEntry("\(name).imageset", under: root),
      let images = json["images"] as? [[String: Any]]
    else { return nil }
    let files = images.compactMap { entry -> (String, Int)? in
      guard let file = entry["filename"] as? String else { return nil }
      return (file, Int((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1)
    }
    for s in scales(for: scale) {
      if let (file, _) = files.first(where: { $0.1 == s }) {
        return ((folder as NSString).appendingPathComponent(file), CGFloat(s))
      }
    }
    return nil
  }

  /// The folder named `entry` (`icon.imageset`, `clip.dataset`) in a `.xcassets` catalog under
  /// `root`, with its `Contents.json`.
  static func catalogEntry(_ entry: String, under root: String) -> (folder: String, json: [String: Any])? {
    let fm = FileManager.default
    guard let top = try? fm.contentsOfDirectory(atPath: root) else { return nil }
    for catalog in top.sorted() where catalog.hasSuffix(".xcassets") {
      let catalogPath = (root as NSString).appendingPathComponent(catalog)
      guard let walk = fm.enumerator(atPath: catalogPath) else { continue }
      for case let relative as String in walk where (relative as NSString).lastPathComponent == entry {
        let folder = (catalogPath as NSString).appendingPathComponent(relative)
        guard let data = fm.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { continue }
        return (folder, json)
      }
    }
    return nil
  }

  /// The scale a file name gives: `icon@2x.png` is 2, `icon@3x~iphone.png` 3, `icon.png` 1.
  static func scale(ofFile path: String) -> CGFloat {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let at = name.range(of: "@", options: .backwards) else { return 1 }
    let digits = name[at.upperBound...].prefix { $0.isNumber }
    guard let n = Int(digits), name[at.upperBound...].dropFirst(digits.count).hasPrefix("x"),
      (1...3).contains(n)
    else { return 1 }
    return CGFloat(n)
  }
}
