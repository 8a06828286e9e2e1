import CCairo
import Foundation
import LaminaGeometry

extension CairoCanvas {
  /// Fills `rect` (user space), rounded at `corners` by `radius`, with `gradient` laid over the
  /// rectangle's unit coordinate space, faded by `alpha`, its colours interpolated in Generic RGB as
  /// Core Animation draws a gradient layer.
  ///
  /// Lamina computes the pixels itself, row by row (`GradientRows`), and paints them through the
  /// rounded clip: a layer's gradient is one affine map from device pixels to its parameter.
  package func fill(
    _ rect: CGRect, radius: CGFloat, corners: CanvasCorners, gradient: CanvasGradient, alpha: Double,
    hardEdges: Bool = false
  ) {
    guard rect.width > 0, rect.height > 0, !gradient.stops.isEmpty else { return }
    save()
    clip(to: rect, radius: radius, corners: corners, hardEdges: hardEdges)
    let box = deviceClipExtents.intersection(CGRect(x: 0, y: 0, width: 1 << 15, height: 1 << 15))
    guard !box.isNull, box.width >= 1, box.height >= 1 else { return restore() }
    // Sampled only now: nothing is computed for a gradient the clip (a band, an ancestor) hides.
    var toUser = cairo_matrix_t()
    cairo_get_matrix(context, &toUser)
    guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS,
      let rows = GradientRows(gradient, in: rect, toUser: toUser, alpha: alpha)
    else {
      // A zero radius: all of it is past the end.
      restore()
      let last = GenericRGB.clipped(gradient.stops.last!.color).fading(alpha)
      return fill(rect, radius: radius, corners: corners, color: last, hardEdges: hardEdges)
    }
    let (x0, y0) = (Int(box.minX.rounded(.down)), Int(box.minY.rounded(.down)))
    let (w, h) = (Int(box.maxX.rounded(.up)) - x0, Int(box.maxY.rounded(.up)) - y0)
    // A band of rows at a time, so a large gradient never needs a canvas-sized buffer.
    let bandRows = max(1, GradientRows.bandPixels / w)
    var pixels = [UInt32](repeating: 0, count: w * min(h, bandRows))
    var top = 0
    while top < h {
      let count = min(bandRows, h - top)
      pixels.withUnsafeMutableBufferPointer { buffer in
        for row in 0..<count {
          rows.fill(
            UnsafeMutableBufferPointer(rebasing: buffer[(row * w)..<(row * w + w)]), x: x0, y: y0 + top + row)
        }
      }
      paint(&pixels, width: w, height: count, x: x0, y: y0 + top, alpha: 1)
      top += count
    }
    restore()
  }
}
