import Foundation
import Lamina
import LaminaUIDrawing

/// A view that draws a line or paragraph of text, centred vertically in its bounds as UIKit's
/// label is, laid out by the same text engine as `CATextLayer`.
open class UILabel: UIView {
  /// The text. Default: `nil`.
  open var text: String? { didSet { textChanged() } }
  /// Styled text, which replaces `text` while set. Default: `nil`.
  open var attributedText: NSAttributedString? { didSet { textChanged() } }
  /// The font of `text`. Default: the system font at 17 points.
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = .systemFont(ofSize: 17) }  // nil resets it, as UIKit documents
      textChanged()
    }
  }
  /// The colour of `text`; `nil` resets it. Default: `.label` (black).
  open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      setNeedsDisplay()
    }
  }
  /// How lines are aligned. Default: `.natural`.
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// The most lines drawn; 0 is no limit, 1 a single line. Default: 1.
  open var numberOfLines = 1 { didSet { textChanged() } }
  /// How a line too long is wrapped or shortened. Default: `.byTruncatingTail`.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }

  /// A label with no text.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false  // UIKit's label default: touches go to what is behind
    contentMode = .redraw
  }

  /// A label decoded by `NSCoder`: no text.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Draws the text: `drawText(in: bounds)`.
  open override func draw(_ rect: CGRect) { drawText(in: bounds) }

  /// Draws the text in `rect`, vertically centred, into the current context. Override to draw it
  /// elsewhere (calling `super` with another rectangle).
  open func drawText(in rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let t = textLayer(width: rect.width)
    let height = min(
      t.intrinsicContentSize.height, rect.height, Self.height(of: t, lines: numberOfLines))
    guard height > 0 else { return }
    t.bounds = CGRect(x: 0, y: 0, width: rect.width, height: height)
    ctx.saveGState()
    ctx.translateBy(x: rect.minX, y: rect.minY + ((rect.height - height) / 2).rounded())
    ctx.clip(to: CGRect(x: 0, y: 0, width: rect.width, height: height))  // past `numberOfLines`
    t.draw(in: ctx)
    ctx.restoreGState()
  }

  /// The rectangle the text takes in `bounds`: the measured text (wrapped at the bounds' width
  /// unless the label has one line), at the bounds' origin, no larger than the bounds.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let t = textLayer(width: numberOfLines == 1 ? 0 : bounds.width)
    var measured = t.intrinsicContentSize
    guard measured.width >= 0, measured.height >= 0 else { return CGRect(origin: bounds.origin, size: .zero) }
    measured.height = min(measured.height, Self.height(of: t, lines: numberOfLines))
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(measured.width, bounds.width), height: min(measured.height, bounds.height)))
  }

  /// The text's rectangle for a box of `size` (unbounded height).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let box = CGRect(
      x: 0, y: 0, width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
      height: .greatestFiniteMagnitude)
    return textRect(forBounds: box, limitedToNumberOfLines: numberOfLines).size
  }

  /// The text's size, wrapped at the current width when the label wraps.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0))
  }

  /// The first line's baseline below the top of the text (the label's height hugging its text).
  override var ownFirstBaselineOffset: CGFloat { textLayer(width: wrapWidth).firstBaselineOffsetFromTop }
  /// The last line's baseline above the bottom of the text.
  override var ownLastBaselineOffset: CGFloat { textLayer(width: wrapWidth).lastBaselineOffsetFromBottom }
  private var wrapWidth: CGFloat { numberOfLines == 1 ? 0 : bounds.width }

  /// The height of the first `lines` lines of `t`'s text (0: all of them): to the last kept line's
  /// baseline, plus the depth below the text's last baseline.
  static func height(of t: CATextLayer, lines: Int) -> CGFloat {
    guard lines > 0, let text = t.layout(width: t.bounds.width), text.lines.count > lines,
      let last = text.lines.last
    else {
      return .greatestFiniteMagnitude
    }
    return (text.lines[lines - 1].baseline + text.size.height - last.baseline).rounded(.up)
  }

  /// A text layer holding the label's text and style, `width` wide (0: unbounded).
  private func textLayer(width: CGFloat) -> CATextLayer {
    let t = CATextLayer()
    t.string = attributedText ?? text
    t.font = font
    t.fontSize = font.pointSize
    t.foregroundColor = textColor.cgColor
    t.isWrapped = numberOfLines != 1 && width > 0
    t.alignmentMode =
      switch textAlignment {
      case .left: .left
      case .center: .center
      case .right: .right
      case .justified: .justified
      case .natural: .natural
      }
    t.truncationMode =
      switch lineBreakMode {
      case .byTruncatingHead: .start
      case .byTruncatingMiddle: .middle
      case .byTruncatingTail: .end
      default: .none
      }
    // Past `numberOfLines`, the last line kept ends in an ellipsis, as UIKit's does.
    t.maximumLines = numberOfLines > 1 ? numberOfLines : 0
    t.bounds = CGRect(x: 0, y: 0, width: width, height: 0)
    return t
  }

  private func textChanged() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }
}
