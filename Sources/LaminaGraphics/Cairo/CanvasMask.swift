import CCairo
import Foundation
import LaminaGeometry

/// A clip by coverage rather than by path: one 8-bit alpha value per device pixel, what
/// `CGContext.clip(to:mask:)` leaves in the graphics state. Immutable once made (a further clip
/// makes a new mask), so graphics states can share it.
package final class CanvasMask: @unchecked Sendable {
  let surface: OpaquePointer

  fileprivate init(surface: OpaquePointer) { self.surface = surface }

  deinit { cairo_surface_destroy(surface) }
}

extension CairoCanvas {
  /// A device-sized mask: `coverage` (`width` × `height` values, first row first) drawn into `rect`
  /// (user space, under the current CTM) through `toImage` (user space → its pixels), its edge
  /// values extended to the rectangle's edges, zero outside it, times `previous`.
  package func makeMask(
    coverage: [UInt8], width: Int, height: Int, in rect: CGRect, toImage: CGAffineTransform,
    intersecting previous: CanvasMask?
  ) -> CanvasMask? {
    let target = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(self.width), Int32(self.height))!
    let mask = CanvasMask(surface: target)
    guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else { return nil }
    let cr = cairo_create(target)!
    defer { cairo_destroy(cr) }
    if let previous {
      cairo_set_source_surface(cr, previous.surface, 0, 0)
    } else {
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
    var rows = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
      rows.replaceSubrange(y * stride..<y * stride + width, with: coverage[y * width..<(y + 1) * width])
    }
    rows.withUnsafeMutableBytes { raw in
      let source = cairo_image_surface_create_for_data(
        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(width), Int32(height),
        Int32(stride))
      defer { cairo_surface_destroy(source) }
      var ctm = cairo_matrix_t()
      cairo_get_matrix(context, &ctm)
      cairo_set_matrix(cr, &ctm)
      let pattern = CanvasPattern(cairo_pattern_create_for_surface(source))
      pattern.setMatrix(toImage)
      cairo_pattern_set_filter(pattern.pattern, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern.pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern.pattern)
      // IN is unbounded: filling the rectangle also clears everything outside it.
      cairo_set_operator(cr, CAIRO_OPERATOR_IN)
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_fill(cr)
    }
    cairo_surface_flush(target)
    return mask
  }

  /// Composites the group pushed last through `mask`, blended by `blendMode`.
  package func popGroup(through mask: CanvasMask, blendMode: CGBlendMode) {
    cairo_pop_group_to_source(context)
    save()
    resetTransform()
    setBlendMode(blendMode)
    cairo_mask_surface(context, mask.surface, 0, 0)
    restore()
  }
}
