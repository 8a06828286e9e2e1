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
}
