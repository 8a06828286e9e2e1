import Foundation
import Lamina
import LaminaGraphics

/// A `CAShapeLayer`'s drawing as values: the path to fill and the (trimmed) path to stroke.
package struct RenderShape {
  package var fill: (path: CGPath, color: RenderColor, evenOdd: Bool)?
  package var stroke: (path: CGPath, color: RenderColor, style: StrokeStyle)?
  /// What the shape may touch, in the layer's coordinates.
  package var extent: CGRect

  /// How many drawing operations the shape makes (0, 1 or 2).
  package var operations: Int { (fill == nil ? 0 : 1) + (stroke == nil ? 0 : 1) }

  /// The shape `layer` draws, or `nil` when it draws nothing: no path, an empty one, no visible
  /// colour, or a stroke trimmed away (`strokeStart ≥ strokeEnd`).
  ///
  /// A line width of 0 or less strokes nothing; a dash pattern that cannot dash (all zeros, or a
  /// negative or non-finite length) strokes solid, as Core Graphics does.
  package init?(_ layer: CAShapeLayer) {
    guard let path = layer.path, !path.isEmpty else { return nil }
    extent = .null
    if let color = layer.fillColor.map(RenderColor.init), color.alpha > 0 {
      fill = (path, color, layer.fillRule == .evenOdd)
      extent = path.boundingBoxOfPath
    }
    let width = layer.lineWidth
    if let color = layer.strokeColor.map(RenderColor.init), color.alpha > 0, width.isFinite, width > 0 {
      let trimmed = path.trimmed(from: layer.strokeStart, to: layer.strokeEnd)
      if !trimmed.isEmpty {
        var dash = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        if !(dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.contains { $0 > 0 }) { dash = [] }
        let phase = layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0
        let style = StrokeStyle(
          width: width, cap: layer.lineCap.cgLineCap, join: layer.lineJoin.cgLineJoin,
          miterLimit: layer.miterLimit.isFinite ? layer.miterLimit : 10, dash: dash, dashPhase: phase)
        stroke = (trimmed, color, style)
        // Half the width past the path, more at miter joins and square caps.
        let reach = width / 2 * max(style.join == .miter ? max(style.miterLimit, 1) : 1, 1.5)
        extent = extent.union(trimmed.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
      }
    }
    guard fill != nil || stroke != nil, !extent.isNull,
      [extent.minX, extent.minY, extent.width, extent.height].allSatisfy(\.isFinite)
    else { return nil }
  }
}
