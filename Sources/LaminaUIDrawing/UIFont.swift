import Foundation
import LaminaGeometry
import LaminaGraphics

/// A font with UIKit's API: a name and a size. Text is drawn in the DejaVu face standing in for the
/// name (`FontLibrary.face(named:)`): the system font is DejaVu Sans. AppKit's `NSFont` is the same.
open class UIFont: Hashable, @unchecked Sendable, CustomStringConvertible, TextFontDescribing {
  /// The weight of a system font (UIKit's values, from −0.8 ultra-light to 0.62 black).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight value.
    public let rawValue: CGFloat
    /// Wraps a value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra-light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold (drawn bold).
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy (drawn bold).
    public static let heavy = Weight(rawValue: 0.56)
    /// Black (drawn bold).
    public static let black = Weight(rawValue: 0.62)
  }

  /// The PostScript name.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat

  /// A font by name; `nil` for a non-finite or negative size (UIKit's failable initializer).
  public init?(name: String, size: CGFloat) {
    guard size.isFinite, size >= 0 else { return nil }
    (fontName, pointSize) = (name, size)
  }

  private init(system name: String, size: CGFloat) { (fontName, pointSize) = (name, size) }

  /// The system font (DejaVu Sans stands in for San Francisco).
  open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }

  /// The bold system font.
  open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Bold", size: size) }

  /// The system font at a weight: semibold and heavier draw bold.
  open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular", size: size)
  }

  /// The system font with monospaced digits (DejaVu Sans's digits are already of one width).
  open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }

  /// A monospaced system font (DejaVu Sans Mono).
  open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(system: weight.rawValue >= Weight.semibold.rawValue ? "Menlo-Bold" : "Menlo-Regular", size: size)
  }

  /// The same font at another size.
  open func withSize(_ size: CGFloat) -> UIFont { UIFont(system: fontName, size: size) }

  /// The line height: ascender plus descender of the face standing in, at this size.
  open var lineHeight: CGFloat {
    (try? TextLayout(runs: [TextRun(" ")], style: style, width: nil).size.height) ?? pointSize * 1.164
  }

  /// The distance from the baseline to the top of the line.
  open var ascender: CGFloat { metrics.ascent }
  /// The distance from the baseline to the bottom of the line, negative as in UIKit.
  open var descender: CGFloat { -metrics.descent }
  /// The height of capital letters above the baseline.
  open var capHeight: CGFloat { metrics.capHeight }
  /// The height of a lowercase "x" above the baseline.
  open var xHeight: CGFloat { metrics.xHeight }
  /// The face's line gap (DejaVu's: 0).
  open var leading: CGFloat { metrics.leading }

  private var metrics: FontMetrics { FontMetrics(font: fontName, size: pointSize) }

  var style: TextStyle {
    var s = TextStyle()
    (s.font, s.size) = (fontName, pointSize)
    return s
  }

  package var textFontName: String? { fontName }
  package var textFontSize: CGFloat? { pointSize }

  /// `UIFont` equality: same name and size.
  public static func == (a: UIFont, b: UIFont) -> Bool {
    a.fontName == b.fontName && a.pointSize == b.pointSize
  }

  /// Hashes the name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// `<UIFont name; size>`.
  public var description: String { "<UIFont \(fontName); \(pointSize.compactText) pt>" }
}

#if !canImport(AppKit)
  /// AppKit's name for the same type.
  public typealias NSFont = UIFont
#endif
