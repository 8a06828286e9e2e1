import CPango
import Foundation
import LaminaGeometry

/// A piece of text with its own font, size, colour, spacing or outline (`nil`: the style's).
package struct TextRun: Equatable, Sendable {
  package var text: String
  package var font: String?
  package var size: CGFloat?
  package var color: RenderColor?
  /// Points added after each character.
  package var kern: CGFloat?
  /// Whether the font's standard ligatures are used (Core Text's default: yes).
  package var ligatures = true
  /// The outline: `NSAttributedString.Key.strokeWidth`'s percent of the font size (positive: the
  /// outline only, negative: filled and outlined) and its colour (`nil`: the text colour).
  package var stroke: TextStroke?

  package init(_ text: String, font: String? = nil, size: CGFloat? = nil, color: RenderColor? = nil) {
    (self.text, self.font, self.size, self.color) = (text, font, size, color)
  }
}

/// A run's outline: `NSAttributedString.Key.strokeWidth`'s percent of the font size (positive: the
/// outline only, negative: filled and outlined) and its colour (`nil`: the text colour).
package struct TextStroke: Equatable, Sendable {
  package var percent: CGFloat
  package var color: RenderColor?

  package init(percent: CGFloat, color: RenderColor?) { (self.percent, self.color) = (percent, color) }
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
  /// Wrapping breaks between words (then inside a word too long for a line); `false`: anywhere.
  package var wrapsAtWords = true
  package var truncation = Truncation.none
  /// Wrapped text truncated by `truncation` keeps at most this many lines, the last shortened with
  /// an ellipsis (0: no limit).
  package var maximumLines = 0
  /// Points between one line's bottom and the next line's top, and after each paragraph.
  package var lineSpacing: CGFloat = 0
  package var paragraphSpacing: CGFloat = 0
  /// The natural line height's factor (0: 1), then its least and greatest height (0: no bound);
  /// height gained or lost is above the baseline, as in Core Text.
  package var lineHeightMultiple: CGFloat = 0
  package var minimumLineHeight: CGFloat = 0
  package var maximumLineHeight: CGFloat = 0

  package init() {}
}

/// Text laid out by Pango (shaped by HarfBuzz) in the fonts of `FontLibrary`, measured and drawn in
/// points with the first line's top at y = 0.
package struct TextLayout: Sendable {
  /// One laid-out line: its baseline from the top, its left edge, its logical width, its
  /// font's ascent and descent, and the UTF-8 bytes of the text it holds.
  package struct Line: Equatable, Sendable {
    package var baseline: CGFloat
    package var x: CGFloat
    package var width: CGFloat
    package var ascent: CGFloat = 0
    package var descent: CGFloat = 0
    package var bytes: Range<Int> = 0..<0
    /// The line's runs of one font and style, left to right.
    package var segments: [Segment] = []

    /// A run within a line: the UTF-8 offset of its first character and its logical extent.
    package struct Segment: Equatable, Sendable {
      package var byte: Int
      package var x: CGFloat
      package var width: CGFloat
    }
  }

  package let runs: [TextRun]
  package let style: TextStyle
  /// The width lines wrap or truncate at; `nil` when neither applies.
  package let width: CGFloat?
  /// The logical size of the text: the widest line by the lines' total height.
  package private(set) var size = CGSize.zero
  /// What the glyphs cover, from the first line's top (unplaced: before line spacing).
  package private(set) var ink = CGRect.zero
  package private(set) var lines: [Line] = []

  /// Lays out `runs` in `style`, wrapping or truncating at `width` when the style asks.
  package init(runs: [TextRun], style: TextStyle, width: CGFloat?) throws(TextError) {
    self.runs = runs
    self.style = style
    let limited =
      (style.wrapped || style.truncation != .none) ? width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } : nil
    self.width = limited
    let library = try FontLibrary.shared.get()
    (size, lines, ink) = library.withContext { context in
      let layout = makeLayout(context)
      defer { lamina_g_object_unref(UnsafeMutableRawPointer(layout)) }
      return measure(layout)
    }
  }

  /// The index of the run holding UTF-8 offset `byte` of the text (the last run past the end).
  package func run(atByte byte: Int) -> Int? {
    var end = 0
    for (i, run) in runs.enumerated() {
      end += run.text.utf8.count
      if byte < end { return i }
    }
    return runs.isEmpty ? nil : runs.count - 1
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
