import CCairo
import Foundation
import LaminaGeometry

/// A Cairo pattern (a gradient or a popped group) the canvas paints with; released when dropped.
package final class CanvasPattern {
  let pattern: OpaquePointer?

  init(_ pattern: OpaquePointer?) { self.pattern = pattern }
  deinit { cairo_pattern_destroy(pattern) }

  /// An axial gradient from `start` to `end`.
  package static func linear(from start: CGPoint, to end: CGPoint) -> CanvasPattern {
    CanvasPattern(cairo_pattern_create_linear(start.x, start.y, end.x, end.y))
  }

  /// A radial gradient between two circles.
  package static func radial(
    from c0: CGPoint, radius r0: CGFloat, to c1: CGPoint, radius r1: CGFloat
  ) -> CanvasPattern {
    CanvasPattern(cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1))
  }

  /// Adds a gradient stop at `location` (0…1).
  package func addStop(at location: CGFloat, _ c: RenderColor) {
    cairo_pattern_add_color_stop_rgba(pattern, location, c.red, c.green, c.blue, c.alpha)
  }

  /// Whether the end colours extend past the ends (otherwise nothing is painted there).
  package func setExtends(_ extends: Bool) {
    cairo_pattern_set_extend(pattern, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
  }

  /// A premultiplied ARGB pixel with every channel times `k`/255, rounded (as an 8-bit alpha fades).
  static func fade(_ p: UInt32, by k: UInt32) -> UInt32 {
    var out: UInt32 = 0
    for shift: UInt32 in [0, 8, 16, 24] { out |= ((((p >> shift) & 0xFF) * k + 127) / 255) << shift }
    return out
  }

  /// Sets the map from the user space of the canvas it is painted on to the pattern's space.
  package func setMatrix(_ t: CGAffineTransform) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_pattern_set_matrix(pattern, &m)
  }
}

/// How an image's pixels are sampled when scaled: Cairo's filters, from nearest pixel to best.
package enum ImageFilter: Sendable {
  case nearest, bilinear, good, best

  var cairo: cairo_filter_t {
    switch self {
    case .nearest: CAIRO_FILTER_NEAREST
    case .bilinear: CAIRO_FILTER_BILINEAR
    case .good: CAIRO_FILTER_GOOD
    case .best: CAIRO_FILTER_BEST
    }
  }
}

extension CairoCanvas {
  /// Sets the source to `pattern`.
  package func setSource(_ pattern: CanvasPattern) { cairo_set_source(context, pattern.pattern) }

  /// Redirects drawing into a new transparency group.
  package func pushGroup() { cairo_push_group(context) }

  /// Ends the group pushed last and returns it; its matrix maps the user space it was popped under.
  package func popGroup() -> CanvasPattern { CanvasPattern(cairo_pop_group(context)) }

  /// Draws `image` inside `clip` (user space; the whole clip when `nil`), `toImage` mapping user
  /// space to its pixels; past its edges the edge pixels extend, or the image repeats when `tiled`.
  package func draw(
    _ image: CGImage, toImage: CGAffineTransform, tiled: Bool, filter: ImageFilter, clip: CGRect?,
    alpha: Double, hardEdges: Bool = false
  ) {
    draw(
      ImageRegion(image), toImage: toImage, tiled: tiled, filter: filter, clip: clip, alpha: alpha,
      hardEdges: hardEdges)
  }

  /// Draws the pixels of `region` as `draw(_:toImage:…)` draws a whole image, `toImage` mapping
  /// user space to the region's pixels: a view of the image's memory, never a copy.
  package func draw(
    _ region: ImageRegion, toImage: CGAffineTransform, tiled: Bool, filter: ImageFilter, clip: CGRect?,
    alpha: Double, hardEdges: Bool = false
  ) {
    let image = region.image
    // The surface is made over the image's own memory: the region must lie inside it.
    precondition(
      region.x >= 0 && region.y >= 0 && region.width >= 0 && region.height >= 0
        && region.x + region.width <= image.width && region.y + region.height <= image.height)
    image.premultipliedARGB.withUnsafeBytes { raw in
      let start = (region.y * image.width + region.x) * 4
      let data = UnsafeMutableRawPointer(mutating: raw.baseAddress)?.advanced(by: start)
        .assumingMemoryBound(to: UInt8.self)
      let surface = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height), Int32(image.width * 4))
      defer { cairo_surface_destroy(surface) }
      let pattern = CanvasPattern(cairo_pattern_create_for_surface(surface))
      pattern.setMatrix(toImage)
      cairo_pattern_set_extend(pattern.pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern.pattern, filter.cairo)
      save()
      setSource(pattern)
      if hardEdges { setAntialias(false) }
      if let clip {
        newPath()
        addRect(clip)
        self.clip()
      }
      paint(alpha: alpha)
      restore()
    }
  }

  /// Sets the source to `image` repeated across the plane, `toImage` mapping user space to its
  /// pixels, each pixel faded by `alpha`. The pixels are copied, so the source outlives this call.
  package func setSource(tiling image: CGImage, toImage: CGAffineTransform, alpha: Double) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else { return setColor(RenderColor(red: 0, green: 0, blue: 0, alpha: 0)) }
    let row = Int(cairo_image_surface_get_stride(surface)) / 4
    let k = alpha.isNaN ? 0 : UInt32((min(max(alpha, 0), 1) * 255).rounded())
    data.withMemoryRebound(to: UInt32.self, capacity: row * image.height) { out in
      for y in 0..<image.height {
        for x in 0..<image.width {
          let p = image.premultipliedARGB[y * image.width + x]
          out[y * row + x] = k == 255 ? p : CanvasPattern.fade(p, by: k)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    let pattern = CanvasPattern(cairo_pattern_create_for_surface(surface))
    pattern.setMatrix(toImage)
    cairo_pattern_set_extend(pattern.pattern, CAIRO_EXTEND_REPEAT)
    cairo_pattern_set_filter(pattern.pattern, ImageFilter.good.cairo)
    setSource(pattern)
  }

  /// Fills `rect` (user space), rounded at `corners` by `radius`, with `image` repeated as
  /// `toImage` maps user space to its pixels, faded by `alpha`.
  package func fill(
    _ rect: CGRect, radius: CGFloat, corners: CanvasCorners, tiling image: CGImage,
    toImage: CGAffineTransform,
    alpha: Double, hardEdges: Bool = false
  ) {
    save()
    clip(to: rect, radius: radius, corners: corners, hardEdges: hardEdges)
    setSource(tiling: image, toImage: toImage, alpha: alpha)
    cairo_paint(context)
    restore()
  }

  /// Draws `source` pixels of `region` (in the region's pixels) into `destination` (user space),
  /// mirrored vertically when `flipped`, with the region's edge pixels extended and sampled by
  /// `filter`.
  package func draw(
    _ region: ImageRegion, source: CGRect, destination d: CGRect, flipped: Bool, alpha: Double,
    filter: ImageFilter = .good, hardEdges: Bool = false
  ) {
    let (kx, ky) = (source.width / d.width, source.height / d.height)
    let toImage = CGAffineTransform(
      a: kx, b: 0, c: 0, d: flipped ? -ky : ky, tx: source.minX - d.minX * kx,
      ty: flipped ? source.minY + d.maxY * ky : source.minY - d.minY * ky)
    draw(region, toImage: toImage, tiled: false, filter: filter, clip: d, alpha: alpha, hardEdges: hardEdges)
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
      paint(alpha: alpha)
      restore()
    }
  }

  /// Starts a transparency group limited to `deviceBox`; `endGroup` composites it with `alpha`.
  package func beginGroup(clippedTo deviceBox: CGRect?) {
    save()
    if let deviceBox { clipDevice(to: deviceBox) }
    pushGroup()
  }

  /// Ends the group begun by `beginGroup` and paints it with `alpha`, blended by `blendMode`.
  package func endGroup(alpha: Double, blendMode: CGBlendMode = .normal) {
    cairo_pop_group_to_source(context)
    if blendMode != .normal { setBlendMode(blendMode) }
    paint(alpha: alpha)
    if blendMode != .normal { setBlendMode(.normal) }
    restore()
  }
}
