import Foundation
import Lamina
import LaminaUIDrawing

/// A view: UIKit's thin owner of a layer. Its geometry is its layer's, its subviews' layers are its
/// layer's sublayers, and it draws, lays out and animates through being its layer's delegate.
///
/// No window, no events: `hitTest(_:with:)` answers queries, and rendering is the layer's
/// (`view.layer` through `LayerRenderer`, `lamina` snapshots).
open class UIView: UIResponder, CALayerDelegate {
  /// The class of layer the view makes: Lamina's layer kinds are made as such; a `CALayer`
  /// subclass of your own needs `makeBackingLayer()` (Swift cannot call its initializer through a
  /// class value). Default: `CALayer`.
  open class var layerClass: AnyClass { CALayer.self }

  /// The layer the view owns and draws into.
  public var layer: CALayer { backing }
  private var backing: CALayer!

  /// The view's place in its superview: the layer's frame.
  open var frame: CGRect {
    get { layer.frame }
    set { layer.frame = newValue }
  }
  /// The view's own coordinate space: the layer's bounds.
  open var bounds: CGRect {
    get { layer.bounds }
    set { layer.bounds = newValue }
  }
  /// The centre of the frame in the superview's coordinates: the layer's position.
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }
  /// The transform about the centre: the layer's affine transform.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// The superview, or `nil` for a root view.
  public internal(set) weak var superview: UIView?
  /// The subviews, back to front.
  public internal(set) var subviews: [UIView] = []
  /// The controller whose view this is, told of layout.
  weak var controller: UIViewController?

  /// A view with `frame` and a layer of `layerClass`.
  public init(frame: CGRect) {
    super.init()
    backing = makeBackingLayer()
    backing.delegate = self
    backing.autoresizingRule = .proportional  // UIKit's documented rule
    backing.needsDisplayOnBoundsChange = false
    layer.frame = frame
    layer.setNeedsDisplay()
  }

  /// A view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// A view decoded by `NSCoder`: a zero frame (Lamina has no nibs).
  public required init?(coder: NSCoder) {
    super.init()
    backing = makeBackingLayer()
    backing.delegate = self
    backing.autoresizingRule = .proportional
    layer.setNeedsDisplay()
  }

  /// Makes the view's layer (AppKit's name; UIKit makes one of `layerClass`). Override to return
  /// a layer class of your own: `override func makeBackingLayer() -> CALayer { RingLayer() }`.
  open func makeBackingLayer() -> CALayer { LayerKinds.make(type(of: self).layerClass) }

  /// The next responder: the controller whose view this is, else the superview.
  open override var next: UIResponder? { controller ?? superview }

  // MARK: Appearance

  /// The layer's background colour. Default: `nil`. A pattern colour shows upright, its cells from
  /// the view's top-left, where the same colour set on the layer shows upside down, as in UIKit.
  open var backgroundColor: UIColor? {
    get {
      if let given = givenBackground, given.layerColor === layer.backgroundColor { return given.color }
      return layer.backgroundColor.map(UIColor.init(cgColor:))
    }
    set {
      let layerColor = newValue?.viewBackground
      givenBackground = newValue.flatMap { $0.cgColor.pattern == nil ? nil : ($0, layerColor!) }
      layer.backgroundColor = layerColor
    }
  }
  /// A pattern background as given, and the colour made from it for the layer.
  private var givenBackground: (color: UIColor, layerColor: CGColor)?
  /// The view's opacity, 0…1: the layer's. Default: 1.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }
  /// Whether the view (and its subviews) are hidden. Default: `false`.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`. Default: `false`.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// Whether the view is opaque: the layer's `isOpaque`, whose undrawn pixels are black. Default:
  /// `false` (UIKit's is `true`, a hint its compositor may take).
  open var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }
  /// How the layer's contents fill the bounds. Default: `.scaleToFill`.
  open var contentMode: ContentMode = .scaleToFill { didSet { applyContentMode() } }
  /// The colour controls and templates take: the nearest one set up the tree, else system blue.
  open var tintColor: UIColor! {
    get { ownTint ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTint = newValue
      tintChanged()
    }
  }
  /// Tells this view, and the subviews that inherit its tint, that the tint changed.
  func tintChanged() {
    tintColorDidChange()
    for sub in subviews where sub.ownTint == nil { sub.tintChanged() }
  }
  var ownTint: UIColor?
  /// Called when `tintColor` changes, on the view and on the subviews that inherit it.
  open func tintColorDidChange() {}
  /// Whether hit testing may return this view and its subviews. Default: `true`.
  open var isUserInteractionEnabled = true
  /// A number for finding the view with `viewWithTag(_:)`. Default: 0.
  open var tag = 0
  /// Whether assistive technologies treat the view as one element. Stored. Default: `false`.
  open var isAccessibilityElement = false
  /// The view's accessibility label. Stored. Default: `nil`.
  open var accessibilityLabel: String?
  /// The view's accessibility hint. Stored. Default: `nil`.
  open var accessibilityHint: String?
  /// The view's accessibility value. Stored. Default: `nil`.
  open var accessibilityValue: String?
  /// An identifier for finding the view in tests. Stored. Default: `nil`.
  open var accessibilityIdentifier: String?
  /// What the view is to assistive technologies. Stored. Default: none.
  open var accessibilityTraits = UIAccessibilityTraits.none

  // MARK: The tree (overridable, as UIKit's; UIView+Hierarchy.swift does the work)

  /// Adds `view` as the frontmost subview, removing it from its superview first.
  open func addSubview(_ view: UIView) { insert(view, at: subviews.count) }
  /// Inserts `view` at `index` of the subviews.
  open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }
  /// Removes the view from its superview.
  open func removeFromSuperview() { detach() }
  /// Called after `subview` was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before `subview` is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to `newSuperview` (`nil` when removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}
  /// Called before the view moves to a window (Lamina does not call it).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to a window.
  open func didMoveToWindow() {}
  /// The window the view is in: the nearest `UIWindow` up the tree (itself, for a window), or
  /// `nil` when its root is not a window.
  open var window: UIWindow? {
    var node: UIView? = self
    while let n = node {
      if let window = n as? UIWindow { return window }
      node = n.superview
    }
    return nil
  }
  /// Called after the view is loaded from a nib (Lamina loads none; call it yourself if you rely on it).
  open func awakeFromNib() {}
  /// Called when Interface Builder draws the view (never on Linux).
  open func prepareForInterfaceBuilder() {}

  // MARK: Drawing and layout

  /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), whose
  /// user space is the bounds, y down. Override it to draw; the default draws nothing (and the view
  /// then keeps no backing image).
  open func draw(_ rect: CGRect) { drawIsInherited = true }
  var drawIsInherited = false
  /// Whether `draw(_:)` was found to draw nothing but UIView's own (the view then keeps no backing
  /// image until `setNeedsDisplay()`).
  var drawsNothing = false
  /// Marks the view as needing to draw.
  open func setNeedsDisplay() {
    drawsNothing = false
    layer.setNeedsDisplay()
  }
  /// Marks part of the view as needing to draw; the whole view draws.
  open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
  /// Lays out the subviews: the default applies Auto Layout (the root of a tree with constraints
  /// solves them for the whole tree); autoresizing happens as bounds change. Override to place
  /// subviews, calling `super` first to keep the constraints' frames.
  open func layoutSubviews() { solveConstraints() }
  /// Marks the view as needing layout at the next `layoutIfNeeded()` or render.
  open func setNeedsLayout() { layer.setNeedsLayout() }
  /// Lays out the view's tree now if it is marked.
  open func layoutIfNeeded() { layer.layoutIfNeeded() }
  /// The size the content wants; `noIntrinsicMetric` on an axis without one (the default).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Tells layout that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() {
    layer.invalidateIntrinsicContentSize()
    layer.treeRoot.setNeedsLayout()
  }
  /// UIKit's "no intrinsic size on this axis": −1.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The size that fits in `size`: the current size (subclasses measure their content).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// Resizes the view to `sizeThatFits` its current size, keeping its frame's origin.
  open func sizeToFit() { frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size)) }
  /// The margins `layoutMarginsGuide` keeps inside the bounds (read when a constraint to the guide
  /// is made). Default: 8 points on every side, as UIKit's for a view that is not a root.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The insets from the frame to the alignment rect, which Auto Layout places. Default: none.
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The alignment rect for `frame`: the frame reduced by `alignmentRectInsets`.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
  /// The frame for `alignmentRect`: the rect grown by `alignmentRectInsets`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    alignmentRect.inset(by: alignmentRectInsets.negated)
  }
  /// The view whose baseline is this view's for baseline constraints: itself (deprecated in UIKit
  /// for `forFirstBaselineLayout` and `forLastBaselineLayout`, which default to it).
  open func forBaselineLayout() -> UIView { self }
  /// The view whose first baseline is this view's: `forLastBaselineLayout`. Override it to return a
  /// text subview.
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
  /// The view whose last baseline is this view's: `forBaselineLayout()`.
  open var forLastBaselineLayout: UIView { forBaselineLayout() }
  /// Adds or updates the view's constraints before layout; call `super` last. Called when
  /// `setNeedsUpdateConstraints()` was, and once for views whose class requires constraint-based
  /// layout.
  open func updateConstraints() { needsUpdateConstraintsFlag = false }
  /// Whether the view's class lays out only with constraints (`updateConstraints()` then runs before
  /// its first layout). Default: `false`.
  open class var requiresConstraintBasedLayout: Bool { false }
  /// The view's own first baseline below its alignment rect's top: its layer's (0: the top edge).
  var ownFirstBaselineOffset: CGFloat { layer.firstBaselineOffsetFromTop }
  /// The view's own last baseline above its alignment rect's bottom: its layer's (0: the bottom).
  var ownLastBaselineOffset: CGFloat { layer.lastBaselineOffsetFromBottom }
  lazy var needsUpdateConstraintsFlag = type(of: self).requiresConstraintBasedLayout
  /// How the frame changes with the superview's bounds. Default: none.
  open var autoresizingMask: AutoresizingMask {
    get { AutoresizingMask(rawValue: UInt(layer.autoresizingMask.rawValue)) }
    set { layer.autoresizingMask = CAAutoresizingMask(rawValue: UInt32(newValue.rawValue)) }
  }
  /// Whether subviews resize with the view by their `autoresizingMask`. Default: `true`.
  open var autoresizesSubviews = true { didSet { backingLayer.autoresizesSublayers = autoresizesSubviews } }

  // MARK: Hit testing

  /// Whether `point`, in the view's coordinates, is inside it: in its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive view containing `point` (in this view's coordinates), front
  /// to back; `nil` when the view is hidden, nearly transparent (alpha < 0.01), not interactive, or
  /// the point is outside it.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { deepestView(at: point, event) }

  // MARK: The layer's delegate

  /// Draws through `draw(_:)` with the layer's context current.
  open func draw(_ layer: CALayer, in ctx: CGContext) { drawContent(in: ctx) }
  /// Draws the backing image, or drops it when `draw(_:)` is not overridden.
  open func display(_ layer: CALayer) { displayContent() }
  /// Runs `layoutSubviews()` (and the controller's layout callbacks).
  open func layoutSublayers(of layer: CALayer) { runLayout() }
  /// Nothing to prepare.
  open func layerWillDraw(_ layer: CALayer) {}
  /// The action for a change of the layer: inside `UIView.animate` an animation of the block's
  /// duration and curve, otherwise none (a view's layer does not animate implicitly, as UIKit's).
  open func action(for layer: CALayer, forKey event: String) -> CAAction? { animationAction(forKey: event) }
}
