import CCairo
import Foundation

/// A Cairo image surface over premultiplied ARGB32 pixels that stay the caller's, with a canvas
/// drawing into it: what a `CGContext` owns.
package final class CairoSurface {
  private let surface: OpaquePointer
  /// The canvas drawing into the surface (a new one after `restart()`).
  package private(set) var canvas: CairoCanvas

  /// A surface over `pixels` (`height` rows of `rowPixels`, `width` of them drawn), or `nil` when
  /// Cairo cannot make one.
  package init?(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int) {
    let surface = cairo_image_surface_create_for_data(
      UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(rowPixels * 4))!
    let context = cairo_create(surface)!
    guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
      return nil
    }
    self.surface = surface
    canvas = CairoCanvas(context: context, width: width, height: height)
  }

  deinit {
    cairo_destroy(canvas.context)
    cairo_surface_destroy(surface)
  }

  /// Pixels per row of the surface.
  package var rowPixels: Int { Int(cairo_image_surface_get_stride(surface)) / 4 }

  /// Finishes pending drawing into the pixels.
  package func flush() { cairo_surface_flush(surface) }

  /// Why Cairo's context entered its sticky error state, `nil` while it has not.
  package var failure: String? { CairoCanvas.statusMessage(cairo_status(canvas.context)) }

  /// Replaces the canvas by a fresh one on the same pixels (graphics state reset).
  package func restart() {
    cairo_destroy(canvas.context)
    canvas = CairoCanvas(context: cairo_create(surface)!, width: canvas.width, height: canvas.height)
  }
}
