import Foundation
import Lamina
import LaminaGraphics

/// A replicator layer's instances as render nodes: copies of its sublayers' nodes, each placed by a
/// power of the instance transform about the bounds' centre and tinted by its instance colour.
package enum RenderReplication {
  /// The most instances one replicator draws; larger counts are cut to it (the scene format refuses
  /// them, and `LayerRenderer` refuses trees whose copies exceed `RenderLimits.renderNodes`).
  package static let maximumInstances = 10_000

  /// `children` (the sublayers' nodes, in drawing order) replicated as `r` asks, instance by
  /// instance; stops adding copies once `budget` nodes have been made.
  static func instances(of children: [RenderNode], _ r: CAReplicatorLayer, budget: inout Int) -> [RenderNode]
  {
    let count = min(max(r.instanceCount, 0), maximumInstances)
    let size = children.reduce(0) { $0 + $1.nodeCount }
    let center = CGPoint(x: r.bounds.midX, y: r.bounds.midY)
    let toCenter = CATransform3DMakeTranslation(-center.x, -center.y, 0)
    let back = CATransform3DMakeTranslation(center.x, center.y, 0)
    let base = RenderColor(r.instanceColor ?? CGColor(gray: 1, alpha: 1))
    let offsets = [r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset]
      .map { Double($0).isFinite ? Double($0) : 0 }
    var out: [RenderNode] = []
    var power = CATransform3DIdentity
    for k in 0..<count {
      if k > 0 {
        guard budget >= size else { break }
        budget -= size
        power = power.concatenating(r.instanceTransform)
      }
      let place = Homography(toCenter.concatenating(power).concatenating(back))
      guard place.isFinite else { break }
      let tint = tint(base, offsets, k)
      for child in children {
        var copy = child
        copy.toParent = child.toParent.concatenating(place)
        if let tint { copy.tint = copy.tint.map { $0.multiplied(by: tint) } ?? tint }
        out.append(copy)
      }
    }
    return out
  }

  /// Instance `k`'s colour, each component clamped to 0…1; `nil` when it is opaque white.
  private static func tint(_ base: RenderColor, _ offsets: [Double], _ k: Int) -> RenderColor? {
    func c(_ v: Double, _ i: Int) -> Double { min(max(v + Double(k) * offsets[i], 0), 1) }
    let color = RenderColor(
      red: c(base.red, 0), green: c(base.green, 1), blue: c(base.blue, 2), alpha: c(base.alpha, 3))
    return color == RenderColor(red: 1, green: 1, blue: 1, alpha: 1) ? nil : color
  }

  /// The nodes `layer`'s sublayer tree makes, replicas included, up to `limit`; hidden subtrees
  /// count nothing. Masks are not counted here (they may form cycles); building the render tree
  /// stops replicating at its own budget.
  static func nodeCount(_ layer: CALayer, limit: Int) -> Int {
    guard !layer.isHidden else { return 0 }
    var n = 1
    var subtrees = 0
    for sub in layer.sublayers ?? [] where subtrees < limit { subtrees += nodeCount(sub, limit: limit) }
    if let r = layer as? CAReplicatorLayer {
      let copies = min(max(r.instanceCount, 0), maximumInstances)
      subtrees = subtrees.multipliedReportingOverflow(by: copies).overflow ? limit : subtrees * copies
    }
    n += min(subtrees, limit)
    return min(n, limit)
  }
}

extension RenderColor {
  /// The component-wise product with `other`.
  func multiplied(by other: RenderColor) -> RenderColor {
    RenderColor(
      red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
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
