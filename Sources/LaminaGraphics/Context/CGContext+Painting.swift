import CCairo
import Foundation
import LaminaGeometry

extension CGContext {
  /// Fills the current path with the fill colour under `rule`, then clears the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    setRule(rule)
    let color = state.fillColor
    paint(extents: pathExtents(stroke: false)) { ctx, bounded in
      ctx.setSource(color)
      if bounded { cairo_fill(ctx.cairo) } else { ctx.paintInside(rule: rule) }
    }
  }

  /// Strokes the current path with the stroke colour and line parameters, then clears the path.
  public func strokePath() {
    let color = state.strokeColor
    let outline = isUnbounded ? strokeOutline(of: currentPath) : nil
    paint(extents: pathExtents(stroke: true)) { ctx, bounded in
      ctx.setSource(color)
      if bounded {
        ctx.strokeWithHairline()
      } else if let outline {
        cairo_new_path(ctx.cairo)
        ctx.emit(outline.segments, from: nil)
        ctx.paintInside(rule: .winding)
      }
    }
  }

  /// Paints the current path as `mode` says, then clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let path = currentPath
    switch mode {
    case .fill: fillPath(using: .winding)
    case .eoFill: fillPath(using: .evenOdd)
    case .stroke: strokePath()
    case .fillStroke, .eoFillStroke:
      fillPath(using: mode == .fillStroke ? .winding : .evenOdd)
      emit(path.segments, from: nil)
      strokePath()
    }
  }

  /// Intersects the clip with the current path under `rule`, then clears the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    setRule(rule)
    guard !state.singular else { return cairo_new_path(cairo) }
    cairo_clip(cairo)
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { clip(to: [rect]) }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    let saved = currentPath
    cairo_new_path(cairo)
    addRects(rects)
    if rects.isEmpty || isPathEmpty { cairo_rectangle(cairo, 0, 0, 0, 0) }
    clip(using: .winding)
    emit(saved.segments, from: nil)
  }

  /// Removes the clip back to the whole context.
  public func resetClip() { cairo_reset_clip(cairo) }

  /// The clip's bounding box in user space.
  public var boundingBoxOfClipPath: CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  /// Fills `rect`; like Core Graphics, clears the current path.
  public func fill(_ rect: CGRect) { fill([rect]) }

  /// Fills the rectangles.
  public func fill(_ rects: [CGRect]) {
    cairo_new_path(cairo)
    addRects(rects)
    fillPath()
  }

  /// Strokes `rect`.
  public func stroke(_ rect: CGRect) {
    cairo_new_path(cairo)
    addRect(rect)
    strokePath()
  }

  /// Strokes `rect` with a line `width` wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    cairo_new_path(cairo)
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    cairo_new_path(cairo)
    addEllipse(in: rect)
    strokePath()
  }

  /// Strokes a line between each pair of points (0–1, 2–3, …); an odd last point is ignored.
  public func strokeLineSegments(between points: [CGPoint]) {
    cairo_new_path(cairo)
    var i = 0
    while i + 1 < points.count {
      move(to: points[i])
      addLine(to: points[i + 1])
      i += 2
    }
    strokePath()
  }

  /// Makes `rect` transparent (whatever the blend mode).
  public func clear(_ rect: CGRect) {
    guard !state.singular else { return }
    cairo_save(cairo)
    cairo_new_path(cairo)
    emit(CGPath(rect: rect, transform: nil).segments, from: nil)
    let box = pathExtents(stroke: false)
    cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
    cairo_fill(cairo)
    cairo_restore(cairo)
    finish(box)
  }

  // MARK: Internals

  private func setRule(_ rule: CGPathFillRule) {
    cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
  }

  /// Sets Cairo's source to `color` times the context alpha.
  package func setSource(_ color: CGColor) {
    let c = color.rgba
    cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * state.alpha)
  }

  /// Strokes, drawing a zero width as one device pixel.
  private func strokeWithHairline() {
    guard state.lineWidth == 0 else { return cairo_stroke(cairo) }
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_line_width(cairo, 1)
    cairo_stroke(cairo)
    cairo_restore(cairo)
  }

  /// Paints the source inside the current path only: how Core Graphics bounds the Porter–Duff modes
  /// Cairo applies to the whole clip (`sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`).
  private func paintInside(rule: CGPathFillRule) {
    cairo_save(cairo)
    setRule(rule)
    cairo_clip(cairo)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The device-pixel box the current path's fill or stroke covers (y down).
  private func pathExtents(stroke: Bool) -> CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    if stroke {
      cairo_stroke_extents(cairo, &x1, &y1, &x2, &y2)
    } else {
      cairo_fill_extents(cairo, &x1, &y1, &x2, &y2)
    }
    var box = CGRect.null
    for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
      var (dx, dy) = (x, y)
      cairo_user_to_device(cairo, &dx, &dy)
      box = box.union(CGRect(x: dx, y: dy, width: 0, height: 0))
    }
    return box.insetBy(dx: -2, dy: -2)
  }
}
