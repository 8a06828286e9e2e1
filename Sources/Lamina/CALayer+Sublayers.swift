import Foundation

// Managing the layer tree. A layer is never made a sublayer of itself or of one of its own
// descendants: such a call leaves the tree unchanged (Apple's framework gives no defined result;
// here it is a no-op, and `canAddSublayer(_:)` tells in advance).

extension CALayer {
  /// The sublayers, back to front, or `nil` when there are none. Setting it removes the current
  /// sublayers and adds the new ones in order (each leaves its previous superlayer; duplicates and
  /// layers that would create a cycle are skipped).
  public var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set {
      for child in children { child.superlayer = nil }
      children = []
      for layer in newValue ?? [] where !children.contains(where: { $0 === layer }) {
        addSublayer(layer)
      }
      setNeedsLayout()
    }
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

  /// Appends `layer` as the frontmost sublayer, removing it from its previous superlayer first.
  /// No-op when `layer` is this layer or one of its ancestors.
  public func addSublayer(_ layer: CALayer) {
    insert(layer, at: children.count)
  }

  /// Inserts `layer` at `idx` of the sublayers (clamped to the count), removing it from its previous
  /// place first (so `idx` counts the sublayers without it). No-op when `layer` is this layer or one of its ancestors.
  public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer, at: Int(idx))
  }

  /// Inserts `layer` just behind `sibling`; at the back when `sibling` is `nil` or not a sublayer.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard layer !== sibling else { return }
    insert(layer, before: sibling, otherwise: 0)
  }

  /// Inserts `layer` just in front of `sibling`; at the front when `sibling` is `nil` or not a sublayer.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard layer !== sibling else { return }
    guard let s = sibling, let i = children.firstIndex(where: { $0 === s }) else {
      return addSublayer(layer)
    }
    insert(layer, after: children[i])
  }

  /// Puts `newLayer` where `oldLayer` is; no-op when `oldLayer` is not a sublayer of this layer or
  /// `newLayer` cannot be added.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer !== newLayer, children.contains(where: { $0 === oldLayer }),
      canAddSublayer(newLayer)
    else { return }
    newLayer.removeFromSuperlayer()
    guard let i = children.firstIndex(where: { $0 === oldLayer }) else { return }
    children[i] = newLayer
    newLayer.superlayer = self
    oldLayer.superlayer = nil
    setNeedsLayout()
  }

  /// Detaches the layer from its superlayer; no-op for a root.
  public func removeFromSuperlayer() {
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
      mask.removeFromSuperlayer()
    }
    mask.superlayer = self
  }

  private func insert(_ layer: CALayer, before sibling: CALayer?, otherwise fallback: Int) {
    guard canAddSublayer(layer) else { return }
    layer.removeFromSuperlayer()
    let i = sibling.flatMap { s in children.firstIndex(where: { $0 === s }) } ?? fallback
    place(layer, at: i)
  }

  private func insert(_ layer: CALayer, after sibling: CALayer) {
    guard canAddSublayer(layer) else { return }
    layer.removeFromSuperlayer()
    let i = children.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? children.count
    place(layer, at: i)
  }

  /// Inserts at `index` of the sublayers as they are once `layer` has left its old place.
  private func insert(_ layer: CALayer, at index: Int) {
    guard canAddSublayer(layer) else { return }
    layer.removeFromSuperlayer()
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
