import Foundation

/// How a drawing operation's colours combine with what is already drawn (`CGBlendMode`).
///
/// Every mode but `plusDarker` maps exactly onto a Cairo operator: the separable and non-separable
/// blend modes are the PDF ones in both libraries, and the Porter–Duff modes are Porter–Duff in
/// both. `plusDarker` has no Cairo equivalent: setting it draws with `.normal` and records an issue
/// in `CGContext.laminaIssues`.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
  case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}

/// How scaled images are sampled (`CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default (Cairo's "good" filter).
  case `default` = 0
  /// Nearest pixel.
  case none = 1
  /// Bilinear (Cairo's "fast" filter).
  case low = 2
  /// Cairo's "best" filter.
  case high = 3
  /// Cairo's "good" filter.
  case medium = 4
}

/// What `drawPath(using:)` paints (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill, non-zero winding.
  case fill = 0
  /// Fill, even-odd.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (non-zero), then stroke.
  case fillStroke = 3
  /// Fill (even-odd), then stroke.
  case eoFillStroke = 4
}

/// Whether a gradient extends past its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Wraps bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Fill before the start point (or inside the start circle) with the first colour.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// Fill past the end point (or outside the end circle) with the last colour.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
