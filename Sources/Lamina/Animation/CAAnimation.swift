import Foundation

/// The base of Core Animation's animations: timing, a timing function, a delegate and removal on
/// completion (QuartzCore's `CAAnimation`).
///
/// Layers copy an animation when it is added, as Apple's do, so changing it afterwards changes nothing
/// that was added. Evaluation is pure: an animation's effect at a time depends only on that time.
open class CAAnimation: CAMediaTiming, CAAction, CustomStringConvertible {
  /// When the animation starts, in its layer's time; 0 when added means "now" (the add time).
  open var beginTime: CFTimeInterval = 0 { didSet { preparedTiming = nil } }
  /// One cycle's length in seconds; 0 takes the transaction's duration when added to a layer. Default: 0.
  open var duration: CFTimeInterval = 0 { didSet { preparedTiming = nil } }
  /// How fast the animation's time runs. Default: 1.
  open var speed: Float = 1 { didSet { preparedTiming = nil } }
  /// Where in its cycle the animation starts. Default: 0.
  open var timeOffset: CFTimeInterval = 0 { didSet { preparedTiming = nil } }
  /// How many cycles to play (`.infinity`: for ever). Default: 0 (one).
  open var repeatCount: Float = 0 { didSet { preparedTiming = nil } }
  /// How long to repeat for; used instead of `repeatCount` when positive. Default: 0.
  open var repeatDuration: CFTimeInterval = 0 { didSet { preparedTiming = nil } }
  /// Whether each cycle plays forwards then backwards. Default: `false`.
  open var autoreverses = false { didSet { preparedTiming = nil } }
  /// What the animation shows outside its active span. Default: `.removed`.
  open var fillMode: CAMediaTimingFillMode = .removed { didSet { preparedTiming = nil } }
  /// The pacing curve of each cycle; `nil` is linear. Default: `nil`.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when the animation starts and stops; held strongly, as Apple documents. Default: `nil`.
  open var delegate: CAAnimationDelegate?
  /// Whether the animation leaves its layer when it ends (then its last value no longer shows, even
  /// with a forward fill). Default: `true`.
  open var isRemovedOnCompletion = true { didSet { preparedTiming = nil } }
  /// The timing fields as plain values: read once when a layer prepares its copy (`prepare()`), and
  /// from the properties before that or once one of them is set again.
  var timing: TimingFields { preparedTiming ?? TimingFields(self) }
  /// The timing fields of a copy a layer has prepared; every evaluation reads them.
  private var preparedTiming: TimingFields?
  /// Values stored by key, as key-value coding on Apple's animations lets callers tag them.
  private var userValues: [String: Any] = [:]

  /// An animation with Apple's defaults.
  public init() {}

  /// An animation with Apple's defaults. Lamina does not archive animations, so nothing is decoded;
  /// the initializer exists (required, as `NSSecureCoding` makes it on Apple platforms) so that
  /// subclasses written for QuartzCore compile.
  public required init?(coder: NSCoder) {}

  /// A new, empty animation of this class: Lamina's own classes make their own kind; a subclass
  /// defined outside Lamina copies as its nearest Lamina class (its overrides cannot be constructed
  /// without a required initializer, which Apple's API does not have).
  func emptyInstance() -> CAAnimation { CAAnimation() }

  /// The default value of the property `key`: a keyframe animation's `calculationMode` is
  /// `linear`, as Apple's answers (gnustep/libs-quartzcore's `CAKeyframeAnimation/properties.m`,
  /// run against QuartzCore); `nil` for every other key.
  open class func defaultValue(forKey key: String) -> Any? {
    key == "calculationMode" && self is CAKeyframeAnimation.Type ? CAAnimationCalculationMode.linear : nil
  }

  /// Stores `value` under `key`, for the caller's bookkeeping.
  open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

  /// The value stored under `key`.
  open func value(forKey key: String) -> Any? { userValues[key] }

  /// A copy with every property equal to this one's.
  open func copy() -> Any {
    let c = emptyInstance()
    copyProperties(into: c)
    return c
  }

  /// Copies this animation's properties into `c`, a new instance of the same class; subclasses add
  /// their own and call `super`.
  func copyProperties(into c: CAAnimation) {
    c.beginTime = beginTime
    c.duration = duration
    c.speed = speed
    c.timeOffset = timeOffset
    c.repeatCount = repeatCount
    c.repeatDuration = repeatDuration
    c.autoreverses = autoreverses
    c.fillMode = fillMode
    c.timingFunction = timingFunction
    c.delegate = delegate
    c.isRemovedOnCompletion = isRemovedOnCompletion
    c.userValues = userValues
  }

  /// Adds the animation to `anObject` (a layer) under `event`: what running an animation as an
  /// action does.
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  /// Converts the animation's values once, for an animation a layer has just copied (its values no
  /// longer change, so evaluating it need not convert them again): the base class, its timing.
  func prepare() { preparedTiming = TimingFields(self) }

  /// Applies the animation's effect to `layer` (a presentation copy) at `parentTime`, its layer's time
  /// (or the enclosing group's). The base class has no effect.
  func apply(to layer: CALayer, at parentTime: Double) {}

  /// The keys of the layer properties the animation drives (the first part of each key path).
  var animatedKeys: [String] { [] }

  /// What is wrong with the animation on `layer` (an unknown key path, a value of the wrong kind,
  /// mismatched keyframe arrays), or `nil`; Apple ignores such animations, scene files report them.
  public func problem(on layer: CALayer) -> String? { nil }

  /// `<CABasicAnimation "opacity"; duration = 1>`, for printing.
  open var description: String { "<\(type(of: self)); duration = \(duration)>" }
}

/// Told when an animation starts and stops (QuartzCore's `CAAnimationDelegate`).
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended (`flag`: it ran to its end) or was removed (`flag` false).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Nothing, by default.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Nothing, by default.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs when an event happens to it, such as a property change (QuartzCore's
/// `CAAction`); animations are actions that add themselves.
public protocol CAAction: AnyObject {
  /// Runs the action for `event` on `anObject`.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: an `NSNull` in `actions` or returned by a delegate stops the search for an action.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
