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
    style.truncation =
      switch truncationMode {
      case .start: .start
      case .middle: .middle
      case .end: .end
      default: .none
      }
    return style
  }

  /// The string as runs: one for a `String`, one per attribute run of an `NSAttributedString`.
  package func textRuns() -> [TextRun] {
    if let s = string as? String { return s.isEmpty ? [] : [TextRun(s)] }
    guard let a = string as? NSAttributedString, a.length > 0 else { return [] }
    var runs: [TextRun] = []
    a.enumerateAttributes(in: NSRange(location: 0, length: a.length)) { attributes, range, _ in
      let text = a.attributedSubstring(from: range).string
      var run = TextRun(text)
      if let f = attributes[.font] {
        run.font = CATextLayer.fontName(f)
        run.size = (f as? TextFontDescribing)?.textFontSize
      }
      if let c = attributes[.foregroundColor] {
        if let cg = c as? CGColor {
          run.color = RenderColor(cg)
        } else if let described = c as? TextColorDescribing {
          run.color = RenderColor(described.textColor)
        }
      }
      runs.append(run)
    }
    return runs
  }

  /// The name of a font given as a `String`, an `NSString` or a font object.
  static func fontName(_ font: Any?) -> String? {
    if let s = font as? String { return s }
    if let s = font as? NSString { return s as String }
    return (font as? TextFontDescribing)?.textFontName ?? nil
  }
}
