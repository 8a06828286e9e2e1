import Foundation
import Lamina

/// One entry of a scene layer's `drawing`: a path and how to paint it, replayed through `CGContext`
/// exactly as a `draw(in:)` override would (fill first, then stroke).
package struct DrawingOperation {
  /// A shadow as `CGContext.setShadow(offset:blur:color:)` takes it.
  package struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
  }

  var path: CGPath
  var fill: CGColor?
  var fillRule = CGPathFillRule.winding
  var stroke: CGColor?
  var lineWidth: CGFloat = 1
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var miterLimit: CGFloat = 10
  var lineDash: [CGFloat] = []
  var lineDashPhase: CGFloat = 0
  var shadow: Shadow?
  var blendMode = CGBlendMode.normal
  var alpha: CGFloat = 1

  /// Paints into `ctx` (the layer's y-down drawing context), leaving its graphics state as found.
  func draw(in ctx: CGContext) {
    ctx.saveGState()
    defer { ctx.restoreGState() }
    ctx.setAlpha(alpha)
    ctx.setBlendMode(blendMode)
    if let shadow { ctx.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color) }
    if let fill {
      ctx.setFillColor(fill)
      ctx.addPath(path)
      ctx.fillPath(using: fillRule)
    }
    if let stroke {
      ctx.setStrokeColor(stroke)
      ctx.setLineWidth(lineWidth)
      ctx.setLineCap(lineCap)
      ctx.setLineJoin(lineJoin)
      ctx.setMiterLimit(miterLimit)
      if !lineDash.isEmpty { ctx.setLineDash(phase: lineDashPhase, lengths: lineDash) }
      ctx.addPath(path)
      ctx.strokePath()
    }
  }
}

/// A scene layer that draws its `drawing` operations in `draw(in:)`, at the render's scale unless
/// the scene gives `contentsScale`.
package final class SceneDrawingLayer: CALayer {
  package var operations: [DrawingOperation] = []
  /// Whether `contentsScale` follows the scale the scene is rendered at.
  package var followsRenderScale = true

  override package init() { super.init() }

  package required init?(coder: NSCoder) { super.init(coder: coder) }

  override package func draw(in ctx: CGContext) {
    for op in operations { op.draw(in: ctx) }
  }

}
