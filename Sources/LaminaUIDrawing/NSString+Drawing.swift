import Foundation
import Lamina
import LaminaGeometry
import LaminaGraphics

/// How `boundingRect(with:options:attributes:context:)` measures (UIKit's options; Lamina always
/// measures from the first line's top with the font's line height).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Wraps raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Lay out as a paragraph: wrap at the given width (without it, one line per paragraph).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Include the font's leading (DejaVu's line gap is 0).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measure glyph bounds instead of typographic bounds (measured typographically here).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncate the last visible line.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's drawing context for string measurement; kept for source compatibility.
open class NSStringDrawingContext {
  /// The smallest scale factor allowed (not used: text is never shrunk).
  open var minimumScaleFactor: CGFloat = 0
  /// Creates a context.
  public init() {}
}

extension NSString {
  /// The size of the string drawn on one line per paragraph with `attributes` (`.font`, default
  /// the 12-point system font as in UIKit; `.foregroundColor`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSAttributedString(string: self as String, attributes: attributes).size()
  }

  /// The rectangle the string covers, from the first line's top, wrapped at `size.width` with
  /// `.usesLineFragmentOrigin`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self as String, attributes: attributes)
      .boundingRect(with: size, options: options, context: context)
  }

  /// Draws the string with its top-left at `point` in the current context (UIKit: y down).
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self as String, attributes: attributes).draw(at: point)
  }

  /// Draws the string wrapped in `rect` of the current context, clipped to it.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    NSAttributedString(string: self as String, attributes: attributes).draw(in: rect)
  }
}

extension NSAttributedString {
  /// The size of the string drawn on one line per paragraph (runs without a font: the 12-point
  /// system font; without a colour: black).
  public func size() -> CGSize { (try? StringDrawing(self, width: nil).layout.size) ?? .zero }

  /// The rectangle the string covers, from the first line's top, wrapped at `size.width` with
  /// `.usesLineFragmentOrigin`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  )
    -> CGRect
  {
    let width = options.contains(.usesLineFragmentOrigin) && size.width.isFinite ? size.width : nil
    let measured = (try? StringDrawing(self, width: width).layout.size) ?? .zero
    return CGRect(origin: .zero, size: measured)
  }

  /// Draws the string with its top-left at `point` in the current context (UIKit: y down).
  public func draw(at point: CGPoint) {
    guard let ctx = UIGraphicsGetCurrentContext(), let d = try? StringDrawing(self, width: nil) else {
      return
    }
    try? ctx.draw(d.layout, at: point, boxWidth: d.layout.size.width)
  }

  /// Draws the string wrapped in `rect` of the current context, clipped to it.
  public func draw(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext(), let d = try? StringDrawing(self, width: rect.width) else {
      return
    }
    ctx.saveGState()
    ctx.clip(to: rect)
    try? ctx.draw(d.layout, at: rect.origin, boxWidth: rect.width)
    ctx.restoreGState()
  }
}

extension String {
  /// `NSString.size(withAttributes:)`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attributes)
  }

  /// `NSString.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// `NSString.draw(at:withAttributes:)`.
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(at: point, withAttributes: attributes)
  }

  /// `NSString.draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    (self as NSString).draw(in: rect, withAttributes: attributes)
  }
}

/// An attributed string set as UIKit sets it: the 12-point system font and black where it says
/// nothing, its first paragraph style applied.
struct StringDrawing {
  let layout: TextLayout

  init(_ string: NSAttributedString, width: CGFloat?) throws(TextError) {
    var style = UIFont.systemFont(ofSize: 12).style
    style.color = RenderColor(CGColor(gray: 0, alpha: 1))
    if let paragraph = TextStyle.paragraphStyle(of: string) { style.apply(paragraph) }
    style.wrapped = width != nil && style.truncation == .none
    layout = try TextLayout(runs: TextRun.runs(of: string), style: style, width: width)
  }
}

extension UIColor: TextColorDescribing {
  package var textColor: CGColor { cgColor }
}
