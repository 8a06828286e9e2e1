import Foundation
import Lamina
import LaminaUIDrawing

extension UIView {
  /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// Which margins and sizes follow the superview's bounds (UIKit's `UIView.AutoresizingMask`,
  /// the bits of Core Animation's `CAAutoresizingMask`, UIKit's top being the minimum y).
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

/// An event; Lamina delivers none, so hit-testing calls pass `nil` or this.
open class UIEvent {
  /// An event with no touches.
  public init() {}
}

/// A window; Lamina has no display, so no view is ever in one. Usable as a root view.
open class UIWindow: UIView {
  /// The screen the window is on: the one screen.
  open var screen: UIScreen { .main }
  /// The controller whose view fills the window. Default: `nil`.
  open var rootViewController: UIViewController?
}

/// The edges of a rectangle (UIKit's `UIRectEdge`).
public struct UIRectEdge: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Wraps bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// What an element is to assistive technologies (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt64
  /// Wraps bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Static text.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// A header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
