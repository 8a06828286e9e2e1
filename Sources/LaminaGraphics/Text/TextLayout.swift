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
}
