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
