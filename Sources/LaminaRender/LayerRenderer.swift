import Foundation
import Lamina

/// Renders a layer tree into a `CGImage` through Cairo, in Core Animation's drawing order.
///
/// Per layer (spec §7): background (rounded by `cornerRadius`), `contents` by gravity, sublayers in
/// `zPosition` order, then the border inside the bounds on top; `masksToBounds` clips contents and
/// sublayers to the rounded bounds; `opacity` is group opacity. The root is drawn in its own local
/// space, like `render(in:)`: its position and transform are ignored, and local `(x, y)` lands on
/// pixel `(x, y) · scale`. Transforms with perspective are drawn by projectively warping the layer's
/// rendered subtree.
public struct LayerRenderer: Sendable {
  /// The widest or tallest canvas, in pixels. Default: 16384.
  public var maximumSide = 16384
  /// The most pixels a canvas may have. Default: 256 megapixels.
  public var maximumPixels = 1 << 28

  /// Whether a transparency group is limited to the pixels its layer covers (always, except when the
  /// benchmark measures the cost of canvas-sized groups).
  package var clipsGroups = true

  /// Creates a renderer with the default limits.
  public init() {}

  /// Renders `layer` onto a canvas of `size` points (default: the layer's bounds size) at `scale`
  /// pixels per point, over `background` (default: transparent).
  public func render(
    _ layer: CALayer, size: CGSize? = nil, scale: CGFloat = 1, background: CGColor? = nil,
    overlay: [OverlayMark] = []
  ) throws(RenderError) -> CGImage {
    let (width, height) = try pixelSize(size ?? layer.bounds.size, scale: scale)
    return try rasterize(
      RenderNode(root: layer), width: width, height: height, scale: scale, background: background,
      overlay: overlay)
  }

  /// The canvas size in pixels for `size` points at `scale`, or an error naming the limit exceeded.
  package func pixelSize(_ size: CGSize, scale: CGFloat) throws(RenderError) -> (Int, Int) {
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw RenderError("scale must be a finite number in (0, 16], got \(scale)")
    }
    let w = (size.width * scale).rounded(.up)
    let h = (size.height * scale).rounded(.up)
    guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
      throw RenderError(
        "canvas must be at least 1×1 pixel, got \(size.width)×\(size.height) at scale \(scale)")
    }
    guard w <= CGFloat(maximumSide), h <= CGFloat(maximumSide) else {
      throw RenderError("canvas \(Int(w))×\(Int(h)) pixels exceeds the limit of \(maximumSide) pixels a side")
    }
    guard Int(w) * Int(h) <= maximumPixels else {
      throw RenderError("canvas \(Int(w))×\(Int(h)) pixels exceeds the limit of \(maximumPixels) pixels")
    }
    return (Int(w), Int(h))
  }

  /// Draws a render tree onto a new `width × height` image whose pixels are points × `scale`.
  package func rasterize(
    _ tree: RenderNode?, width: Int, height: Int, scale: CGFloat, background: CGColor?,
    overlay: [OverlayMark] = []
  ) throws(RenderError) -> CGImage {
    var pixels = [UInt32](repeating: background?.premultipliedARGB ?? 0, count: width * height)
    if !overlay.isEmpty || tree != nil {
      let device = Homography(CATransform3DMakeScale(scale, scale, 1))
      try CairoCanvas.drawing(into: &pixels, width: width, height: height) { canvas in
        if let tree {
          Painter(canvas: canvas, maximumPixels: maximumPixels, clipsGroups: clipsGroups)
            .draw(tree, tree.toParent.concatenating(device))
        }
        canvas.draw(overlay, scale: scale)
      }
    }
    guard let image = CGImage(width: width, height: height, premultipliedARGB: pixels) else {
      throw RenderError("cannot make a \(width)×\(height) image")
    }
    return image
  }
}

/// One rendering pass: walks the render tree once, each layer's matrix computed once.
struct Painter {
  let canvas: CairoCanvas
  let maximumPixels: Int
  var clipsGroups = true

  /// Draws `node`, whose plane maps to device pixels by `h`.
  func draw(_ node: RenderNode, _ h: Homography) {
    guard h.isAffine else { return drawWarped(node, h) }
    let m = h.affine
    guard m.determinant.isNormal, [m.tx, m.ty].allSatisfy(\.isFinite) else { return }
    let folds = node.children.isEmpty && node.contents == nil && !(node.background != nil && node.hasBorder)
    let group = node.opacity < 1 && !folds
    if group { canvas.beginGroup(clippedTo: clipsGroups ? deviceBox(node.extent, h) : nil) }
    let alpha = group ? 1 : node.opacity
    canvas.setTransform(m)
    let r = node.cornerRadius
    if let color = node.background {
      canvas.fill(node.bounds, radius: r, corners: node.maskedCorners, color: color.fading(alpha))
    }
    if node.masksToBounds {
      canvas.save()
      canvas.clip(to: node.bounds, radius: r, corners: node.maskedCorners)
    }
    if let c = node.contents {
      for p in c.patches {
        canvas.draw(p.image, source: p.source, destination: p.destination, flipped: c.flipped, alpha: alpha)
      }
    }
    for child in node.children { draw(child, child.toParent.concatenating(h)) }
    if node.masksToBounds { canvas.restore() }
    if node.hasBorder, let color = node.borderColor {
      canvas.setTransform(m)
      canvas.fillBorder(
        of: node.bounds, width: node.borderWidth, radius: r, corners: node.maskedCorners,
        color: color.fading(alpha))
    }
    if group { canvas.endGroup(alpha: node.opacity) }
  }

  /// The device pixels (rounded outward) covered by `extent` under `h`; `nil` when unbounded.
  func deviceBox(_ extent: CGRect, _ h: Homography) -> CGRect? {
    guard !extent.isInfinite, !extent.isNull else { return nil }
    let box = h.mapBoundingBox(extent)
    guard !box.isNull else { return nil }
    return CGRect(
      x: box.minX.rounded(.down), y: box.minY.rounded(.down),
      width: box.maxX.rounded(.up) - box.minX.rounded(.down),
      height: box.maxY.rounded(.up) - box.minY.rounded(.down))
  }
}
