import CCairo
import Foundation
import LaminaGeometry

/// A popped Cairo group the canvas can shadow and paint; released when dropped.
package final class CanvasGroup {
  let pattern: OpaquePointer?
  init(_ pattern: OpaquePointer?) { self.pattern = pattern }
  deinit { cairo_pattern_destroy(pattern) }
}

extension CairoCanvas {
  /// Starts drawing into a group limited to the device rectangle `box` (shadow source or layer).
  package func beginShadowGroup(clippedTo box: CGRect?) {
    save()
    if let box { clipDevice(to: box) }
    cairo_push_group(context)
  }

  /// Ends the group begun by `beginShadowGroup`, restoring the clip, and returns it.
  package func endShadowGroup() -> CanvasGroup {
    let group = CanvasGroup(cairo_pop_group(context))
    restore()
    return group
  }

  /// Paints the shadow of `group`'s alpha: offset by `offset` device pixels (y down), Gaussian of
  /// `sigma` device pixels, in `color`.
  package func paintShadow(of group: CanvasGroup, offset: CGSize, sigma: CGFloat, color: RenderColor) {
    _ = CairoShadow.paint(group: group.pattern, on: context, offset: offset, sigma: sigma, color: color)
  }

  /// Paints `group` where it was drawn, with `alpha`.
  package func paint(_ group: CanvasGroup, alpha: Double) {
    save()
    resetTransform()
    // A popped group's pattern matrix maps the device space it was drawn in.
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_pattern_set_matrix(group.pattern, &identity)
    cairo_set_source(context, group.pattern)
    cairo_paint_with_alpha(context, alpha)
    restore()
  }

  /// Paints `group` where it was drawn through the alpha of `mask` (drawn in the same device space),
  /// faded by `alpha`, within the device rectangle `box`.
  package func paint(_ group: CanvasGroup, maskedBy mask: CanvasGroup, alpha: Double, clippedTo box: CGRect?)
  {
    save()
    resetTransform()
    if let box { clipDevice(to: box) }
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_pattern_set_matrix(group.pattern, &identity)
    cairo_pattern_set_matrix(mask.pattern, &identity)
    if alpha < 1 { cairo_push_group(context) }
    cairo_set_source(context, group.pattern)
    cairo_mask(context, mask.pattern)
    if alpha < 1 {
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, alpha)
    }
    restore()
  }

  /// Paints `group` where it was drawn with every premultiplied channel multiplied by `tint`'s
  /// (colour by colour, alpha by alpha): Core Animation's instance colour.
  package func paint(_ group: CanvasGroup, tintedBy tint: RenderColor) {
    var surfaceOut: OpaquePointer?
    guard cairo_pattern_get_surface(group.pattern, &surfaceOut) == CAIRO_STATUS_SUCCESS,
      let surface = surfaceOut,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return }
    cairo_surface_flush(surface)
    let (w, h) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      let factors = [tint.blue, tint.green, tint.red].map { min(max($0, 0), 1) * min(max(tint.alpha, 0), 1) }
      let alpha = min(max(tint.alpha, 0), 1)
      for y in 0..<h {
        let row = data + y * stride
        for x in 0..<w {
          let p = row + 4 * x  // little-endian ARGB32: B, G, R, A
          for c in 0..<3 { p[c] = UInt8((Double(p[c]) * factors[c]).rounded()) }
          p[3] = UInt8((Double(p[3]) * alpha).rounded())
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    paint(group, alpha: 1)
  }
}
