import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The font of a run (UIKit's and AppKit's key, raw value `"NSFont"`): a font name or a font
    /// object with a name and size.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour of a run (UIKit's and AppKit's key, raw value `"NSColor"`): a `CGColor` or a
    /// `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
  }
#endif
