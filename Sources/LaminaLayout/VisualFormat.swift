import Foundation
import Lamina

/// A Visual Format Language string that could not be read: the string, where, and what was expected.
/// Its description shows the string with a caret under the position.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
  /// The format string.
  public var format: String
  /// The character offset of the problem.
  public var position: Int
  /// What was wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(format: String, position: Int, message: String) {
    (self.format, self.position, self.message) = (format, position, message)
  }

  /// ```
  /// Unknown relation. Must be ==, >=, or <=
  /// H:|-(=<20)-[box]
  ///      ^
  /// ```
  public var description: String {
    "\(message)\n\(format)\n\(String(repeating: " ", count: max(position, 0)))^"
  }
}

extension NSLayoutConstraint {
  /// Which attribute every view of a format string aligns on, and the direction (UIKit's options).
  public struct FormatOptions: OptionSet, Sendable {
    /// The bit set, UIKit's values.
    public let rawValue: UInt
    /// Wraps a bit set.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align left edges (vertical formats).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align right edges (vertical formats).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align top edges (horizontal formats).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align bottom edges (horizontal formats).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align leading edges (vertical formats).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align trailing edges (vertical formats).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align horizontal centres (vertical formats).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align vertical centres (horizontal formats).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align last baselines (horizontal formats).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align first baselines (horizontal formats).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Leading to trailing (the default; left to right in Lamina).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Right to left (not supported: an error).
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  }

  /// The constraints a Visual Format Language string describes (Apple's grammar, section 7 of the
  /// spec), with layers or views as the items. Standard spacing (`-`) is 8 between views and 20 to
  /// the superview. The constraints are returned inactive. Where UIKit raises an exception for a
  /// malformed string, this writes the error (showing where) to standard error and returns none;
  /// `checkedConstraints(withVisualFormat:options:metrics:views:)` throws it instead.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views)
    } catch {
      let message = "Unable to parse constraint format: \(error)\n"
      _ = message.withCString { write(2, $0, strlen($0)) }
      return []
    }
  }

  /// The constraints a Visual Format Language string describes, as
  /// `constraints(withVisualFormat:options:metrics:views:)`; a malformed string throws a
  /// `VisualFormatError` showing where.
  public static func checkedConstraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any]
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    return try parser.parse(options: options)
  }
}
