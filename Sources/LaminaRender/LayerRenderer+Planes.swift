import Foundation
import Lamina
import LaminaGraphics

extension LayerRenderer {
  /// Each of `layers`' own drawing — background, contents, shape, gradient, border, and the part of
  /// its shadow inside its bounds; no sublayers, no mask — as an image of its bounds at `scale`
  /// (the inspector's exploded view shows these as planes). A layer that draws nothing of its own,
  /// or is hidden is left out, and so is one past `maximumPixels` pixels in all (counted in
  /// `leftOut`). `flipped` says whether a
  /// layer's ancestors flip its geometry an odd number of times (its contents stay upright).
  package func planes(
    of layers: [CALayer], scale: CGFloat, maximumPixels: Int, flipped: (CALayer) -> Bool
  ) throws(RenderError) -> (images: [ObjectIdentifier: CGImage], leftOut: Int) {
    var out: [ObjectIdentifier: CGImage] = [:]
    var (room, leftOut) = (maximumPixels, 0)
    for layer in layers {
      let b = layer.bounds
      let (w, h) = ((b.width * scale).rounded(.up), (b.height * scale).rounded(.up))
      guard w.isFinite, h.isFinite, w >= 1, h >= 1 else { continue }
      var walk = TreeWalk()
      (walk.backings, walk.ownDrawingOnly) = (backings, true)
      let origin = Homography(CATransform3DMakeTranslation(-b.minX, -b.minY, 0))
      guard
        let node = RenderNode(
          layer: layer, index: 0, toParent: origin, parentFlipped: flipped(layer), walk: &walk)
      else { continue }
      guard w * h <= CGFloat(room) else {
        leftOut += 1
        continue
      }
      room -= Int(w * h)
      out[ObjectIdentifier(layer)] = try rasterize(
        node, width: Int(w), height: Int(h), scale: scale, background: nil)
    }
    return (out, leftOut)
  }
}
