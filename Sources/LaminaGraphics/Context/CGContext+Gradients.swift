import CCairo
import Foundation
import LaminaGeometry

extension CGContext {
  /// Fills the clip with a linear gradient from `start` to `end` (user space); `options` say whether
  /// the end colours extend beyond the two points (perpendicular to the axis).
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end else { return }
    let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    defer { cairo_pattern_destroy(pattern) }
    let (before, after) = (
      options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)
    )
    fillClip(with: gradient, pattern, extend: before || after) { ctx in
      guard before != after else { return }
      // One side extends: keep the half-plane on the axis side of the end that does not.
      let (d, reach) = (CGPoint(x: end.x - start.x, y: end.y - start.y), ctx.clipReach)
      let len = hypot(d.x, d.y)
      let (u, n) = (
        CGPoint(x: d.x / len * reach, y: d.y / len * reach),
        CGPoint(x: -d.y / len * reach, y: d.x / len * reach)
      )
      let (o, s): (CGPoint, CGFloat) = after ? (start, 1) : (end, -1)
      ctx.clipPolygon([
        CGPoint(x: o.x + n.x, y: o.y + n.y), CGPoint(x: o.x - n.x, y: o.y - n.y),
        CGPoint(x: o.x - n.x + s * u.x, y: o.y - n.y + s * u.y),
        CGPoint(x: o.x + n.x + s * u.x, y: o.y + n.y + s * u.y),
      ])
    }
  }

  /// Fills the clip with a radial gradient between two circles (user space). With one of the two
  /// options, the region kept is inside the end circle (before only) or outside the start circle
  /// (after only): exact when one circle contains the other, the usual case.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    guard
      [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
      startRadius >= 0, endRadius >= 0, startRadius > 0 || endRadius > 0
    else { return }
    let pattern = cairo_pattern_create_radial(
      startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
    defer { cairo_pattern_destroy(pattern) }
    let (before, after) = (
      options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)
    )
    fillClip(with: gradient, pattern, extend: before || after) { ctx in
      guard before != after else { return }
      let saved = ctx.currentPath
      cairo_new_path(ctx.cairo)
      if before {
        cairo_arc(ctx.cairo, endCenter.x, endCenter.y, endRadius, 0, 2 * .pi)
      } else {
        let reach = ctx.clipReach
        cairo_rectangle(ctx.cairo, startCenter.x - reach, startCenter.y - reach, 2 * reach, 2 * reach)
        cairo_new_sub_path(ctx.cairo)
        cairo_arc(ctx.cairo, startCenter.x, startCenter.y, startRadius, 0, 2 * .pi)
        cairo_set_fill_rule(ctx.cairo, CAIRO_FILL_RULE_EVEN_ODD)
      }
      cairo_clip(ctx.cairo)
      cairo_set_fill_rule(ctx.cairo, CAIRO_FILL_RULE_WINDING)
      ctx.emit(saved.segments, from: nil)
    }
  }

  /// Paints the clip with `pattern` carrying `gradient`'s stops, after `confine` narrows the clip.
  private func fillClip(
    with gradient: CGGradient, _ pattern: OpaquePointer?, extend: Bool, confine: (CGContext) -> Void
  ) {
    for stop in gradient.stops {
      let c = stop.color.rgba
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    paint(extents: .null) { ctx, _ in
      cairo_save(ctx.cairo)
      confine(ctx)
      cairo_set_source(ctx.cairo, pattern)
      cairo_paint_with_alpha(ctx.cairo, ctx.state.alpha)
      cairo_restore(ctx.cairo)
    }
  }

  /// A distance in user space that reaches past every corner of the clip from anywhere in it.
  private var clipReach: CGFloat {
    let box = boundingBoxOfClipPath
    return 4 * (hypot(box.width, box.height) + abs(box.minX) + abs(box.minY) + abs(box.maxX) + abs(box.maxY))
      + 1
  }

  private func clipPolygon(_ points: [CGPoint]) {
    let saved = currentPath
    cairo_new_path(cairo)
    cairo_move_to(cairo, points[0].x, points[0].y)
    for p in points.dropFirst() { cairo_line_to(cairo, p.x, p.y) }
    cairo_close_path(cairo)
    cairo_clip(cairo)
    emit(saved.segments, from: nil)
  }
}
