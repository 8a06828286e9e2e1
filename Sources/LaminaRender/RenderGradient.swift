import Foundation
import Lamina
import LaminaGraphics

/// A gradient layer's gradient as the canvas paints it, or `nil` when it paints nothing.
///
/// As Apple's framework draws it (measured in public snapshot suites rendered on iOS): fewer than two
/// colours, or `locations` whose count differs from the colours', paint nothing; an axial gradient
/// whose start and end points coincide spreads its colours across the layer's width, and a radial one
/// whose points share an x or a y (an ellipse with a zero radius) paints nothing; colours are
/// interpolated in Generic RGB (`GenericRGB`; the canvas samples the curve when it draws, so the render
/// tree keeps only the stops given). Beyond that, bad input paints nothing instead of
/// failing: elements of `colors` that are not `CGColor`s are skipped, non-finite points or locations
/// paint nothing, and locations are clamped to 0…1 and to never decrease (Apple requires them
/// increasing).
enum RenderGradient {
  static func make(_ layer: CAGradientLayer) -> CanvasGradient? {
    let colors = (layer.colors ?? []).compactMap { $0 as? CGColor }.map(RenderColor.init)
    guard colors.count >= 2 else { return nil }
    var (start, end) = (layer.startPoint, layer.endPoint)
    guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return nil }
    var locations = colors.indices.map { Double($0) / Double(colors.count - 1) }
    if let given = layer.locations?.map(\.doubleValue) {
      guard given.count == colors.count, given.allSatisfy(\.isFinite) else { return nil }
      locations = given
    }
    var stops: [CanvasGradient.Stop] = []
    var previous = 0.0
    for (location, color) in zip(locations, colors) {
      previous = max(previous, min(max(location, 0), 1))
      stops.append(.init(location: previous, color: color))
    }
    let kind: CanvasGradient.Kind =
      switch layer.type {
      case .radial: .radial
      case .conic: .conic
      default: .axial
      }
    // Coincident points (or so close that the axis's squared length underflows) have no direction.
    let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
    if kind == .axial, !(dx * dx + dy * dy).isNormal {
      (start, end) = (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
    }
    // An ellipse with a zero radius: nothing (gnustep/libs-quartzcore's `CAGradientLayer/drawing.m`,
    // run against QuartzCore).
    if kind == .radial, start.x == end.x || start.y == end.y { return nil }
    return CanvasGradient(kind: kind, stops: stops, start: start, end: end)
  }
}
