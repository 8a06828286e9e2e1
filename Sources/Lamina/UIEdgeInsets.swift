import Foundation

/// Insets for the four edges of a rectangle in y-down coordinates: positive values shrink it.
///
/// Mirrors UIKit's `UIEdgeInsets` (top, left, bottom, right), which layout code written for iOS uses
/// for alignment-rect insets; Foundation's `NSEdgeInsets` converts both ways.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Inset of the top edge (minimum y).
  public var top: CGFloat
  /// Inset of the left edge (minimum x).
  public var left: CGFloat
  /// Inset of the bottom edge (maximum y).
  public var bottom: CGFloat
  /// Inset of the right edge (maximum x).
  public var right: CGFloat

  /// Creates insets from the four edges.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// Zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Every edge's inset negated: what grows a rectangle back by these insets.
  package var negated: UIEdgeInsets { UIEdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }

  /// The same insets as Foundation's `NSEdgeInsets`.
  public init(_ insets: NSEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// Zero insets.
  public static let zero = UIEdgeInsets()

  /// `{top, left, bottom, right}`, as UIKit's `NSStringFromUIEdgeInsets` prints them.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where they are negative): UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    let r = standardized
    return CGRect(
      x: r.minX + insets.left, y: r.minY + insets.top,
      width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
  }
}
