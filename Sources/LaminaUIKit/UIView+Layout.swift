import Foundation
import Lamina
import LaminaLayout

// Auto Layout on views, on the engine layers use: a constraint naming a view constrains its layer,
// and the engine asks the view (a `LayoutItem`) for its intrinsic size, priorities, alignment rect
// and baselines, so a view's overrides take part. The root of the tree solves in its
// `layoutSubviews()`, setting every constrained view's frame; `super.layoutSubviews()` in an
// override applies them first, as in UIKit.

extension UIView: LayerOwner, LayoutItem {
  /// The view's layer (`LayerOwner`'s name for it).
  public var backingLayer: CALayer { layer }
}

extension UIView {
  /// Whether layout keeps the view's frame (UIKit's autoresizing-mask constraints) instead of
  /// solving for it. Default: `true`; set it to `false` for a view placed by constraints (as UIKit,
  /// activating a constraint does not change it).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layer.translatesAutoresizingMaskIntoConstraints }
    set { layer.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// The constraints installed on the view (those whose items' nearest common ancestor it is).
  public var constraints: [NSLayoutConstraint] { layer.layoutConstraints }
  /// Activates `constraint` (Lamina installs it on its items' nearest common ancestor).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  // MARK: Anchors: the layer's

  /// The leading edge of the alignment rect.
  public var leadingAnchor: NSLayoutXAxisAnchor { layer.leadingAnchor }
  /// The trailing edge of the alignment rect.
  public var trailingAnchor: NSLayoutXAxisAnchor { layer.trailingAnchor }
  /// The left edge of the alignment rect.
  public var leftAnchor: NSLayoutXAxisAnchor { layer.leftAnchor }
  /// The right edge of the alignment rect.
  public var rightAnchor: NSLayoutXAxisAnchor { layer.rightAnchor }
  /// The horizontal centre of the alignment rect.
  public var centerXAnchor: NSLayoutXAxisAnchor { layer.centerXAnchor }
  /// The top edge of the alignment rect.
  public var topAnchor: NSLayoutYAxisAnchor { layer.topAnchor }
  /// The bottom edge of the alignment rect.
  public var bottomAnchor: NSLayoutYAxisAnchor { layer.bottomAnchor }
  /// The vertical centre of the alignment rect.
  public var centerYAnchor: NSLayoutYAxisAnchor { layer.centerYAnchor }
  /// The first baseline (of `forFirstBaselineLayout`).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { layer.firstBaselineAnchor }
  /// The last baseline (of `forLastBaselineLayout`).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { layer.lastBaselineAnchor }
  /// The width of the alignment rect.
  public var widthAnchor: NSLayoutDimension { layer.widthAnchor }
  /// The height of the alignment rect.
  public var heightAnchor: NSLayoutDimension { layer.heightAnchor }

  // MARK: Priorities, kept on the layer

  /// How strongly the view resists growing beyond its intrinsic size on `axis`. Default: 250.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layer.contentHuggingPriority(for: axis)
  }
  /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layer.setContentHuggingPriority(priority, for: axis)
  }
  /// How strongly the view resists shrinking below its intrinsic size on `axis`. Default: 750.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layer.contentCompressionResistancePriority(for: axis)
  }
  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layer.setContentCompressionResistancePriority(priority, for: axis)
  }
}

extension UIView {
  /// Marks the view as needing `updateConstraints()` before the next layout.
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    layer.treeRoot.setNeedsLayout()
  }
  /// Whether the view is marked as needing `updateConstraints()`.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }
  /// Runs `updateConstraints()` on the marked views of this subtree, children before parents.
  public func updateConstraintsIfNeeded() {
    for sub in subviews { sub.updateConstraintsIfNeeded() }
    if needsUpdateConstraintsFlag { updateConstraints() }
  }

  /// What `layoutSubviews()` does by default: at the root of a tree with constraints, update the
  /// marked views' constraints and solve them all (`layer.layoutManager` is the engine).
  func solveConstraints() {
    if superview == nil { updateConstraintsIfNeeded() }
    layer.layoutManager?.layoutSublayers(of: layer)
  }

  /// The layer of `forFirstBaselineLayout` when it is a descendant (layout solves its baseline
  /// with it), else the view's own.
  public var firstBaselineLayer: CALayer { baselineLayer(of: forFirstBaselineLayout) }
  /// The layer of `forLastBaselineLayout` when it is a descendant, else the view's own.
  public var lastBaselineLayer: CALayer { baselineLayer(of: forLastBaselineLayout) }

  private func baselineLayer(of view: UIView) -> CALayer {
    view !== self && view.isDescendant(of: self) ? view.layer : layer
  }

  /// The first baseline's distance below the top of the alignment rect: that of
  /// `forFirstBaselineLayout` (a subview) in this view's space, or the view's own (0: its top).
  public var firstBaselineOffsetFromTop: CGFloat {
    let view = forFirstBaselineLayout
    guard view !== self, view.isDescendant(of: self) else { return ownFirstBaselineOffset }
    let top = view.alignmentRect(forFrame: view.frame).minY + view.firstBaselineOffsetFromTop
    return convert(CGPoint(x: 0, y: top), from: view.superview).y - alignmentRect(forFrame: bounds).minY
  }

  /// The last baseline's distance above the bottom of the alignment rect: that of
  /// `forLastBaselineLayout` (a subview) in this view's space, or the view's own (0: its bottom).
  public var lastBaselineOffsetFromBottom: CGFloat {
    let view = forLastBaselineLayout
    guard view !== self, view.isDescendant(of: self) else { return ownLastBaselineOffset }
    let bottom = view.alignmentRect(forFrame: view.frame).maxY - view.lastBaselineOffsetFromBottom
    return alignmentRect(forFrame: bounds).maxY - convert(CGPoint(x: 0, y: bottom), from: view.superview).y
  }
}

extension UIView {
  /// Whether constraints leave the view's frame with more than one optimal value. Lays out first.
  public var hasAmbiguousLayout: Bool { layer.hasAmbiguousLayout }
}
