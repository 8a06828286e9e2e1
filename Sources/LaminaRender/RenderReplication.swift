import Foundation
import Lamina
import LaminaGraphics

/// A replicator layer's instances as render nodes: copies of its sublayers' nodes, each placed by a
/// power of the instance transform about the bounds' centre and tinted by its instance colour.
package enum RenderReplication {
  /// `children` (the sublayers' nodes, in drawing order) replicated as `r` asks, instance by
  /// instance; stops adding copies once `budget` nodes have been made.
  static func instances(
    of children: [RenderNode], _ r: CAReplicatorLayer, delayed: [[RenderNode]] = [], budget: inout Int
  ) -> [RenderNode] {
    let count = r.drawnInstanceCount
    let size = children.reduce(0) { $0 + $1.nodeCount }
    var out: [RenderNode] = []
    var power = CATransform3DIdentity
    for k in 0..<count {
      if k > 0 {
        guard budget >= size else { break }
        budget -= size
        power = power.concatenating(r.instanceTransform)
      }
      let place = Homography(r.instanceMatrix(power: power))
      guard place.isFinite else { break }
      let tint = r.instanceTint(k)
      for child in k > 0 && k - 1 < delayed.count ? delayed[k - 1] : children {
        var copy = child
        copy.toParent = child.toParent.concatenating(place)
        if let tint { copy.tint = copy.tint.map { $0.multiplied(by: tint) } ?? tint }
        out.append(copy)
      }
    }
    return out
  }

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
    if layer is CATextLayer { traits.text = true }
    let hidden = layer.isHidden
    var subtrees = 0
    for sub in layer.children where subtrees < limit {
      let n = nodeCount(sub, limit: limit, traits: &traits)
      if !hidden { subtrees += n }
    }
    let replicator = layer as? CAReplicatorLayer
    if replicator != nil { traits.replicates = true }
    guard !hidden else { return 0 }
    if let r = replicator {
      let copies = r.drawnInstanceCount
      subtrees = subtrees.multipliedReportingOverflow(by: copies).overflow ? limit : subtrees * copies
    }
    return min(1 + min(subtrees, limit), limit)
  }
}

extension Painter {
  /// Draws a replicator instance into a group and paints the group with its colours multiplied by
  /// the instance colour.
  func drawTinted(_ node: RenderNode, _ tint: RenderColor, _ h: Homography, alpha: Double) {
    var plain = node
    plain.tint = nil
    canvas.beginShadowGroup(clippedTo: clipsGroups ? deviceBox(node.extent, h) : nil)
    draw(plain, h, alpha: alpha)
    canvas.paint(canvas.endShadowGroup(), tintedBy: tint)
  }
}
