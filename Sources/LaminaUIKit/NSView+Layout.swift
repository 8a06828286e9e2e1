import Foundation
import Lamina
import LaminaLayout

// Auto Layout on AppKit views, on the engine layers and UIKit views use: the engine solves in the
// root's y-down space and maps each frame through its superview's (y-up) space, so `top` is the
// visual top, as in AppKit.

extension NSView: LayerOwner, LayoutItem {
  /// The view's layer.
  public var backingLayer: CALayer { layer! }
  /// The view's own layer: AppKit's baselines are offsets, not other views.
  public var firstBaselineLayer: CALayer { backingLayer }
  /// The view's own layer.
  public var lastBaselineLayer: CALayer { backingLayer }

  /// Whether layout keeps the view's frame instead of solving for it. Default: `true`.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { backingLayer.translatesAutoresizingMaskIntoConstraints }
    set { backingLayer.translatesAutoresizingMaskIntoConstraints = newValue }
  }
  /// The constraints installed on the view.
  public var constraints: [NSLayoutConstraint] { backingLayer.layoutConstraints }
  /// Activates `constraint`.
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }
  /// Whether constraints leave the view's frame with more than one optimal value. Lays out first.
  public var hasAmbiguousLayout: Bool { backingLayer.hasAmbiguousLayout }

  /// The leading edge of the alignment rect.
  public var leadingAnchor: NSLayoutXAxisAnchor { backingLayer.leadingAnchor }
  /// The trailing edge of the alignment rect.
  public var trailingAnchor: NSLayoutXAxisAnchor { backingLayer.trailingAnchor }
  /// The left edge of the alignment rect.
  public var leftAnchor: NSLayoutXAxisAnchor { backingLayer.leftAnchor }
  /// The right edge of the alignment rect.
  public var rightAnchor: NSLayoutXAxisAnchor { backingLayer.rightAnchor }
  /// The horizontal centre of the alignment rect.
  public var centerXAnchor: NSLayoutXAxisAnchor { backingLayer.centerXAnchor }
  /// The visual top edge of the alignment rect.
  public var topAnchor: NSLayoutYAxisAnchor { backingLayer.topAnchor }
  /// The visual bottom edge of the alignment rect.
  public var bottomAnchor: NSLayoutYAxisAnchor { backingLayer.bottomAnchor }
  /// The vertical centre of the alignment rect.
  public var centerYAnchor: NSLayoutYAxisAnchor { backingLayer.centerYAnchor }
  /// The first baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { backingLayer.firstBaselineAnchor }
  /// The last baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { backingLayer.lastBaselineAnchor }
  /// The width of the alignment rect.
  public var widthAnchor: NSLayoutDimension { backingLayer.widthAnchor }
  /// The height of the alignment rect.
  public var heightAnchor: NSLayoutDimension { backingLayer.heightAnchor }

  /// How strongly the view resists growing beyond its intrinsic size. Default: 250.
  public func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> UILayoutPriority {
    backingLayer.contentHuggingPriority(for: orientation)
  }
  /// Sets how strongly the view resists growing beyond its intrinsic size.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for orientation: NSLayoutConstraint.Orientation
  ) {
    backingLayer.setContentHuggingPriority(priority, for: orientation)
  }
  /// How strongly the view resists shrinking below its intrinsic size. Default: 750.
  public func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation)
    -> UILayoutPriority
  {
    backingLayer.contentCompressionResistancePriority(for: orientation)
  }
  /// Sets how strongly the view resists shrinking below its intrinsic size.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for orientation: NSLayoutConstraint.Orientation
  ) {
    backingLayer.setContentCompressionResistancePriority(priority, for: orientation)
  }

  /// Runs `updateConstraints()` on the marked views of this subtree, children first.
  public func updateConstraintsForSubtreeIfNeeded() {
    for sub in subviews { sub.updateConstraintsForSubtreeIfNeeded() }
    if needsUpdateConstraints || (type(of: self).requiresConstraintBasedLayout && !updatedOnce) {
      updatedOnce = true
      updateConstraints()
    }
  }

  /// What `layout()` does by default: at a root, update the marked views' constraints and solve.
  func solveConstraints() {
    if superview == nil { updateConstraintsForSubtreeIfNeeded() }
    backingLayer.layoutManager?.layoutSublayers(of: backingLayer)
  }
}
