import Foundation
import Lamina

/// What layout asks of an item's layer: its intrinsic size and priorities, its alignment rect and
/// its baselines. A layer answers for itself; a view that owns a layer (a `LayerOwner` that is the
/// layer's delegate) answers in its place, through its own overrides, so layers and views lay out
/// alike.
public protocol LayoutItem: AnyObject {
  /// The size the content wants; `noIntrinsicMetric` (−1) on an axis without one.
  var intrinsicContentSize: CGSize { get }
  /// How strongly the item resists growing beyond its intrinsic size on `axis`.
  func contentHuggingPriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority
  /// How strongly the item resists shrinking below its intrinsic size on `axis`.
  func contentCompressionResistancePriority(for axis: UILayoutConstraintAxis) -> UILayoutPriority
  /// The alignment rect for `frame`.
  func alignmentRect(forFrame frame: CGRect) -> CGRect
  /// The frame for `rect`, an alignment rect.
  func frame(forAlignmentRect rect: CGRect) -> CGRect
  /// The first baseline's distance below the alignment rect's top.
  var firstBaselineOffsetFromTop: CGFloat { get }
  /// The last baseline's distance above the alignment rect's bottom.
  var lastBaselineOffsetFromBottom: CGFloat { get }
  /// The layer whose first baseline is the item's: a descendant's layer (a view's
  /// `forFirstBaselineLayout`), solved with it, or the item's own layer.
  var firstBaselineLayer: CALayer { get }
  /// The layer whose last baseline is the item's, as `firstBaselineLayer`.
  var lastBaselineLayer: CALayer { get }
}

extension CALayer: LayoutItem {
  /// The layer itself.
  public var firstBaselineLayer: CALayer { self }
  /// The layer itself.
  public var lastBaselineLayer: CALayer { self }

  /// Who answers layout's questions for this layer: the view that owns it, else the layer.
  var layoutItem: LayoutItem { (owner as? LayoutItem) ?? self }
}
