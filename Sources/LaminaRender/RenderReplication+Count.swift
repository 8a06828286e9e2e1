import Foundation
import Lamina

/// Counting a layer tree's render nodes before building it, on one thread or several.
extension RenderReplication {
  /// What a render needs to know of a layer tree before building it, found in the walk that counts
  /// its nodes (one walk for all: on a large tree, each walk costs its cache misses).
  struct Traits {
    /// Whether the tree holds a text layer, hidden ones included.
    var text = false
    /// Whether the tree holds a replicator layer (hidden ones included, as for text).
    var replicates = false

    mutating func formUnion(_ other: Traits) {
      text = text || other.text
      replicates = replicates || other.replicates
    }
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

  /// `nodeCount(_:limit:traits:)` on up to `threads` threads: the sublayers of the first layer with
  /// several are counted at once, each on one thread, and added up in order as one thread adds
  /// them. The same count; past the limit the traits may hold more than one thread finds, and the
  /// render throws without reading them.
  static func nodeCount(_ layer: CALayer, limit: Int, traits: inout Traits, threads: Int) -> Int {
    let children = layer.children
    guard threads > 1, !children.isEmpty else { return nodeCount(layer, limit: limit, traits: &traits) }
    let counts: [(nodes: Int, traits: Traits)]
    if children.count == 1 {
      var inner = Traits()
      counts = [(nodeCount(children[0], limit: limit, traits: &inner, threads: threads), inner)]
    } else {
      let shared = SharedLayers(layers: children)
      counts = inParallel(children.count, threads: threads) { k in
        var inner = Traits()
        return (nodeCount(shared.layers[k], limit: limit, traits: &inner), inner)
      }
    }
    var subtrees = 0
    for count in counts {
      traits.formUnion(count.traits)
      if subtrees < limit, !layer.isHidden { subtrees += count.nodes }
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

/// Layers handed to several threads, each working on its own ones' trees.
package struct SharedLayers: @unchecked Sendable {
  /// The layers.
  package let layers: [CALayer]

  /// Wraps `layers`.
  package init(layers: [CALayer]) { self.layers = layers }
}
