import Foundation

// The layout pass (setNeedsLayout / layoutIfNeeded), autoresizing arithmetic, per-axis layout
// priorities, and key-value storage that layout engines use to keep their state on a layer.

/// Per-layer layout state that is not an Apple property: the needs-layout flag, priorities, and
/// values stored by key.
package final class LayoutState {
  var needsLayout = false
  var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  package var intrinsicGeneration = 0
  var values: [String: Any] = [:]
}

extension CALayer {
  /// Marks the layer as needing `layoutSublayers()` at the next `layoutIfNeeded()`.
  public func setNeedsLayout() {
    guard !layoutState.needsLayout else { return }
    layoutState.needsLayout = true
    layoutManager?.invalidateLayout(of: self)
  }

  /// Whether the layer is marked as needing layout.
  public func needsLayout() -> Bool { layoutState.needsLayout }

  /// Lays out now whatever is marked: from the topmost ancestor that needs layout, down through its
  /// whole subtree, parents before children, as Core Animation does.
  public func layoutIfNeeded() {
    var top: CALayer = self
    var node = superlayer
    while let n = node {
      if n.needsLayout() { top = n }
      node = n.superlayer
    }
    top.layoutSubtreeIfNeeded()
  }

  private func layoutSubtreeIfNeeded() {
    if layoutState.needsLayout {
      layoutState.needsLayout = false
      layoutSublayers()
    }
    for sublayer in children { sublayer.layoutSubtreeIfNeeded() }
  }

  /// Marks the layer as laid out without calling `layoutSublayers()` (for engines that placed it).
  package func clearNeedsLayout() { layoutState.needsLayout = false }

  func boundsSizeChanged(from oldSize: CGSize) {
    resizeSublayers(withOldSize: oldSize)
    setNeedsLayout()
  }

  /// `frame` moved and resized for a superlayer going from `old` to `new` by the autoresizing mask:
  /// along each axis the change is shared among the flexible parts (margins and size) in proportion
  /// to their current lengths, evenly when those are all zero (AppKit's springs and struts).
  func autoresized(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
    let m = autoresizingMask
    let (x, w) = Self.share(
      delta: new.width - old.width, lead: frame.minX, size: frame.width, trail: old.width - frame.maxX,
      flexible: (m.contains(.layerMinXMargin), m.contains(.layerWidthSizable), m.contains(.layerMaxXMargin)))
    let (y, h) = Self.share(
      delta: new.height - old.height, lead: frame.minY, size: frame.height, trail: old.height - frame.maxY,
      flexible: (m.contains(.layerMinYMargin), m.contains(.layerHeightSizable), m.contains(.layerMaxYMargin)))
    return CGRect(x: x, y: y, width: w, height: h)
  }

  private static func share(
    delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (origin: CGFloat, size: CGFloat) {
    let parts = [(flexible.0, max(lead, 0)), (flexible.1, max(size, 0)), (flexible.2, max(trail, 0))]
    let active = parts.filter(\.0)
    guard !active.isEmpty, delta != 0, delta.isFinite else { return (lead, size) }
    let total = active.reduce(0) { $0 + $1.1 }
    func portion(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 ? delta * part.1 / total : delta / CGFloat(active.count)
    }
    return (lead + portion(parts[0]), size + portion(parts[1]))
  }

  // MARK: Hugging and compression resistance

  /// How strongly the layer resists growing beyond its intrinsic size on `axis`. Default: 250.
  public func contentHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
    layoutState.hugging[axis.rawValue]
  }

  /// Sets how strongly the layer resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: UILayoutConstraintAxis) {
    layoutState.hugging[axis.rawValue] = priority
    invalidateIntrinsicContentSize()
  }

  /// How strongly the layer resists shrinking below its intrinsic size on `axis`. Default: 750.
  public func contentCompressionResistancePriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
    layoutState.compressionResistance[axis.rawValue]
  }

  /// Sets how strongly the layer resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: UILayoutConstraintAxis
  ) {
    layoutState.compressionResistance[axis.rawValue] = priority
    invalidateIntrinsicContentSize()
  }

  // MARK: Values by key

  /// The value stored for `key` with `setValue(_:forKey:)`, as Core Animation layers keep values for
  /// keys they do not define. (Property names are not mapped to properties.)
  public func value(forKey key: String) -> Any? { layoutState.values[key] }

  /// Stores `value` for `key`; `nil` removes it.
  public func setValue(_ value: Any?, forKey key: String) { layoutState.values[key] = value }
}
