import Foundation
import Lamina
import LaminaGraphics

/// A gradient layer's gradient as the canvas paints it, or `nil` when it paints nothing.
///
/// Bad input follows documented rules instead of failing: elements of `colors` that are not
/// `CGColor`s are skipped; no colour paints nothing, one colour fills the shape with it; `locations`
/// are used only when there is one finite value per colour (otherwise the stops spread evenly, as
/// when `locations` is `nil`), clamped to 0…1 and to never decrease (Apple requires them
/// increasing); non-finite points paint nothing.
enum RenderGradient {
  static func make(_ layer: CAGradientLayer) -> CanvasGradient? {
    let colors = (layer.colors ?? []).compactMap { $0 as? CGColor }.map(RenderColor.init)
    guard !colors.isEmpty else { return nil }
    let points = [layer.startPoint.x, layer.startPoint.y, layer.endPoint.x, layer.endPoint.y]
    guard points.allSatisfy(\.isFinite) else { return nil }
    var locations = (layer.locations ?? []).map(\.doubleValue)
    if locations.count != colors.count || !locations.allSatisfy(\.isFinite) {
      locations = colors.count == 1 ? [0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
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
    return CanvasGradient(kind: kind, stops: stops, start: layer.startPoint, end: layer.endPoint)
  }
}
