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
    CairoPath.append(path.segments, to: context)
    cairo_set_fill_rule(context, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    cairo_fill(context)
    cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
  }

  /// Strokes `path` (user space) with `style` and `color`.
  package func stroke(_ path: CGPath, style: StrokeStyle, color: RenderColor) {
    CairoPath.append(path.segments, to: context)
    cairo_save(context)
    cairo_set_line_width(context, style.width)
    cairo_set_line_cap(
      context, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(style.cap.rawValue)])
    cairo_set_line_join(
      context,
      [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(style.join.rawValue)])
    cairo_set_miter_limit(context, max(style.miterLimit, 1))
    if !style.dash.isEmpty {
      style.dash.map(Double.init).withUnsafeBufferPointer {
        cairo_set_dash(context, $0.baseAddress, Int32($0.count), style.dashPhase)
      }
    }
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    cairo_stroke(context)
    cairo_restore(context)
  }
}

/// Sends path elements to a Cairo context in its user space (quadratics as the equal cubics).
package enum CairoPath {
  package static func append<S: Sequence>(_ segments: S, to cairo: OpaquePointer, from start: CGPoint? = nil)
  where S.Element == PathSegment {
    var last = start ?? .zero
    var subpathStart = last
    for s in segments {
      switch s {
      case .move(let p):
        cairo_move_to(cairo, p.x, p.y)
        (last, subpathStart) = (p, p)
      case .line(let p):
        cairo_line_to(cairo, p.x, p.y)
        last = p
      case .quad(let c, let p):
        let (c1, c2) = Bezier.elevate(last, c, p)
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        last = p
      case .cubic(let c1, let c2, let p):
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        last = p
      case .close:
        cairo_close_path(cairo)
        last = subpathStart
      }
    }
  }
}
