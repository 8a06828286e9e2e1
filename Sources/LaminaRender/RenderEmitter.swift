import Foundation
import Lamina
import LaminaGraphics

extension RenderNode {
  /// The particles `emitter` shows now, as nodes drawn under its sublayers: each its cell's image,
  /// turned and scaled about its centre and multiplied by its colour (added up in `.additive` mode).
  static func particles(
    of emitter: CAEmitterLayer, sublayerMatrix: CATransform3D, flipped: Bool, walk: inout TreeWalk
  ) -> [RenderNode] {
    let additive = emitter.renderMode == .additive
    return emitter.currentParticles().compactMap { p in
      let l = CALayer()
      l.bounds = CGRect(origin: .zero, size: p.size)
      l.position = p.position
      l.transform = CATransform3DRotate(CATransform3DMakeScale(p.scale, p.scale, 1), p.angle, 0, 0, 1)
      l.contents = p.image
      l.contentsRect = p.contentsRect
      if p.nearest.minifying { l.minificationFilter = .nearest }
      if p.nearest.magnifying { l.magnificationFilter = .nearest }
      let placement = Homography(l.placementMatrix.concatenating(sublayerMatrix))
      guard
        var node = RenderNode(layer: l, index: 0, toParent: placement, parentFlipped: flipped, walk: &walk)
      else { return nil }
      node.tint = RenderColor(
        red: p.color.red, green: p.color.green, blue: p.color.blue, alpha: p.color.alpha)
      if additive { node.blendMode = .plusLighter }
      return node
    }
  }
}
