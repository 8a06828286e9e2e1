import Foundation
import LaminaGeometry

/// A straight (not premultiplied) RGBA colour as the renderer uses it.
package struct RenderColor: Equatable, Sendable {
  package var red, green, blue, alpha: Double

  package init(_ color: CGColor) {
    let c = color.rgba
    (red, green, blue, alpha) = (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
  }

  /// A colour from straight sRGB components.
  package init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// The colour as one premultiplied `0xAARRGGBB` pixel, each channel clamped and rounded to 8 bits.
  package var premultipliedARGB: UInt32 {
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    func byte(_ v: Double) -> UInt32 { UInt32((unit(v) * 255).rounded()) }
    let a = unit(alpha)
    return byte(a) << 24 | byte(red * a) << 16 | byte(green * a) << 8 | byte(blue * a)
  }

  /// Each component rounded to the nearest of 256 levels (0.3 becomes 77 / 255).
  package var roundedTo8Bits: RenderColor {
    func level(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() / 255 }
    return RenderColor(red: level(red), green: level(green), blue: level(blue), alpha: level(alpha))
  }

  /// The component-wise product with `other` (a replicator instance's colour applied to another).
  package func multiplied(by other: RenderColor) -> RenderColor {
    RenderColor(
      red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha * other.alpha)
  }

  /// The colour with its alpha multiplied by `factor`.
  package func fading(_ factor: Double) -> RenderColor {
    var c = self
    c.alpha *= factor
    return c
  }
}
