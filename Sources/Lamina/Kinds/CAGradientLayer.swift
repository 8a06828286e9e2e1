import Foundation

/// The kind of gradient a `CAGradientLayer` draws (QuartzCore's string-backed type).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// `"axial"`, `"radial"` or `"conic"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Varies along the line from `startPoint` to `endPoint`; constant across it (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// An ellipse centred at `startPoint` with radii `endPoint − startPoint` (Apple's header).
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around `startPoint`, 0° towards `endPoint`, angles growing from +x towards +y (Apple's header).
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its shape (rounded corners included) with a colour gradient over its
/// background colour (QuartzCore's `CAGradientLayer`).
///
/// The rules are those of Apple's `CAGradientLayer.h`: points are in the layer's unit coordinate
/// space, mapped to the bounds when drawn (so the gradient stretches with the layer); without
/// `locations` the stops spread evenly. Colours are interpolated in Generic RGB, as Apple-rendered
/// images show (not in the output space, as the header says): `Docs/semantics/pixels.md`.
open class CAGradientLayer: CALayer {
  override open func presentationInstance() -> CALayer { CAGradientLayer(layer: self) }

  /// The colour of each stop, as `CGColor`s; other elements are skipped. Default: `nil`.
  open var colors: [Any]? { didSet { changed("colors", oldValue) } }
  /// Each stop's location in 0…1, increasing; `nil` spreads the stops evenly. Default: `nil`.
  open var locations: [NSNumber]? { didSet { changed("locations", oldValue) } }
  /// The first stop's point, in the unit coordinate space of the bounds. Default: (0.5, 0).
  open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed("startPoint", oldValue) } }
  /// The last stop's point, in the unit coordinate space of the bounds. Default: (0.5, 1).
  open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed("endPoint", oldValue) } }
  /// The kind of gradient. Default: `.axial`.
  open var type = CAGradientLayerType.axial

  /// A gradient layer with Apple's defaults.
  override public init() { super.init() }

  /// A gradient layer decoded by `NSCoder`: Apple's defaults (Lamina does not archive layers).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties, gradient properties included when it is a gradient layer.
  override public init(layer: Any) { super.init(layer: layer) }

  /// Copies the gradient layer properties of `layer` when it is one.
  override package func copyKindProperties(from layer: CALayer) {
    guard let other = layer as? CAGradientLayer else { return }
    (colors, locations, startPoint, endPoint, type) = (
      other.colors, other.locations, other.startPoint, other.endPoint, other.type
    )
  }
}
