import Foundation
import Lamina

/// The names from just below `root` down to a layer (an unnamed layer is its index, `[i]`), each
/// layer's worked out once: many points hit the same layers, and a layer's index among thousands of
/// siblings is found from one pass over them, not a search for each point.
package final class LayerPaths {
  private let root: CALayer
  private var paths: [ObjectIdentifier: [String]] = [:]
  private var indices: [ObjectIdentifier: Int] = [:]
  private var indexedParents: Set<ObjectIdentifier> = []

  /// Paths below `root`.
  package init(root: CALayer) { self.root = root }

  /// `layer`'s names, from just below the root (empty for the root itself).
  package func path(_ layer: CALayer) -> [String] {
    guard layer !== root else { return [] }
    if let known = paths[ObjectIdentifier(layer)] { return known }
    let parent = layer.superlayer
    let above = parent.map(path) ?? []
    let found = above + [layer.name ?? "[\(parent.map { index(of: layer, in: $0) } ?? 0)]"]
    paths[ObjectIdentifier(layer)] = found
    return found
  }

  private func index(of layer: CALayer, in parent: CALayer) -> Int {
    if indexedParents.insert(ObjectIdentifier(parent)).inserted {
      for (i, child) in (parent.sublayers ?? []).enumerated() { indices[ObjectIdentifier(child)] = i }
    }
    return indices[ObjectIdentifier(layer)] ?? 0
  }
}
