import CCairo
import Foundation
import LaminaGeometry

/// How a canvas strokes a path: Core Graphics' line parameters in the canvas's user space.
package struct StrokeStyle: Equatable, Sendable {
  package var width: CGFloat
  package var cap: CGLineCap
  package var join: CGLineJoin
  package var miterLimit: CGFloat
  /// Dash lengths (empty: solid) and where the pattern starts.
  package var dash: [CGFloat]
  package var dashPhase: CGFloat

  package init(
    width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, dash: [CGFloat], dashPhase: CGFloat
  ) {
    (self.width, self.cap, self.join, self.miterLimit) = (width, cap, join, miterLimit)
    (self.dash, self.dashPhase) = (dash, dashPhase)
  }
}

extension CairoCanvas {
  /// Fills `path` (user space) with `color` under the non-zero or even-odd rule.
  package func fill(_ path: CGPath, evenOdd: Bool, color: RenderColor) {
    append(path.segments)
    setFillRule(evenOdd: evenOdd)
    setColor(color)
    fill()
    setFillRule(evenOdd: false)
  }

  /// Strokes `path` (user space) with `style` and `color`.
  package func stroke(_ path: CGPath, style: StrokeStyle, color: RenderColor) {
    append(path.segments)
    save()
    setLineWidth(style.width)
    setLineCap(style.cap)
    setLineJoin(style.join)
    setMiterLimit(style.miterLimit)
    if !style.dash.isEmpty { setDash(style.dash, phase: style.dashPhase) }
    setColor(color)
    stroke()
    restore()
  }

  // MARK: The current path

  /// Discards the current path.
  package func newPath() { cairo_new_path(context) }
  /// Starts a subpath without a current point (an arc added next starts where it starts).
  package func newSubPath() { cairo_new_sub_path(context) }
  /// Starts a subpath at `p`.
  package func move(to p: CGPoint) { cairo_move_to(context, p.x, p.y) }
  /// Adds a line to `p`.
  package func line(to p: CGPoint) { cairo_line_to(context, p.x, p.y) }
  /// Adds a cubic Bézier to `p`.
  package func curve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
    cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
  }
  /// Closes the current subpath.
  package func closePath() { cairo_close_path(context) }
  /// Adds a closed rectangle.
  package func addRect(_ r: CGRect) { cairo_rectangle(context, r.minX, r.minY, r.width, r.height) }
  /// Adds a whole circle, counter-clockwise in a y-down space.
  package func addCircle(center c: CGPoint, radius: CGFloat) {
    cairo_arc(context, c.x, c.y, radius, 0, 2 * .pi)
  }

  /// The current point in user space, `nil` when the path has none.
  package var currentPoint: CGPoint? {
    guard cairo_has_current_point(context) != 0 else { return nil }
    var (x, y) = (0.0, 0.0)
    cairo_get_current_point(context, &x, &y)
    return CGPoint(x: x, y: y)
  }

  /// Adds path elements in user space; quadratics become the equal cubics. `start` is the current
  /// point the first element continues from.
  package func append<S: Sequence>(_ segments: S, from start: CGPoint? = nil) where S.Element == PathSegment {
    var last = start ?? .zero
    var subpathStart = last
    for s in segments {
      switch s {
      case .move(let p):
        move(to: p)
        (last, subpathStart) = (p, p)
      case .line(let p):
        line(to: p)
        last = p
      case .quad(let c, let p):
        let (c1, c2) = Bezier.elevate(last, c, p)
        curve(to: p, control1: c1, control2: c2)
        last = p
      case .cubic(let c1, let c2, let p):
        curve(to: p, control1: c1, control2: c2)
        last = p
      case .close:
        closePath()
        last = subpathStart
      }
    }
  }

  /// The current path read back from Cairo, in user space.
  package var path: CGMutablePath {
    let out = CGMutablePath()
    guard let copied = cairo_copy_path(context) else { return out }
    defer { cairo_path_destroy(copied) }
    let path = copied.pointee
    guard path.status == CAIRO_STATUS_SUCCESS, let data = path.data else { return out }
    var i = 0
    while i < Int(path.num_data) {
      let header = data[i].header
      func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: out.append(.move(point(1)))
      case CAIRO_PATH_LINE_TO: out.append(.line(point(1)))
      case CAIRO_PATH_CURVE_TO: out.append(.cubic(point(1), point(2), point(3)))
      default: out.closeSubpath()
      }
      i += Int(header.length)
    }
    return out
  }

  /// The user-space box the current path's fill (or stroke, with the current line parameters) covers.
  package func pathExtents(stroke: Bool) -> CGRect {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    if stroke {
      cairo_stroke_extents(context, &x1, &y1, &x2, &y2)
    } else {
      cairo_fill_extents(context, &x1, &y1, &x2, &y2)
    }
    return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
  }

  // MARK: Painting

  /// Fills the current path with the source, then clears the path.
  package func fill() { cairo_fill(context) }
  /// Strokes the current path with the source, then clears the path.
  package func stroke() { cairo_stroke(context) }
  /// Intersects the clip with the current path, then clears the path.
  package func clip() { cairo_clip(context) }
  /// Paints the source everywhere inside the clip, faded by `alpha`.
  package func paint(alpha: Double = 1) {
    if alpha == 1 { cairo_paint(context) } else { cairo_paint_with_alpha(context, alpha) }
  }
}
