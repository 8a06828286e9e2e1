import CCairo
import Foundation
import LaminaGeometry

extension CairoCanvas {
  /// Fills `rect` (user space), rounded at `corners` by `radius`, with `gradient` laid over the
  /// rectangle's unit coordinate space, faded by `alpha`.
  package func fill(
    _ rect: CGRect, radius: CGFloat, corners: CanvasCorners, gradient: CanvasGradient, alpha: Double,
    hardEdges: Bool = false
  ) {
    guard rect.width > 0, rect.height > 0, !gradient.stops.isEmpty else { return }
    if gradient.kind == .conic {
      return fillConic(rect, radius: radius, corners: corners, gradient, alpha: alpha, hardEdges: hardEdges)
    }
    guard let pattern = pattern(for: gradient, in: rect, alpha: alpha) else {
      let last = gradient.stops.last!.color.fading(alpha)
      return fill(rect, radius: radius, corners: corners, color: last, hardEdges: hardEdges)
    }
    defer { cairo_pattern_destroy(pattern) }
    save()
    clip(to: rect, radius: radius, corners: corners, hardEdges: hardEdges)
    cairo_set_source(context, pattern)
    cairo_paint(context)
    restore()
  }

  /// A Cairo pattern for an axial or radial gradient, its matrix mapping user space to the pattern's
  /// space; `nil` when the geometry is degenerate (a zero radius: all of it is past the end).
  private func pattern(for g: CanvasGradient, in rect: CGRect, alpha: Double) -> OpaquePointer? {
    // User → unit: u = (p − origin) / size.
    var m = cairo_matrix_t(
      xx: 1 / rect.width, yx: 0, xy: 0, yy: 1 / rect.height, x0: -rect.minX / rect.width,
      y0: -rect.minY / rect.height)
    let pattern: OpaquePointer?
    switch g.kind {
    case .radial:
      // Unit → circle of radius 1 at the origin: q = (u − start) / radii.
      let (rx, ry) = (abs(g.end.x - g.start.x), abs(g.end.y - g.start.y))
      guard rx > 1e-12, ry > 1e-12 else { return nil }
      m.xx /= rx
      m.yy /= ry
      m.x0 = (m.x0 - g.start.x) / rx
      m.y0 = (m.y0 - g.start.y) / ry
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
    default:
      pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)
    }
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    for stop in g.stops {
      let c = stop.color
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
    }
    return pattern
  }

  /// A conic gradient, which Cairo lacks: every device pixel the rectangle covers is mapped back to
  /// the unit square at its centre and given the colour at its angle.
  private func fillConic(
    _ rect: CGRect, radius: CGFloat, corners: CanvasCorners, _ g: CanvasGradient, alpha: Double,
    hardEdges: Bool
  ) {
    var toDevice = cairo_matrix_t()
    cairo_get_matrix(context, &toDevice)
    var toUser = toDevice
    guard cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS else { return }
    save()
    clip(to: rect, radius: radius, corners: corners, hardEdges: hardEdges)
    let box = deviceClipExtents.intersection(CGRect(x: 0, y: 0, width: 1 << 15, height: 1 << 15))
    guard !box.isNull, box.width >= 1, box.height >= 1 else { return restore() }
    let (x0, y0) = (Int(box.minX.rounded(.down)), Int(box.minY.rounded(.down)))
    let (w, h) = (Int(box.maxX.rounded(.up)) - x0, Int(box.maxY.rounded(.up)) - y0)
    var pixels = [UInt32](repeating: 0, count: w * h)
    let m = toUser
    let base = g.conicBase
    for y in 0..<h {
      for x in 0..<w {
        let (dx, dy) = (Double(x0 + x) + 0.5, Double(y0 + y) + 0.5)
        // `cairo_matrix_transform_point`'s arithmetic, in its order.
        let (px, py) = ((m.xx * dx + m.xy * dy) + m.x0, (m.yx * dx + m.yy * dy) + m.y0)
        let u = CGPoint(x: (px - rect.minX) / rect.width, y: (py - rect.minY) / rect.height)
        pixels[y * w + x] = g.color(at: g.conicParameter(u, base: base)).fading(alpha).premultipliedARGB
      }
    }
    resetTransform()
    paint(&pixels, width: w, height: h, x: x0, y: y0, alpha: 1)
    restore()
  }
}
