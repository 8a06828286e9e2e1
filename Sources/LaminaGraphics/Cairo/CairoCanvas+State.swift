import CCairo
import Foundation
import LaminaGeometry

// Cairo's graphics state as the canvas sets it: the save stack, the user → device matrix, the line
// parameters, antialiasing and the compositing operator.

extension CairoCanvas {
  /// Pushes Cairo's graphics state.
  package func save() { cairo_save(context) }
  /// Pops Cairo's graphics state.
  package func restore() { cairo_restore(context) }

  /// The user → device (y down) transform (same entry layout as Cairo's matrix: xx = a, yx = b, …).
  package var transform: CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(context, &m)
    return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  /// Sets the user → device transform.
  package func setTransform(_ t: CGAffineTransform) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(context, &m)
  }

  /// Makes user space device space.
  package func resetTransform() { cairo_identity_matrix(context) }

  /// Applies `t` to user space before the current transform; `false`, changing nothing, when the
  /// result could not be inverted (Cairo would enter its error state).
  package func concatenate(_ t: CGAffineTransform) -> Bool {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    var result = cairo_matrix_t()
    var current = cairo_matrix_t()
    cairo_get_matrix(context, &current)
    cairo_matrix_multiply(&result, &m, &current)
    guard cairo_matrix_invert(&result) == CAIRO_STATUS_SUCCESS else { return false }
    cairo_transform(context, &m)
    return true
  }

  /// `p` (user space) in device pixels.
  package func userToDevice(_ p: CGPoint) -> CGPoint {
    var (x, y) = (Double(p.x), Double(p.y))
    cairo_user_to_device(context, &x, &y)
    return CGPoint(x: x, y: y)
  }

  /// The current clip's bounding box in user space.
  package var clipExtents: CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(context, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// The current clip's bounding box in device pixels.
  package var deviceClipExtents: CGRect {
    save()
    resetTransform()
    let box = clipExtents
    restore()
    return box
  }

  /// Removes the clip.
  package func resetClip() { cairo_reset_clip(context) }

  /// Turns antialiasing of fills, strokes and clips on or off.
  package func setAntialias(_ on: Bool) {
    cairo_set_antialias(context, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }

  /// Sets how fills and clips decide what is inside: even-odd or non-zero winding.
  package func setFillRule(evenOdd: Bool) {
    cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }

  /// Sets the stroke's line width (user units).
  package func setLineWidth(_ width: CGFloat) { cairo_set_line_width(context, width) }

  /// Sets how open subpaths end when stroked.
  package func setLineCap(_ cap: CGLineCap) {
    cairo_set_line_cap(
      context, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(cap.rawValue)])
  }

  /// Sets how corners are joined when stroked.
  package func setLineJoin(_ join: CGLineJoin) {
    cairo_set_line_join(
      context, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(join.rawValue)])
  }

  /// Sets the miter limit (at least 1).
  package func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(context, max(limit, 1)) }

  /// Sets the dash pattern; empty `lengths` strokes solid lines.
  package func setDash(_ lengths: [CGFloat], phase: CGFloat) {
    guard !lengths.isEmpty else { return cairo_set_dash(context, nil, 0, 0) }
    lengths.map(Double.init).withUnsafeBufferPointer {
      cairo_set_dash(context, $0.baseAddress, Int32($0.count), phase)
    }
  }

  /// Sets how drawing combines with what is there (`plusDarker`, which Cairo lacks, as `normal`).
  package func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(context, Self.cairoOperator(mode)) }

  /// Cairo's operator for a blend mode.
  private static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
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
