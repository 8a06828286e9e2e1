import Foundation
import Lamina
import LaminaLayout
import LaminaUIDrawing

/// An AppKit view: like `UIView`, the thin owner of a layer, with AppKit's coordinates. Its
/// `frame` is in its superview's space, y up unless the superview `isFlipped`; its `draw(_:)`
/// context is y up unless it is flipped. Lamina draws every view through its layer (it is always
/// layer-backed, whatever `wantsLayer` says), and flips each layer's geometry where the view's
/// flippedness differs from its superview's (a root is placed on Lamina's y-down canvas).
open class NSView: NSResponder, CALayerDelegate, LayerDrawingView {
  private var ownLayer: CALayer!

  /// The layer behind the view (never `nil` in Lamina). Setting one makes the view host it: the
  /// new layer takes the old one's place, frame and sublayers.
  open var layer: CALayer? {
    get { ownLayer }
    set { if let newValue { replaceLayer(with: newValue) } }
  }
  /// Whether the view asks for a layer: stored; Lamina always draws views through one.
  open var wantsLayer = false
  /// Whether the view's y axis points down. Default: `false` (y up, AppKit's).
  open var isFlipped: Bool { false }

  /// The superview, or `nil` for a root view.
  public internal(set) weak var superview: NSView?
  /// The subviews, back to front.
  public internal(set) var subviews: [NSView] = []

  /// A view at `frameRect` in its superview's coordinates.
  public init(frame frameRect: NSRect) {
    super.init()
    adopt(makeBackingLayer())
    frame = frameRect
  }

  /// A view decoded by `NSCoder`: a zero frame (Lamina has no nibs).
  public required init?(coder: NSCoder) {
    super.init()
    adopt(makeBackingLayer())
  }

  /// Makes the view's layer. Default: a `CALayer`.
  open func makeBackingLayer() -> CALayer { CALayer() }

  func adopt(_ layer: CALayer) {
    ownLayer = layer
    layer.delegate = self
    layer.needsDisplayOnBoundsChange = true
    layer.autoresizingRule = .even  // AppKit's documented rule
    updateGeometryFlip()
    layer.setNeedsDisplay()
  }

  // MARK: Geometry: the layer's

  /// The view's place in its superview's coordinates.
  open var frame: NSRect {
    get { backingLayer.frame }
    set { backingLayer.frame = newValue }
  }
  /// The view's own coordinate space.
  open var bounds: NSRect {
    get { backingLayer.bounds }
    set { backingLayer.bounds = newValue }
  }
  /// Moves the frame's origin to `newOrigin`.
  open func setFrameOrigin(_ newOrigin: NSPoint) { frame.origin = newOrigin }
  /// Resizes the frame to `newSize`, keeping its origin.
  open func setFrameSize(_ newSize: NSSize) { frame.size = newSize }
  /// Resizes the bounds to `newSize`.
  open func setBoundsSize(_ newSize: NSSize) { bounds.size = newSize }
  /// The rotation about the frame's centre, in degrees, counterclockwise. Default: 0.
  open var frameCenterRotation: CGFloat = 0 {
    didSet {
      backingLayer.setAffineTransform(CGAffineTransform(rotationAngle: frameCenterRotation * .pi / 180))
    }
  }
  /// The view's opacity, 0…1: the layer's. Default: 1.
  open var alphaValue: CGFloat {
    get { CGFloat(backingLayer.opacity) }
    set { backingLayer.opacity = Float(newValue) }
  }
  /// Whether the view and its subviews are hidden. Default: `false`.
  open var isHidden: Bool {
    get { backingLayer.isHidden }
    set { backingLayer.isHidden = newValue }
  }
  /// How the frame changes with the superview's bounds (the same bits as the layer's). Default: none.
  open var autoresizingMask: AutoresizingMask {
    get { AutoresizingMask(rawValue: UInt(backingLayer.autoresizingMask.rawValue)) }
    set { backingLayer.autoresizingMask = CAAutoresizingMask(rawValue: UInt32(newValue.rawValue)) }
  }
  /// Whether subviews resize with the view. Default: `true`.
  open var autoresizesSubviews = true { didSet { backingLayer.autoresizesSublayers = autoresizesSubviews } }

  // MARK: Drawing

  /// Draws the view's content into `NSGraphicsContext.current` (y up unless the view is flipped).
  /// The default draws nothing (and the view keeps no backing image).
  open func draw(_ dirtyRect: NSRect) { drawIsInherited = true }
  var drawIsInherited = false
  var drawsNothing = false
  /// Whether the view updates its layer in `updateLayer()` instead of drawing. Default: `false`.
  open var wantsUpdateLayer: Bool { false }
  /// Sets the layer's properties, when `wantsUpdateLayer` is true.
  open func updateLayer() {}
  /// Whether the view is marked to draw; setting `true` marks it.
  open var needsDisplay: Bool {
    get { backingLayer.needsDisplay() }
    set {
      guard newValue else { return }
      drawsNothing = false
      backingLayer.setNeedsDisplay()
    }
  }
  /// Marks part of the view to draw; the whole view draws.
  open func setNeedsDisplay(_ invalidRect: NSRect) { needsDisplay = true }
  /// Draws now if marked.
  open func displayIfNeeded() { backingLayer.displayIfNeeded() }

  // MARK: Layout

  /// Lays out the subviews: the default applies Auto Layout (a root solves its tree). Override
  /// to place subviews, calling `super` first to keep the constraints' frames.
  open func layout() { solveConstraints() }
  /// Whether the view is marked for layout; setting `true` marks it.
  open var needsLayout: Bool {
    get { backingLayer.needsLayout() }
    set { if newValue { backingLayer.setNeedsLayout() } }
  }
  /// Lays out the view's tree now where it is marked.
  open func layoutSubtreeIfNeeded() { backingLayer.layoutIfNeeded() }
  /// The size the content wants; `noIntrinsicMetric` on an axis without one (the default).
  open var intrinsicContentSize: NSSize {
    NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric)
  }
  /// Tells layout that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() {
    backingLayer.invalidateIntrinsicContentSize()
    backingLayer.treeRoot.setNeedsLayout()
  }
  /// AppKit's "no intrinsic size on this axis": −1.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The insets from the frame to the alignment rect (top is the visual top). Default: none.
  open var alignmentRectInsets: NSEdgeInsets { NSEdgeInsetsZero }
  /// The alignment rect for `frame`: the frame less `alignmentRectInsets`, whose top is the
  /// frame's maximum y in an unflipped superview.
  open func alignmentRect(forFrame frame: NSRect) -> NSRect { inset(frame, by: alignmentRectInsets, sign: 1) }
  /// The frame for `alignmentRect`: the rect grown by `alignmentRectInsets`.
  open func frame(forAlignmentRect alignmentRect: NSRect) -> NSRect {
    inset(alignmentRect, by: alignmentRectInsets, sign: -1)
  }
  /// The first baseline's distance below the alignment rect's top. Default: 0 (the top).
  open var firstBaselineOffsetFromTop: CGFloat { 0 }
  /// The last baseline's distance above the alignment rect's bottom: `baselineOffsetFromBottom`.
  open var lastBaselineOffsetFromBottom: CGFloat { baselineOffsetFromBottom }
  /// The baseline's distance above the alignment rect's bottom. Default: 0 (the bottom).
  open var baselineOffsetFromBottom: CGFloat { 0 }
  /// Adds or updates the view's constraints before layout; call `super` last.
  open func updateConstraints() { needsUpdateConstraints = false }
  /// Whether `updateConstraints()` runs before the next layout; setting `true` marks the tree.
  open var needsUpdateConstraints = false {
    didSet { if needsUpdateConstraints { backingLayer.treeRoot.setNeedsLayout() } }
  }
  var updatedOnce = false
  /// Whether the class lays out only with constraints. Default: `false`.
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Tree hooks

  /// Called before the view moves to `newSuperview` (`nil` when removed).
  open func viewWillMove(toSuperview newSuperview: NSView?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func viewDidMoveToSuperview() {}
  /// Called after `subview` was added.
  open func didAddSubview(_ subview: NSView) {}
  /// Called before `subview` is removed.
  open func willRemoveSubview(_ subview: NSView) {}

  /// The deepest visible view containing `point`, given in the superview's coordinates.
  open func hitTest(_ point: NSPoint) -> NSView? { deepestView(at: point) }

  // MARK: The layer's delegate

  /// Draws through `draw(_:)` with the layer's context current (as `NSGraphicsContext.current`).
  open func draw(_ layer: CALayer, in ctx: CGContext) { drawContent(in: ctx) }
  /// `updateLayer()` when the view wants it, else draws the backing image.
  open func display(_ layer: CALayer) { wantsUpdateLayer ? updateLayer() : displayContent() }
  /// Runs `layout()`.
  open func layoutSublayers(of layer: CALayer) { layout() }
  /// Nothing to prepare.
  open func layerWillDraw(_ layer: CALayer) {}
  /// None: a layer-backed view's changes are not animated implicitly.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}
