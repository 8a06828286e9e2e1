import CCairo
import CPango
import Foundation
import LaminaGeometry

/// A piece of text with its own font, size or colour (`nil`: the style's).
package struct TextRun: Equatable, Sendable {
  package var text: String
  package var font: String?
  package var size: CGFloat?
  package var color: RenderColor?

  package init(_ text: String, font: String? = nil, size: CGFloat? = nil, color: RenderColor? = nil) {
    (self.text, self.font, self.size, self.color) = (text, font, size, color)
  }
}

/// How a block of text is set: default font, size and colour, alignment, wrapping, truncation.
package struct TextStyle: Equatable, Sendable {
  package enum Alignment: Sendable { case natural, left, right, center, justified }
  package enum Truncation: Sendable { case none, start, middle, end }

  package var font = "Helvetica"
  package var size: CGFloat = 36
  package var color = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
  package var alignment = Alignment.natural
  package var wrapped = false
  package var truncation = Truncation.none

  package init() {}
}

/// Text laid out by Pango (shaped by HarfBuzz) in the fonts of `FontLibrary`, measured and drawn in
/// points with the first line's top at y = 0.
package struct TextLayout: Sendable {
  /// One laid-out line: its baseline from the top, its left edge, and its logical width.
  package struct Line: Equatable, Sendable {
    package var baseline: CGFloat
    package var x: CGFloat
    package var width: CGFloat
  }

  package let runs: [TextRun]
  package let style: TextStyle
  /// The width lines wrap or truncate at; `nil` when neither applies.
  package let width: CGFloat?
  /// The logical size of the text: the widest line by the lines' total height.
  package private(set) var size = CGSize.zero
  package private(set) var lines: [Line] = []

  /// Lays out `runs` in `style`, wrapping or truncating at `width` when the style asks.
  package init(runs: [TextRun], style: TextStyle, width: CGFloat?) throws(TextError) {
    self.runs = runs
    self.style = style
    let limited =
      (style.wrapped || style.truncation != .none) ? width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } : nil
    self.width = limited
    let library = try FontLibrary.shared.get()
    (size, lines) = library.withContext { context in
      let layout = makeLayout(context)
      defer { lamina_g_object_unref(UnsafeMutableRawPointer(layout)) }
      return measure(layout)
    }
  }

  /// The x offset of a line of `lineWidth` in a box `boxWidth` wide, by the style's alignment.
  package func offset(ofLine lineWidth: CGFloat, in boxWidth: CGFloat) -> CGFloat {
    switch style.alignment {
    case .right: boxWidth - lineWidth
    case .center: (boxWidth - lineWidth) / 2
    default: 0
    }
  }

  /// Draws the text on `cairo` (user space in points) with its top-left at `origin`, aligned in a
  /// box `boxWidth` wide.
  package func draw(on cairo: OpaquePointer, at origin: CGPoint, boxWidth: CGFloat) throws(TextError) {
    let library = try FontLibrary.shared.get()
    library.withContext { context in
      let layout = makeLayout(context)
      defer { lamina_g_object_unref(UnsafeMutableRawPointer(layout)) }
      lamina_pango_cairo_update_context(cairo, context)
      cairo_save(cairo)
      let c = style.color
      cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
      let iter = lamina_pango_layout_get_iter(layout)
      defer { lamina_pango_layout_iter_free(iter) }
      var index = 0
      repeat {
        guard index < lines.count, let line = lamina_pango_layout_iter_get_line_readonly(iter) else { break }
        let l = lines[index]
        cairo_move_to(cairo, origin.x + l.x + offset(ofLine: l.width, in: boxWidth), origin.y + l.baseline)
        lamina_pango_cairo_show_layout_line(cairo, line)
        index += 1
      } while lamina_pango_layout_iter_next_line(iter) != 0
      cairo_restore(cairo)
    }
  }
}
