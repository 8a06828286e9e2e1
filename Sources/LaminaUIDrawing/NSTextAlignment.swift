import Foundation

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
