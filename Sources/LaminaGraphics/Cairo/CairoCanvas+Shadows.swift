import CCairo
import Foundation
import LaminaGeometry

extension CairoCanvas {
  /// Starts drawing into a group limited to the device rectangle `box` (shadow source or layer).
  package func beginShadowGroup(clippedTo box: CGRect?) {
    save()
    if let box { clipDevice(to: box) }
    pushGroup()
  }

  /// Ends the group begun by `beginShadowGroup`, restoring the clip, and returns it.
  package func endShadowGroup() -> CanvasPattern {
    let group = popGroup()
    restore()
    return group
  }

  /// Paints the shadow of `group`'s alpha (a popped group, painted under the group's parent):
  /// offset by `offset` device pixels (y down), blurred as `GaussianBlur` (σ = `sigma` device pixels, cut at 2σ), in
  /// `color` (its alpha included). Returns the device box painted, or `.null` when the group holds
  /// nothing.
  @discardableResult
  package func paintShadow(of group: CanvasPattern, offset: CGSize, sigma: CGFloat, color: RenderColor)
    -> CGRect
  {
    guard let source = imageSurface(of: group) else { return .null }
    let (w, h) = (Int(cairo_image_surface_get_width(source)), Int(cairo_image_surface_get_height(source)))
    let stride = Int(cairo_image_surface_get_stride(source))
    guard w > 0, h > 0, let data = cairo_image_surface_get_data(source) else { return .null }
    var (ox, oy) = (0.0, 0.0)
    cairo_surface_get_device_offset(source, &ox, &oy)
    let blur = GaussianBlur(sigma: sigma)
    var mask = blur.alphaMask(argb: data, width: w, height: h, stride: stride)
    let x = -ox - Double(blur.pad) + offset.width
    let y = -oy - Double(blur.pad) + offset.height
    let maskStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(mask.width)))
    mask.pixels.withUnsafeMutableBufferPointer { buffer in
      let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress, CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height), Int32(maskStride))
      defer { cairo_surface_destroy(surface) }
      save()
      resetTransform()
      setColor(color)
      cairo_mask_surface(context, surface, x, y)
      restore()
    }
    return CGRect(x: x, y: y, width: Double(mask.width), height: Double(mask.height))
  }

  /// Paints `group` where it was drawn, with `alpha`.
  package func paint(_ group: CanvasPattern, alpha: Double) {
    save()
    resetTransform()
    // A popped group's pattern matrix maps the device space it was drawn in.
    group.setMatrix(.identity)
    setSource(group)
    paint(alpha: alpha)
    restore()
  }

  /// Paints `group` where it was drawn through the alpha of `mask` (drawn in the same device space),
  /// faded by `alpha`, within the device rectangle `box`.
  package func paint(
    _ group: CanvasPattern, maskedBy mask: CanvasPattern, alpha: Double, clippedTo box: CGRect?
  ) {
    save()
    resetTransform()
    if let box { clipDevice(to: box) }
    group.setMatrix(.identity)
    mask.setMatrix(.identity)
    if alpha < 1 { pushGroup() }
    setSource(group)
    cairo_mask(context, mask.pattern)
    if alpha < 1 {
      cairo_pop_group_to_source(context)
      paint(alpha: alpha)
    }
    restore()
  }

  /// Paints `group` where it was drawn with every premultiplied channel multiplied by `tint`'s
  /// (colour by colour, alpha by alpha): Core Animation's instance colour.
  package func paint(_ group: CanvasPattern, tintedBy tint: RenderColor) {
    guard let surface = imageSurface(of: group) else { return }
    let (w, h) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      // A NaN component (an emitter cell's range or speed) counts as 0.
      func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
      let alpha = unit(tint.alpha)
      let factors = [tint.blue, tint.green, tint.red].map { unit($0) * alpha }
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

  /// The image surface a popped group drew into, flushed; `nil` for any other pattern.
  private func imageSurface(of group: CanvasPattern) -> OpaquePointer? {
    var surfaceOut: OpaquePointer?
    guard cairo_pattern_get_surface(group.pattern, &surfaceOut) == CAIRO_STATUS_SUCCESS,
      let surface = surfaceOut, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    cairo_surface_flush(surface)
    return surface
  }
}
