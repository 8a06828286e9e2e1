import Foundation
import Lamina

/// The cost of a render, estimated from the render tree before anything is drawn: the memory of
/// its intermediate surfaces alive at once, and the work of everything it draws (`RenderCost`). It
/// follows the painter's decisions (which layers need a transparency group, which are warped, how
/// each is clipped) with the canvas standing in for clips it cannot know, so each estimate is an
/// upper bound of what drawing does.
struct RenderBudget {
  let limits: RenderLimits
  /// Nanoseconds of work counted so far, as `RenderCost` estimates them.
  private(set) var work: Double
  /// Pixels of the surfaces alive at once at the layer being visited (its ancestors' groups and warps).
  private var live = 0
  /// The most pixels alive at once so far.
  private(set) var peak = 0
  /// Indices into `sublayers` from the root to the layer being visited (`nil` for a mask, which adds
  /// none, as in a scene's paths).
  private var path: [Int?] = []
  private var names: [String?] = []

  /// A budget for a render that has already done `spent` nanoseconds of work (a scene's drawing).
  init(limits: RenderLimits, spent: Double = 0) { (self.limits, work) = (limits, spent) }

  /// Counts a canvas of `pixels`: allocated, cleared and encoded (with `encoding` more a pixel for
  /// PNG options slower than the fast ones).
  mutating func canvas(_ pixels: Int, encoding: Double = 0) throws(RenderError) {
    let what =
      encoding > 0
      ? "the canvas of \(pixels) pixels, encoded with PNG options slower than the fast ones"
      : "the canvas of \(pixels) pixels"
    try spendWork(Double(pixels) * (RenderCost.canvasPixel + encoding), what)
  }

  /// Counts the surfaces and work drawing `node` under `h` inside the device rectangle `clip` takes;
  /// throws at the first layer that takes the pixels alive at once over `limits.intermediatePixels`,
  /// or the work over `limits.work`.
  mutating func visit(_ node: RenderNode, _ h: Homography, clip: CGRect, isMask: Bool = false)
    throws(RenderError)
  {
    path.append(isMask ? nil : node.index)
    names.append(node.name)
    let liveBefore = live
    defer {
      path.removeLast()
      names.removeLast()
      live = liveBefore
    }
    guard h.isAffine else {
      guard let plan = WarpPlan(node, h, clip: clip, limits: limits) else { return }
      func what() -> String { "a perspective warp of \(plan.flatWidth)×\(plan.flatHeight) pixels" }
      try spend(plan.pixels, what())
      try spendWork(Double(Int(plan.covered.width) * Int(plan.covered.height)) * RenderCost.warpPixel, what())
      var flat = node
      flat.opacity = 1
      return try visit(
        flat, plan.toFlat, clip: CGRect(x: 0, y: 0, width: plan.flatWidth, height: plan.flatHeight))
    }
    guard h.affine.determinant.isNormal, h.isFinite else { return }
    var inner = clip
    if node.tint != nil || node.mask != nil || node.needsGroup || node.blendMode != .normal {
      // Tinted instances, masks and transparency groups all draw into surfaces over what the layer
      // covers on the canvas.
      let box = deviceBox(node.extent, h).map { $0.intersection(clip) } ?? clip
      guard !box.isNull, box.width > 0, box.height > 0 else { return }
      inner = box
      let pixels = Int(box.width) * Int(box.height)
      // Messages are made only for an error (formatting one per group cost a tenth of this walk).
      func size() -> String { "\(Int(box.width))×\(Int(box.height))" }
      if node.tint != nil { try spend(pixels, "a tinted instance of \(size()) pixels") }
      if let mask = node.mask {
        try spend((node.opacity < 1 ? 3 : 2) * pixels, "a mask of \(size()) pixels")
        try visit(mask.node, mask.node.toParent.concatenating(h), clip: box, isMask: true)
      }
      if node.needsGroup { try spend(pixels, "a transparency group of \(size()) pixels") }
      if node.blendMode != .normal {
        try spend(pixels, "a blended group of \(size()) pixels")
        try spendWork(
          Double(pixels) * RenderCost.pixel(node.blendMode), "a blended group of \(size()) pixels")
      }
    }
    if let shadow = node.shadow { try spendShadow(shadow, node, h, clip: inner) }
    try paint(node, h, clip: inner)
    if node.masksToBounds, let box = deviceBox(node.bounds, h) { inner = inner.intersection(box) }
    guard !inner.isNull, inner.width > 0, inner.height > 0 else { return }
    for child in node.children { try visit(child, child.toParent.concatenating(h), clip: inner) }
  }

  /// Counts the work of `node`'s own drawing: background, border, gradient, contents pieces, shape.
  private mutating func paint(_ node: RenderNode, _ h: Homography, clip: CGRect) throws(RenderError) {
    func shown(_ rect: CGRect) -> CGRect? {
      guard let box = deviceBox(rect, h)?.intersection(clip), !box.isNull else { return nil }
      return box
    }
    func area(_ rect: CGRect) -> Double {
      shown(rect).map { Double(Int($0.width)) * Double(Int($0.height)) } ?? 0
    }
    let ownBox = shown(node.bounds)
    let own = ownBox.map { Double(Int($0.width)) * Double(Int($0.height)) } ?? 0
    var cost = (node.background == nil ? 0 : own) + (node.hasBorder ? own : 0)
    if let tile = node.backgroundTile, deviceBox(node.bounds, h)?.intersects(clip) == true {
      // The cell's pixels are copied (and faded) into a pattern surface at every draw: once for each
      // band the layer crosses, at most `RenderBands.maximumBands`.
      let cell = Double(tile.image.width * tile.image.height)
      cost +=
        own * RenderCost.sampledPixel + cell * RenderCost.surfacePixel * Double(RenderBands.maximumBands)
    }
    if let gradient = node.gradient, let box = ownBox, own > 0 {
      // Sampled once in each band the layer reaches: bands are at least `bandRows` tall.
      let bands = min(Int(box.height) / RenderBands.bandRows + 2, RenderBands.maximumBands)
      cost += RenderCost.gradient(gradient, pixels: own, draws: bands)
    }
    let m = h.affine
    for patch in node.contents?.patches ?? [] { cost += contents(patch, m, shown: area(patch.destination)) }
    if let shape = node.shape {
      cost += Double(shape.operations) * area(shape.extent)
      if let fill = shape.fill { cost += RenderCost.path(fill.path, m, clip: clip, fill: true, stroke: nil) }
      if let stroke = shape.stroke {
        cost += RenderCost.path(stroke.path, m, clip: clip, fill: false, stroke: stroke.style)
      }
    }
    try spendWork(cost, "drawing the layer")
  }

  /// An image piece covering `shown` device pixels under `m`: a plain copy when drawn pixel for
  /// pixel, else sampled, and each image pixel read when drawn smaller than it is.
  private func contents(_ patch: RenderContents.Patch, _ m: CGAffineTransform, shown: Double) -> Double {
    let d = patch.destination
    let device = Double(abs(m.determinant) * d.width * d.height)
    let source = Double(patch.source.width * patch.source.height)
    let corner = d.origin.applying(m)
    let copied =
      m.b == 0 && m.c == 0 && abs(m.a * d.width - patch.source.width) < 1e-9
      && abs(m.d * d.height - patch.source.height) < 1e-9 && corner.x == corner.x.rounded()
      && corner.y == corner.y.rounded()
    var cost = shown * (copied ? RenderCost.fillPixel : RenderCost.sampledPixel)
    // The shown fraction of the piece reads that fraction of its source pixels, at most all of
    // them: a piece thinner than a pixel still shows a whole device pixel.
    if device > 0, source > device, device.isFinite {
      cost += min(1, shown / device) * source * RenderCost.minifiedSourcePixel
    }
    return cost
  }

  /// A shadow's surfaces and work: the group it is cast from, and the blurred mask (grown by 2σ a
  /// side, in floats while blurring: counted as four pixels a pixel) composited under the layer.
  private mutating func spendShadow(_ shadow: RenderShadow, _ node: RenderNode, _ h: Homography, clip: CGRect)
    throws(RenderError)
  {
    let source = shadow.path.map { deviceBox($0.boundingBoxOfPath, h) } ?? deviceBox(shadow.source, h)
    let box = (source ?? clip).intersection(clip)
    guard !box.isNull, box.width > 0, box.height > 0 else { return }
    let sigma = shadow.deviceSigma(h.affine)
    let pad = 2 * sigma + 1
    let group = Int(box.width) * Int(box.height)
    let mask = Int(box.width + 2 * pad) * Int(box.height + 2 * pad)
    func what() -> String { "a shadow of \(Int(box.width))×\(Int(box.height)) pixels" }
    try spend(group + 4 * mask, what())
    try spendWork(RenderCost.blur(pixels: Double(mask), sigma: sigma), what())
    // A shadow path is filled into the mask: its edges cost as any fill's.
    if let path = shadow.path {
      try spendWork(RenderCost.path(path, h.affine, clip: box, fill: true, stroke: nil), what())
    }
  }

  /// Counts `pixels` of intermediate surfaces alive until the visit leaves the layer, and the work
  /// of allocating, clearing and compositing them.
  private mutating func spend(_ pixels: Int, _ what: @autoclosure () -> String) throws(RenderError) {
    live += pixels
    peak = max(peak, live)
    if live > limits.intermediatePixels {
      throw located(
        "\(what()) takes the intermediate surfaces alive at once to \(live) pixels; the limit is \(limits.intermediatePixels) (nest fewer translucent groups and perspective layers)"
      )
    }
    try spendWork(Double(pixels) * RenderCost.surfacePixel, what())
  }

  /// Counts `nanoseconds` of estimated work.
  private mutating func spendWork(_ nanoseconds: Double, _ what: @autoclosure () -> String)
    throws(RenderError)
  {
    work += nanoseconds
    // NaN is refused too: it passes no comparison.
    guard work <= Double(limits.work) else {
      throw located(RenderCost.refusal(what(), work: work, limit: limits.work))
    }
  }

  private func located(_ message: String) -> RenderError {
    var error = RenderError(message)
    error.layerPath = path.dropFirst().compactMap { $0 }
    error.layerName = names.last ?? nil
    return error
  }
}
