import Foundation

/// A data set of an asset catalog (UIKit's and AppKit's `NSDataAsset`): the file of
/// `name.dataset` in a `.xcassets` folder among the bundle's resources, as `UIImage(named:)` finds
/// image sets.
open class NSDataAsset: @unchecked Sendable {
  /// The data set's name.
  public let name: String
  /// The file's bytes.
  public let data: Data
  /// The uniform type identifier the catalog gives the file (`public.data` when it gives none).
  public let typeIdentifier: String

  /// The data set `name` in the main bundle's resources (or the current directory).
  public convenience init?(name: String) { self.init(name: name, bundle: .main) }

  /// The data set `name` in `bundle`'s resources; `nil` when there is none or its file is unreadable.
  public init?(name: String, bundle: Bundle) {
    let roots = bundle == .main ? ImageLookup.roots(nil) : ImageLookup.roots(bundle)
    for root in roots {
      guard let (folder, json) = ImageLookup.catalogEntry("\(name).dataset", under: root),
        let entry = (json["data"] as? [[String: Any]])?.first,
        let file = entry["filename"] as? String,
        let bytes = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file))
      else { continue }
      (self.name, data) = (name, bytes)
      typeIdentifier = entry["universal-type-identifier"] as? String ?? "public.data"
      return
    }
    return nil
  }
}
