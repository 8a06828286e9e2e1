import CCairo
import Foundation
import LaminaGeometry

#if os(Linux)
  /// Core Foundation's dictionary; on Linux, a Swift dictionary (transparency layers ignore it).
  public typealias CFDictionary = [AnyHashable: Any]
  /// Core Foundation's array; on Linux, a Swift array (so `colors as CFArray` compiles).
  public typealias CFArray = [Any]
#endif

extension CGContext {
  /// Whether the blend mode is one Cairo applies to the whole clip rather than only where the
  /// source is drawn.
  package var isUnbounded: Bool {
    [.sourceIn, .sourceOut, .destinationIn, .destinationAtop].contains(state.blendMode)
  }

  /// Runs one drawing call with the blend mode, and the shadow when one is set. `body` sets its
  /// source and draws; its flag says whether a plain bounded Cairo call is right (false: the call
  /// must confine an unbounded operator itself). `extents` is the device box it may touch.
  package func paint(extents measure: @autoclosure () -> CGRect, _ body: (CGContext, Bool) -> Void) {
    guard !state.singular else { return cairo_new_path(cairo) }
    // Measuring costs a tessellation: only for shadows and for memory in a layout Cairo cannot draw.
    let extents = state.shadow != nil || copiesOut ? measure() : .null
    let op = CGContext.cairoOperator(state.blendMode)
    guard let shadow = state.shadow, shadow.color.alpha > 0 else {
      cairo_set_operator(cairo, op)
      body(self, !isUnbounded)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      return finish(extents)
    }
    cairo_save(cairo)
    clipDevice(extents)
    cairo_push_group(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    body(self, true)
    let group = cairo_pop_group(cairo)
    cairo_restore(cairo)
    defer { cairo_pattern_destroy(group) }
    cairo_set_operator(cairo, op)
    let touched = drawShadow(of: group, shadow)
    // The group's pattern matrix is the CTM it was popped under, which is still current.
    cairo_set_source(cairo, group)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    finish(extents.union(touched))
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
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_new_path(cairo)
    cairo_rectangle(
      cairo, box.minX.rounded(.down), box.minY.rounded(.down), box.width.rounded(.up) + 1,
      box.height.rounded(.up) + 1)
    cairo_restore(cairo)
    cairo_clip(cairo)
    emit(saved.segments, from: nil)
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
    cairo_push_group(cairo)
    if let rect {
      let saved = currentPath
      cairo_new_path(cairo)
      emit(CGPath(rect: rect, transform: nil).segments, from: nil)
      cairo_clip(cairo)
      emit(saved.segments, from: nil)
    }
    state.alpha = 1
    state.shadow = nil
    state.blendMode = .normal
  }

  /// Composites the transparency layer begun last; ignored when none is open.
  public func endTransparencyLayer() {
    guard let outer = layerStates.popLast() else { return report("endTransparencyLayer without a layer") }
    let group = cairo_pop_group(cairo)
    defer { cairo_pattern_destroy(group) }
    let keepPath = currentPath
    state = outer
    paint(extents: .null) { ctx, _ in
      cairo_set_source(ctx.cairo, group)
      cairo_paint_with_alpha(ctx.cairo, ctx.state.alpha)
    }
    emit(keepPath.segments, from: nil)
  }

  /// Cairo's operator for a blend mode (`plusDarker` never reaches here).
  package static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
    switch mode {
    case .normal, .plusDarker: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
