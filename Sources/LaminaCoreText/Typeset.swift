import Foundation
import LaminaGeometry
import LaminaGraphics

/// An attributed string set as Core Text sets it: Helvetica 12 and black where the string says
/// nothing, its first paragraph style applied, wrapped at `width` when there is one.
struct Typeset {
  /// The text set (the range asked for).
  let string: NSAttributedString
  /// Where `string` starts in the string the caller gave, in UTF-16 code units.
  let location: Int
  /// The laid-out text; `nil` for an empty string or when the fonts cannot be loaded.
  let layout: TextLayout?
  /// The UTF-16 offset of every UTF-8 offset that starts a character, and of the end.
  private let utf16: [Int: Int]

  init(_ whole: NSAttributedString, range: CFRange, width: CGFloat?) {
    let start = min(max(range.location, 0), whole.length)
    let length = range.length <= 0 ? whole.length - start : min(range.length, whole.length - start)
    string = whole.attributedSubstring(from: NSRange(location: start, length: length))
    location = start
    var style = TextStyle()
    (style.font, style.size, style.color) = ("Helvetica", 12, RenderColor(CGColor(gray: 0, alpha: 1)))
    style.wrapped = width != nil
    if let paragraph = TextStyle.paragraphStyle(of: string) {
      style.apply(paragraph)
      if width == nil { style.wrapped = false }
    }
    let runs = TextRun.runs(of: string)
    layout = runs.isEmpty ? nil : try? TextLayout(runs: runs, style: style, width: width)
    var map: [Int: Int] = [:]
    var (byte, unit) = (0, 0)
    for scalar in string.string.unicodeScalars {
      map[byte] = unit
      byte += scalar.utf8.count
      unit += scalar.utf16.count
    }
    map[byte] = unit
    utf16 = map
  }

  /// The range of the caller's string a span of UTF-8 offsets in the layout covers.
  func range(ofBytes bytes: Range<Int>) -> CFRange {
    let from = utf16[bytes.lowerBound] ?? 0
    let to = utf16[bytes.upperBound] ?? from
    return CFRange(location: location + from, length: to - from)
  }

  /// The attributes at a UTF-8 offset of the layout.
  func attributes(atByte byte: Int) -> [NSAttributedString.Key: Any] {
    guard let unit = utf16[byte], unit < string.length else { return [:] }
    return string.attributes(at: unit, effectiveRange: nil)
  }

  /// The laid-out lines.
  var lines: [TextLayout.Line] { layout?.lines ?? [] }
}
