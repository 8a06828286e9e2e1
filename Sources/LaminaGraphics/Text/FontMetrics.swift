import Foundation
import LaminaGeometry

/// The vertical metrics of the face standing in for a font at a size, in points, as Core Text and
/// UIKit report them: measured from the face itself (a line's logical extent for ascent and
/// descent; the ink of "H" and "x" for the cap and x-heights). DejaVu has no line gap: leading 0.
package struct FontMetrics: Equatable, Sendable {
  package var ascent: CGFloat
  package var descent: CGFloat
  package var leading: CGFloat
  package var capHeight: CGFloat
  package var xHeight: CGFloat

  /// Metrics given outright.
  package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
    (self.ascent, self.descent, self.leading, self.capHeight, self.xHeight) =
      (ascent, descent, leading, capHeight, xHeight)
  }

  /// The metrics of `font` at `size` points; DejaVu Sans's proportions (its hhea and OS/2 tables:
  /// 1901, 483, 1493 and 1120 of 2048 units) when the fonts cannot be loaded.
  package init(font: String, size: CGFloat) {
    var style = TextStyle()
    (style.font, style.size) = (font, size)
    guard let capital = try? TextLayout(runs: [TextRun("H")], style: style, width: nil),
      let small = try? TextLayout(runs: [TextRun("x")], style: style, width: nil),
      let line = capital.lines.first
    else {
      let em = size / 2048
      self.init(ascent: 1901 * em, descent: 483 * em, leading: 0, capHeight: 1493 * em, xHeight: 1120 * em)
      return
    }
    self.init(
      ascent: line.ascent, descent: line.descent, leading: 0, capHeight: line.baseline - capital.ink.minY,
      xHeight: line.baseline - small.ink.minY)
  }
}
