import Foundation

/// How much a layout constraint matters, 1…1000; 1000 is required (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority, 1…1000.
  public var rawValue: Float

  /// Wraps a priority value.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Wraps a priority value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: how strongly a button resists compressing its content.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: how strongly a button hugs its content.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: how strongly a view wants to conform to a target size when fitting.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether the value is a valid priority (1…1000).
  public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  /// Orders by value.
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }

  /// `priority + 1`, as UIKit allows.
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue + b)
  }

  /// `priority - 1`, as UIKit allows.
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue - b)
  }

  /// The number, as `750`.
  public var description: String {
    Int(exactly: rawValue).map(String.init) ?? String(rawValue)
  }
}

/// A layout axis (UIKit's `UILayoutConstraintAxis`, `NSLayoutConstraint.Axis` in Swift).
public enum UILayoutConstraintAxis: Int, Sendable, CaseIterable {
  /// Along x.
  case horizontal = 0
  /// Along y.
  case vertical = 1
}

/// Which of a layer's margins and sizes stretch when its superlayer's bounds change (Core Animation's
/// autoresizing mask, macOS). "Min y" is the smaller y: the top margin in Lamina's y-down space.
public struct CAAutoresizingMask: OptionSet, Hashable, Sendable {
  /// The bit set, Core Animation's values.
  public let rawValue: UInt32
  /// Wraps a bit set.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The left margin stretches.
  public static let layerMinXMargin = CAAutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let layerWidthSizable = CAAutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches.
  public static let layerMaxXMargin = CAAutoresizingMask(rawValue: 1 << 2)
  /// The min-y (top, in y-down space) margin stretches.
  public static let layerMinYMargin = CAAutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let layerHeightSizable = CAAutoresizingMask(rawValue: 1 << 4)
  /// The max-y (bottom, in y-down space) margin stretches.
  public static let layerMaxYMargin = CAAutoresizingMask(rawValue: 1 << 5)
}

/// An object that lays out a layer's sublayers (Core Animation's `CALayoutManager`).
public protocol CALayoutManager: AnyObject {
  /// Sets the frames of `layer`'s sublayers.
  func layoutSublayers(of layer: CALayer)
  /// The size `layer` would like to have; `nil` when the manager has no opinion.
  func preferredSize(of layer: CALayer) -> CGSize?
  /// Called when `layer` is marked as needing layout.
  func invalidateLayout(of layer: CALayer)
}

extension CALayoutManager {
  /// No opinion.
  public func preferredSize(of layer: CALayer) -> CGSize? { nil }
  /// Nothing to invalidate.
  public func invalidateLayout(of layer: CALayer) {}
}
