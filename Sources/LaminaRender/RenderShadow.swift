import Foundation
import Lamina
import LaminaGraphics

/// A layer's drop shadow as values: colour (opacity folded in), offset and blur in the layer's own
/// coordinates, and the path when `shadowPath` gives one.
///
/// The blur is a Gaussian whose standard deviation is `shadowRadius`. Apple does not document the
/// relation; it is the one design tools' conversions rely on: Sketch's (and CSS's) blur has
/// σ = blur / 2, and the conversion used to reproduce Sketch shadows on iOS sets
/// `shadowRadius = blur / 2` (Stack Overflow 34269399, and the `applySketchShadow` helpers across
/// public iOS code). Radii are capped at 200 points.
package struct RenderShadow {
  package var color: RenderColor
  package var offset: CGSize
  package var sigma: CGFloat
  package var path: CGPath?
  /// What casts the shadow when there is no path: the layer's extent without the shadow.
  package var source = CGRect.null

  /// The largest `shadowRadius` honoured, in points.
  package static let maximumRadius: CGFloat = 200

  /// The shadow `layer` casts, or `nil` when it casts none (zero opacity, no or clear colour, or
  /// non-finite values).
  package init?(_ layer: CALayer) {
    let opacity = Double(layer.shadowOpacity)
    guard opacity > 0, opacity.isFinite, let c = layer.shadowColor.map(RenderColor.init), c.alpha > 0,
      layer.shadowOffset.width.isFinite, layer.shadowOffset.height.isFinite, layer.shadowRadius.isFinite
    else { return nil }
    color = c.fading(min(opacity, 1))
    offset = layer.shadowOffset
    sigma = min(max(layer.shadowRadius, 0), RenderShadow.maximumRadius)
    path = layer.shadowPath.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The blur's σ in device pixels under `m`, at most 256.
  func deviceSigma(_ m: CGAffineTransform) -> CGFloat { min(sigma * abs(m.determinant).squareRoot(), 256) }

  /// What the shadow of `source` (in the layer's coordinates) may touch.
  package func extent(of source: CGRect) -> CGRect {
    let base = path?.boundingBoxOfPath ?? source
    guard !base.isNull, !base.isInfinite else { return base }
    return base.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -2 * sigma - 1, dy: -2 * sigma - 1)
  }
}

extension Painter {
  /// Draws `node` with a shadow of its composited alpha: the node into a group, the group's shadow,
  /// then the group. A translucent layer fades its shadow and its content each by its opacity, the
  /// shadow beneath showing through the faded content, as Core Animation composites them (measured:
  /// opaque content at opacity 0.5 over its own full shadow gives alpha 191, not 128).
  func drawShadowed(_ node: RenderNode, _ shadow: RenderShadow, _ h: Homography, alpha inherited: Double) {
    let m = h.affine
    var plain = node
    plain.shadow = nil
    plain.opacity = 1
    canvas.beginShadowGroup(clippedTo: deviceBox(shadow.source, h))
    draw(plain, h, alpha: 1)
    let group = canvas.endShadowGroup()
    let alpha = inherited * node.opacity
    paintShadow(of: group, node, shadow, m, alpha: alpha)
    canvas.paint(group, alpha: alpha)
  }

  /// Draws the shadow of `node`'s `shadowPath`, under whatever the node draws next.
  func drawPathShadow(
    _ node: RenderNode, _ shadow: RenderShadow, _ path: CGPath, _ h: Homography, alpha: Double
  ) {
    let m = h.affine
    canvas.beginShadowGroup(clippedTo: deviceBox(path.boundingBoxOfPath.insetBy(dx: -1, dy: -1), h))
    canvas.setTransform(m)
    canvas.fill(path, evenOdd: false, color: RenderColor(CGColor(gray: 0, alpha: 1)))
    let group = canvas.endShadowGroup()
    paintShadow(of: group, node, shadow, m, alpha: alpha)
  }

  /// The shadow of a group's alpha, offset and blurred in device pixels, clipped to the node's
  /// rounded bounds when it masks to them: on Apple platforms the bounds mask covers the shadow too,
  /// which is why iOS cards put the shadow on a container (medium.com/swifty-tim, "Views with
  /// Rounded Corners and Shadows", 2017: clipping and a visible shadow "cannot exist" together).
  private func paintShadow(
    of group: CanvasPattern, _ node: RenderNode, _ shadow: RenderShadow, _ m: CGAffineTransform, alpha: Double
  ) {
    let offset = CGSize(
      width: m.a * shadow.offset.width + m.c * shadow.offset.height,
      height: m.b * shadow.offset.width + m.d * shadow.offset.height)
    let sigma = shadow.deviceSigma(m)
    if node.masksToBounds {
      canvas.save()
      canvas.setTransform(m)
      canvas.clip(to: node.bounds, radius: node.cornerRadius, corners: node.maskedCorners)
    }
    canvas.paintShadow(of: group, offset: offset, sigma: sigma, color: shadow.color.fading(alpha))
    if node.masksToBounds { canvas.restore() }
  }
}
