import Foundation
import LaminaGeometry

/// A font an attributed string can carry (`UIFont` in LaminaUIDrawing conforms): a name and a size.
package protocol TextFontDescribing {
  /// The PostScript or family name; `nil` keeps the layer's font.
  var textFontName: String? { get }
  /// The size in points; `nil` keeps the layer's size.
  var textFontSize: CGFloat? { get }
}

/// A colour an attributed string can carry besides `CGColor` (`UIColor` conforms).
package protocol TextColorDescribing {
  /// The colour as Core Graphics draws it.
  var textColor: CGColor { get }
}

extension CGContext {
  /// Draws laid-out text with its top-left at `origin` (user space, y down), aligned in a box
  /// `boxWidth` wide.
  package func draw(_ text: TextLayout, at origin: CGPoint, boxWidth: CGFloat) throws(TextError) {
    try canvas.draw(text, at: origin, boxWidth: boxWidth)
  }
}

extension CGContext {
  /// Where the next text is drawn, in user space: the text matrix's translation.
  public var textPosition: CGPoint {
    get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
    set { (textMatrix.tx, textMatrix.ty) = (newValue.x, newValue.y) }
  }

  /// The map from Cairo's glyph space (y down) to user space: the y mirror, then the text matrix
  /// without its translation; `nil` when it collapses the plane.
  private var glyphSpace: CGAffineTransform? {
    var linear = textMatrix
    (linear.tx, linear.ty) = (0, 0)
    let m = CGAffineTransform(scaleX: 1, y: -1).concatenating(linear)
    return abs(m.a * m.d - m.b * m.c) > 1e-12 ? m : nil
  }

  /// Draws laid-out text as Core Text does: glyphs upright in text space, which the text matrix
  /// (without its translation) maps to user space; each line's baseline starts at the user-space
  /// point `origin` gives it (`nil`: not drawn). Shadows and the blend mode apply.
  package func drawText(_ text: TextLayout, origin: (Int, TextLayout.Line) -> CGPoint?) {
    guard let glyphs = glyphSpace else { return }
    let toGlyphs = glyphs.inverted()
    let origins = text.lines.enumerated().map { origin($0.offset, $0.element) }
    var box = CGRect.null
    for (l, o) in zip(text.lines, origins) {
      guard let o else { continue }
      let pad = text.style.size
      let glyphBox = CGRect(
        x: -pad, y: -l.ascent - pad, width: l.width + 2 * pad, height: l.ascent + l.descent + 2 * pad)
      box = box.union(glyphBox.applying(glyphs).offsetBy(dx: o.x, dy: o.y))
    }
    guard !box.isNull else { return }
    paint(extents: deviceBox(of: box)) { ctx, _ in
      ctx.canvas.save()
      _ = ctx.canvas.concatenate(glyphs)
      try? ctx.canvas.draw(text) { i, _ in origins[i].map { $0.applying(toGlyphs) } }
      ctx.canvas.restore()
    }
  }
}

extension CGContext {
  /// Draws `glyphs` of `font` in the fill colour, each glyph's origin at its user-space point in
  /// `positions`, upright in text space as the text matrix (without its translation) orients it.
  package func drawGlyphs(_ glyphs: [UInt32], at positions: [CGPoint], font: GlyphFont) {
    guard let toUser = glyphSpace, !glyphs.isEmpty else { return }
    let toGlyphs = toUser.inverted()
    let box = positions.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    let color = state.fillColor
    paint(extents: deviceBox(of: box.insetBy(dx: -1000, dy: -1000))) { ctx, _ in
      ctx.canvas.save()
      _ = ctx.canvas.concatenate(toUser)
      ctx.setSource(color)
      ctx.canvas.draw(glyphs: glyphs, at: positions.map { $0.applying(toGlyphs) }, font: font)
      ctx.canvas.restore()
    }
  }
}
