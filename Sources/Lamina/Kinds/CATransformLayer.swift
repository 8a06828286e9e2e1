import Foundation

/// A layer whose sublayers share one 3D space instead of being flattened into its plane
/// (QuartzCore's `CATransformLayer`).
///
/// As Apple documents: only the sublayers are rendered (the layer's own background, contents,
/// border, mask, `masksToBounds` and shadow are ignored); `opacity` applies to each sublayer on its
/// own; the sublayers, through nested transform layers, are drawn back to front by depth. The
/// layer has no 2D plane of its own, so `hitTest(_:)` answers with the front-most sublayer under the
/// point, never with the transform layer itself.
open class CATransformLayer: CALayer {
  override open func presentationInstance() -> CALayer { CATransformLayer(layer: self) }

  /// One layer drawn in a transform layer's 3D space.
  package struct Leaf {
    /// The layer, flattened in its own plane like any ordinary layer.
    package var layer: CALayer
    /// Its index in its superlayer's `sublayers`.
    package var index: Int
    /// Its plane → the plane the transform layer is flattened into, in 3D.
    package var toPlane: CATransform3D
    /// The product of the enclosing transform layers' opacities.
    package var opacity: Float
    /// The colour of the replicator instance it belongs to (depth-preserving replicators), if any.
    package var tint: RenderColor?
  }

  /// A transform layer with Apple's defaults.
  override public init() { super.init() }

  /// A transform layer decoded by `NSCoder`: Apple's defaults (Lamina does not archive layers).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties.
  override public init(layer: Any) { super.init(layer: layer) }

  /// The visible layers of this 3D space (descending through nested transform layers), back to
  /// front: sorted by the depth of their bounds' centres under `toPlane` (which maps this layer's
  /// plane to the one it is flattened into), ties kept in drawing order.
  package func depthSortedLeaves(toPlane: CATransform3D) -> [Leaf] {
    CATransformLayer.depthSortedLeaves(of: self, toPlane: toPlane)
  }

  /// Whether `layer` keeps its sublayers' depth: a transform layer, or a replicator that preserves
  /// depth ("acts similarly to CATransformLayer", Apple's CAReplicatorLayer reference).
  package static func sharesDepth(_ layer: CALayer) -> Bool {
    layer is CATransformLayer || (layer as? CAReplicatorLayer)?.preservesDepth == true
  }

  /// `depthSortedLeaves` for any layer that shares depth (see `sharesDepth`).
  package static func depthSortedLeaves(of container: CALayer, toPlane: CATransform3D) -> [Leaf] {
    var leaves: [(leaf: Leaf, depth: CGFloat)] = []
    var budget = 1_000_000
    collect(container, toPlane, opacity: 1, tint: nil, budget: &budget, into: &leaves)
    return leaves.enumerated().sorted { a, b in
      (a.element.depth, a.offset) < (b.element.depth, b.offset)
    }.map(\.element.leaf)
  }

  private static func collect(
    _ t: CALayer, _ m: CATransform3D, opacity: Float, tint: RenderColor?, budget: inout Int,
    into leaves: inout [(leaf: Leaf, depth: CGFloat)]
  ) {
    guard !t.isHidden, t.opacity > 0 else { return }
    let o = opacity * min(t.opacity, 1)
    // A depth-preserving replicator places each instance in its own 3D space; others have one.
    var instances: [(CATransform3D, RenderColor?)] = [(CATransform3DIdentity, nil)]
    if let r = t as? CAReplicatorLayer {
      instances = []
      var power = CATransform3DIdentity
      for k in 0..<r.drawnInstanceCount where budget > 0 {
        if k > 0 { power = power.concatenating(r.instanceTransform) }
        instances.append((r.instanceMatrix(power: power), r.instanceTint(k)))
        budget -= max(t.children.count, 1)
      }
    }
    for (place, instanceTint) in instances {
      let inner = t.sublayerMatrix.concatenating(place).concatenating(m)
      let combined = tint.map { t in instanceTint.map(t.multiplied) ?? t } ?? instanceTint
      for i in t.sublayerIndicesInDrawingOrder {
        let s = t.children[i]
        let toPlane = s.placementMatrix.concatenating(inner)
        if sharesDepth(s) {
          collect(s, toPlane, opacity: o, tint: combined, budget: &budget, into: &leaves)
        } else {
          let c = CGPoint(x: s.bounds.midX, y: s.bounds.midY)
          let leaf = Leaf(layer: s, index: i, toPlane: toPlane, opacity: o, tint: combined)
          leaves.append((leaf, depth(of: c, toPlane)))
        }
      }
    }
  }

  /// The depth of `p` (on the plane z = 0) under `m`: z / w, larger is nearer the viewer; points at or
  /// behind the eye (w ≤ 0) count as farthest.
  private static func depth(of p: CGPoint, _ m: CATransform3D) -> CGFloat {
    let z = p.x * m.m13 + p.y * m.m23 + m.m43
    let w = p.x * m.m14 + p.y * m.m24 + m.m44
    guard w > 0, (z / w).isFinite else { return -.infinity }
    return z / w
  }

  /// The front-most sublayer (through nested transform layers) whose tree contains `p`, given in the
  /// superlayer's coordinates; never the transform layer itself.
  override open func hitTest(_ p: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    for leaf in depthSortedLeaves(toPlane: placementMatrix).reversed() {
      guard let q = Homography(leaf.toPlane).invertedIfPossible()?.map(p), q.x.isFinite, q.y.isFinite
      else { continue }
      if let hit = leaf.layer.hitTest(localPoint: q) { return hit }
    }
    return nil
  }
}
