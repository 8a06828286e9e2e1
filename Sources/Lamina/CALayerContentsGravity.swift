import Foundation

/// How a layer places its `contents` image inside its bounds (Core Animation's twelve gravities).
///
/// As in Apple's header, "top" means maximum y and "bottom" minimum y in the layer's own coordinates,
/// so on an unflipped (y-down, iOS-style) layer `.top` lands at the visual bottom; `isGeometryFlipped`
/// makes the names match the screen.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string for the gravity (`"resizeAspect"`, `"topLeft"`, …).
  public let rawValue: String

  /// Wraps one of Core Animation's gravity strings.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Centred, natural size.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// Centred horizontally at maximum y, natural size.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// Centred horizontally at minimum y, natural size.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// Centred vertically at minimum x, natural size.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// Centred vertically at maximum x, natural size.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// Minimum x, maximum y, natural size.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// Maximum x, maximum y, natural size.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// Minimum x, minimum y, natural size.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// Maximum x, minimum y, natural size.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to fill the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit inside the bounds, aspect ratio kept, centred.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, aspect ratio kept, centred (overflow is clipped only by masksToBounds).
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

  /// All twelve gravities Core Animation defines.
  public static let allCases: [CALayerContentsGravity] = [
    .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
    .resize, .resizeAspect, .resizeAspectFill,
  ]
}
