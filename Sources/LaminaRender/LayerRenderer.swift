import Foundation
import Lamina
import LaminaGraphics
import LaminaImage

/// Renders a layer tree into a `CGImage` through Cairo, in Core Animation's drawing order.
///
/// Per layer (spec §7): background (rounded by `cornerRadius`), `contents` by gravity, sublayers in
/// `zPosition` order, then the border inside the bounds on top; `masksToBounds` clips contents and
/// sublayers to the rounded bounds; `opacity` is group opacity. The root is drawn in its own local
/// space, like `render(in:)`: its position and transform are ignored, and local `(x, y)` lands on
/// pixel `(x, y) · scale`. Transforms with perspective are drawn by projectively warping the layer's
/// rendered subtree.
public struct LayerRenderer: Sendable {
  /// The sizes a render may reach; exceeding one is an error before anything is drawn.
  public var limits = RenderLimits()

  /// Whether the canvas is cut into bands, and whether a band skips the subtrees that cannot reach
  /// it (always both, except when tests compare).
  package var drawsInBands = true, skipsOutsideBands = true

  /// The most threads that rasterize one image (default 1): the canvas is cut into bands of rows,
  /// drawn this many at a time; the bytes are the same whatever the number. A tree with shadows or
  /// perspective is drawn as one band, and a small image (`isSmall`) on one thread.
  public var threads = 1

  /// Whether a render first displays the layers marked as needing display, as a Core Animation
  /// commit does (changing their `contents`); a scene's render draws into `backings` instead and
  /// changes no layer.
  package var commitsDisplay = true
  /// Backing images drawn for this render, shown instead of their layers' `contents`.
  package var backings = RenderBackings()
  /// The work already done for this render toward `limits.work`, in nanoseconds (`RenderCost`): a
  /// scene's drawing and text.
  package var spentWork = 0.0
  /// The work of earlier renders held to the same limit; each render adds its own (`spentWork`
  /// included) once it is accepted.
  package var meter: WorkMeter?
  /// How the image will be encoded: PNG options slower than the fast ones are counted as work.
  package var encoding = PNGOptions.fast

  /// Creates a renderer held to `limits`.
  public init(limits: RenderLimits = RenderLimits()) { self.limits = limits }

  /// Renders `layer` onto a canvas of `size` points (default: the layer's bounds size) at `scale`
  /// pixels per point, over `background` (default: transparent).
  public func render(
    _ layer: CALayer, size: CGSize? = nil, scale: CGFloat = 1, background: CGColor? = nil,
    overlay: [OverlayMark] = []
  ) throws(RenderError) -> CGImage {
    let (width, height) = try limits.canvas(size ?? layer.bounds.size, scale: scale)
    return try rasterize(
      renderTree(layer), width: width, height: height, scale: scale, background: background, overlay: overlay)
  }

  /// The work rendering `layer` as `render` would takes, in nanoseconds as `RenderCost` estimates
  /// it (with `spentWork`), without drawing it; throws as `render` would at a limit.
  package func estimatedWork(_ layer: CALayer, size: CGSize? = nil, scale: CGFloat = 1) throws(RenderError)
    -> Double
  {
    let (width, height) = try limits.canvas(size ?? layer.bounds.size, scale: scale)
    return try checkBudget(renderTree(layer), width: width, height: height, scale: scale).total
  }

  /// The render tree of `layer` (`nil`: nothing to draw), its limits checked and, when the renderer
  /// commits display, the layers marked as needing display displayed.
  func renderTree(_ layer: CALayer) throws(RenderError) -> RenderNode? {
    var traits = RenderReplication.Traits()
    let nodes = RenderReplication.nodeCount(layer, limit: limits.renderNodes + 1, traits: &traits)
    guard nodes <= limits.renderNodes else {
      throw RenderError(
        "the layer tree makes more than \(limits.renderNodes) layers once replicator layers' copies are counted (instanceCount multiplies down nested replicators)"
      )
    }
    // Text first: loading the font library (fontconfig scanning the system's fonts) costs a scene
    // without text nothing.
    if traits.text, case .failure(let error) = FontLibrary.shared {
      throw RenderError("text layers cannot be drawn: \(error.description)")
    }
    if commitsDisplay { layer.displaySubtreeIfNeeded() }
    return RenderNode(root: layer, backings: backings)
  }

  /// Draws a render tree onto a new `width × height` image whose pixels are points × `scale`.
  package func rasterize(
    _ tree: RenderNode?, width: Int, height: Int, scale: CGFloat, background: CGColor?,
    overlay: [OverlayMark] = []
  ) throws(RenderError) -> CGImage {
    try rasterizeSized(
      tree, width: width, height: height, scale: scale, background: background, overlay: overlay
    )
    .image
  }

  /// `rasterize`, and whether the render is small (`isSmall`): drawn, and to be encoded, on one thread.
  func rasterizeSized(
    _ tree: RenderNode?, width: Int, height: Int, scale: CGFloat, background: CGColor?,
    overlay: [OverlayMark]
  ) throws(RenderError) -> (image: CGImage, small: Bool) {
    let work = try checkBudget(tree, width: width, height: height, scale: scale)
    meter?.add(work.total)
    let small = LayerRenderer.isSmall(tree, drawing: work.drawing, width: width, height: height)
    let bands = RenderBands(tree, height: height, whole: !drawsInBands)
    var failure: RenderError?
    // Each band's thread fills its rows with the background and draws them: the canvas's memory is
    // first touched (faulted in) by the threads in parallel, not by one fill before them all.
    let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      count = width * height  // every row is written by its band below; UInt32 needs no deinit
      do throws(RenderError) {
        try draw(
          tree, overlay: overlay, scale: scale, in: bands, into: buffer, width: width,
          background: background?.premultipliedARGB ?? 0, threads: small ? 1 : threads)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return (try image(width, height, pixels), small)
  }

  /// Checks that drawing `tree` fits the limits on intermediate images and on work (with
  /// `spentWork` and what `meter` counted before), before anything is drawn; returns this render's
  /// estimated work, `spentWork` included, and the share of it drawing the tree.
  @discardableResult
  func checkBudget(_ tree: RenderNode?, width: Int, height: Int, scale: CGFloat) throws(RenderError)
    -> (total: Double, drawing: Double)
  {
    let before = meter?.spent ?? 0
    var budget = RenderBudget(limits: limits, spent: before + spentWork)
    try budget.canvas(width * height, encoding: RenderCost.encodedPixel(encoding))
    let canvas = budget.work
    func h(_ tree: RenderNode) -> Homography {
      tree.toParent.concatenating(Homography(CATransform3DMakeScale(scale, scale, 1)))
    }
    if let tree { try budget.visit(tree, h(tree), clip: CGRect(x: 0, y: 0, width: width, height: height)) }
    return (budget.work - before, budget.work - canvas)
  }

  private func image(_ width: Int, _ height: Int, _ pixels: [UInt32]) throws(RenderError) -> CGImage {
    guard let image = CGImage(width: width, height: height, premultipliedARGB: pixels) else {
      throw RenderError("cannot make a \(width)×\(height) image")
    }
    return image
  }
}

/// One rendering pass: walks the render tree once, each layer's matrix computed once.
struct Painter {
  let canvas: CairoCanvas
  let limits: RenderLimits
  /// The device pixels being drawn, when only part of the canvas is (a band): subtrees that cannot
  /// reach it are skipped.
  var region: CGRect? = nil

  /// Draws `node`, whose plane maps to device pixels by `h`, its drawing faded by `alpha` (the group
  /// opacity of ancestors whose group was folded away).
  func draw(_ node: RenderNode, _ h: Homography, alpha inherited: Double = 1) {
    if node.blendMode != .normal { return drawBlended(node, h, alpha: inherited) }
    guard h.isAffine else { return drawWarped(node, h, alpha: inherited) }
    let m = h.affine
    guard m.determinant.isNormal, m.tx.isFinite, m.ty.isFinite else { return }
    if let region, let box = deviceBox(node.extent, h), !box.insetBy(dx: -1, dy: -1).intersects(region) {
      return
    }
    if let tint = node.tint { return drawTinted(node, tint, h, alpha: inherited) }
    if let mask = node.mask { return drawMasked(node, mask, h, alpha: inherited) }
    if let shadow = node.shadow, shadow.path == nil { return drawShadowed(node, shadow, h, alpha: inherited) }
    // A shadow path's shadow lies beneath the faded group, faded on its own (as `drawShadowed`).
    if let shadow = node.shadow, let path = shadow.path {
      drawPathShadow(node, shadow, path, h, alpha: inherited * node.opacity)
    }
    let group = node.needsGroup
    if group { canvas.beginGroup(clippedTo: deviceBox(node.extent, h)) }
    let alpha = group ? 1 : inherited * node.opacity
    canvas.setTransform(m)
    // A layer not aligned to pixel boundaries has hard straight edges unless it allows edge
    // antialiasing (Apple: `allowsEdgeAntialiasing`, default from `UIViewEdgeAntialiasing`, false).
    let hard = !node.edgeAntialiasing && !isPixelAligned(node.bounds, m)
    let r = node.cornerRadius
    if let color = node.background, let tile = node.backgroundTile {
      canvas.fill(
        node.bounds, radius: r, corners: node.maskedCorners, tiling: tile.image, toImage: tile.toImage,
        alpha: color.alpha * alpha, hardEdges: hard)
    } else if let color = node.background {
      canvas.fill(
        node.bounds, radius: r, corners: node.maskedCorners, color: color.fading(alpha), hardEdges: hard)
    }
    if let g = node.gradient {
      canvas.fill(
        node.bounds, radius: r, corners: node.maskedCorners, gradient: g, alpha: alpha, hardEdges: hard)
    }
    if node.masksToBounds {
      canvas.save()
      canvas.clip(to: node.bounds, radius: r, corners: node.maskedCorners, hardEdges: hard)
    }
    if let c = node.contents {
      for p in c.patches {
        canvas.draw(
          p.region, source: p.source, destination: p.destination, flipped: c.flipped, alpha: alpha,
          filter: c.filter(p, m), hardEdges: hard)
      }
    }
    if let shape = node.shape { draw(shape, alpha: alpha) }
    for child in node.children { draw(child, child.toParent.concatenating(h), alpha: alpha) }
    if node.masksToBounds { canvas.restore() }
    if node.hasBorder, let color = node.borderColor {
      canvas.setTransform(m)
      canvas.fillBorder(
        of: node.bounds, width: node.borderWidth, radius: r, corners: node.maskedCorners,
        color: color.fading(alpha), hardEdges: hard)
    }
    if group { canvas.endGroup(alpha: inherited * node.opacity) }
  }
}

extension Painter {
  /// A layer with a `compositingFilter`: the subtree drawn into a group, composited over what is
  /// behind it with the blend mode (and faded by `alpha`).
  func drawBlended(_ node: RenderNode, _ h: Homography, alpha: Double) {
    let box = deviceBox(node.extent, h)
    if let box, box.isEmpty || region.map({ !box.insetBy(dx: -1, dy: -1).intersects($0) }) == true { return }
    var plain = node
    plain.blendMode = .normal
    canvas.beginGroup(clippedTo: box)
    draw(plain, h)
    canvas.endGroup(alpha: alpha, blendMode: node.blendMode)
  }

  /// A shape layer's fill, then its stroke (under the layer's transform, already set).
  func draw(_ shape: RenderShape, alpha: Double) {
    if let fill = shape.fill {
      canvas.fill(fill.path, evenOdd: fill.evenOdd, color: fill.color.fading(alpha))
    }
    if let stroke = shape.stroke {
      canvas.stroke(stroke.path, style: stroke.style, color: stroke.color.fading(alpha))
    }
  }
}

extension RenderNode {
  /// Whether group opacity needs a transparency group: only when the subtree makes more than one
  /// drawing operation (with one, fading that operation is exactly the same picture), and the
  /// layer allows group opacity (without it, Apple fades each sublayer on its own); and always for
  /// an isolated node.
  var needsGroup: Bool { isolates || (opacity < 1 && operations > 1 && groupsOpacity) }
}

/// Whether `rect` under `m` is an axis-aligned rectangle on whole device pixels (Core Animation's
/// "aligned to pixel boundaries").
func isPixelAligned(_ rect: CGRect, _ m: CGAffineTransform) -> Bool {
  guard m.b == 0, m.c == 0 else { return false }
  let edges = [
    m.a * rect.minX + m.tx, m.a * rect.maxX + m.tx, m.d * rect.minY + m.ty, m.d * rect.maxY + m.ty,
  ]
  return edges.allSatisfy { abs($0 - $0.rounded()) < 1e-6 }
}

/// The device pixels (rounded outward) covered by `extent` under `h`; `nil` when unbounded.
func deviceBox(_ extent: CGRect, _ h: Homography) -> CGRect? {
  guard !extent.isInfinite, !extent.isNull else { return nil }
  let box = h.mapBoundingBox(extent)
  guard !box.isNull else { return nil }
  let (x0, y0) = (box.minX.rounded(.down), box.minY.rounded(.down))
  return CGRect(x: x0, y: y0, width: box.maxX.rounded(.up) - x0, height: box.maxY.rounded(.up) - y0)
}
