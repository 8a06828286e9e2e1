import Foundation
import Lamina
import LaminaGraphics

extension CALayer {
  /// Renders the layer and its sublayers into `ctx` in the context's current user space: the layer's
  /// local point `(x, y)` lands on user point `(x, y)`, its position and transform ignored, as
  /// Apple's `render(in:)` (`renderInContext:`) does. Layers marked as needing display are displayed
  /// first.
  ///
  /// Like Apple's, the layer tree is y down, so into a plain bitmap context (y up) it comes out upside
  /// down; flip the CTM first (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`) as iOS code
  /// does, or use a context that starts flipped. A tree over `RenderLimits` draws nothing and records
  /// the reason in `ctx.laminaIssues`.
  public func render(in ctx: CGContext) {
    displaySubtreeIfNeeded()
    guard let tree = RenderNode(root: self) else { return }
    let device = Homography(CATransform3DMakeAffineTransform(ctx.canvas.transform))
    let h = tree.toParent.concatenating(device)
    let canvas = ctx.canvas
    let limits = RenderLimits()
    do {
      var budget = RenderBudget(limits: limits)
      try budget.visit(tree, h, clip: canvas.deviceClipExtents)
    } catch {
      return ctx.report(error.description)
    }
    canvas.save()
    Painter(canvas: canvas, limits: limits).draw(tree, h)
    canvas.restore()
    ctx.finish(canvas.deviceClipExtents)
  }
}
