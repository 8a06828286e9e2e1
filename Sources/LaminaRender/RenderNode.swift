import Foundation
import Lamina
import LaminaGraphics

/// A layer's `contents` image as it will be drawn: which pixels go where, and whether upside down.
package struct RenderContents {
  /// One piece: pixels of an image drawn into a rectangle of the layer.
  package struct Patch {
    /// The pixels it is drawn from: a rectangle of the image, so that filtering at its edges never
    /// reaches past them, and never a copy.
    package var region: ImageRegion
    /// The part of `region` to draw, in its pixels.
    package var source: CGRect
    /// Where it goes, in the layer's own coordinates.
    package var destination: CGRect
  }

  /// One patch, or up to nine when `contentsCenter` makes the edges keep their size.
  package var patches: [Patch]
  /// The whole contents rectangle, in the layer's own coordinates.
  package var destination: CGRect
  /// Drawn mirrored vertically, so it stays upright under an odd number of geometry flips.
  package var flipped: Bool
  /// Whether pixels drawn smaller (`minificationFilter`) and larger (`magnificationFilter`) than
  /// they are take the nearest pixel rather than interpolating.
  package var nearest: (minifying: Bool, magnifying: Bool) = (false, false)

  /// How `patch` is sampled when `m` maps the layer's space to device pixels.
  package func filter(_ patch: Patch, _ m: CGAffineTransform) -> ImageFilter {
    let device = abs(m.a * m.d - m.b * m.c) * patch.destination.width * patch.destination.height
    let magnified = device >= patch.source.width * patch.source.height
    return (magnified ? nearest.magnifying : nearest.minifying) ? .nearest : .good
  }
}

/// A layer as the renderer sees it: plain values computed in one walk over the model tree, the way
/// Core Animation separates the layer tree from what it draws.
package struct RenderNode {
  package var name: String?
  /// Maps this layer's plane to its parent's plane (the parent's sublayerTransform included).
  package var toParent: Homography
  package var bounds: CGRect
  package var background: RenderColor?
  // The flags come right after an optional colour, in the bytes its alignment would leave empty
  // (stored properties are laid out in declaration order): 24 bytes less a node.
  package var masksToBounds: Bool
  /// Whether the layer's own edges are antialiased when it is not aligned to pixel boundaries.
  package var edgeAntialiasing = false
  /// Whether opacity below 1 composites the subtree as one group (`allowsGroupOpacity`); otherwise
  /// each drawing operation is faded on its own.
  package var groupsOpacity: Bool
  /// `index`, in the four bytes left before the next 8-byte value (a layer has fewer than 2³¹
  /// sublayers: the scene limit is 200,000 layers).
  var indexStorage: Int32
  package var borderWidth: CGFloat
  package var borderColor: RenderColor?
  /// `operations`, stored in the byte after the colour's (it is 0, 1 or 2).
  var operationCount: Int8
  /// Whether every pixel the node's subtree draws (its mask's included) depends only on what is
  /// drawn there, the node's own placement apart: no shadow, and every node below placed by an
  /// affine matrix (see `RenderBands`). In the byte after `operationCount`.
  var isLocalBelow = true
  /// Whether the subtree is drawn as one group even at full opacity (a fading transition's
  /// container, whose renderings are added together inside it). In the byte after `isLocalBelow`.
  package var isolates = false
  package var cornerRadius: CGFloat
  package var maskedCorners: CanvasCorners
  package var opacity: Double
  /// Contents, shape, gradient, shadow and tint (see `RenderNode+Extras`), when the layer has any.
  var extras: RenderNodeExtrasBox? = nil
  /// The mask layer's render tree, in this layer's coordinates.
  package var mask: RenderMask?
  /// How many nodes this subtree holds (itself, its children and theirs).
  package var nodeCount = 1
  /// Visible sublayers in drawing order (back to front).
  package var children: [RenderNode]
  /// Everything this subtree draws, in this layer's coordinates; `.infinite` when unbounded.
  package var extent: CGRect
  /// The layer's index in its superlayer's `sublayers` (0 for the root), to name it in errors.
  package var index: Int {
    get { Int(indexStorage) }
    set { indexStorage = Int32(clamping: newValue) }
  }
  /// How many separate drawing operations the subtree makes, counted up to 2 (a warped sublayer
  /// counts 2): with at most one, group opacity is exactly that operation's alpha, and no
  /// transparency group is needed.
  package var operations: Int {
    get { Int(operationCount) }
    set { operationCount = Int8(min(max(newValue, 0), 2)) }
  }

  /// Whether this node draws a border.
  package var hasBorder: Bool { borderWidth > 0 && borderColor.map { $0.alpha > 0 } == true }
}

extension RenderNode {
  /// The render tree of `root`, drawn in its own local space (its position and transform ignored),
  /// or `nil` when nothing of it is visible; a layer with an image in `backings` shows it instead
  /// of its `contents`.
  package init?(root: CALayer, backings: RenderBackings = RenderBackings()) {
    var flip = CATransform3DIdentity
    if root.isGeometryFlipped {
      flip.m22 = -1
      flip.m42 = root.bounds.minY + root.bounds.maxY
    }
    var walk = TreeWalk()
    walk.backings = backings
    self.init(layer: root, index: 0, toParent: Homography(flip), parentFlipped: false, walk: &walk)
  }

  /// The nodes of sibling `layers` (not under a transform layer) in drawing order.
  static func nodes(
    of layers: [CALayer], sublayerMatrix: CATransform3D, flipped: Bool, walk: inout TreeWalk
  ) -> [RenderNode] {
    let order = CALayer.drawingOrder(layers)
    var out: [RenderNode] = []
    // Room for every sibling up front: grown by doubling, the arrays of a 100,000-layer tree held
    // about a third more than their nodes.
    out.reserveCapacity(layers.count)
    for i in order {
      append(layers[i], index: i, sublayerMatrix: sublayerMatrix, flipped: flipped, walk: &walk, to: &out)
    }
    return out
  }

  /// Appends what sibling `child` (at `index` in `sublayers`) draws: its node, or the leaves of a
  /// layer whose sublayers share its 3D space.
  static func append(
    _ child: CALayer, index: Int, sublayerMatrix: CATransform3D, flipped: Bool, walk: inout TreeWalk,
    to out: inout [RenderNode]
  ) {
    let placement = child.placementMatrix.concatenating(sublayerMatrix)
    if CATransformLayer.sharesDepth(child) {
      out += RenderNode.leaves(of: child, toPlane: placement, flipped: flipped, walk: &walk)
      return
    }
    let node = RenderNode(
      layer: child, index: index, toParent: Homography(placement), parentFlipped: flipped, walk: &walk)
    if let node { out.append(node) }
  }

  init?(layer: CALayer, index: Int, toParent: Homography, parentFlipped: Bool, walk: inout TreeWalk) {
    let opacity = Double(layer.opacity)
    guard !layer.isHidden, opacity > 0, toParent.isFinite else { return nil }
    guard walk.enter(layer) else { return nil }
    defer { walk.leave(layer) }
    let flipped = parentFlipped != layer.isGeometryFlipped
    let sublayerMatrix = layer.sublayerMatrix
    let sublayers = walk.ownDrawingOnly ? [] : layer.sublayers ?? []
    var children: [RenderNode] = []
    let deep = CATransformLayer.sharesDepth(layer)
    if deep, !walk.ownDrawingOnly {
      // Only the sublayers of a transform layer draw, sorted by depth in its own 3D space.
      children = RenderNode.leaves(of: layer, toPlane: CATransform3DIdentity, flipped: flipped, walk: &walk)
    }
    if !deep {
      children = RenderNode.nodes(
        of: sublayers, sublayerMatrix: sublayerMatrix, flipped: flipped, walk: &walk)
    }
    if let emitter = layer as? CAEmitterLayer, !walk.ownDrawingOnly {
      let particles = RenderNode.particles(
        of: emitter, sublayerMatrix: sublayerMatrix, flipped: flipped, walk: &walk)
      children = particles + children
    }
    if deep {
      // Its own drawing, mask, clip and shadow are ignored (Apple's CATransformLayer reference).
      guard !children.isEmpty else { return nil }
      self = RenderNode(transformLayer: layer, index: index, toParent: toParent, children: children)
      return
    }
    if let r = layer as? CAReplicatorLayer, !children.isEmpty {
      // Instances with an instance delay draw their own (earlier) copies of the sublayers.
      let delayed = r.delayedInstances.map { layers in
        RenderNode.nodes(of: layers, sublayerMatrix: sublayerMatrix, flipped: flipped, walk: &walk)
      }
      children = RenderReplication.instances(of: children, r, delayed: delayed, budget: &walk.replicaBudget)
    }
    var mask: RenderMask?
    if let m = layer.mask, !walk.ownDrawingOnly {
      // An empty mask (hidden, transparent, or a cycle back to a layer being built) hides everything.
      let wasMasking = walk.masking
      walk.masking = true
      let node = RenderNode(
        layer: m, index: 0, toParent: Homography(m.placementMatrix), parentFlipped: flipped, walk: &walk)
      walk.masking = wasMasking
      guard let node else { return nil }
      mask = RenderMask(node)
    }
    self.mask = mask
    self.nodeCount = 1 + children.reduce(0) { $0 + $1.nodeCount } + (mask?.node.nodeCount ?? 0)
    self.groupsOpacity = layer.allowsGroupOpacity
    self.isolates = layer.presentationLinks.isolates
    self.edgeAntialiasing = layer.allowsEdgeAntialiasing
    self.name = layer.name
    self.indexStorage = Int32(clamping: index)
    self.toParent = toParent
    self.bounds = layer.bounds
    self.background = layer.backgroundColor.map(RenderColor.init).flatMap { $0.alpha > 0 ? $0 : nil }
    self.borderWidth = layer.borderWidth.isFinite ? max(layer.borderWidth, 0) : 0
    self.borderColor = layer.borderColor.map(RenderColor.init)
    self.cornerRadius = layer.cornerRadius.isFinite ? max(layer.cornerRadius, 0) : 0
    self.maskedCorners = CanvasCorners(rawValue: layer.maskedCorners.rawValue & 15)
    if layer.cornerCurve == .continuous { maskedCorners.insert(.continuous) }
    self.opacity = min(opacity, 1)
    self.masksToBounds = layer.masksToBounds
    self.children = children
    self.extent = .null
    self.operationCount = 0
    let extras = RenderNodeExtras(
      backgroundTile: RenderTile(layer.backgroundColor),
      contents: RenderNode.contents(of: layer, flipped: flipped, backing: walk.backings[layer]),
      shape: (layer as? CAShapeLayer).flatMap(RenderShape.init),
      gradient: (layer as? CAGradientLayer).flatMap(RenderGradient.make),
      shadow: RenderShadow(layer), blendMode: layer.compositingBlendMode)
    if !extras.isEmpty { self.extras = RenderNodeExtrasBox(extras) }
    guard
      background != nil || hasBorder || contents != nil || shape != nil || gradient != nil
        || shadow?.path != nil
        || !children.isEmpty
    else {
      return nil
    }
    extent = computeExtent()
    if shadow != nil {
      shadow!.source = extent
      if !masksToBounds, !extent.isInfinite { extent = extent.union(shadow!.extent(of: extent)) }
    }
    if let mask {
      let covered =
        mask.node.extent.isInfinite ? .infinite : mask.node.toParent.mapBoundingBox(mask.node.extent)
      if !covered.isInfinite, !covered.isNull {
        extent = extent.isInfinite ? covered : extent.intersection(covered)
      }
      guard !extent.isNull, !covered.isNull else { return nil }
    }
    operations = mask == nil ? countOperations() : 2
    isLocalBelow = shadow == nil && mask.map { $0.node.isLocal } != false && children.allSatisfy(\.isLocal)
  }

  /// `isLocalBelow`, and the node placed by an affine matrix.
  var isLocal: Bool { toParent.isAffine && isLocalBelow }

  private func countOperations() -> Int {
    var n = (background == nil ? 0 : 1) + (hasBorder ? 1 : 0) + (contents?.patches.count ?? 0)
    n += gradient == nil ? 0 : 1
    n += (shape?.operations ?? 0) + (shadow == nil ? 0 : 1)
    for child in children where n < 2 {
      n += child.toParent.isAffine && child.tint == nil ? child.operations : 2
    }
    return min(n, 2)
  }

  private static func contents(of layer: CALayer, flipped: Bool, backing: RenderBackings.Backing?)
    -> RenderContents?
  {
    guard let image = backing == nil ? layer.contents as? CGImage : backing?.image else { return nil }
    let unit = layer.contentsRect.standardized
    guard [unit.minX, unit.minY, unit.width, unit.height].allSatisfy(\.isFinite) else { return nil }
    let (w, h) = (CGFloat(image.width), CGFloat(image.height))
    let source = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
    let scale =
      backing?.scale ?? (layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1)
    let natural = CGSize(width: source.width / scale, height: source.height / scale)
    let destination = layer.contentsGravity.rect(forContentsOfSize: natural, in: layer.bounds)
    guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
      destination.minX.isFinite, destination.minY.isFinite
    else { return nil }
    let center = layer.contentsCenter.standardized
    let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var patches: [RenderContents.Patch]
    // A centre inside the unit square other than the whole of it (NaN fails every comparison).
    if center != unitRect, center.minX >= 0, center.minY >= 0, center.maxX <= 1, center.maxY <= 1 {
      patches = ninePatches(image, source: source, center: center, scale: scale, destination: destination)
    } else {
      patches = [patch(image, source: source, destination: destination)].compactMap { $0 }
    }
    // Mirrored layers draw each piece flipped, so the pieces' places are mirrored too.
    if flipped {
      for i in patches.indices {
        let d = patches[i].destination
        patches[i].destination.origin.y = destination.minY + destination.maxY - d.maxY
      }
    }
    let nearest = (layer.minificationFilter == .nearest, layer.magnificationFilter == .nearest)
    return RenderContents(patches: patches, destination: destination, flipped: flipped, nearest: nearest)
  }

  /// `source` pixels of `image` drawn into `destination`, from the region of those pixels so that
  /// filtering at the edges never reaches past them.
  private static func patch(_ image: CGImage, source: CGRect, destination: CGRect) -> RenderContents.Patch? {
    guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else {
      return nil
    }
    let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    let crop = source.intersection(whole).integral
    guard !crop.isNull, crop != whole, let part = ImageRegion(image, cropping: crop) else {
      return RenderContents.Patch(region: ImageRegion(image), source: source, destination: destination)
    }
    return RenderContents.Patch(
      region: part, source: source.offsetBy(dx: -crop.minX, dy: -crop.minY), destination: destination)
  }

  /// Nine-part scaling: the pixels outside `center` (unit coordinates of `source`) keep their natural
  /// size (shrunk together only when they do not fit), the middle stretches.
  private static func ninePatches(
    _ image: CGImage, source s: CGRect, center c: CGRect, scale: CGFloat, destination d: CGRect
  ) -> [RenderContents.Patch] {
    func bands(_ lo: CGFloat, _ size: CGFloat, _ c0: CGFloat, _ c1: CGFloat, _ dLo: CGFloat, _ dSize: CGFloat)
      -> (source: [CGFloat], destination: [CGFloat])
    {
      let src = [lo, lo + c0 * size, lo + c1 * size, lo + size]
      var (head, tail) = ((src[1] - src[0]) / scale, (src[3] - src[2]) / scale)
      if head + tail > dSize, head + tail > 0 {
        let k = dSize / (head + tail)
        (head, tail) = (head * k, tail * k)
      }
      return (src, [dLo, dLo + head, dLo + dSize - tail, dLo + dSize])
    }
    let xs = bands(s.minX, s.width, c.minX, c.maxX, d.minX, d.width)
    let ys = bands(s.minY, s.height, c.minY, c.maxY, d.minY, d.height)
    var out: [RenderContents.Patch] = []
    for j in 0..<3 {
      for i in 0..<3 {
        let src = CGRect(
          x: xs.source[i], y: ys.source[j], width: xs.source[i + 1] - xs.source[i],
          height: ys.source[j + 1] - ys.source[j])
        let dst = CGRect(
          x: xs.destination[i], y: ys.destination[j], width: xs.destination[i + 1] - xs.destination[i],
          height: ys.destination[j + 1] - ys.destination[j])
        if let p = patch(image, source: src, destination: dst) { out.append(p) }
      }
    }
    return out
  }

  private func computeExtent() -> CGRect {
    var box = bounds
    if let contents { box = box.union(contents.destination) }
    if let shape { box = box.union(shape.extent) }
    for child in children {
      let mapped = child.extent.isInfinite ? .null : child.toParent.mapBoundingBox(child.extent)
      guard !mapped.isNull else {
        box = .infinite
        break
      }
      box = box.union(mapped)
    }
    return masksToBounds ? box.intersection(bounds) : box
  }
}
