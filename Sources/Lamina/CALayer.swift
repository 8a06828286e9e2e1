import Foundation

/// A node of the layer tree: geometry, appearance and sublayers, with Core Animation's semantics.
///
/// Mirrors QuartzCore's `CALayer`, every default Apple's; animations are evaluated into presentation
/// copies (`Animation/`). Coordinates are y-down; the geometry follows `Docs/semantics/geometry.md`
/// (the "spec §" sections cited in this module).
open class CALayer: CustomStringConvertible, CustomDebugStringConvertible {
  /// The stored values of the properties below (one struct, so a copy is one assignment). Like
  /// `children`, exempt from run-time exclusivity checks: no accessor overlaps two accesses to it.
  @exclusivity(unchecked) package final var values = LayerValues()

  // MARK: Geometry

  /// The layer's own coordinate space: the local point at its top-left and its size.
  /// A negative size is standardized on set, as Apple does. Default: `.zero`.
  open var bounds: CGRect {
    get { values.bounds }
    set { replaceBounds(with: newValue) }
  }

  /// Where the anchor point sits, in the superlayer's coordinate space. Default: `(0, 0)`.
  open var position: CGPoint {
    get { values.position }
    set { update(\.position, newValue, "position") }
  }

  /// The z component of the position: orders siblings, and moves the layer in depth under a
  /// superlayer's perspective `sublayerTransform`. Default: `0`.
  open var zPosition: CGFloat {
    get { values.zPosition }
    set { update(\.zPosition, newValue, "zPosition") }
  }

  /// The point of the bounds, in unit coordinates, that `position` pins and transforms pivot about;
  /// values outside 0…1 are kept as given. Default: `(0.5, 0.5)`.
  open var anchorPoint: CGPoint {
    get { values.anchorPoint }
    set { update(\.anchorPoint, newValue, "anchorPoint") }
  }

  /// The z coordinate of the anchor point, in points. Default: `0`.
  open var anchorPointZ: CGFloat {
    get { values.anchorPointZ }
    set { updateRare(\.anchorPointZ, newValue, "anchorPointZ") }
  }

  /// The layer's transform, applied about its anchor point. Default: identity.
  open var transform: CATransform3D {
    get { values.transform }
    set { update(\.transform, newValue, "transform") }
  }

  /// A transform applied to every sublayer, about this layer's anchor point (typically a perspective).
  /// Default: identity.
  open var sublayerTransform: CATransform3D {
    get { values.sublayerTransform }
    set { update(\.sublayerTransform, newValue, "sublayerTransform") }
  }

  /// Mirrors the layer's local space about its horizontal mid-line, so sublayers are placed from the
  /// bottom; the layer's own frame and its contents image are unchanged. Default: `false`.
  open var isGeometryFlipped = false

  // MARK: Appearance

  /// Whether the layer and its sublayers are left out of rendering and hit testing. Default: `false`.
  open var isHidden: Bool {
    get { values.isHidden }
    set { update(\.isHidden, newValue, "hidden") }
  }

  /// Whether the layer's drawn contents are opaque: its backing store then has no alpha channel, so
  /// what `draw(in:)` leaves undrawn is black. Default: `false`.
  open var isOpaque = false

  /// Whether the layer's edges are antialiased when it is not aligned to pixel boundaries.
  ///
  /// Default: `false`, as on Apple platforms without `UIViewEdgeAntialiasing`: a layer that is
  /// rotated, skewed or fractionally placed draws its background, gradient, border, contents and
  /// `masksToBounds` clip with hard edges, rounded corners included; a shape layer's path stays
  /// antialiased. A layer aligned to pixel boundaries looks the same either way.
  open var allowsEdgeAntialiasing = false
  /// Which edges may be antialiased when `allowsEdgeAntialiasing` is on. Stored. Default: all.
  open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
    .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
  ]

  /// The shadow's colour; `nil` draws none. Default: opaque black.
  open var shadowColor: CGColor? {
    get { values.shadowColor }
    set { updateRare(\.shadowColor, newValue, "shadowColor") }
  }
  /// The shadow's opacity, 0…1. Default: 0 (no shadow).
  open var shadowOpacity: Float {
    get { values.shadowOpacity }
    set { updateRare(\.shadowOpacity, newValue, "shadowOpacity") }
  }
  /// The shadow's offset in the layer's own coordinates. Default: (0, −3), Apple's (upward on iOS).
  open var shadowOffset: CGSize {
    get { values.shadowOffset }
    set { updateRare(\.shadowOffset, newValue, "shadowOffset") }
  }
  /// The shadow's blur: the standard deviation of its Gaussian, in points. Default: 3.
  open var shadowRadius: CGFloat {
    get { values.shadowRadius }
    set { updateRare(\.shadowRadius, newValue, "shadowRadius") }
  }
  /// The shadow's shape; `nil` uses the layer's composited alpha. Default: `nil`.
  open var shadowPath: CGPath? {
    get { values.shadowPath }
    set { updateRare(\.shadowPath, newValue, "shadowPath") }
  }
  /// A layer whose rendered alpha masks this layer, its sublayers and shadow, in this layer's
  /// coordinates; without a superlayer of its own, it reports this layer as one. Default: `nil`.
  open var mask: CALayer? { didSet { maskChanged(from: oldValue) } }

  /// Whether opacity composites the subtree as one group. Stored; Lamina always groups (Apple's
  /// default). Default: `true`.
  open var allowsGroupOpacity = true

  /// Group opacity of the layer and its subtree, 0…1. Default: `1`.
  open var opacity: Float {
    get { values.opacity }
    set { update(\.opacity, newValue, "opacity") }
  }

  /// Whether contents and sublayers are clipped to the (rounded) bounds, and hit testing pruned to
  /// them. Default: `false`.
  open var masksToBounds: Bool {
    get { values.masksToBounds }
    set { update(\.masksToBounds, newValue, "masksToBounds") }
  }

  /// The colour filling the (rounded) bounds behind the contents. Default: `nil` (nothing drawn).
  open var backgroundColor: CGColor? {
    get { values.backgroundColor }
    set { update(\.backgroundColor, newValue, "backgroundColor") }
  }

  /// Width of the border drawn inside the bounds, above contents and sublayers. Default: `0`.
  open var borderWidth: CGFloat {
    get { values.borderWidth }
    set { update(\.borderWidth, newValue, "borderWidth") }
  }

  /// Colour of the border. Default: opaque black.
  open var borderColor: CGColor? {
    get { values.borderColor }
    set { updateRare(\.borderColor, newValue, "borderColor") }
  }

  /// Radius of the rounded corners of the background, the border and the `masksToBounds` clip.
  /// Default: `0`.
  open var cornerRadius: CGFloat {
    get { values.cornerRadius }
    set { update(\.cornerRadius, newValue, "cornerRadius") }
  }

  /// Which corners `cornerRadius` rounds (other bits are dropped, as Apple's). Default: all four.
  open var maskedCorners = CACornerMask.allCorners { didSet { maskedCorners.formIntersection(.allCorners) } }
  /// How the rounded corners curve: quarter circles, or Apple's continuous curve; an unknown value
  /// reads back as `.circular`, as Apple's. Default: `.circular`.
  open var cornerCurve = CALayerCornerCurve.circular { didSet { cornerCurve = cornerCurve.known } }

  // MARK: Contents

  /// The image drawn in the bounds; the renderer draws a `CGImage` and ignores other values.
  /// Default: `nil`.
  open var contents: Any? {
    get { values.contents }
    set { updateRare(\.contents, newValue, "contents") }
  }

  /// How the contents image is placed in the bounds. Default: `.resize`.
  open var contentsGravity: CALayerContentsGravity = .resize {
    // An unknown gravity string reads back, and draws, as `.center` (Apple's behaviour, issue 12).
    didSet { if !CALayerContentsGravity.allCases.contains(contentsGravity) { contentsGravity = .center } }
  }

  /// The part of the contents image to draw, in unit coordinates of the image. Default: `(0, 0, 1, 1)`.
  open var contentsRect: CGRect {
    get { values.contentsRect }
    set { updateRare(\.contentsRect, newValue, "contentsRect") }
  }

  /// The stretchable middle of the contents image, in unit coordinates (nine-part scaling).
  /// Default: `(0, 0, 1, 1)` (the whole image stretches uniformly).
  open var contentsCenter: CGRect {
    get { values.contentsCenter }
    set { updateRare(\.contentsCenter, newValue, "contentsCenter") }
  }

  /// Pixels per point of the contents image (at 2, 200 pixels are 100 points wide). Default: `1`.
  open var contentsScale: CGFloat = 1

  /// A name for finding and printing the layer. Default: `nil`.
  open var name: String?

  // MARK: Tree

  /// The layer this one is a sublayer of; a layer does not keep its superlayer alive.
  public internal(set) weak var superlayer: CALayer?

  /// Storage for `sublayers`, back to front.
  @exclusivity(unchecked) package internal(set) var children: [CALayer] = []

  // Managing the tree: overridable, as Apple's are (`CALayer+Sublayers.swift` does the work).

  /// The sublayers, back to front, or `nil` when there are none. Setting it removes the current
  /// sublayers and adds the new ones in order (duplicates and layers that would make a cycle skipped).
  open var sublayers: [CALayer]? {
    get { children.isEmpty ? nil : children }
    set { replaceChildren(with: newValue ?? []) }
  }
  /// Appends `layer` as the frontmost sublayer, removing it from its previous superlayer first.
  open func addSublayer(_ layer: CALayer) { insertChild(layer, at: children.count) }
  /// Inserts `layer` at `idx` of the sublayers as they are without it (clamped to the count).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertChild(layer, at: Int(idx)) }
  /// Inserts `layer` just behind `sibling`; at the back when `sibling` is `nil` or not a sublayer.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertChild(layer, below: sibling) }
  /// Inserts `layer` just in front of `sibling`; at the front when `sibling` is `nil` or not a sublayer.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertChild(layer, above: sibling) }
  /// Puts `newLayer` where `oldLayer` is; no-op when `oldLayer` is not a sublayer of this layer.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    replaceChild(oldLayer, with: newLayer)
  }
  /// Detaches the layer from its superlayer (or from the layer it masks); no-op for a root.
  open func removeFromSuperlayer() { detachFromParent() }

  /// Whether `layoutSublayers()` is due at the next `layoutIfNeeded()`.
  final var layoutFlag = false
  /// Storage for `layoutState`, made when first written (few layers have any).
  final var layoutStorage: LayoutState?

  /// Creates a layer with Apple's default property values.
  public init() {}

  /// A layer with Apple's defaults (Lamina does not archive layers; QuartzCore subclasses need it).
  public required init?(coder: NSCoder) {}

  /// Creates a layer whose properties (not sublayers) copy `layer`'s when it is a `CALayer`, like
  /// Core Animation's initializer for presentation copies.
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    mask = other.mask  // set in an initializer, so not a change: the mask keeps its superlayer
    copyModel(of: other)
    copyKindProperties(from: other)
  }

  /// The layer's transform as an affine transform, or the identity when it is not affine (as Apple
  /// returns).
  open func affineTransform() -> CGAffineTransform {
    CATransform3DIsAffine(transform) ? CATransform3DGetAffineTransform(transform) : .identity
  }

  /// Replaces the layer's transform with the 3D equivalent of `m`.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// Whether the context `draw(in:)` gets has been y-flipped (y down), as on iOS: Apple counts the
  /// layers with `isGeometryFlipped` from this one up to and including the implicit container of
  /// the root, and iOS's container is flipped, so an unflipped layer answers `true` and a layer
  /// under one flip `false`. See Docs/semantics/README.md.
  open func contentsAreFlipped() -> Bool { !flipParity }

  // MARK: Overridable geometry (declared here: members of extensions cannot be overridden)

  /// The layer's rectangle in its superlayer's space: the bounding box of the bounds' corners after
  /// anchor, `transform` and `position`; `CGRect.null` when a corner lands behind the eye. Setting
  /// it changes only `position` and `bounds.size` (spec §1.3, `Docs/semantics/geometry.md`).
  open var frame: CGRect {
    get { derivedFrame }
    set { applyFrame(newValue) }
  }

  /// Whether `p`, in this layer's own coordinates, is inside its bounds, half-open: the minimum edges
  /// are inside, the maximum edges are not. `cornerRadius` is ignored. Override to change hit testing.
  open func contains(_ p: CGPoint) -> Bool { boundsContain(p) }

  /// The farthest descendant (or this layer) containing `p`, in superlayer coordinates (`HitTesting/`).
  open func hitTest(_ p: CGPoint) -> CALayer? { hitTest(p, order: .modern) }

  // MARK: Alignment geometry and intrinsic size (UIKit keeps these on views; here layers play that role)

  /// Insets from the frame to the alignment rect, the rectangle layout aligns. Default: zero.
  open var alignmentRectInsets: UIEdgeInsets {
    get { existingLayoutState?.alignmentRectInsets ?? .zero }
    set { layoutState.alignmentRectInsets = newValue }
  }

  /// The alignment rect for `frame`: the frame reduced by `alignmentRectInsets`. Override together
  /// with `frame(forAlignmentRect:)`; the two must be exact inverses.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

  /// The frame for `alignmentRect`: the rect grown by `alignmentRectInsets`.
  open func frame(forAlignmentRect rect: CGRect) -> CGRect { rect.inset(by: alignmentRectInsets.negated) }

  /// The size the content wants, in alignment-rect terms, per axis; `CALayer.noIntrinsicMetric` (−1)
  /// on an axis without one. Settable here (a plain layer has no content to measure); subclasses may
  /// override the getter. Default: no intrinsic metric on either axis.
  open var intrinsicContentSize: CGSize {
    get { existingLayoutState?.intrinsicContentSize ?? CALayer.noIntrinsicSize }
    set {
      layoutState.intrinsicContentSize = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// Tells layout that `intrinsicContentSize` changed: the superlayer (or this root) needs layout.
  open func invalidateIntrinsicContentSize() {
    layoutState.intrinsicGeneration &+= 1
    (superlayer ?? self).setNeedsLayout()
  }

  /// Distance from the top of the alignment rect to the first baseline; 0 puts it on the top edge.
  open var firstBaselineOffsetFromTop: CGFloat {
    get { existingLayoutState?.firstBaselineOffsetFromTop ?? 0 }
    set { layoutState.firstBaselineOffsetFromTop = newValue }
  }

  /// Distance from the bottom of the alignment rect to the last baseline; 0 puts it on the bottom edge.
  open var lastBaselineOffsetFromBottom: CGFloat {
    get { existingLayoutState?.lastBaselineOffsetFromBottom ?? 0 }
    set { layoutState.lastBaselineOffsetFromBottom = newValue }
  }

  // MARK: Layout pass

  /// The object that lays out the sublayers in `layoutSublayers()`. Default: `nil`.
  open var layoutManager: CALayoutManager? {
    get { existingLayoutState?.layoutManager }
    set { layoutState.layoutManager = newValue }
  }

  /// Which margins and sizes stretch when the superlayer's bounds size changes. Default: none.
  open var autoresizingMask: CAAutoresizingMask {
    get { existingLayoutState?.autoresizingMask ?? [] }
    set { layoutState.autoresizingMask = newValue }
  }

  /// Lays out the sublayers: the default asks the delegate, whose default asks `layoutManager`. Override to place sublayers yourself;
  /// call `super.layoutSublayers()` first when you only want to adjust what the manager did.
  open func layoutSublayers() {
    if let delegate { delegate.layoutSublayers(of: self) } else { layoutManager?.layoutSublayers(of: self) }
  }

  /// Applies each sublayer's `autoresizingMask` after this layer's bounds size changed from `oldSize`.
  open func resizeSublayers(withOldSize oldSize: CGSize) {
    for sublayer in children where !sublayer.autoresizingMask.isEmpty {
      sublayer.resize(withOldSuperlayerSize: oldSize)
    }
  }

  /// Moves and resizes this layer by its `autoresizingMask` for a superlayer that was `oldSize`.
  open func resize(withOldSuperlayerSize oldSize: CGSize) {
    guard let superlayer else { return }
    frame = autoresized(frame, from: oldSize, to: superlayer.bounds.size)
  }

  // MARK: Drawing (see CALayer+Display.swift)

  /// The object that draws the layer's contents or lays out its sublayers. Held weakly. Default: `nil`.
  open weak var delegate: CALayerDelegate?

  /// Whether a change of `bounds.size` marks the layer as needing display. Default: `false`.
  open var needsDisplayOnBoundsChange = false

  /// Set by `setNeedsDisplay()`, cleared by `displayIfNeeded()`.
  package var displayFlag = false

  /// Draws the layer's contents into `ctx`, whose user space is the layer's bounds (y down for an
  /// unflipped layer, as on iOS). The default asks the delegate's `draw(_:in:)`.
  open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

  /// Updates `contents` and clears the display mark: the default asks the delegate's `display(_:)`,
  /// whose default draws a backing image of `bounds.size × contentsScale` pixels with `draw(in:)`.
  open func display() { displayContents() }

  /// Marks the whole layer as needing display at the next render (or `displayIfNeeded()`).
  open func setNeedsDisplay() { displayFlag = true }
  /// Marks part of the layer as needing display; Lamina redraws the whole layer.
  open func setNeedsDisplay(_ r: CGRect) { displayFlag = true }
  /// Whether the layer is marked as needing display. Default: `false` (a new layer is not drawn).
  open func needsDisplay() -> Bool { displayFlag }

  /// Calls `display()` when the layer is marked, and clears the mark.
  open func displayIfNeeded() {
    guard displayFlag else { return }
    displayFlag = false
    display()
  }

  // MARK: Animation (see Animation/)

  /// Storage for `animationState`, made when first written.
  final var animationBox: AnimationStateBox?
  /// Whether the layer's presentation has been read (`presentation()`, `presentationTree(at:)`):
  /// from then on, changes of animatable properties run their actions, as changes to a layer on
  /// screen do. Rendering the model tree does not set it.
  package final var isCommitted = false
  /// A presentation copy's model, and the presentation tree a model keeps for `presentation()`.
  package final var presentationLinks = PresentationLinks()

  // CAMediaTiming (open, as Apple's; `Animation/LayerAnimationState.swift` keeps the values)

  /// When the layer's time starts, in its superlayer's time. Default: 0.
  open var beginTime: CFTimeInterval {
    get { animationState.beginTime }
    set { animationState.beginTime = newValue }
  }
  /// Stored for `CAMediaTiming`; a layer's time does not repeat. Default: infinite, as a layer's
  /// time runs for ever (measured on Core Animation, where the protocol's documented 0 is an
  /// animation's default).
  open var duration: CFTimeInterval {
    get { animationState.duration }
    set { animationState.duration = newValue }
  }
  /// How fast the layer's time (and its subtree's) runs against its superlayer's; 0 pauses them.
  /// Default: 1.
  open var speed: Float {
    get { animationState.speed }
    set { animationState.speed = newValue }
  }
  /// Added to the layer's time: with `speed` 0, the time the subtree is paused at. Default: 0.
  open var timeOffset: CFTimeInterval {
    get { animationState.timeOffset }
    set { animationState.timeOffset = newValue }
  }
  /// Stored for `CAMediaTiming`. Default: 0.
  open var repeatCount: Float {
    get { animationState.repeatCount }
    set { animationState.repeatCount = newValue }
  }
  /// Stored for `CAMediaTiming`. Default: 0.
  open var repeatDuration: CFTimeInterval {
    get { animationState.repeatDuration }
    set { animationState.repeatDuration = newValue }
  }
  /// Stored for `CAMediaTiming`. Default: `false`.
  open var autoreverses: Bool {
    get { animationState.autoreverses }
    set { animationState.autoreverses = newValue }
  }
  /// Stored for `CAMediaTiming`. Default: `.removed`.
  open var fillMode: CAMediaTimingFillMode {
    get { animationState.fillMode }
    set { animationState.fillMode = newValue }
  }

  /// The action for `event` (a property key): the delegate's, `actions[event]`, `style`'s, then
  /// `defaultAction(forKey:)`, then the implicit animation of an animatable property; an `NSNull`
  /// on the way ends the search with `nil`, as Apple documents.
  open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

  /// The action for `event` when the delegate and dictionaries give none. Default: `nil`.
  open class func defaultAction(forKey event: String) -> CAAction? { nil }
  /// Whether a change of property `key` marks the layer as needing display. Default: `false`.
  open class func needsDisplay(forKey key: String) -> Bool { false }
  /// The default value of property `key` (`nil` for zero defaults and unknown keys), as Apple's.
  open class func defaultValue(forKey key: String) -> Any? { builtInDefault(forKey: key) }

  /// A new layer of this layer's class copying it with `init(layer:)`: a presentation copy. Swift on
  /// Linux cannot call a subclass's `init(layer:)` from here (it is not `required`), so a subclass
  /// whose presentation copies matter (custom animatable properties) overrides this in one line:
  /// `override func presentationInstance() -> CALayer { MyLayer(layer: self) }`.
  open func presentationInstance() -> CALayer { CALayer(layer: self) }
  /// Copies the properties a layer kind adds to `CALayer`'s from `layer` (nothing here);
  /// `init(layer:)` calls it, so a kind only overrides this.
  package func copyKindProperties(from layer: CALayer) {}

  // MARK: NSObject's surface (Apple's `CALayer` is an `NSObject`)

  /// Whether `object` is this very layer, as `NSObject` compares; `==` and `Hashable` follow an
  /// override (with `hash`).
  open func isEqual(_ object: Any?) -> Bool { (object as? CALayer) === self }
  /// The layer's hash, its identity's; overridden with `isEqual(_:)`.
  open var hash: Int { ObjectIdentifier(self).hashValue }
  /// `<CALayer name; frame = (x y; w h)>`, in the style of UIKit's descriptions.
  open var description: String { layerDescription }
  /// What a debugger prints: `description`.
  open var debugDescription: String { description }
}
