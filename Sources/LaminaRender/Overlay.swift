import Foundation
import Lamina
import LaminaGraphics

/// Debug marks drawn over a rendered image, in the root layer's coordinates (points).
public enum OverlayMark: Sendable {
  /// A rectangle outline `lineWidth` pixels wide, drawn inside the rectangle.
  case rect(CGRect, color: CGColor, lineWidth: CGFloat)
  /// A filled dot of `radius` pixels.
  case dot(CGPoint, color: CGColor, radius: CGFloat)
}

extension CairoCanvas {
  /// Draws `marks` with `scale` pixels per point, crisp on the pixel grid.
  package func draw(_ marks: [OverlayMark], scale: CGFloat) {
    save()
    resetTransform()
    for mark in marks {
      switch mark {
      case .rect(let r, let color, let width):
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) else { continue }
        let d = CGRect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
        fillBorder(of: d, width: width, radius: 0, corners: [], color: RenderColor(color))
      case .dot(let p, let color, let radius):
        guard p.x.isFinite, p.y.isFinite else { continue }
        let d = CGRect(
          x: p.x * scale - radius, y: p.y * scale - radius, width: 2 * radius, height: 2 * radius)
        fill(d, radius: radius, corners: .allCorners, color: RenderColor(color))
      }
    }
    restore()
  }
}
