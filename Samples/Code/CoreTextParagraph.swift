import CoreText
import Foundation
import LaminaUIDrawing
import QuartzCore

// A layer that sets a paragraph with Core Text, written as iOS code writes it: an attributed
// string with a bold title, body text with extra line spacing, a kerned and an outlined word, set
// by a framesetter in the layer's bounds and drawn after the usual flip to Core Text's y-up space.
// Nothing here differs from the Apple version but the imports.

/// A layer drawing its paragraph with Core Text.
final class ParagraphLayer: CALayer {
  /// The text it sets.
  var text = NSAttributedString(string: "") {
    didSet { setNeedsDisplay() }
  }

  override func draw(in ctx: CGContext) {
    ctx.textMatrix = .identity
    if contentsAreFlipped() {
      ctx.translateBy(x: 0, y: bounds.height)
      ctx.scaleBy(x: 1, y: -1)
    }
    let setter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
    let path = CGPath(rect: bounds.insetBy(dx: 16, dy: 14), transform: nil)
    let frame = CTFramesetterCreateFrame(setter, CFRangeMake(0, text.length), path, nil)
    CTFrameDraw(frame, ctx)
  }
}

/// The paragraph card.
enum CoreTextParagraph {
  /// A 320×200 card with a title and a wrapped, justified paragraph.
  static func make() -> CALayer {
    let title = CTFontCreateWithName("Helvetica-Bold" as CFString, 20, nil)
    let body = CTFontCreateWithName("Georgia" as CFString, 14, nil)
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.paragraphSpacing = 8
    style.alignment = .justified
    let text = NSMutableAttributedString(
      string: "Core Text on Linux\n",
      attributes: [.font: title, .foregroundColor: UIColor.systemIndigo.cgColor, .paragraphStyle: style])
    text.append(
      NSAttributedString(
        string:
          "A framesetter wraps this paragraph in the layer's bounds, one line after another from the top, "
          + "with four extra points between lines. One word is ",
        attributes: [.font: body, .foregroundColor: UIColor.darkGray.cgColor, .paragraphStyle: style]))
    text.append(
      NSAttributedString(
        string: "spaced",
        attributes: [
          .font: body, .foregroundColor: UIColor.systemRed.cgColor, .kern: 3, .paragraphStyle: style,
        ]))
    text.append(
      NSAttributedString(
        string: " and one is ",
        attributes: [.font: body, .foregroundColor: UIColor.darkGray.cgColor, .paragraphStyle: style]
      ))
    text.append(
      NSAttributedString(
        string: "outlined.",
        attributes: [
          .font: title, .strokeWidth: 3, .strokeColor: UIColor.systemGreen.cgColor, .paragraphStyle: style,
        ]))
    let layer = ParagraphLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    layer.backgroundColor = UIColor.white.cgColor
    layer.text = text
    return layer
  }
}
