import CCairo
import Foundation
import LaminaGeometry

/// Paints drop shadows: the alpha of a popped Cairo group, blurred, offset and tinted.
package enum CairoShadow {
  /// Paints the shadow of `group` onto `cairo` (which must be back under the group's parent), offset
  /// by `offset` device pixels (y down), blurred with `sigma` device pixels, in `color` (its alpha
  /// included). Returns the device box painted, or `.null` when the group holds nothing.
  package static func paint(
    group: OpaquePointer?, on cairo: OpaquePointer, offset: CGSize, sigma: CGFloat, color: RenderColor
  ) -> CGRect {
    var surfaceOut: OpaquePointer?
    guard cairo_pattern_get_surface(group, &surfaceOut) == CAIRO_STATUS_SUCCESS, let source = surfaceOut,
      cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE
    else { return .null }
    cairo_surface_flush(source)
    let (w, h) = (Int(cairo_image_surface_get_width(source)), Int(cairo_image_surface_get_height(source)))
    let stride = Int(cairo_image_surface_get_stride(source))
    guard w > 0, h > 0, let data = cairo_image_surface_get_data(source) else { return .null }
    var (ox, oy) = (0.0, 0.0)
    cairo_surface_get_device_offset(source, &ox, &oy)
    let blur = BoxBlur(sigma: sigma)
    var mask = blur.alphaMask(argb: data, width: w, height: h, stride: stride)
    let x = -ox - Double(blur.pad) + offset.width
    let y = -oy - Double(blur.pad) + offset.height
    let maskStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(mask.width)))
    mask.pixels.withUnsafeMutableBufferPointer { buffer in
      let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress, CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height), Int32(maskStride))
      defer { cairo_surface_destroy(surface) }
      cairo_save(cairo)
      cairo_identity_matrix(cairo)
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      cairo_mask_surface(cairo, surface, x, y)
      cairo_restore(cairo)
    }
    return CGRect(x: x, y: y, width: Double(mask.width), height: Double(mask.height))
  }
}
