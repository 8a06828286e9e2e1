import Foundation
import LaminaGeometry

/// The number a loosely typed value holds (an attribute, a key-value coded property).
package enum AnyNumber {
  /// The number `value` holds, of whatever numeric type; `nil` for anything else.
  package static func double(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as Bool: v ? 1 : 0
    case let v as NSNumber: v.doubleValue
    case let v as Int32: Double(v)
    case let v as UInt32: Double(v)
    case let v as Int64: Double(v)
    default: nil
    }
  }
}

/// Core Text's own name for the text colour (`kCTForegroundColorAttributeName`), read beside
/// `.foregroundColor`.
package let coreTextForegroundColorKey = NSAttributedString.Key("CTForegroundColor")

extension TextRun {
  /// The runs of an attributed string, one per attribute run: font, size, colour, kern, ligatures
  /// and outline as Core Text reads them (attributes of the wrong type are ignored).
  package static func runs(of string: NSAttributedString) -> [TextRun] {
    guard string.length > 0 else { return [] }
    var runs: [TextRun] = []
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
      var run = TextRun(string.attributedSubstring(from: range).string)
      if let f = attributes[.font] {
        run.font = TextRun.fontName(f)
        run.size = (f as? TextFontDescribing)?.textFontSize ?? nil
      }
      run.color = color(attributes[.foregroundColor] ?? attributes[coreTextForegroundColorKey])
      if let kern = AnyNumber.double(attributes[.kern]), kern.isFinite { run.kern = CGFloat(kern) }
      if let ligature = AnyNumber.double(attributes[.ligature]) { run.ligatures = ligature != 0 }
      if let width = AnyNumber.double(attributes[.strokeWidth]), width.isFinite, width != 0 {
        run.stroke = TextStroke(percent: CGFloat(width), color: color(attributes[.strokeColor]))
      }
      runs.append(run)
    }
    return runs
  }

  /// The name of a font given as a `String`, an `NSString` or a font object.
  package static func fontName(_ font: Any?) -> String? {
    if let s = font as? String { return s }
    if let s = font as? NSString { return s as String }
    return (font as? TextFontDescribing)?.textFontName ?? nil
  }

  /// A colour given as a `CGColor` or a colour object.
  private static func color(_ value: Any?) -> RenderColor? {
    guard let value else { return nil }
    if let cg = value as? CGColor { return RenderColor(cg) }
    return (value as? TextColorDescribing).map { RenderColor($0.textColor) }
  }
}

extension TextStyle {
  /// The first paragraph style an attributed string carries, if any.
  package static func paragraphStyle(of string: NSAttributedString) -> NSParagraphStyle? {
    guard string.length > 0 else { return nil }
    return string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
  }

  /// Takes a paragraph style's alignment, line breaking and spacing (negative or non-finite
  /// spacing counts as none). Truncating and clipping modes set one line per paragraph.
  package mutating func apply(_ p: NSParagraphStyle) {
    alignment =
      switch p.alignment {
      case .left: .left
      case .right: .right
      case .center: .center
      case .justified: .justified
      case .natural: .natural
      }
    switch p.lineBreakMode {
    case .byWordWrapping: (wrapped, wrapsAtWords, truncation) = (true, true, .none)
    case .byCharWrapping: (wrapped, wrapsAtWords, truncation) = (true, false, .none)
    case .byClipping: (wrapped, truncation) = (false, .none)
    case .byTruncatingHead: (wrapped, truncation) = (false, .start)
    case .byTruncatingMiddle: (wrapped, truncation) = (false, .middle)
    case .byTruncatingTail: (wrapped, truncation) = (false, .end)
    }
    func points(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 10_000) : 0 }
    lineSpacing = points(p.lineSpacing)
    paragraphSpacing = points(p.paragraphSpacing)
    lineHeightMultiple = min(points(p.lineHeightMultiple), 100)
    minimumLineHeight = points(p.minimumLineHeight)
    maximumLineHeight = points(p.maximumLineHeight)
  }
}
