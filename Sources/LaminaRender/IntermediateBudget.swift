import Foundation
import Lamina

/// The cost of a render's intermediate surfaces, estimated from the render tree before anything is
/// drawn: it follows the painter's decisions (which layers need a transparency group, which are
/// warped, how each is clipped) with the canvas standing in for clips it cannot know, so the estimate
/// is an upper bound of what drawing allocates.
struct IntermediateBudget {
  let limits: RenderLimits
  /// Pixels of all the surfaces counted so far (the work of allocating, clearing and compositing).
  private(set) var used = 0
  /// Pixels of the surfaces alive at once at the layer being visited (its ancestors' groups and warps).
  private var live = 0
  /// The most pixels alive at once so far.
  private(set) var peak = 0
  /// Canvas pixels covered by drawing operations so far (fills, borders, images), each clipped.
  private(set) var painted = 0
  /// Indices into `sublayers` from the root to the layer being visited.
  private var path: [Int] = []
  private var names: [String?] = []

  init(limits: RenderLimits) { self.limits = limits }

  /// Counts the surfaces drawing `node` under `h` inside the device rectangle `clip` needs; throws
  /// at the first layer that takes the pixels alive at once over `limits.intermediatePixels`, or all
  /// of them over `limits.intermediateWork`.
  mutating func visit(_ node: RenderNode, _ h: Homography, clip: CGRect) throws(RenderError) {
    path.append(node.index)
    names.append(node.name)
    let liveBefore = live
    defer {
      path.removeLast()
      names.removeLast()
      live = liveBefore
    }
    guard h.isAffine else {
      guard let plan = WarpPlan(node, h, clip: clip, limits: limits) else { return }
      try spend(plan.pixels, "a perspective warp of \(plan.flatWidth)×\(plan.flatHeight) pixels")
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
        try visit(mask.node, mask.node.toParent.concatenating(h), clip: box)
      }
      if node.needsGroup { try spend(pixels, "a transparency group of \(size()) pixels") }
      if node.blendMode != .normal { try spend(pixels, "a blended group of \(size()) pixels") }
    }
    if let shadow = node.shadow { try spendShadow(shadow, node, h, clip: inner) }
    try paint(node, h, clip: inner)
    if node.masksToBounds, let box = deviceBox(node.bounds, h) { inner = inner.intersection(box) }
    guard !inner.isNull, inner.width > 0, inner.height > 0 else { return }
    for child in node.children { try visit(child, child.toParent.concatenating(h), clip: inner) }
  }

  /// Counts the canvas pixels `node`'s own drawing covers: background, border, contents pieces.
  private mutating func paint(_ node: RenderNode, _ h: Homography, clip: CGRect) throws(RenderError) {
    func area(_ rect: CGRect) -> Int {
      guard let box = deviceBox(rect, h)?.intersection(clip), !box.isNull else { return 0 }
      return Int(box.width) * Int(box.height)
    }
    let own = area(node.bounds)
    var pixels =
      (node.background == nil ? 0 : own) + (node.hasBorder ? own : 0) + (node.gradient == nil ? 0 : own)
    for patch in node.contents?.patches ?? [] { pixels += area(patch.destination) }
    if let shape = node.shape { pixels += shape.operations * area(shape.extent) }
    painted += pixels
    guard painted > limits.paintedPixels else { return }
    throw located(
      "drawing takes the render to \(painted) pixels painted; the limit is \(limits.paintedPixels) (use fewer or smaller layers over the canvas)"
    )
  }

  /// A shadow's surfaces: the group it is cast from and the blurred mask (grown by 2σ a side, in
  /// floats while blurring: counted as four pixels a pixel).
  private mutating func spendShadow(_ shadow: RenderShadow, _ node: RenderNode, _ h: Homography, clip: CGRect)
    throws(RenderError)
  {
    let source = shadow.path.map { deviceBox($0.boundingBoxOfPath, h) } ?? deviceBox(shadow.source, h)
    let box = (source ?? clip).intersection(clip)
    guard !box.isNull, box.width > 0, box.height > 0 else { return }
    let m = h.affine
    let pad = 2 * min(shadow.sigma * abs(m.a * m.d - m.b * m.c).squareRoot(), 256) + 1
    let group = Int(box.width) * Int(box.height)
    let mask = Int(box.width + 2 * pad) * Int(box.height + 2 * pad)
    try spend(group + 4 * mask, "a shadow of \(Int(box.width))×\(Int(box.height)) pixels")
  }

  private mutating func spend(_ pixels: Int, _ what: @autoclosure () -> String) throws(RenderError) {
    used += pixels
    live += pixels
    peak = max(peak, live)
    if live > limits.intermediatePixels {
      throw located(
        "\(what()) takes the intermediate surfaces alive at once to \(live) pixels; the limit is \(limits.intermediatePixels) (nest fewer translucent groups and perspective layers)"
      )
    }
    if used > limits.intermediateWork {
      throw located(
        "\(what()) takes the render's intermediate surfaces to \(used) pixels in all; the limit is \(limits.intermediateWork) (use fewer or smaller translucent groups and perspective layers)"
      )
    }
  }

  private func located(_ message: String) -> RenderError {
    var error = RenderError(message)
    error.layerPath = Array(path.dropFirst())
    error.layerName = names.last ?? nil
    return error
  }
}
