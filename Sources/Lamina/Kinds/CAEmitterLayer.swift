import Foundation

/// A layer that emits particles from its cells (QuartzCore's `CAEmitterLayer`).
///
/// Deterministic: which particles are alive at a time, and where, follows from the layer's
/// properties, its `seed` and that time alone, so a frame renders the same on every run. The
/// particles of cell `c` are born at the layer's local times `k / rate` (k = 0, 1, …) from the cell's
/// `beginTime`, each with its own random draws; at most `maximumParticles` are drawn per layer, the
/// youngest kept.
open class CAEmitterLayer: CALayer {
  override open func presentationInstance() -> CALayer { CAEmitterLayer(layer: self) }

  /// The cells emitted. Default: `nil`.
  open var emitterCells: [CAEmitterCell]?
  /// Multiplies every cell's birth rate. Default: 1. A change made while the layer is shown
  /// applies from then on: particles already born live on.
  open var birthRate: Float = 1 { didSet { recordBirthRate(of: nil, from: oldValue, to: birthRate) } }
  /// Multiplies every cell's lifetime. Default: 1.
  open var lifetime: Float = 1
  /// The centre of the emission shape, in the layer's coordinates. Default: (0, 0).
  open var emitterPosition = CGPoint.zero
  /// The emission shape's z; Lamina draws the plane. Default: 0.
  open var emitterZPosition: CGFloat = 0
  /// The emission shape's size (a circle's diameter is its width). Default: zero.
  open var emitterSize = CGSize.zero
  /// The emission shape's depth; Lamina draws the plane. Default: 0.
  open var emitterDepth: CGFloat = 0
  /// The emission shape. Default: `.point`.
  open var emitterShape = CAEmitterLayerEmitterShape.point
  /// Where on the shape particles are born. Default: `.volume`.
  open var emitterMode = CAEmitterLayerEmitterMode.volume
  /// The order particles are drawn in, or `.additive` to add them up. Default: `.unordered`.
  open var renderMode = CAEmitterLayerRenderMode.unordered
  /// Whether particles keep their depth; Lamina draws the plane. Default: `false`.
  open var preservesDepth = false
  /// Multiplies every cell's velocity. Default: 1.
  open var velocity: Float = 1
  /// Multiplies every cell's scale. Default: 1.
  open var scale: Float = 1
  /// Multiplies every cell's spin. Default: 1.
  open var spin: Float = 1
  /// The seed of the particles' random draws. Default: 0.
  open var seed: UInt32 = 0

  /// In a presentation copy: the layer's local time its particles are shown at.
  package var particleTime: CFTimeInterval?
  /// The birth-rate changes made while the layer was shown, oldest first (see `BirthSchedule`).
  package var birthRateChanges: [BirthRateChange] = []

  /// The most particles one emitter layer draws in a frame.
  public static let maximumParticles = 10_000

  /// An emitter layer with Apple's defaults.
  override public init() { super.init() }

  /// An emitter layer decoded by `NSCoder`: Apple's defaults.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties, emitter properties included when it is one.
  override public init(layer: Any) { super.init(layer: layer) }

  /// Copies the emitter properties of `layer` when it is one.
  override package func copyKindProperties(from layer: CALayer) {
    guard let o = layer as? CAEmitterLayer else { return }
    (emitterCells, birthRate, lifetime, emitterPosition) = (
      o.emitterCells, o.birthRate, o.lifetime, o.emitterPosition
    )
    (emitterZPosition, emitterSize, emitterDepth, emitterShape) = (
      o.emitterZPosition, o.emitterSize, o.emitterDepth, o.emitterShape
    )
    (emitterMode, renderMode, preservesDepth, velocity) = (
      o.emitterMode, o.renderMode, o.preservesDepth, o.velocity
    )
    (scale, spin, seed, particleTime) = (o.scale, o.spin, o.seed, o.particleTime)
    birthRateChanges = o.birthRateChanges
  }
}

/// The shape particles are born on (Core Animation's `CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string.
  public let rawValue: String
  /// Wraps a string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A point at `emitterPosition`.
  public static let point = Self(rawValue: "point")
  /// A line of `emitterSize.width`, centred on the position.
  public static let line = Self(rawValue: "line")
  /// A rectangle of `emitterSize`, centred on the position.
  public static let rectangle = Self(rawValue: "rectangle")
  /// A box; drawn as its rectangle.
  public static let cuboid = Self(rawValue: "cuboid")
  /// A circle of diameter `emitterSize.width`.
  public static let circle = Self(rawValue: "circle")
  /// A sphere; drawn as its circle.
  public static let sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles are born (Core Animation's `CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string.
  public let rawValue: String
  /// Wraps a string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// At the shape's points (its corners; a circle's centre).
  public static let points = Self(rawValue: "points")
  /// On its outline.
  public static let outline = Self(rawValue: "outline")
  /// Anywhere on its surface.
  public static let surface = Self(rawValue: "surface")
  /// Anywhere inside it.
  public static let volume = Self(rawValue: "volume")
}

/// How particles are drawn over each other (Core Animation's `CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string.
  public let rawValue: String
  /// Wraps a string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Any order; Lamina draws the oldest first.
  public static let unordered = Self(rawValue: "unordered")
  /// The oldest first, the youngest on top.
  public static let oldestFirst = Self(rawValue: "oldestFirst")
  /// The oldest on top.
  public static let oldestLast = Self(rawValue: "oldestLast")
  /// By depth; in the plane, as `.oldestFirst`.
  public static let backToFront = Self(rawValue: "backToFront")
  /// Added together (plus-lighter), the oldest first.
  public static let additive = Self(rawValue: "additive")
}
