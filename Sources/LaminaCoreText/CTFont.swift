import Foundation
import LaminaGeometry
import LaminaGraphics

/// A font at a size (Core Text's `CTFont`). It is drawn in the DejaVu face standing in for its
/// name, as every text in Lamina is (`FontLibrary.face(named:)`), and its metrics are that face's.
public final class CTFont: Hashable, @unchecked Sendable, CustomStringConvertible, TextFontDescribing {
  /// The name it was created with.
  let name: String
  /// The size in points.
  let size: CGFloat
  /// The font matrix (identity unless given).
  let matrix: CGAffineTransform
  /// The face loaded for glyph work, once (`nil` when the fonts cannot be loaded).
  private(set) lazy var glyphFont = try? GlyphFont(name: name, size: size)
  /// The face's metrics at `size`, measured once.
  private(set) lazy var metrics = FontMetrics(font: name, size: size)

  init(name: String, size: CGFloat, matrix: CGAffineTransform) {
    // Core Text: a size of 0 (or one that cannot be) is the default, 12 points.
    let points = size.isFinite && size > 0 ? min(size, 10_000) : 12
    (self.name, self.size, self.matrix) = (name.isEmpty ? "Helvetica" : name, points, matrix)
  }

  package var textFontName: String? { name }
  package var textFontSize: CGFloat? { size }

  /// Same name, size and matrix.
  public static func == (a: CTFont, b: CTFont) -> Bool {
    a.name == b.name && a.size == b.size && a.matrix == b.matrix
  }

  /// Hashes the name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(size)
  }

  /// `<CTFont name; size>`.
  public var description: String { "<CTFont \(name); \(size.compactText) pt>" }
}

/// The font named `name` (PostScript or family name) at `size` points (0: 12), with `matrix`.
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
  CTFont(name: name, size: size, matrix: matrix?.pointee ?? .identity)
}

/// The same font at another size (0: the same size) and matrix.
public func CTFontCreateCopyWithAttributes(
  _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: NSObject?
) -> CTFont {
  CTFont(name: font.name, size: size > 0 ? size : font.size, matrix: matrix?.pointee ?? font.matrix)
}

/// The size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// The font matrix.
public func CTFontGetMatrix(_ font: CTFont) -> CGAffineTransform { font.matrix }
/// The distance from the baseline to the top of the line, in points.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.metrics.ascent }
/// The distance from the baseline to the bottom of the line, in points (positive).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { font.metrics.descent }
/// The extra space between lines the face asks for (DejaVu's: 0).
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.metrics.leading }
/// The height of a capital letter above the baseline.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.metrics.capHeight }
/// The height of a lowercase "x" above the baseline.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.metrics.xHeight }
/// The name the font was created with (Lamina keeps the caller's name; the face drawn is DejaVu's).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.name }
/// The family of the face drawn (`DejaVu Sans`, `DejaVu Serif` or `DejaVu Sans Mono`).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { FontLibrary.face(named: font.name).family }
/// The full name: the name the font was created with.
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.name }

/// A glyph number of a font (Core Graphics' `CGGlyph`).
public typealias CGGlyph = UInt16

/// Which way glyphs are measured (Lamina sets text horizontally: every orientation measures so).
public enum CTFontOrientation: UInt32, Sendable {
  /// The font's own orientation (horizontal).
  case `default` = 0
  /// Horizontal.
  case horizontal = 1
  /// Vertical (measured horizontally by Lamina).
  case vertical = 2
}

/// The font's glyph for each of `count` UTF-16 units of `characters` into `glyphs` (a surrogate
/// pair's glyph at its first unit, 0 at its second); `false` when any has no glyph (0 there).
public func CTFontGetGlyphsForCharacters(
  _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>,
  _ count: CFIndex
) -> Bool {
  guard count > 0 else { return true }
  let units = Array(UnsafeBufferPointer(start: characters, count: count))
  var all = true
  var i = 0
  for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
    guard i < count else { break }
    let g = font.glyphFont?.glyph(for: scalar) ?? 0
    // A lone surrogate decodes as U+FFFD, one unit long, like the unit it replaces.
    let width = scalar.value > 0xFFFF && i + 1 < count ? 2 : 1
    glyphs[i] = CGGlyph(clamping: g)
    if width == 2 { glyphs[i + 1] = 0 }
    if g == 0 || g > UInt32(UInt16.max) { all = false }
    i += width
  }
  return all
}

/// Each glyph's advance into `advances` (width only; Lamina sets text horizontally), and their sum.
@discardableResult
public func CTFontGetAdvancesForGlyphs(
  _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
  _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex
) -> Double {
  var total = 0.0
  for i in 0..<max(count, 0) {
    let a = font.glyphFont?.advance(of: UInt32(glyphs[i])) ?? 0
    advances?[i] = CGSize(width: a, height: 0)
    total += Double(a)
  }
  return total
}

/// Each glyph's ink bounds into `boundingRects` (relative to its origin, y up), and their union.
@discardableResult
public func CTFontGetBoundingRectsForGlyphs(
  _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
  _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex
) -> CGRect {
  var union = CGRect.null
  for i in 0..<max(count, 0) {
    let r = font.glyphFont?.inkBounds(of: UInt32(glyphs[i])) ?? .zero
    boundingRects?[i] = r
    if !r.isEmpty { union = union.union(r) }
  }
  return union.isNull ? .zero : union
}

/// Draws `count` glyphs in the context's fill colour, each at its point in `positions` (user
/// space), upright in the context's text space.
public func CTFontDrawGlyphs(
  _ font: CTFont, _ glyphs: UnsafePointer<CGGlyph>, _ positions: UnsafePointer<CGPoint>, _ count: Int,
  _ context: CGContext
) {
  guard count > 0, let face = font.glyphFont else { return }
  context.drawGlyphs(
    (0..<count).map { UInt32(glyphs[$0]) }, at: Array(UnsafeBufferPointer(start: positions, count: count)),
    font: face)
}
