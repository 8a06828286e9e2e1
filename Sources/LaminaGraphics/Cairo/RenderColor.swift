import Foundation
import LaminaGeometry

/// A straight (not premultiplied) RGBA colour as the renderer uses it.
package struct RenderColor: Equatable, Sendable {
  package var red, green, blue, alpha: Double

  package init(_ color: CGColor) {
    let c = color.rgba
    (red, green, blue, alpha) = (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
  }

  /// The colour with its alpha multiplied by `factor`.
  package func fading(_ factor: Double) -> RenderColor {
    var c = self
    c.alpha *= factor
    return c
  }
}
