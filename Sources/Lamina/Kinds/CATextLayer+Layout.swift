import Foundation

extension CATextLayer {
  /// The text set as the layer asks, `width` wide where it wraps or truncates; `nil` for no string or
  /// when the fonts cannot be loaded.
  package func layout(width: CGFloat) -> TextLayout? {
    if let last = laidOut.withLock({ $0 }), last.width == width { return last.text }
    let runs = textRuns()
    let text = runs.isEmpty ? nil : try? TextLayout(runs: runs, style: textStyle, width: width)
    laidOut.withLock { $0 = (width, text) }
    return text
  }

  /// The style the layer's properties give. As Apple documents, `font` (only its name: a font
  /// object's size is ignored), `fontSize` and `foregroundColor` apply to a plain string; an
  /// attributed string's runs without those attributes take Core Text's defaults instead (Helvetica,
  /// 12 points, black).
  package var textStyle: TextStyle {
    var style = TextStyle()
    if string is NSAttributedString {
      (style.size, style.color) = (12, RenderColor(CGColor(gray: 0, alpha: 1)))
    } else {
      if let name = CATextLayer.fontName(font) { style.font = name }
      style.size = fontSize
      style.color = RenderColor(foregroundColor ?? CGColor(gray: 0, alpha: 0))
    }
    style.alignment =
      switch alignmentMode {
      case .left: .left
      case .right: .right
      case .center: .center
      case .justified: .justified
      default: .natural
      }
    style.wrapped = isWrapped
    style.maximumLines = maximumLines
    style.truncation =
      switch truncationMode {
      case .start: .start
      case .middle: .middle
      case .end: .end
      default: .none
      }
    // A paragraph style in the string sets alignment (unless natural) and line spacing; wrapping
    // and truncation stay the layer's.
    if let attributed = string as? NSAttributedString,
      let paragraph = TextStyle.paragraphStyle(of: attributed)
    {
      var spaced = style
      spaced.apply(paragraph)
      if paragraph.alignment == .natural { spaced.alignment = style.alignment }
      (spaced.wrapped, spaced.wrapsAtWords, spaced.truncation) = (style.wrapped, true, style.truncation)
      style = spaced
    }
    return style
  }

  /// The string as runs: one for a `String`, one per attribute run of an `NSAttributedString`.
  package func textRuns() -> [TextRun] {
    if let s = string as? String { return s.isEmpty ? [] : [TextRun(s)] }
    guard let a = string as? NSAttributedString else { return [] }
    return TextRun.runs(of: a)
  }

  /// The name of a font given as a `String`, an `NSString` or a font object.
  static func fontName(_ font: Any?) -> String? { TextRun.fontName(font) }
}
