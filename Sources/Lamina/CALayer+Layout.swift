import Foundation

// The layout pass (setNeedsLayout / layoutIfNeeded), autoresizing arithmetic, per-axis layout
// priorities, and key-value storage that layout engines use to keep their state on a layer.

/// Per-layer layout state that is not an Apple property: the needs-layout flag, priorities, and
/// values stored by key.
package final class LayoutState {
  /// `CALayer`'s layout properties, kept here rather than in every layer (most layers of a scene
  /// never set them).
  var alignmentRectInsets: UIEdgeInsets = .zero
  var intrinsicContentSize = CGSize(width: CALayer.noIntrinsicMetric, height: CALayer.noIntrinsicMetric)
  var firstBaselineOffsetFromTop: CGFloat = 0
  var lastBaselineOffsetFromBottom: CGFloat = 0
  var layoutManager: CALayoutManager?
  var autoresizingMask: CAAutoresizingMask = []
  var autoresizingRule = AutoresizingRule.coreAnimation
  var autoresizesSublayers = true
  /// Per axis (horizontal, vertical), as `UILayoutConstraintAxis.rawValue` indexes them.
  var hugging = AxisPriorities(.defaultLow)
  var compressionResistance = AxisPriorities(.defaultHigh)
  package var intrinsicGeneration = 0
  var values: [String: Any] = [:]
}

/// A priority for each axis, without an array.
struct AxisPriorities {
  private var horizontal: UILayoutPriority
  private var vertical: UILayoutPriority

  init(_ both: UILayoutPriority) { (horizontal, vertical) = (both, both) }

  /// The priority on axis `index` (0 horizontal, 1 vertical).
  subscript(index: Int) -> UILayoutPriority {
    get { index == 0 ? horizontal : vertical }
    set { if index == 0 { horizontal = newValue } else { vertical = newValue } }
  }
}

extension CALayer {
  /// Marks the layer as needing `layoutSublayers()` at the next `layoutIfNeeded()`.
  public func setNeedsLayout() {
    guard !layoutFlag else { return }
    layoutFlag = true
    layoutManager?.invalidateLayout(of: self)
  }

  /// Whether the layer is marked as needing layout.
  public func needsLayout() -> Bool { layoutFlag }

  /// Lays out now whatever is marked: from the topmost ancestor that needs layout, down through its
  /// whole subtree (masks included), parents before children, as Core Animation does. That masks are
  /// laid out is measured through lottie-ios: its engine lays its tree out once, then animates
  /// layers inside masks whose sizes only that layout sets, and its iOS snapshot suite, run with
  /// assertions on, passes (`Issues/issue_1683`, an inverted matte).
  public func layoutIfNeeded() {
    var top: CALayer = self
    var node = superlayer
    while let n = node {
      if n.needsLayout() { top = n }
      node = n.superlayer
    }
    top.layoutSubtreeIfNeeded()
  }

  /// Lays out this layer if it is marked, then its mask's tree and its sublayers' trees, parents
  /// before children.
  package func layoutSubtreeIfNeeded() {
    if layoutFlag {
      layoutFlag = false
      layoutSublayers()
    }
    mask?.layoutSubtreeIfNeeded()
    for sublayer in children { sublayer.layoutSubtreeIfNeeded() }
  }

  func boundsSizeChanged(from oldSize: CGSize) {
    if autoresizesSublayers { resizeSublayers(withOldSize: oldSize) }
    setNeedsLayout()
  }

  /// `frame` moved and resized for a superlayer going from `old` to `new` by the autoresizing mask,
  /// by Core Animation's measured rule (see `AutoresizingAxis`), standardized.
  func autoresized(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
    let (h, v) = (AutoresizingAxis.horizontal(autoresizingMask), AutoresizingAxis.vertical(autoresizingMask))
    let x: (min: CGFloat, max: CGFloat)
    let y: (min: CGFloat, max: CGFloat)
    switch autoresizingRule {
    case .coreAnimation:
      x = h.resize(min: frame.minX, max: frame.maxX, old: old.width, new: new.width)
      y = v.resize(min: frame.minY, max: frame.maxY, old: old.height, new: new.height)
    case .proportional, .even:
      let p = autoresizingRule == .proportional
      x = h.resize(min: frame.minX, max: frame.maxX, old: old.width, new: new.width, proportionally: p)
      y = v.resize(min: frame.minY, max: frame.maxY, old: old.height, new: new.height, proportionally: p)
    }
    return CGRect(x: x.min, y: y.min, width: x.max - x.min, height: y.max - y.min).standardized
  }

  /// Whether a change of the bounds' size resizes the sublayers by their masks (a view's
  /// `autoresizesSubviews`). Default: `true`.
  package var autoresizesSublayers: Bool {
    get { existingLayoutState?.autoresizesSublayers ?? true }
    set { layoutState.autoresizesSublayers = newValue }
  }

  /// How the layer shares its superlayer's change of size: Core Animation's rule, unless a view
  /// framework that owns the layer set its own.
  package var autoresizingRule: AutoresizingRule {
    get { existingLayoutState?.autoresizingRule ?? .coreAnimation }
    set { layoutState.autoresizingRule = newValue }
  }

  // MARK: Hugging and compression resistance

  /// How strongly the layer resists growing beyond its intrinsic size on `axis`. Default: 250.
  public func contentHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
    existingLayoutState?.hugging[axis.rawValue] ?? .defaultLow
  }

  /// Sets how strongly the layer resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: UILayoutConstraintAxis) {
    layoutState.hugging[axis.rawValue] = priority
    invalidateIntrinsicContentSize()
  }

  /// How strongly the layer resists shrinking below its intrinsic size on `axis`. Default: 750.
  public func contentCompressionResistancePriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority {
    existingLayoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets how strongly the layer resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: UILayoutConstraintAxis
  ) {
    layoutState.compressionResistance[axis.rawValue] = priority
    invalidateIntrinsicContentSize()
  }

  // MARK: State Lamina's own modules keep on a layer

  /// What Lamina's layout module keeps on the layer under `key` (not a key-value coding value: it
  /// is neither copied into presentation copies nor seen by actions).
  package func moduleValue(forKey key: String) -> Any? { existingLayoutState?.values[key] }

  /// Keeps `value` under `key` for Lamina's layout module; `nil` removes it.
  package func setModuleValue(_ value: Any?, forKey key: String) { layoutState.values[key] = value }
}

extension CALayer {
  /// The marker for "no intrinsic size on this axis": −1, as UIKit's `noIntrinsicMetric`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// No intrinsic size on either axis.
  static let noIntrinsicSize = CGSize(width: noIntrinsicMetric, height: noIntrinsicMetric)
}
