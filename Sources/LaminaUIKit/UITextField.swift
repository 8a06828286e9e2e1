import Foundation
import Lamina
import LaminaUIDrawing

/// A one-line text field: its text (or its placeholder, in the placeholder colour) in a label
/// inset from its edges, in a rounded grey border for `.roundedRect`. Lamina has no keyboard:
/// `text` is set by code, and the editing properties are stored for the code that reads them.
open class UITextField: UIControl {
  /// How the field's edge is drawn.
  public enum BorderStyle: Int, Sendable {
    /// No border (the default).
    case none
    /// A thin line.
    case line
    /// A bezel (drawn as a line).
    case bezel
    /// A rounded rectangle on white, UIKit's usual field.
    case roundedRect
  }
  /// When an overlay view shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  /// The text. Default: `nil`.
  open var text: String? { didSet { contentChanged() } }
  /// The text shown while `text` is empty, in the placeholder colour. Default: `nil`.
  open var placeholder: String? { didSet { contentChanged() } }
  /// The font of the text and the placeholder. Default: the body style, 17 points.
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentChanged() } }
  /// The text's colour. Default: `.label`.
  open var textColor: UIColor? = .label { didSet { contentChanged() } }
  /// How the text is aligned. Default: `.natural`.
  open var textAlignment: NSTextAlignment = .natural { didSet { contentChanged() } }
  /// The edge. Default: `.none`.
  open var borderStyle = BorderStyle.none { didSet { applyBorder() } }
  /// Whether the text shows as bullets. Default: `false`.
  open var isSecureTextEntry = false { didSet { contentChanged() } }
  /// The object told of editing (stored; Lamina does not edit). Default: `nil`.
  open weak var delegate: UITextFieldDelegate?
  /// When the clear button shows (stored). Default: `.never`.
  open var clearButtonMode = ViewMode.never
  /// A view at the left end, shown per `leftViewMode`. Default: `nil`.
  open var leftView: UIView? { didSet { overlayChanged(oldValue, leftView) } }
  /// When `leftView` shows. Default: `.never`.
  open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// A view at the right end, shown per `rightViewMode`. Default: `nil`.
  open var rightView: UIView? { didSet { overlayChanged(oldValue, rightView) } }
  /// When `rightView` shows. Default: `.never`.
  open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// Whether the font shrinks to fit (stored). Default: `false`.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking (stored). Default: 0.
  open var minimumFontSize: CGFloat = 0
  /// The keyboard to show (stored). Default: `.default`.
  open var keyboardType = UIKeyboardType.default
  /// The return key's title (stored). Default: `.default`.
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the text is autocorrected (stored). Default: `.default`.
  open var autocorrectionType = UITextAutocorrectionType.default
  /// How the text is capitalised (stored). Default: `.sentences`.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Whether the field is being edited: never, in Lamina.
  open var isEditing: Bool { false }

  private let display = UILabel()
  /// The text's inset from the field's left and right edges.
  static let horizontalInset: CGFloat = 7

  /// A field with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    display.lineBreakMode = .byTruncatingTail
    addSubview(display)
    contentChanged()
  }

  /// A field decoded by `NSCoder`: empty.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(display)
    contentChanged()
  }

  /// The text's line height plus 7 points above and below (34 with the 17-point body font, as
  /// UIKit's rounded field); the width of the text or placeholder plus the insets.
  open override var intrinsicContentSize: CGSize {
    let line = display.intrinsicContentSize
    return CGSize(
      width: max(line.width, 0) + 2 * Self.horizontalInset, height: max(line.height, 0) + 2 * 7)
  }

  /// Places the text label and the overlay views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let left = shows(leftView, leftViewMode) ? leftView!.frame.width : 0
    let right = shows(rightView, rightViewMode) ? rightView!.frame.width : 0
    leftView?.isHidden = left == 0
    rightView?.isHidden = right == 0
    leftView?.frame.origin = CGPoint(x: 0, y: ((bounds.height - (leftView?.frame.height ?? 0)) / 2).rounded())
    rightView?.frame.origin = CGPoint(
      x: bounds.width - right, y: ((bounds.height - (rightView?.frame.height ?? 0)) / 2).rounded())
    display.frame = CGRect(
      x: left + Self.horizontalInset, y: 0,
      width: max(bounds.width - left - right - 2 * Self.horizontalInset, 0),
      height: bounds.height)
  }

  private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
    view != nil && (mode == .always || mode == .unlessEditing)
  }

  private func overlayChanged(_ old: UIView?, _ new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }

  private func contentChanged() {
    let empty = text?.isEmpty ?? true
    let shown = empty ? placeholder : text
    display.text = isSecureTextEntry && !empty ? String(repeating: "•", count: shown?.count ?? 0) : shown
    display.font = font
    display.textColor = empty ? .placeholderText : (textColor ?? .label)
    display.textAlignment = textAlignment
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func applyBorder() {
    layer.borderWidth = borderStyle == .none ? 0 : 1
    layer.borderColor = (borderStyle == .roundedRect ? UIColor.systemGray4 : UIColor.black).cgColor
    layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
    if borderStyle == .roundedRect, backgroundColor == nil { backgroundColor = .white }
  }
}

/// What a text field tells its delegate (stored: Lamina does not edit, so it calls none).
public protocol UITextFieldDelegate: AnyObject {}

/// The keyboard a text field asks for.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether text is autocorrected.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// How text is capitalised.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
