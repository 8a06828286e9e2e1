import CCairo
import Foundation
import LaminaGeometry

extension CGContext {
  /// Draws `image` into `rect` (user space) with its first row at `rect.maxY`, as Core Graphics
  /// does: upright in a y-up space, upside down under a flipped CTM. With `byTiling`, the image
  /// repeats at that size across the whole clip, starting at `rect`'s origin.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let r = rect.standardized
    guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else {
      return
    }
    let filter = imageFilter(image)
    let box = byTiling ? CGRect.null : deviceBox(of: r)
    paint(extents: box) { ctx, _ in
      image.premultipliedARGB.withUnsafeBytes { raw in
        let data = UnsafeMutableRawPointer(mutating: raw.baseAddress)?.assumingMemoryBound(to: UInt8.self)
        let surface = cairo_image_surface_create_for_data(
          data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height), Int32(image.width * 4))
        defer { cairo_surface_destroy(surface) }
        let pattern = cairo_pattern_create_for_surface(surface)
        defer { cairo_pattern_destroy(pattern) }
        let (kx, ky) = (CGFloat(image.width) / r.width, CGFloat(image.height) / r.height)
        var m = cairo_matrix_t(xx: kx, yx: 0, xy: 0, yy: -ky, x0: -r.minX * kx, y0: r.maxY * ky)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        cairo_save(ctx.cairo)
        cairo_set_source(ctx.cairo, pattern)
        if !byTiling {
          cairo_new_path(ctx.cairo)
          cairo_rectangle(ctx.cairo, r.minX, r.minY, r.width, r.height)
          cairo_clip(ctx.cairo)
        }
        cairo_paint_with_alpha(ctx.cairo, ctx.state.alpha)
        cairo_restore(ctx.cairo)
      }
    }
  }

  private func imageFilter(_ image: CGImage) -> cairo_filter_t {
    guard image.shouldInterpolate else { return CAIRO_FILTER_NEAREST }
    switch state.interpolationQuality {
    case .none: return CAIRO_FILTER_NEAREST
    case .low: return CAIRO_FILTER_BILINEAR
    case .high: return CAIRO_FILTER_BEST
    case .default, .medium: return CAIRO_FILTER_GOOD
    }
  }

  /// The device box (y down) of a user-space rectangle under the CTM, grown by a pixel.
  package func deviceBox(of r: CGRect) -> CGRect {
    var box = CGRect.null
    for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.minX, r.maxY), (r.maxX, r.maxY)] {
      var (dx, dy) = (Double(x), Double(y))
      cairo_user_to_device(cairo, &dx, &dy)
      box = box.union(CGRect(x: dx, y: dy, width: 0, height: 0))
    }
    return box.insetBy(dx: -1, dy: -1)
  }
}
