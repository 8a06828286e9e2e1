import Foundation

// Managing the layer tree. A layer is never made a sublayer of itself or of one of its own
// descendants: such a call leaves the tree unchanged (Apple's framework gives no defined result;
// here it is a no-op, and `canAddSublayer(_:)` tells in advance).

extension CALayer {
  /// What setting `sublayers` does.
  final func replaceChildren(with layers: [CALayer]) {
    for child in children { child.superlayer = nil }
    children = []
    for layer in layers where !children.contains(where: { $0 === layer }) {
      insertChild(layer, at: children.count)
    }
    setNeedsLayout()
  }

  /// Whether `layer` may become a sublayer of this one: it is neither this layer nor an ancestor of it.
  public func canAddSublayer(_ layer: CALayer) -> Bool {
    var node: CALayer? = self
    while let n = node {
      if n === layer { return false }
      node = n.superlayer
    }
    return true
  }

  /// What `insertSublayer(_:below:)` does.
  final func insertChild(_ layer: CALayer, below sibling: CALayer?) {
    guard layer !== sibling else { return }
    insert(layer, before: sibling, otherwise: 0)
  }

  /// What `insertSublayer(_:above:)` does.
  final func insertChild(_ layer: CALayer, above sibling: CALayer?) {
    guard layer !== sibling else { return }
    guard let s = sibling, let i = children.firstIndex(where: { $0 === s }) else {
      return insertChild(layer, at: children.count)
    }
    insert(layer, after: children[i])
  }

  /// What `replaceSublayer(_:with:)` does: no-op when `oldLayer` is not a sublayer of this layer or
  /// `newLayer` cannot be added.
  final func replaceChild(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer !== newLayer, children.contains(where: { $0 === oldLayer }),
      canAddSublayer(newLayer)
    else { return }
    newLayer.detachFromParent()
    guard let i = children.firstIndex(where: { $0 === oldLayer }) else { return }
    children[i] = newLayer
    newLayer.superlayer = self
    oldLayer.superlayer = nil
    setNeedsLayout()
  }

  /// What `removeFromSuperlayer()` does.
  final func detachFromParent() {
    guard let parent = superlayer else { return }
    if parent.mask === self { return parent.mask = nil }
    parent.children.removeAll { $0 === self }
    superlayer = nil
    parent.setNeedsLayout()
  }

  /// After `mask` changed from `old`: as on Apple's framework, a mask reports the layer it masks as
  /// its superlayer without being one of its sublayers, and the old mask no longer does; a mask
  /// taken from a layer tree leaves it (both measured: gnustep/libs-quartzcore's
  /// `CALayer/masking.m`, run against Apple's QuartzCore). A mask that is this layer or one of its
  /// ancestors, or another layer's mask, keeps its place [decision: no cycle, no second parent].
  final func maskChanged(from old: CALayer?) {
    guard old !== mask else { return }
    if let old, old.superlayer === self { old.superlayer = nil }
    guard let mask else { return }
    var ancestor: CALayer? = self
    while let a = ancestor {
      if a === mask { return }
      ancestor = a.superlayer
    }
    if let parent = mask.superlayer {
      guard parent.mask !== mask else { return }
      mask.detachFromParent()
    }
    mask.superlayer = self
  }

  private func insert(_ layer: CALayer, before sibling: CALayer?, otherwise fallback: Int) {
    guard canAddSublayer(layer) else { return }
    layer.detachFromParent()
    let i = sibling.flatMap { s in children.firstIndex(where: { $0 === s }) } ?? fallback
    place(layer, at: i)
  }

  private func insert(_ layer: CALayer, after sibling: CALayer) {
    guard canAddSublayer(layer) else { return }
    layer.detachFromParent()
    let i = children.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? children.count
    place(layer, at: i)
  }

  /// Inserts at `index` of the sublayers as they are once `layer` has left its old place (what
  /// `addSublayer` and `insertSublayer(_:at:)` do); no-op when `layer` is this layer or an ancestor.
  final func insertChild(_ layer: CALayer, at index: Int) {
    guard canAddSublayer(layer) else { return }
    layer.detachFromParent()
    place(layer, at: index)
  }

  /// Inserts `layer` and marks this layer as needing layout, as Apple's framework does whenever the
  /// sublayers change (measured: gnustep/libs-quartzcore's `CALayer/layout.m`, run against QuartzCore).
  private func place(_ layer: CALayer, at index: Int) {
    children.insert(layer, at: min(max(index, 0), children.count))
    layer.superlayer = self
    setNeedsLayout()
  }

  /// The sublayers in the order they are drawn, back to front: `sublayers` stable-sorted by ascending
  /// `zPosition` (a NaN zPosition sorts as 0). Hit testing visits the reverse of this order.
  public var sublayersInDrawingOrder: [CALayer] {
    sublayerIndicesInDrawingOrder.map { children[$0] }
  }

  /// The indices into `sublayers` of `sublayersInDrawingOrder`, so callers can name a layer by its
  /// place in the model tree.
  package var sublayerIndicesInDrawingOrder: [Int] { CALayer.drawingOrder(children) }

  /// The indices of `layers` (siblings) in drawing order: by `zPosition`, then array order.
  package static func drawingOrder(_ layers: [CALayer]) -> [Int] {
    let key: (CALayer) -> CGFloat = { $0.zPosition.isNaN ? 0 : $0.zPosition }
    guard let first = layers.first, layers.contains(where: { key($0) != key(first) }) else {
      return Array(layers.indices)
    }
    return layers.indices.sorted { (key(layers[$0]), $0) < (key(layers[$1]), $1) }
  }

}
