import Foundation
import LaminaGeometry

/// How lines of text are aligned (UIKit's `NSTextAlignment`, with iOS's raw values).
public enum NSTextAlignment: Int, Sendable {
  /// Flush left.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush right.
  case right = 2
  /// Both edges flush, the last line natural.
  case justified = 3
  /// The script's own direction (left for left-to-right text).
  case natural = 4
}

/// How a line too long for its box is wrapped or shortened (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping = 0
  /// Wraps at characters.
  case byCharWrapping = 1
  /// Cuts the line off.
  case byClipping = 2
  /// "…" at the start.
  case byTruncatingHead = 3
  /// "…" at the end.
  case byTruncatingTail = 4
  /// "…" in the middle.
  case byTruncatingMiddle = 5
}

/// How a paragraph is set (Foundation's `NSParagraphStyle` on Apple platforms): alignment, line
/// breaking and the spacing of its lines. Text layers, string drawing and Core Text read it from
/// the `.paragraphStyle` attribute. Immutable; `NSMutableParagraphStyle` is the one to edit.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The values, shared with the mutable subclass.
  package var values = ParagraphValues()

  /// The default style: natural alignment, word wrapping, no extra spacing.
  public static let `default` = NSParagraphStyle()

  /// The default writing direction's alignment: natural.
  open var alignment: NSTextAlignment { values.alignment }
  /// How lines that do not fit are broken.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Points added between one line's bottom and the next line's top.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Points added after the paragraph.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// The factor the natural line height is multiplied by (0: none) before the minimum and maximum.
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The least height of a line, in points (0: none).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest height of a line, in points (0: none).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }

  /// The default style.
  public override init() {}

  /// An immutable copy (`copy()`).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable copy (`mutableCopy()`).
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// Equal when every value is.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  /// Hashes the values.
  open override var hash: Int { values.hashValue }
}

/// A paragraph style to edit (Foundation's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// The lines' alignment.
  open override var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How lines that do not fit are broken.
  open override var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// Points added between one line's bottom and the next line's top.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// Points added after the paragraph.
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// The factor the natural line height is multiplied by (0: none).
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }
  /// The least height of a line (0: none).
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The greatest height of a line (0: none).
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }

  /// Takes every value of `other`.
  open func setParagraphStyle(_ other: NSParagraphStyle) { values = other.values }
}

/// A paragraph style's values, as layout reads them.
package struct ParagraphValues: Hashable, Sendable {
  package var alignment = NSTextAlignment.natural
  package var lineBreakMode = NSLineBreakMode.byWordWrapping
  package var lineSpacing: CGFloat = 0
  package var paragraphSpacing: CGFloat = 0
  package var lineHeightMultiple: CGFloat = 0
  package var minimumLineHeight: CGFloat = 0
  package var maximumLineHeight: CGFloat = 0
}
