import CCairo
import Foundation
import LaminaGeometry

/// The renderer's drawing context over Cairo, into a caller-owned premultiplied ARGB32 buffer.
///
/// Every call Lamina makes to Cairo goes through this canvas (the files of this folder, `Cairo/`):
/// the renderer paints through it, and so does `CGContext`, which owns one over its `CairoSurface`.
/// Cairo's status is sticky, so `drawing(into:…)` checks it once, after `body` has drawn.
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

  init(context: OpaquePointer, width: Int, height: Int) {
    (self.context, self.width, self.height) = (context, width, height)
  }

  static func statusMessage(_ status: cairo_status_t) -> String? {
    status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
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

  /// Sets the source to a solid colour.
  package func setColor(_ c: RenderColor) {
    cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
  }
}
