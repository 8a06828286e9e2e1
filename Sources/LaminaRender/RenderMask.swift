import Foundation
import Lamina

/// A layer's `mask` as a render tree: the alpha of everything it draws, in the masked layer's
/// coordinates, multiplies the masked layer, its sublayers and its shadow.
///
/// Apple documents the mask as "an optional layer whose alpha channel is used to mask the layer's
/// content" (the `CALayer.mask` reference); its opacity and transform count, its colours do not.
package struct RenderMask {
  private var storage: [RenderNode]

  /// The mask's render tree.
  package var node: RenderNode { storage[0] }

  init(_ node: RenderNode) { storage = [node] }
}

/// What building a render tree carries from layer to layer: the backing images drawn for this render,
/// the replica budget, and the layers being built while inside a mask (a mask that leads back to one
/// of them, a layer masked by itself or by an ancestor, is a cycle, drawn as an empty mask).
struct TreeWalk {
  /// Backing images drawn for this render, used instead of the layers' own `contents`.
  var backings = RenderBackings()
  var masking = false
  /// Whether only the first layer's own drawing is wanted: no sublayers, no mask (the inspector's
  /// planes, `LayerRenderer.planes`).
  var ownDrawingOnly = false
  /// Replica nodes the render tree may still add (`RenderLimits.renderNodes` by default).
  var replicaBudget = RenderLimits().renderNodes
  private var building: Set<ObjectIdentifier> = []

  /// Notes `layer` as being built; `false` when it already is (a cycle through a mask).
  mutating func enter(_ layer: CALayer) -> Bool {
    guard masking else { return true }
    return building.insert(ObjectIdentifier(layer)).inserted
  }

  /// Ends what `enter` began.
  mutating func leave(_ layer: CALayer) {
    if masking { building.remove(ObjectIdentifier(layer)) }
  }
}

extension Painter {
  /// Draws `node` (with its shadow) into a group, its mask into another, and the first through the
  /// alpha of the second, faded by the node's opacity.
  func drawMasked(_ node: RenderNode, _ mask: RenderMask, _ h: Homography, alpha inherited: Double) {
    // The layer keeps its opacity inside the mask, so a shadow stays beneath the faded layer and is
    // faded on its own (as `drawShadowed`), and the mask then cuts both (measured:
    // AFSnapshotTesting's `ComplexShapeMixingAllEffects`, alpha 159 inside a half-opaque star).
    var plain = node
    plain.mask = nil
    let box = deviceBox(node.extent, h)
    canvas.beginShadowGroup(clippedTo: box)
    draw(plain, h, alpha: 1)
    let content = canvas.endShadowGroup()
    canvas.beginShadowGroup(clippedTo: box)
    draw(mask.node, mask.node.toParent.concatenating(h), alpha: 1)
    let alphaMask = canvas.endShadowGroup()
    canvas.paint(content, maskedBy: alphaMask, alpha: inherited, clippedTo: box)
  }
}
