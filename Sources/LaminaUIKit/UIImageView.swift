import Foundation
import Lamina
import LaminaUIDrawing

/// A view showing an image as its layer's contents, placed by `contentMode`.
open class UIImageView: UIView {
  /// The image. Default: `nil`.
  open var image: UIImage? {
    didSet {
      layer.contents = image?.cgImage
      layer.contentsScale = image?.scale ?? 1
      invalidateIntrinsicContentSize()
    }
  }

  /// A view showing `image`, sized to it.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false  // UIKit's image view default
    self.image = image
  }

  /// A view with `frame` and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// A view decoded by `NSCoder`: no image.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image's size in points.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
