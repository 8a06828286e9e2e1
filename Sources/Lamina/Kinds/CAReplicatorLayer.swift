import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed and tinted from the
/// one before (QuartzCore's `CAReplicatorLayer`).
///
/// Apple documents: the count includes the sublayers themselves; `instanceTransform` is applied to
/// the previous instance to produce the next, about the centre of the replicator's bounds; each
/// instance's colour multiplies what it draws, starting from `instanceColor` and adding the
/// component offsets once per instance. Copies are drawn, not added to `sublayers`, so hit testing
/// finds only the originals, as Apple's header says `hitTest:` does ("only tests the first instance").
open class CAReplicatorLayer: CALayer {
  override open func presentationInstance() -> CALayer { CAReplicatorLayer(layer: self) }

  /// How many copies to draw, the sublayers themselves included. Default: 1.
  open var instanceCount = 1
  /// The delay between instances' animations, stored (Lamina renders still frames). Default: 0.
  open var instanceDelay: CFTimeInterval = 0 { didSet { changed("instanceDelay", oldValue) } }
  /// Takes one instance to the next, about the centre of the bounds. Default: the identity.
  open var instanceTransform = CATransform3DIdentity { didSet { changed("instanceTransform", oldValue) } }
  /// Multiplies the first instance's colours; `nil` multiplies by opaque white. Default: opaque white.
  open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
    didSet { changed("instanceColor", oldValue) }
  }
  /// Added to the instance colour's red for each instance after the first. Default: 0.
  open var instanceRedOffset: Float = 0
  /// Added to the instance colour's green for each instance after the first. Default: 0.
  open var instanceGreenOffset: Float = 0
  /// Added to the instance colour's blue for each instance after the first. Default: 0.
  open var instanceBlueOffset: Float = 0
  /// Added to the instance colour's alpha for each instance after the first. Default: 0.
  open var instanceAlphaOffset: Float = 0
  /// Whether instances keep their depth instead of being flattened into the replicator's plane: the
  /// layer then "acts similarly to CATransformLayer and has the same restrictions" (Apple). Default:
  /// `false`.
  open var preservesDepth = false

  /// In a presentation copy with an `instanceDelay`: the sublayers of instances 1, 2, … evaluated
  /// `k × instanceDelay` seconds earlier than instance 0's (empty otherwise: every instance shows
  /// the same sublayers).
  package var delayedInstances: [[CALayer]] = []

  /// A replicator layer with Apple's defaults.
  override public init() { super.init() }

  /// A replicator layer decoded by `NSCoder`: Apple's defaults (Lamina does not archive layers).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties, replicator properties included when it is one.
  override public init(layer: Any) { super.init(layer: layer) }

  /// Copies the replicator layer properties of `layer` when it is one.
  override package func copyKindProperties(from layer: CALayer) {
    guard let other = layer as? CAReplicatorLayer else { return }
    (instanceCount, instanceDelay, instanceTransform, instanceColor) = (
      other.instanceCount, other.instanceDelay, other.instanceTransform, other.instanceColor
    )
    (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) = (
      other.instanceRedOffset, other.instanceGreenOffset, other.instanceBlueOffset, other.instanceAlphaOffset
    )
    preservesDepth = other.preservesDepth
  }
}

extension CAReplicatorLayer {
  /// The most instances one replicator draws; larger counts are cut to it.
  package static let maximumInstances = 10_000

  /// How many instances are drawn: `instanceCount` within 0…`maximumInstances`.
  package var drawnInstanceCount: Int { min(max(instanceCount, 0), CAReplicatorLayer.maximumInstances) }

  /// An instance's placement in the replicator's plane: `power` (`instanceTransform` to the power of
  /// the instance's index) about the centre of the bounds.
  package func instanceMatrix(power: CATransform3D) -> CATransform3D {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    return CATransform3DMakeTranslation(-center.x, -center.y, 0).concatenating(power)
      .concatenating(CATransform3DMakeTranslation(center.x, center.y, 0))
  }

  /// Instance `k`'s colour, each component clamped to 0…1; `nil` when it is opaque white.
  package func instanceTint(_ k: Int) -> RenderColor? {
    let base = RenderColor(instanceColor ?? CGColor(gray: 1, alpha: 1))
    let offsets = [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset]
      .map { Double($0).isFinite ? Double($0) : 0 }
    func c(_ v: Double, _ i: Int) -> Double { min(max(v + Double(k) * offsets[i], 0), 1) }
    let color = RenderColor(
      red: c(base.red, 0), green: c(base.green, 1), blue: c(base.blue, 2), alpha: c(base.alpha, 3))
    return color == RenderColor(red: 1, green: 1, blue: 1, alpha: 1) ? nil : color
  }
}
