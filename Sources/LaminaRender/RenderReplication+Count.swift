import Foundation
import Lamina

/// Counting a layer tree's render nodes before building it.
extension RenderReplication {
  /// What a render needs to know of a layer tree before building it, found in the walk that counts
  /// its nodes (one walk for all: on a large tree, each walk costs its cache misses).
  struct Traits {
    /// Whether the tree holds a text layer, hidden ones included.
    var text = false
    /// Whether the tree holds a replicator layer (hidden ones included, as for text).
    var replicates = false

  }

  /// The nodes `layer`'s sublayer tree makes, replicas included, up to `limit`; hidden subtrees
  /// count nothing. Masks are not counted here (they may form cycles); building the render tree
  /// stops replicating at its own budget.
  static func nodeCount(_ layer: CALayer, limit: Int, traits: inout Traits) -> Int {
    var subtrees = 0
    for sub in layer.children where subtrees < limit {
      let n = nodeCount(sub, limit: limit, traits: &traits)
      if !layer.isHidden { subtrees += n }
    }
    return total(layer, subtrees: subtrees, limit: limit, traits: &traits)
  }

  /// The nodes of `layer` whose sublayers make `subtrees`, its replicas included, up to `limit`.
  private static func total(_ layer: CALayer, subtrees: Int, limit: Int, traits: inout Traits) -> Int {
    if layer is CATextLayer { traits.text = true }
    let replicator = layer as? CAReplicatorLayer
    if replicator != nil { traits.replicates = true }
    guard !layer.isHidden else { return 0 }
    var subtrees = subtrees
    if let r = replicator {
      let copies = r.drawnInstanceCount
      subtrees = subtrees.multipliedReportingOverflow(by: copies).overflow ? limit : subtrees * copies
    }
    return min(1 + min(subtrees, limit), limit)
  }
}
