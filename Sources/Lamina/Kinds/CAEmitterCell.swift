import Foundation

/// What an emitter layer emits: a particle's image, how many are born a second and for how long
/// they live, how they move, turn, grow and change colour (QuartzCore's `CAEmitterCell`). Each
/// random range is uniform: a value ± its range.
open class CAEmitterCell {
  /// A cell with Apple's defaults: no births, white, unit scale.
  public init() {}

  /// A name, for key paths. Default: `nil`.
  open var name: String?
  /// Whether the cell emits. Default: `true`.
  open var isEnabled = true
  /// Particles born a second (times the layer's `birthRate`). Default: 0.
  open var birthRate: Float = 0
  /// Seconds a particle lives (times the layer's `lifetime`). Default: 0.
  open var lifetime: Float = 0
  /// The lifetime's random range. Default: 0.
  open var lifetimeRange: Float = 0
  /// The direction of emission in the x–y plane, radians from +x (y down: π/2 points down).
  /// Default: 0.
  open var emissionLongitude: CGFloat = 0
  /// The direction's angle out of the x–y plane; Lamina draws the plane, so it shortens the
  /// in-plane speed by its cosine. Default: 0.
  open var emissionLatitude: CGFloat = 0
  /// The angle of the cone directions are spread over, centred on the longitude (2π: all around).
  /// Default: 0.
  open var emissionRange: CGFloat = 0
  /// Points a second at birth (times the layer's `velocity`). Default: 0.
  open var velocity: CGFloat = 0
  /// The velocity's random range. Default: 0.
  open var velocityRange: CGFloat = 0
  /// Acceleration along x, points a second squared. Default: 0.
  open var xAcceleration: CGFloat = 0
  /// Acceleration along y (down on iOS), points a second squared. Default: 0.
  open var yAcceleration: CGFloat = 0
  /// Acceleration along z; Lamina draws the plane and ignores it. Default: 0.
  open var zAcceleration: CGFloat = 0
  /// The image's scale at birth (times the layer's `scale`). Default: 1.
  open var scale: CGFloat = 1
  /// The scale's random range. Default: 0.
  open var scaleRange: CGFloat = 0
  /// Scale gained a second. Default: 0.
  open var scaleSpeed: CGFloat = 0
  /// Radians a second the particle turns (times the layer's `spin`). Default: 0.
  open var spin: CGFloat = 0
  /// The spin's random range. Default: 0.
  open var spinRange: CGFloat = 0
  /// The colour multiplying the image. Default: opaque white.
  open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  /// The red component's random range. Default: 0.
  open var redRange: Float = 0
  /// The green component's random range. Default: 0.
  open var greenRange: Float = 0
  /// The blue component's random range. Default: 0.
  open var blueRange: Float = 0
  /// The alpha component's random range. Default: 0.
  open var alphaRange: Float = 0
  /// Red gained a second. Default: 0.
  open var redSpeed: Float = 0
  /// Green gained a second. Default: 0.
  open var greenSpeed: Float = 0
  /// Blue gained a second. Default: 0.
  open var blueSpeed: Float = 0
  /// Alpha gained a second (negative fades particles out). Default: 0.
  open var alphaSpeed: Float = 0
  /// The particle's image, a `CGImage`. Default: `nil` (nothing drawn).
  open var contents: Any?
  /// The part of the image drawn, in unit coordinates. Default: the whole image.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels per point of the image. Default: 1.
  open var contentsScale: CGFloat = 1
  /// How the image is sampled when drawn larger. Default: `.linear`.
  open var magnificationFilter = CALayerContentsFilter.linear
  /// How the image is sampled when drawn smaller. Default: `.linear`.
  open var minificationFilter = CALayerContentsFilter.linear
  /// Cells each particle emits in turn; Lamina does not draw second-generation particles. Default: `nil`.
  open var emitterCells: [CAEmitterCell]?
  /// When the cell starts emitting, in the layer's time. Default: 0.
  open var beginTime: CFTimeInterval = 0
  /// How long the cell emits; 0 is for ever. Default: 0.
  open var duration: CFTimeInterval = 0
  /// Arbitrary values by key, as Core Animation keeps them.
  private var values: [String: Any] = [:]

  /// The property `key` by its Objective-C name (`birthRate`, `enabled`, `color`, …), else the
  /// value stored for `key`.
  open func value(forKey key: String) -> Any? {
    if let property = CellKey.named(key) { return property.get(self) }
    return values[key]
  }
  /// Sets property `key` (a value of the wrong type is ignored), else stores `value` for `key`.
  open func setValue(_ value: Any?, forKey key: String) {
    if let property = CellKey.named(key) { return property.set(self, value) }
    values[key] = value
  }
}
