import Foundation

extension CALayer {
  /// What `defaultValue(forKey:)` answers: the default of each property whose default is not zero,
  /// `nil` or empty, with the property's type. Apple's answers were measured for these keys
  /// (gnustep/libs-quartzcore's `CALayer/geometry.m`, `masking.m`, `modern.m` and
  /// `CAMediaTiming/timing.m`, run against QuartzCore); a zero default answers `nil`, as Apple's
  /// `bounds`, `position` and `frame` do.
  static func builtInDefault(forKey key: String) -> Any? {
    switch key {
    case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
    case "opacity", "speed": Float(1)
    case "duration": CFTimeInterval.infinity
    case "contentsScale", "rasterizationScale": CGFloat(1)
    case "minificationFilter", "magnificationFilter": CALayerContentsFilter.linear
    case "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1)
    case "contentsGravity": CALayerContentsGravity.resize
    case "cornerCurve": CALayerCornerCurve.circular
    case "maskedCorners": CACornerMask.allCorners
    case "edgeAntialiasingMask":
      CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
    // Apple's macOS answers true, read from the app's bundle; Lamina keeps iOS's default.
    case "allowsEdgeAntialiasing": false
    case "allowsGroupOpacity": true
    case "shadowColor", "borderColor": CGColor(gray: 0, alpha: 1)
    case "shadowOffset": CGSize(width: 0, height: -3)
    case "shadowRadius": CGFloat(3)
    default: nil
    }
  }
}
