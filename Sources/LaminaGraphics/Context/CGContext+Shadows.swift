import Foundation
import LaminaGeometry

extension CGContext {
  /// Paints `shadow` for the drawing held in `group` (a popped group): the group's alpha,
  /// blurred, offset and tinted; returns the device box painted.
  package func drawShadow(of group: CanvasPattern, _ shadow: GraphicsState.Shadow) -> CGRect {
    // Base space → y-up device pixels; Cairo's device pixels are y down.
    let t = baseToDevice
    let dx = t.a * shadow.offset.width + t.c * shadow.offset.height
    let dy = t.b * shadow.offset.width + t.d * shadow.offset.height
    let scale = (abs(t.a * t.d - t.b * t.c)).squareRoot()
    return canvas.paintShadow(
      of: group, offset: CGSize(width: dx, height: -dy), sigma: min(shadow.blur / 2 * scale, 256),
      color: RenderColor(shadow.color))
  }
}
