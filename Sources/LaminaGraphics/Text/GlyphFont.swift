import CPango
import Foundation
import LaminaGeometry

/// The face standing in for a font at a size, loaded once, for glyph-level work: the glyph of each
/// character, each glyph's advance and ink bounds, and drawing glyphs at given positions (Core
/// Text's `CTFont` glyph functions). Glyph numbers are the face's own.
package final class GlyphFont: @unchecked Sendable {
  /// The loaded Pango font (a GObject reference), used only inside `FontLibrary.withContext`.
  let font: OpaquePointer
  private let library: FontLibrary

  /// The face for `name` at `size` points.
  package init(name: String, size: CGFloat) throws(TextError) {
    let library = try FontLibrary.shared.get()
    let loaded: OpaquePointer? = library.withContext { context in
      let d = TextLayout.description(font: name, size: size)
      defer { lamina_pango_font_description_free(d) }
      return lamina_pango_context_load_font(context, d)
    }
    guard let loaded else { throw TextError("no face could be loaded for the font \(name)") }
    (self.font, self.library) = (loaded, library)
  }

  deinit {
    library.withContext { _ in lamina_g_object_unref(UnsafeMutableRawPointer(font)) }
  }

  /// The glyph of `scalar`, 0 (the face's missing glyph) when it has none.
  package func glyph(for scalar: Unicode.Scalar) -> UInt32 {
    library.withContext { _ in
      var glyph: UInt32 = 0
      return lamina_pango_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : 0
    }
  }

  /// How far `glyph` moves the pen, in points.
  package func advance(of glyph: UInt32) -> CGFloat {
    extents(of: glyph).logical.width
  }

  /// What `glyph` covers, in points, relative to its origin on the baseline, y up.
  package func inkBounds(of glyph: UInt32) -> CGRect {
    let ink = extents(of: glyph).ink
    return CGRect(x: ink.minX, y: -ink.maxY, width: ink.width, height: ink.height)
  }

  /// The ink and logical rectangles Pango gives (points, y down from the baseline).
  private func extents(of glyph: UInt32) -> (ink: CGRect, logical: CGRect) {
    library.withContext { _ in
      var ink = PangoRectangle()
      var logical = PangoRectangle()
      lamina_pango_font_get_glyph_extents(font, glyph, &ink, &logical)
      func points(_ r: PangoRectangle) -> CGRect {
        let s = CGFloat(PANGO_SCALE)
        return CGRect(
          x: CGFloat(r.x) / s, y: CGFloat(r.y) / s, width: CGFloat(r.width) / s, height: CGFloat(r.height) / s
        )
      }
      return (points(ink), points(logical))
    }
  }

  /// Runs `body` with the Cairo scaled font drawing this face, one caller at a time.
  func withScaledFont<T>(_ body: (OpaquePointer?) -> T) -> T {
    library.withContext { _ in body(lamina_pango_cairo_font_get_scaled_font(font)) }
  }
}
