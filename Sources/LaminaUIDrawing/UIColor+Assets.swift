import Foundation
import LaminaGeometry

extension UIColor {
  /// The colour set `name` in an asset catalog (`<catalog>.xcassets/…/<name>.colorset/Contents.json`,
  /// its universal or first colour) under the main bundle's resources or the current directory;
  /// `nil` when there is none, as UIKit's is for a missing asset.
  public convenience init?(named name: String) {
    guard let cgColor = AssetCatalog.color(named: name) else { return nil }
    self.init(cgColor: cgColor)
  }
}

/// Colour sets read from Xcode asset catalogs.
enum AssetCatalog {
  /// The colour of the colour set `name`, found in the first catalog under `roots` that has it.
  static func color(
    named name: String,
    roots: [String] = [Bundle.main.resourcePath, FileManager.default.currentDirectoryPath].compactMap { $0 }
  ) -> CGColor? {
    for root in roots {
      if let file = colorSetFile(named: name, under: URL(fileURLWithPath: root)),
        let data = try? Data(contentsOf: file), let color = color(in: data)
      {
        return color
      }
    }
    return nil
  }

  /// The `Contents.json` of colour set `name` in a `.xcassets` folder directly under `root` (at any
  /// depth inside the catalog).
  private static func colorSetFile(named name: String, under root: URL) -> URL? {
    let fm = FileManager.default
    guard let top = try? fm.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) else { return nil }
    for catalog in top where catalog.pathExtension == "xcassets" {
      guard let walk = fm.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walk where url.lastPathComponent == "\(name).colorset" {
        return url.appendingPathComponent("Contents.json")
      }
    }
    return nil
  }

  /// The colour a colour set's `Contents.json` gives: components as 0…1 numbers, 0–255 integers or
  /// `0xFF` hexadecimal, as Xcode writes them (its floating-point format always has a decimal point).
  static func color(in data: Data) -> CGColor? {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let colors = json["colors"] as? [[String: Any]],
      let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
      let components = (entry["color"] as? [String: Any])?["components"] as? [String: Any]
    else { return nil }
    func value(_ key: String) -> CGFloat? {
      let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue
      guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") {
        return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
      }
      guard let number = Double(text) else { return nil }
      return CGFloat(text.contains(".") ? number : number / 255)
    }
    guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
    return CGColor(red: r, green: g, blue: b, alpha: value("alpha") ?? 1)
  }
}
