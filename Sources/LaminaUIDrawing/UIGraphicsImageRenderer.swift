import Foundation
import LaminaGeometry
import LaminaGraphics

/// The scale and opacity of an image renderer's bitmaps.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
  /// Pixels per point. Default: `UIScreen.main.scale`.
  open var scale: CGFloat = UIScreen.main.scale
  /// Whether the bitmap is opaque (accepted; Lamina's bitmaps always keep alpha).
  open var opaque = false
  /// A format with the defaults.
  public init() {}
  /// A format with the defaults.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// A format with the defaults (UIKit's name for the device's preferred format).
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing closure gets: the context and helpers.
open class UIGraphicsImageRendererContext {
  /// The context, y down, one unit per point.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// An image of what has been drawn so far.
  open var currentImage: UIImage {
    UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
  }
  /// Fills `rect` with the fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills `rect` with the fill colour in `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }
  /// Strokes `rect` with the stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Intersects the clip with `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing code in a y-down context (`UIGraphicsImageRenderer`).
open class UIGraphicsImageRenderer {
  /// The area drawn, in points.
  public let bounds: CGRect
  /// The format.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer for `size` points with the default format.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
  /// A renderer for `size` points with `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }
  /// A renderer for `bounds` (points) with the default format.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
  /// A renderer for `bounds` (points) with `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` with the context current (so UIKit drawing calls reach it) and returns the
  /// image; an empty image when the size is empty or too large for a bitmap context.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
    guard let ctx = CGContext.layerBackingStore(bounds: bounds, scale: scale, yDown: true) else {
      return UIImage(
        cgImage: CGImage(width: 1, height: 1, premultipliedARGB: [0])!, scale: scale, orientation: .up)
    }
    UIGraphicsPushContext(ctx)
    actions(UIGraphicsImageRendererContext(cgContext: ctx, format: format))
    UIGraphicsPopContext()
    return UIImage(cgImage: ctx.makeImage()!, scale: scale, orientation: .up)
  }

  /// The image `actions` draws, as PNG bytes.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }
}
