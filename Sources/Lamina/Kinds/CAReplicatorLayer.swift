import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed and tinted from the
/// one before (QuartzCore's `CAReplicatorLayer`).
///
/// Apple documents: the count includes the sublayers themselves; `instanceTransform` is applied to
/// the previous instance to produce the next, about the centre of the replicator's bounds; each
/// instance's colour multiplies what it draws, starting from `instanceColor` and adding the
/// component offsets once per instance. Copies are drawn, not added to `sublayers`, so hit testing
/// finds only the originals, as on Apple platforms.
open class CAReplicatorLayer: CALayer {
  /// How many copies to draw, the sublayers themselves included. Default: 1.
  open var instanceCount = 1
  /// The delay between instances' animations, stored (Lamina renders still frames). Default: 0.
  open var instanceDelay: CFTimeInterval = 0
  /// Takes one instance to the next, about the centre of the bounds. Default: the identity.
  open var instanceTransform = CATransform3DIdentity
  /// Multiplies the first instance's colours; `nil` multiplies by opaque white. Default: opaque white.
  open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
  /// Added to the instance colour's red for each instance after the first. Default: 0.
  open var instanceRedOffset: Float = 0
  /// Added to the instance colour's green for each instance after the first. Default: 0.
  open var instanceGreenOffset: Float = 0
  /// Added to the instance colour's blue for each instance after the first. Default: 0.
  open var instanceBlueOffset: Float = 0
  /// Added to the instance colour's alpha for each instance after the first. Default: 0.
  open var instanceAlphaOffset: Float = 0
  /// Whether instances keep their depth instead of being flattened into the replicator's plane.
  /// Stored; Lamina flattens, as with the default `false`. Default: `false`.
  open var preservesDepth = false

  /// A replicator layer with Apple's defaults.
  override public init() { super.init() }

  /// A replicator layer decoded by `NSCoder`: Apple's defaults (Lamina does not archive layers).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties, replicator properties included when it is one.
  override public init(layer: Any) {
    super.init(layer: layer)
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
