import CCairo
import Foundation
import LaminaGeometry

extension CairoCanvas {
  /// Draws `glyphs` of `font` at `positions` (user space, y down, each a glyph's baseline origin)
  /// in the current colour.
  package func draw(glyphs: [UInt32], at positions: [CGPoint], font: GlyphFont) {
    let count = min(glyphs.count, positions.count)
    guard count > 0 else { return }
    let items = (0..<count).map { i in
      cairo_glyph_t(index: UInt(glyphs[i]), x: Double(positions[i].x), y: Double(positions[i].y))
    }
    font.withScaledFont { scaled in
      guard let scaled else { return }
      save()
      cairo_set_scaled_font(context, scaled)
      items.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32(count)) }
      restore()
    }
  }
}
