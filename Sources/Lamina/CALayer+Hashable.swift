import Foundation

extension CALayer: Hashable {
  /// Layers are equal only to themselves, as NSObject identity makes them on Apple platforms.
  public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// Hashes the layer's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
