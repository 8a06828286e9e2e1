import CCairo
import CPango
import Foundation
import LaminaGeometry

extension CairoCanvas {
  /// Draws laid-out text (user space in points) with its top-left at `origin`, aligned in a box
  /// `boxWidth` wide.
  package func draw(_ text: TextLayout, at origin: CGPoint, boxWidth: CGFloat) throws(TextError) {
    try draw(text) { _, l in
      CGPoint(x: origin.x + l.x + text.offset(ofLine: l.width, in: boxWidth), y: origin.y + l.baseline)
    }
  }

  /// Draws laid-out text line by line (user space in points, y down), each line's baseline starting
  /// at the point `place` gives it; a line without a point is skipped. Outlined runs are stroked
  /// after the fill, each clipped to its own span of the line.
  package func draw(_ text: TextLayout, placing place: (Int, TextLayout.Line) -> CGPoint?) throws(TextError) {
    let library = try FontLibrary.shared.get()
    library.withContext { pango in
      let layout = text.makeLayout(pango)
      defer { lamina_g_object_unref(UnsafeMutableRawPointer(layout)) }
      lamina_pango_cairo_update_context(context, pango)
      save()
      setColor(text.style.color)
      let iter = lamina_pango_layout_get_iter(layout)
      defer { lamina_pango_layout_iter_free(iter) }
      var index = 0
      repeat {
        guard index < text.lines.count, let line = lamina_pango_layout_iter_get_line_readonly(iter) else {
          break
        }
        let l = text.lines[index]
        index += 1
        guard let p = place(index - 1, l), p.x.isFinite, p.y.isFinite else { continue }
        move(to: p)
        lamina_pango_cairo_show_layout_line(context, line)
        strokeOutlines(of: line, l, at: p, in: text)
      } while lamina_pango_layout_iter_next_line(iter) != 0
      restore()
    }
  }

  /// Strokes the glyph outlines of `line`'s outlined runs, each over its own span of the line (the
  /// ends of the line left open, so no outline is cut there).
  private func strokeOutlines(
    of line: OpaquePointer, _ l: TextLayout.Line, at p: CGPoint, in text: TextLayout
  ) {
    let strokes = l.segments.map { s in
      text.run(atByte: s.byte).map { text.runs[$0] }.flatMap { $0.stroke == nil ? nil : $0 }
    }
    guard strokes.contains(where: { $0 != nil }) else { return }
    let far: CGFloat = 1e5
    for (k, segment) in l.segments.enumerated() {
      guard let run = strokes[k], let stroke = run.stroke else { continue }
      let left = k == 0 ? p.x - far : p.x + segment.x - l.x
      let right = k == l.segments.count - 1 ? p.x + far : p.x + segment.x - l.x + segment.width
      let size = run.size ?? text.style.size
      save()
      newPath()
      addRect(CGRect(x: left, y: p.y - far, width: right - left, height: 2 * far))
      clip()
      newPath()
      move(to: p)
      lamina_pango_cairo_layout_line_path(context, line)
      setLineWidth(min(abs(stroke.percent) / 100 * size, size))
      setLineJoin(.miter)
      setColor(stroke.color ?? run.color ?? text.style.color)
      self.stroke()
      restore()
    }
  }
}
