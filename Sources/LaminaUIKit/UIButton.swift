import Foundation
import Lamina
import LaminaUIDrawing

/// A button: a control with a title label (and colours per state), sized to its title.
open class UIButton: UIControl {
  /// A button's style.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5
    case plain = 6, close = 7
  }

  /// The label showing the current title.
  public private(set) var titleLabel: UILabel? = UILabel()
  /// The style the button was made with.
  public private(set) var buttonType = ButtonType.custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// A custom button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addTitleLabel()
  }

  /// A button of `buttonType`; a system button's title takes the tint colour.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateTitle()
  }

  /// A custom button decoded by `NSCoder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addTitleLabel()
  }

  private func addTitleLabel() {
    titleLabel?.font = .systemFont(ofSize: 15)
    titleLabel?.textAlignment = .center
    if let titleLabel { addSubview(titleLabel) }
  }

  /// Sets the title shown in `state`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }
  /// The title set for `state`.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// Sets the title's colour in `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }
  /// The title colour for `state`: the one set, else the tint colour (system) or white (custom).
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white)
  }

  /// Centres the title label.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let titleLabel else { return }
    let size = titleLabel.intrinsicContentSize
    titleLabel.frame = CGRect(
      x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
      width: size.width, height: size.height)
  }

  /// The title's size with UIKit's system-button padding (6 points above and below).
  open override var intrinsicContentSize: CGSize {
    let title = titleLabel?.intrinsicContentSize ?? .zero
    return CGSize(width: max(title.width, 0), height: max(title.height, 0) + 12)
  }

  /// `intrinsicContentSize`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override func stateChanged() {
    super.stateChanged()
    updateTitle()
  }

  open override func tintColorDidChange() { updateTitle() }

  private func updateTitle() {
    titleLabel?.text = currentTitle
    titleLabel?.textColor = titleColor(for: state)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
