import Foundation
import Lamina

/// Building a large render tree on several threads: the subtrees of the first layer with more than
/// one sublayer are built at once, each from its own copy of the walk's state, and put together in
/// drawing order. The tree is the same as one thread's: building only reads the layer tree (no
/// property of a layer, colour, path or image is computed lazily and stored), the walk's state is
/// the same at every sibling (outside masks no layer is being tracked, and without replicator layers
/// no replica budget is spent), and each sibling's nodes go where the one-thread walk put them.
extension RenderNode {
  /// The nodes of sibling `layers` (visited in `order`), each sibling's subtree on one of
  /// `trail.threads` threads.
  static func parallelNodes(
    of layers: [CALayer], _ order: [Int], sublayerMatrix: CATransform3D, flipped: Bool, trail: MaskTrail
  ) -> [RenderNode] {
    var inner = trail
    inner.threads = 1
    let shared = SharedSiblings(layers: layers, order: order, trail: inner)
    let parts = inParallel(order.count, threads: trail.threads) { k in
      var trail = shared.trail
      var part = SiblingNodes()
      let i = shared.order[k]
      append(
        shared.layers[i], index: i, sublayerMatrix: sublayerMatrix, flipped: flipped, trail: &trail,
        to: &part.nodes)
      return part
    }
    var out: [RenderNode] = []
    out.reserveCapacity(parts.reduce(0) { $0 + $1.nodes.count })
    for part in parts { out += part.nodes }
    return out
  }
}

/// What every thread building siblings reads: the layers, their drawing order and the walk's state
/// where they begin (the threads only read the layers).
private struct SharedSiblings: @unchecked Sendable {
  let layers: [CALayer]
  let order: [Int]
  let trail: MaskTrail
}

/// The nodes one sibling made on its thread, handed back to the caller's.
private struct SiblingNodes: @unchecked Sendable {
  var nodes: [RenderNode] = []
}
