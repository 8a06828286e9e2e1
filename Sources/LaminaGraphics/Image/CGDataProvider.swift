import Foundation
import LaminaGeometry

/// The bytes behind an image (`CGDataProvider`): here, always held in memory.
public final class CGDataProvider: @unchecked Sendable {
  /// The bytes.
  public let data: CFData?

  /// A provider of `data`'s bytes.
  public init?(data: CFData) { self.data = data }

  /// A provider of the bytes of the file at `url`, or `nil` when it cannot be read.
  public init?(url: URL) {
    guard let bytes = try? Data(contentsOf: url) else { return nil }
    data = bytes
  }
}
