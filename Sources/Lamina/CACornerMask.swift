import Foundation

/// Which corners `cornerRadius` rounds, named by the layer's own minimum/maximum x and y.
///
/// Mirrors QuartzCore's `CACornerMask`. On an unflipped iOS-style layer `layerMinXMinYCorner` is the
/// visual top-left.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The bit set.
  public let rawValue: UInt

  /// Wraps a bit set.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at minimum x, minimum y.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The corner at maximum x, minimum y.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The corner at minimum x, maximum y.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The corner at maximum x, maximum y.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  /// All four corners (the default).
  public static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The edges of a layer that may be antialiased (QuartzCore's `CAEdgeAntialiasingMask`).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
  /// The raw bits, Apple's values.
  public let rawValue: UInt32
  /// Wraps raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The minimum-x edge.
  public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
  /// The maximum-x edge.
  public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
  /// The minimum-y edge.
  public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
  /// The maximum-y edge.
  public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// How a layer's rounded corners curve (QuartzCore's `CALayerCornerCurve`, iOS 13).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// `"circular"` or `"continuous"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Wraps a raw value.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles of `cornerRadius` (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// This curve if Core Animation knows it, else `.circular` (as Apple's setter reads back).
  var known: CALayerCornerCurve { self == .continuous ? self : .circular }
  /// Apple's continuous ("squircle") curve, reaching 1.528665 × `cornerRadius` along each edge.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  /// How far along each edge a corner of `curve` reaches, in corner radii: 1 for `.circular`,
  /// 1.528665 for `.continuous` (Apple's value).
  public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
    curve == .continuous ? ContinuousCorners.extent : 1
  }
}
