import Foundation
import Lamina
import LaminaRender

extension Scene {
  /// The backing images of the drawing and text layers for a render at `scale` (their own
  /// `contentsScale` where the scene fixed it), drawn without changing the layers, and the work
  /// drawing them took as `RenderCost` estimates it, added to `spent`. Before any is drawn, throws,
  /// naming the layer, when together they would exceed `maximumDrawingPixels` or the work
  /// `renderLimits.work`.
  /// With `drawing` false nothing is drawn, and each of these layers shows nothing.
  func backings(scale: CGFloat, spent: Double, drawing: Bool = true) throws(RenderError)
    -> (RenderBackings, work: Double)
  {
    var (pixels, work) = (0.0, spent)
    // Every layer reached, with the record of its parent and its index there, so that a layer's path
    // is made only for an error (a path per layer cost an array each).
    var reached: [(layer: CALayer, parent: Int, index: Int?)] = [(root, -1, nil)]
    var drawn: [any SceneBackedLayer] = []
    var next = 0
    while next < reached.count {
      let layer = reached[next].layer
      for (i, child) in layer.children.enumerated() { reached.append((child, next, i)) }
      if let mask = layer.mask { reached.append((mask, next, nil)) }
      defer { next += 1 }
      guard let backed = layer as? SceneBackedLayer else { continue }
      drawn.append(backed)
      pixels += backed.backingPixels(scale: scale)
      work += backed.drawingWork(scale: scale)
      func fail(_ message: String) -> RenderError {
        var error = RenderError(message)
        error.layerPath = Self.path(to: next, in: reached)
        error.layerName = backed.name
        return error
      }
      guard pixels <= Double(maximumDrawingPixels) else {
        throw fail(
          "drawing and text layers need more than \(maximumDrawingPixels) backing pixels together at scale \(scale.compactText)"
        )
      }
      guard work <= Double(renderLimits.work) else {
        throw fail(RenderCost.refusal("drawing the layer", work: work, limit: renderLimits.work))
      }
    }
    var backings = RenderBackings()
    for layer in drawn {
      let s = layer.backingScale(scale)
      backings.set(drawing ? layer.backingImage(scale: s) : nil, scale: s, for: layer)
    }
    return (backings, work)
  }

  /// The indices into `sublayers` from the root down to `reached[k]` (a mask adds none).
  private static func path(to k: Int, in reached: [(layer: CALayer, parent: Int, index: Int?)]) -> [Int] {
    var path: [Int] = []
    var k = k
    while k > 0 {
      if let i = reached[k].index { path.append(i) }
      k = reached[k].parent
    }
    return path.reversed()
  }
}

/// A scene layer with a backing image drawn at the render's scale unless the scene fixes it.
package protocol SceneBackedLayer: CALayer {
  /// Whether `contentsScale` follows the scale the scene is rendered at.
  var followsRenderScale: Bool { get }
  /// Nanoseconds drawing the backing image at `scale` takes, as `RenderCost` estimates them.
  func drawingWork(scale: CGFloat) -> Double
}

extension SceneBackedLayer {
  /// The pixels per point of the backing image for a render at `scale`: the scene's own
  /// `contentsScale` where it fixed one.
  package func backingScale(_ scale: CGFloat) -> CGFloat { followsRenderScale ? scale : contentsScale }

  /// Backing pixels this layer needs at `scale` (infinite when the bounds are not finite).
  package func backingPixels(scale: CGFloat) -> Double {
    let s = backingScale(scale)
    let (w, h) = ((bounds.width * s).rounded(.up), (bounds.height * s).rounded(.up))
    return w.isFinite && h.isFinite ? Double(w) * Double(h) : .infinity
  }
}

extension SceneDrawingLayer: SceneBackedLayer {}
extension SceneTextLayer: SceneBackedLayer {}
