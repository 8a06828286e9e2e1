import Foundation
import LaminaGeometry

extension CGContext {
  /// Whether the blend mode is one Cairo applies to the whole clip rather than only where the
  /// source is drawn.
  package var isUnbounded: Bool {
    [.sourceIn, .sourceOut, .destinationIn, .destinationAtop].contains(state.blendMode)
  }

  /// Runs one drawing call with the blend mode, and the shadow when one is set, through the mask
  /// clip when there is one. `body` sets its source and draws; its flag says whether a plain bounded
  /// Cairo call is right (false: the call must confine an unbounded operator itself). `extents` is
  /// the device box it may touch.
  package func paint(extents measure: @autoclosure () -> CGRect, _ body: (CGContext, Bool) -> Void) {
    guard !state.singular else { return canvas.newPath() }
    // Measuring costs a tessellation: only for shadows and for memory in a layout Cairo cannot draw.
    let extents = state.shadow != nil || copiesOut ? measure() : .null
    guard let mask = state.mask else { return finish(paintUnmasked(extents, body)) }
    let blendMode = state.blendMode
    canvas.pushGroup()
    state.blendMode = .normal
    let touched = paintUnmasked(extents, body)
    state.blendMode = blendMode
    canvas.popGroup(through: mask, blendMode: blendMode)
    finish(touched)
  }

  /// `paint(extents:_:)` without the mask clip; returns the device box touched.
  private func paintUnmasked(_ extents: CGRect, _ body: (CGContext, Bool) -> Void) -> CGRect {
    guard let shadow = state.shadow, shadow.color.alpha > 0 else {
      canvas.setBlendMode(state.blendMode)
      body(self, !isUnbounded)
      canvas.setBlendMode(.normal)
      return extents
    }
    canvas.save()
    clipDevice(extents)
    canvas.pushGroup()
    canvas.setBlendMode(.normal)
    body(self, true)
    let group = canvas.popGroup()
    canvas.restore()
    canvas.setBlendMode(state.blendMode)
    let touched = drawShadow(of: group, shadow)
    // The group's pattern matrix is the CTM it was popped under, which is still current.
    canvas.setSource(group)
    canvas.paint()
    canvas.setBlendMode(.normal)
    return extents.union(touched)
  }

  /// After a drawing call: copies the touched pixels out when the layout differs, and recovers
  /// from a Cairo failure.
  package func finish(_ box: CGRect) {
    if copiesOut { synchronize(box.isNull ? CGRect(x: 0, y: 0, width: width, height: height) : box) }
    recoverIfFailed()
  }

  private func clipDevice(_ box: CGRect) {
    guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
    let saved = currentPath
    canvas.save()
    canvas.resetTransform()
    canvas.newPath()
    canvas.addRect(
      CGRect(
        x: box.minX.rounded(.down), y: box.minY.rounded(.down), width: box.width.rounded(.up) + 1,
        height: box.height.rounded(.up) + 1))
    canvas.restore()
    canvas.clip()
    canvas.append(saved.segments)
  }

  /// Sets a shadow: offset in base space (y up, as Core Graphics' base space), blur ≥ 0, colour
  /// (default black at 1/3 alpha, as Apple documents). A `nil` colour or one with zero alpha
  /// turns shadows off.
  ///
  /// The blur is a Gaussian whose standard deviation is half `blur`: Core Graphics' relation, on
  /// which WebKit relies when it draws CSS `box-shadow` (whose spec makes σ half the blur radius)
  /// through `CGContextSetShadowWithColor` with the CSS radius unchanged
  /// (WebKit `ShadowBlur.cpp`, `GraphicsContextCG.cpp`). Blur is capped at 256.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
      state.shadow = nil
      return
    }
    state.shadow = GraphicsState.Shadow(offset: offset, blur: min(max(blur, 0), 256), color: color)
  }

  /// Sets a shadow in black at 1/3 alpha.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  /// Starts drawing into a transparency layer: later drawing is composited as one image, with the
  /// alpha, blend mode and shadow in effect now, at `endTransparencyLayer`.
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
    beginTransparencyLayer(in: nil)
  }

  /// Starts a transparency layer limited to `rect` (user space).
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
    beginTransparencyLayer(in: rect)
  }

  private func beginTransparencyLayer(in rect: CGRect?) {
    layerStates.append(state)
    canvas.pushGroup()
    if let rect {
      let saved = currentPath
      canvas.newPath()
      canvas.append(CGPath(rect: rect, transform: nil).segments)
      canvas.clip()
      canvas.append(saved.segments)
    }
    state.alpha = 1
    state.shadow = nil
    state.blendMode = .normal
  }

  /// Composites the transparency layer begun last; ignored when none is open.
  public func endTransparencyLayer() {
    guard let outer = layerStates.popLast() else { return report("endTransparencyLayer without a layer") }
    let group = canvas.popGroup()
    let keepPath = currentPath
    state = outer
    paint(extents: .null) { ctx, _ in
      ctx.canvas.setSource(group)
      ctx.canvas.paint(alpha: ctx.state.alpha)
    }
    canvas.append(keepPath.segments)
  }
}
