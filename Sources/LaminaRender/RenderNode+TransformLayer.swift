import Foundation
import Lamina
import LaminaGraphics

// CATransformLayer in the render tree: its sublayers share its 3D space, drawn back to front by
// depth, each flattened into the plane the transform layer lives in.

extension RenderNode {
  /// A transform layer as a node that only holds its depth-sorted leaves.
  init(transformLayer t: CALayer, index: Int, toParent: Homography, children: [RenderNode]) {
    (name, indexStorage, self.toParent, bounds) = (t.name, Int32(clamping: index), toParent, t.bounds)
    (background, borderWidth, borderColor, cornerRadius) = (nil, 0, nil, 0)
    (maskedCorners, opacity, masksToBounds, groupsOpacity) = (CanvasCorners(rawValue: 15), 1, false, false)
    mask = nil
    self.children = children
    extent = .null
    operationCount = 0
    nodeCount = 1 + children.reduce(0) { $0 + $1.nodeCount }
    extent = children.reduce(CGRect.null) { box, child in
      guard !box.isInfinite, !child.extent.isInfinite else { return .infinite }
      let mapped = child.toParent.mapBoundingBox(child.extent)
      return mapped.isNull ? .infinite : box.union(mapped)
    }
    operations = 2
    isLocalBelow = children.allSatisfy(\.isLocal)
  }

  /// The nodes of transform layer `t`'s 3D space (or a depth-preserving replicator's), back to
  /// front, each placed in the plane `t` is flattened into (`toPlane` maps `t`'s plane there), faded
  /// by the enclosing transform layers and tinted by its replicator instance.
  static func leaves(of t: CALayer, toPlane: CATransform3D, flipped: Bool, walk: inout TreeWalk)
    -> [RenderNode]
  {
    let inner = flipped != t.isGeometryFlipped
    return CATransformLayer.depthSortedLeaves(of: t, toPlane: toPlane).compactMap { leaf in
      guard
        var node = RenderNode(
          layer: leaf.layer, index: leaf.index, toParent: Homography(leaf.toPlane), parentFlipped: inner,
          walk: &walk)
      else { return nil }
      node.opacity *= Double(leaf.opacity)
      if let tint = leaf.tint { node.tint = node.tint.map { $0.multiplied(by: tint) } ?? tint }
      return node
    }
  }
}
