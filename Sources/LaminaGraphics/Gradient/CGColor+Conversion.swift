import Foundation
import LaminaGeometry

extension CGColor {
  /// The colour in `space`: grey becomes equal red, green and blue; RGB becomes its luminance
  /// (Rec. 709 weights on the encoded components) in a grey space; alpha is kept. `intent` and
  /// `options` do not change the result (Lamina manages no colour profiles).
  public func converted(
    to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?
  ) -> CGColor? {
    let (r, g, b, a) = rgba
    switch space.model {
    case .rgb: return CGColor(colorSpace: space, components: [r, g, b, a])
    case .monochrome:
      return CGColor(colorSpace: space, components: [0.2126 * r + 0.7152 * g + 0.0722 * b, a])
    default: return nil
    }
  }
}
