import Foundation
import Lamina
import LaminaRender

extension Scene {
  /// Sets the drawing and text layers' `contentsScale` to the render scale (unless the scene fixed it) and
  /// marks them for display; throws, naming the layer, when their backing images together would
  /// exceed `maximumDrawingPixels`.
  func prepareDrawing(scale: CGFloat) throws(RenderError) {
    var total = 0.0
    var stack: [(CALayer, [Int])] = [(root, [])]
    while let (layer, path) = stack.popLast() {
      for (i, child) in (layer.sublayers ?? []).enumerated() { stack.append((child, path + [i])) }
      if let mask = layer.mask { stack.append((mask, path)) }
      guard let drawn = layer as? SceneBackedLayer else { continue }
      total += drawn.backingPixels(scale: scale)
      guard total <= Double(maximumDrawingPixels) else {
        var error = RenderError(
          "drawing and text layers need more than \(maximumDrawingPixels) backing pixels together at scale \(scale.compactText)"
        )
        error.layerPath = path
        error.layerName = drawn.name
        throw error
      }
      if drawn.followsRenderScale, drawn.contentsScale != scale {
        drawn.contentsScale = scale
        drawn.setNeedsDisplay()
      }
    }
  }
}

/// A scene layer with a backing image drawn at the render's scale unless the scene fixes it.
package protocol SceneBackedLayer: CALayer {
  /// Whether `contentsScale` follows the scale the scene is rendered at.
  var followsRenderScale: Bool { get }
}

extension SceneBackedLayer {
  /// Backing pixels this layer needs at `scale` (infinite when the bounds are not finite).
  package func backingPixels(scale: CGFloat) -> Double {
    let s = followsRenderScale ? scale : contentsScale
    let (w, h) = ((bounds.width * s).rounded(.up), (bounds.height * s).rounded(.up))
    return w.isFinite && h.isFinite ? Double(w) * Double(h) : .infinity
  }
}

extension SceneDrawingLayer: SceneBackedLayer {}
extension SceneTextLayer: SceneBackedLayer {}
