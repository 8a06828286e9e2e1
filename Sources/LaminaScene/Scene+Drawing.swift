import Foundation
import Lamina
import LaminaRender

extension Scene {
  /// Sets the drawing layers' `contentsScale` to the render scale (unless the scene fixed it) and
  /// marks them for display; throws, naming the layer, when their backing images together would
  /// exceed `maximumDrawingPixels`.
  func prepareDrawing(scale: CGFloat) throws(RenderError) {
    var total = 0.0
    var stack: [(CALayer, [Int])] = [(root, [])]
    while let (layer, path) = stack.popLast() {
      for (i, child) in (layer.sublayers ?? []).enumerated() { stack.append((child, path + [i])) }
      guard let drawn = layer as? SceneDrawingLayer else { continue }
      total += drawn.backingPixels(scale: scale)
      guard total <= Double(maximumDrawingPixels) else {
        var error = RenderError(
          "drawing layers need more than \(maximumDrawingPixels) backing pixels together at scale \(scale.compactText)"
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
