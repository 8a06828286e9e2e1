import CCairo
import CPango
import Foundation
import LaminaGeometry

extension CairoCanvas {
  /// Draws laid-out text (user space in points) with its top-left at `origin`, aligned in a box
  /// `boxWidth` wide.
  package func draw(_ text: TextLayout, at origin: CGPoint, boxWidth: CGFloat) throws(TextError) {
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
        move(
          to: CGPoint(
            x: origin.x + l.x + text.offset(ofLine: l.width, in: boxWidth), y: origin.y + l.baseline))
        lamina_pango_cairo_show_layout_line(context, line)
        index += 1
      } while lamina_pango_layout_iter_next_line(iter) != 0
      restore()
    }
  }
}
