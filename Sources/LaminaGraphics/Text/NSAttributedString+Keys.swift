import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The font of a run (raw value `"NSFont"`, as Core Text's `kCTFontAttributeName`): a font name,
    /// a `UIFont` or a `CTFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour of a run (raw value `"NSColor"`): a `CGColor` or a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Points added after each character (raw value `"NSKern"`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Ligatures: 0 none, 1 the font's standard ones (the default) (raw value `"NSLigature"`).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The paragraph's `NSParagraphStyle` (raw value `"NSParagraphStyle"`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The outline's width in percent of the font size: positive strokes only, negative fills and
    /// strokes (raw value `"NSStrokeWidth"`).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The outline's colour, the text colour when absent (raw value `"NSStrokeColor"`).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  }
#endif
