import Foundation
import Lamina
import LaminaLayout

/// A rectangle of a view that constraints can name through its anchors: the view's safe area (the
/// whole bounds: Lamina has no screen edges, bars or notches) and its layout margins. Its anchors
/// are the view's, offset by the guide's insets.
open class UILayoutGuide {
  /// The view whose rectangle this is.
  public private(set) weak var owningView: UIView?
  /// An identifier for messages.
  open var identifier = ""
  private let insets: (UIView) -> UIEdgeInsets

  init(owningView: UIView, identifier: String, insets: @escaping (UIView) -> UIEdgeInsets) {
    self.owningView = owningView
    self.identifier = identifier
    self.insets = insets
  }

  /// The guide's rectangle in its view's coordinates, as of the view's current bounds.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    return view.bounds.inset(by: insets(view))
  }

  private var view: UIView { owningView ?? UIView() }
  private var inset: UIEdgeInsets { owningView.map(insets) ?? .zero }

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view.layer, .leading, offset: inset.left)
  }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view.layer, .trailing, offset: -inset.right)
  }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view.layer, .left, offset: inset.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view.layer, .right, offset: -inset.right)
  }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(view.layer, .centerX, offset: (inset.left - inset.right) / 2)
  }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view.layer, .top, offset: inset.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(view.layer, .bottom, offset: -inset.bottom)
  }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(view.layer, .centerY, offset: (inset.top - inset.bottom) / 2)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension {
    NSLayoutDimension(view.layer, .width, offset: -(inset.left + inset.right))
  }
  /// The height.
  public var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(view.layer, .height, offset: -(inset.top + inset.bottom))
  }
}

extension UIView {
  /// The part of the view unobscured by bars and screen edges: all of it (Lamina has none).
  public var safeAreaLayoutGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, identifier: "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
  }
  /// The safe area's insets from the bounds: none.
  public var safeAreaInsets: UIEdgeInsets { .zero }
  /// The view's layout margins inset from its bounds.
  public var layoutMarginsGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide") { $0.layoutMargins }
  }
  /// A guide for readable text: the layout margins (Lamina does not narrow it for wide views).
  public var readableContentGuide: UILayoutGuide {
    UILayoutGuide(owningView: self, identifier: "UIViewReadableContentGuide") { $0.layoutMargins }
  }
}
