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
    var leaves: [(leaf: Leaf, depth: CGFloat)] = []
    collect(self, toPlane, opacity: 1, into: &leaves)
    return leaves.enumerated().sorted { a, b in
      (a.element.depth, a.offset) < (b.element.depth, b.offset)
    }.map(\.element.leaf)
  }

  private func collect(
    _ t: CATransformLayer, _ m: CATransform3D, opacity: Float,
    into leaves: inout [(leaf: Leaf, depth: CGFloat)]
  ) {
    guard !t.isHidden, t.opacity > 0 else { return }
    let o = opacity * min(t.opacity, 1)
    let inner = t.sublayerMatrix.concatenating(m)
    for i in t.sublayerIndicesInDrawingOrder {
      let s = t.children[i]
      let toPlane = s.placementMatrix.concatenating(inner)
      if let nested = s as? CATransformLayer {
        collect(nested, toPlane, opacity: o, into: &leaves)
      } else {
        let c = CGPoint(x: s.bounds.midX, y: s.bounds.midY)
        leaves.append(
          (Leaf(layer: s, index: i, toPlane: toPlane, opacity: o), CATransformLayer.depth(of: c, toPlane)))
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
