import Foundation

/// How `CAShapeLayer` decides what is inside its path (QuartzCore's string-backed type).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// `"non-zero"` or `"even-odd"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How `CAShapeLayer` ends open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// `"butt"`, `"round"` or `"square"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Half circles past the end points.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Half squares past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How `CAShapeLayer` joins stroked segments.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// `"miter"`, `"round"` or `"bevel"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners within the miter limit (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Bevelled corners.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

extension CAShapeLayerFillRule {
  /// The Core Graphics rule; an unknown string is non-zero, as Apple treats it.
  public var cgFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

extension CAShapeLayerLineCap {
  /// The Core Graphics cap; an unknown string is butt.
  public var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

extension CAShapeLayerLineJoin {
  /// The Core Graphics join; an unknown string is miter.
  public var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
