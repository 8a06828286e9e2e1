import Foundation

/// A layer that draws a path, filled and stroked (QuartzCore's `CAShapeLayer`).
///
/// The shape is composited between the layer's contents and its first sublayer, as Apple documents,
/// and scales with the layer (it is drawn as geometry, never as a backing image). Defaults are
/// Apple's: fill opaque black, no stroke, line width 1, miter limit 10, stroke from 0 to 1.
open class CAShapeLayer: CALayer {
  override open func presentationInstance() -> CALayer { CAShapeLayer(layer: self) }

  /// The path, in the layer's coordinates. Default: `nil` (nothing drawn).
  open var path: CGPath? { didSet { changed("path", oldValue) } }
  /// The fill colour; `nil` fills nothing. Default: opaque black.
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
    didSet { changed("fillColor", oldValue) }
  }
  /// The fill rule. Default: `.nonZero`.
  open var fillRule = CAShapeLayerFillRule.nonZero
  /// The stroke colour; `nil` strokes nothing. Default: `nil`.
  open var strokeColor: CGColor? { didSet { changed("strokeColor", oldValue) } }
  /// The stroke width. Default: 1.
  open var lineWidth: CGFloat = 1 { didSet { changed("lineWidth", oldValue) } }
  /// How open subpaths end. Default: `.butt`.
  open var lineCap = CAShapeLayerLineCap.butt
  /// How segments join. Default: `.miter`.
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// The miter limit. Default: 10.
  open var miterLimit: CGFloat = 10 { didSet { changed("miterLimit", oldValue) } }
  /// Dash lengths, alternately painted and unpainted; `nil` or empty strokes solid. Default: `nil`.
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the stroke starts. Default: 0.
  open var lineDashPhase: CGFloat = 0 { didSet { changed("lineDashPhase", oldValue) } }
  /// Where the stroke starts, as a fraction of the path's length (0…1). Default: 0.
  open var strokeStart: CGFloat = 0 { didSet { changed("strokeStart", oldValue) } }
  /// Where the stroke ends, as a fraction of the path's length (0…1). Default: 1.
  open var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd", oldValue) } }

  /// A shape layer with Apple's defaults.
  override public init() { super.init() }

  /// A shape layer decoded by `NSCoder`: Apple's defaults (Lamina does not archive layers).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties, shape properties included when it is a shape layer.
  override public init(layer: Any) { super.init(layer: layer) }

  /// Copies the shape layer properties of `layer` when it is one.
  override package func copyKindProperties(from layer: CALayer) {
    guard let other = layer as? CAShapeLayer else { return }
    (path, fillColor, fillRule, strokeColor) = (
      other.path, other.fillColor, other.fillRule, other.strokeColor
    )
    (lineWidth, lineCap, lineJoin, miterLimit) = (
      other.lineWidth, other.lineCap, other.lineJoin, other.miterLimit
    )
    (lineDashPattern, lineDashPhase) = (other.lineDashPattern, other.lineDashPhase)
    (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
  }
}
