import Foundation
import Lamina
import LaminaUIDrawing

/// A bar button item (UIKit's `UIBarButtonItem`): a title or image, or a view of your own, for a
/// toolbar or navigation bar. Lamina has no bars: an item is kept, and its `customView` (or, by the
/// key `"view"`, the view that shows it: its custom view) is what layer code reaches.
open class UIBarButtonItem {
  /// How the item is drawn.
  public enum Style: Int, Sendable {
    /// The default style.
    case plain
    /// A bordered item (deprecated in UIKit).
    case bordered
    /// A bold item.
    case done
  }

  /// The title. Default: `nil`.
  open var title: String?
  /// The image. Default: `nil`.
  open var image: UIImage?
  /// The style. Default: `.plain`.
  open var style = Style.plain
  /// A view shown in place of the title or image. Default: `nil`.
  open var customView: UIView?
  /// The tint colour. Default: `nil`.
  open var tintColor: UIColor?
  /// Whether the item is enabled. Default: `true`.
  open var isEnabled = true
  /// The item's width; 0 sizes it to its content. Default: 0.
  open var width: CGFloat = 0
  /// A number for finding the item. Default: 0.
  open var tag = 0
  private var values: [String: Any] = [:]

  /// An empty item.
  public init() {}
  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }
  /// An item with `title` in `style`.
  public convenience init(title: String?, style: Style) {
    self.init()
    (self.title, self.style) = (title, style)
  }
  /// An item with `image` in `style`.
  public convenience init(image: UIImage?, style: Style) {
    self.init()
    (self.image, self.style) = (image, style)
  }

  /// `"view"`: the view showing the item (its custom view; Lamina makes no other); a property by
  /// its name; else the value stored for `key`.
  open func value(forKey key: String) -> Any? {
    switch key {
    case "view", "customView": customView
    case "title": title
    case "image": image
    case "tag": tag
    case "width": width
    case "enabled": isEnabled
    default: values[key]
    }
  }
  /// Stores `value` for `key`.
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
}
