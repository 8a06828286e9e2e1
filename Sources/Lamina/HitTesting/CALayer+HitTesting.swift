import Foundation

// containsPoint and hitTest (spec §6).

extension CALayer {
  /// The order in which `hitTest` visits siblings.
  public enum HitTestOrder: String, Sendable, CaseIterable {
    /// As measured on Apple's framework today: the reverse of the drawing order, so a higher
    /// `zPosition` is tested first, then later siblings first.
    case modern
    /// As older books describe it: only the `sublayers` array counts, last sublayer first, and
    /// `zPosition` is ignored.
    case sublayers
  }

  /// The half-open bounds test behind `contains(_:)`.
  package func boundsContain(_ p: CGPoint) -> Bool {
    let b = bounds
    return p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY
  }

  /// `hitTest(_:)` with an explicit sibling order. In `.modern` order sublayers are asked through
  /// their `hitTest(_:)`, so overrides of it written for Apple's API take part.
  public func hitTest(_ p: CGPoint, order: HitTestOrder) -> CALayer? {
    guard !isHidden, let q = planeToSuperlayer.invertedIfPossible()?.map(p), q.x.isFinite, q.y.isFinite
    else { return nil }
    return hitTest(localPoint: q, order: order)
  }

  /// `hitTest` for a point already in this layer's own coordinates (a transform layer maps points
  /// into its sublayers' planes itself).
  package func hitTest(localPoint q: CGPoint, order: HitTestOrder = .modern) -> CALayer? {
    guard !isHidden else { return nil }
    if masksToBounds && !contains(q) { return nil }
    let candidates = order == .modern ? sublayersInDrawingOrder.reversed() : children.reversed()
    for sublayer in candidates {
      let hit = order == .modern ? sublayer.hitTest(q) : sublayer.hitTest(q, order: order)
      if let hit { return hit }
    }
    return contains(q) ? self : nil
  }
}
