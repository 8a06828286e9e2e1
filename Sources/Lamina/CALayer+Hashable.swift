import Foundation

extension CALayer: Hashable {
  /// `lhs.isEqual(rhs)`: a layer is equal only to itself unless a subclass overrides `isEqual(_:)`,
  /// as `NSObject`'s `==` does on Apple platforms.
  public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs.isEqual(rhs) }

  /// Hashes `hash` (the layer's identity unless a subclass overrides it).
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
