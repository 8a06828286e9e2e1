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
