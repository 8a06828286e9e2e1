import CCairo
import Foundation
import LaminaGeometry

/// The renderer's drawing context over Cairo, into a caller-owned premultiplied ARGB32 buffer.
///
/// Of Lamina's Swift modules only this one, `LaminaGraphics`, calls Cairo: through this canvas for
/// the renderer, and through `CGContext` (`Context/`) for users' drawing. Cairo's status is sticky,
/// so `drawing(into:…)` checks it once, after `body` has drawn.
package struct CairoCanvas {
  let context: OpaquePointer
  package let width: Int
  package let height: Int

  /// Runs `body` with a canvas drawing into `pixels` (`width × height`, rows not padded). The surface
  /// and context live only inside this call.
  package static func drawing<R>(
    into pixels: inout [UInt32], width: Int, height: Int, _ body: (CairoCanvas) -> R
  ) throws(CairoError) -> R {
    precondition(pixels.count == width * height, "buffer size must be width × height")
    return try pixels.withUnsafeMutableBufferPointer { buffer throws(CairoError) in
      try drawing(into: buffer, width: width, height: height, firstRow: 0, body)
    }
  }

  /// Runs `body` with a canvas drawing into `pixels`, rows `firstRow ..< firstRow + height` of a
  /// canvas `width` pixels wide (rows not padded): device coordinates are the whole canvas's, shifted
  /// by a surface device offset, so several threads may draw the bands of one buffer at once.
  package static func drawing<R>(
    into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int, firstRow: Int,
    _ body: (CairoCanvas) -> R
  ) throws(CairoError) -> R {
    precondition(pixels.count == width * height, "buffer size must be width × height")
    let surface = cairo_image_surface_create_for_data(
      UnsafeMutableRawPointer(pixels.baseAddress)?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
      Int32(width), Int32(height), Int32(width * 4))
    defer { cairo_surface_destroy(surface) }
    if let message = statusMessage(cairo_surface_status(surface)) {
      throw CairoError("cannot create a \(width)×\(height) surface: \(message)")
    }
    if firstRow != 0 { cairo_surface_set_device_offset(surface, 0, -Double(firstRow)) }
    guard let context = cairo_create(surface) else { throw CairoError("cannot create a Cairo context") }
    defer { cairo_destroy(context) }
    let result = body(CairoCanvas(context: context, width: width, height: height))
    cairo_surface_flush(surface)
    if let message = statusMessage(cairo_status(context)) {
      throw CairoError("Cairo failed while drawing: \(message)")
    }
    return result
  }

  /// A canvas drawing into `context`'s pixels through its own Cairo context (callers save and
  /// restore around it: the canvas sets absolute transforms).
  package init(drawingInto context: CGContext) {
    self.init(context: context.cairo, width: context.width, height: context.height)
  }

  private init(context: OpaquePointer, width: Int, height: Int) {
    (self.context, self.width, self.height) = (context, width, height)
  }

  /// The context's user → Cairo device (y down) matrix now.
  package static func deviceTransform(of context: CGContext) -> CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(context.cairo, &m)
    return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
  }

  private static func statusMessage(_ status: cairo_status_t) -> String? {
    status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
  }

  // MARK: State

  package func save() { cairo_save(context) }
  package func restore() { cairo_restore(context) }

  /// Sets the user → device transform (same entry layout as Cairo's matrix: xx = a, yx = b, …).
  package func setTransform(_ t: CGAffineTransform) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(context, &m)
  }

  package func resetTransform() { cairo_identity_matrix(context) }

  /// The current clip's bounding box in device pixels.
  package var deviceClipExtents: CGRect {
    save()
    resetTransform()
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(context, &x1, &y1, &x2, &y2)
    restore()
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  // MARK: Shapes

  /// Fills `rect` (user space), rounded at `corners` by `radius`; with `hardEdges` without
  /// antialiasing (a pixel is in when its centre is).
  package func fill(
    _ rect: CGRect, radius: CGFloat, corners: CanvasCorners, color: RenderColor, hardEdges: Bool = false
  ) {
    if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
    roundedRect(rect, radius: radius, corners: corners)
    setColor(color)
    cairo_fill(context)
    if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT) }
  }

  /// Intersects the clip with `rect` (user space) rounded at `corners`, without antialiasing with
  /// `hardEdges`.
  package func clip(to rect: CGRect, radius: CGFloat, corners: CanvasCorners, hardEdges: Bool = false) {
    if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
    roundedRect(rect, radius: radius, corners: corners)
    cairo_clip(context)
    if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT) }
  }

  /// Intersects the clip with an axis-aligned device-space rectangle.
  package func clipDevice(to rect: CGRect) {
    save()
    resetTransform()
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    restore()
    cairo_clip(context)
  }

  /// Fills a band of `width` inside `rect`, with outer corner radius `radius` and inner radius
  /// `max(radius − width, 0)`.
  package func fillBorder(
    of rect: CGRect, width: CGFloat, radius: CGFloat, corners: CanvasCorners, color: RenderColor,
    hardEdges: Bool = false
  ) {
    if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
    defer { if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT) } }
    roundedRect(rect, radius: radius, corners: corners)
    let inner = rect.insetBy(dx: width, dy: width)
    if !inner.isNull, inner.width > 0, inner.height > 0 {
      roundedRect(inner, radius: max(radius - width, 0), corners: corners)
    }
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
    setColor(color)
    cairo_fill(context)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
  }

  private func setColor(_ c: RenderColor) {
    cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
  }

  // MARK: Images and groups

  /// Draws `source` pixels of `image` into `destination` (user space), mirrored vertically when
  /// `flipped`, with edge pixels extended and bilinear-or-better filtering.
  package func draw(
    _ image: CGImage, source: CGRect, destination d: CGRect, flipped: Bool, alpha: Double,
    hardEdges: Bool = false
  ) {
    image.premultipliedARGB.withUnsafeBytes { raw in
      let data = UnsafeMutableRawPointer(mutating: raw.baseAddress)?.assumingMemoryBound(to: UInt8.self)
      let surface = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
      defer { cairo_surface_destroy(surface) }
      let pattern = cairo_pattern_create_for_surface(surface)
      defer { cairo_pattern_destroy(pattern) }
      let (kx, ky) = (source.width / d.width, source.height / d.height)
      var m = cairo_matrix_t(
        xx: kx, yx: 0, xy: 0, yy: flipped ? -ky : ky, x0: source.minX - d.minX * kx,
        y0: flipped ? source.minY + d.maxY * ky : source.minY - d.minY * ky)
      cairo_pattern_set_matrix(pattern, &m)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      save()
      cairo_set_source(context, pattern)
      if hardEdges { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
      cairo_rectangle(context, d.minX, d.minY, d.width, d.height)
      cairo_clip(context)
      cairo_paint_with_alpha(context, alpha)
      restore()
    }
  }

  /// Paints premultiplied pixels at device position `(x, y)` with `alpha`, inside the current clip.
  package func paint(_ pixels: inout [UInt32], width: Int, height: Int, x: Int, y: Int, alpha: Double) {
    pixels.withUnsafeMutableBytes { raw in
      let surface = cairo_image_surface_create_for_data(
        raw.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(width * 4))
      defer { cairo_surface_destroy(surface) }
      save()
      resetTransform()
      cairo_set_source_surface(context, surface, Double(x), Double(y))
      cairo_paint_with_alpha(context, alpha)
      restore()
    }
  }

  /// Starts a transparency group limited to `deviceBox`; `endGroup` composites it with `alpha`.
  package func beginGroup(clippedTo deviceBox: CGRect?) {
    save()
    if let deviceBox { clipDevice(to: deviceBox) }
    cairo_push_group(context)
  }

  /// Ends the group begun by `beginGroup` and paints it with `alpha`.
  package func endGroup(alpha: Double) {
    cairo_pop_group_to_source(context)
    cairo_paint_with_alpha(context, alpha)
    restore()
  }
}

/// Cairo's own PNG writer (`cairo_surface_write_to_png_stream`), kept only as the baseline the
/// benchmark measures `PNG.encode` against.
package enum CairoPNGWriter {
  private final class Sink {
    var bytes: [UInt8] = []
  }

  /// The PNG Cairo writes for `image`, or `nil` when Cairo fails.
  package static func encode(_ image: CGImage) -> [UInt8]? {
    let sink = Sink()
    let status = image.premultipliedARGB.withUnsafeBytes { raw -> cairo_status_t in
      let data = UnsafeMutableRawPointer(mutating: raw.baseAddress)?.assumingMemoryBound(to: UInt8.self)
      let surface = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
      defer { cairo_surface_destroy(surface) }
      return cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    return status == CAIRO_STATUS_SUCCESS ? sink.bytes : nil
  }
}
