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
}

extension Painter {
  /// Draws a replicator instance into a group and paints the group with its colours multiplied by
  /// the instance colour.
  func drawTinted(_ node: RenderNode, _ tint: RenderColor, _ h: Homography, alpha: Double) {
    var plain = node
    plain.tint = nil
    canvas.beginShadowGroup(clippedTo: deviceBox(node.extent, h))
    draw(plain, h, alpha: alpha)
    canvas.paint(canvas.endShadowGroup(), tintedBy: tint)
  }
}
