import Foundation
import Lamina

// UIKit's block animations over Core Animation: inside `UIView.animate`, each change a view makes
// to its layer runs the action the view (its layer's delegate) returns, a `CABasicAnimation` (or a
// `CASpringAnimation`) of the block's duration, delay and curve, from the value shown before the
// change to the new one. Outside a block a view's layer does not animate, as UIKit's does not.

extension UIView {
  /// The timing of the animation block being run, if any.
  struct AnimationBlock: Sendable {
    var duration: TimeInterval
    var delay: TimeInterval
    var options: AnimationOptions
    /// The spring's damping ratio and initial velocity, for the spring variant.
    var spring: (damping: CGFloat, velocity: CGFloat)?
  }

  /// The block `animate` is running on this task, if any.
  @TaskLocal static var runningBlock: AnimationBlock?

  /// Options of a block animation (UIKit's `UIView.AnimationOptions`; the curve is what Lamina uses).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews as the animation runs.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let touches through while animating.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value shown now (Lamina always does).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Hide and show the views of `transition(from:to:…)` instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition (for `transition(with:…)`).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip about the vertical axis, left edge first (not drawn by Lamina: see `transition(with:…)`).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, right edge first (not drawn by Lamina).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curl up (not drawn by Lamina).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Page curl down (not drawn by Lamina).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve from the old rendering to the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, top edge first (not drawn by Lamina).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, bottom edge first (not drawn by Lamina).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The transition bits (`transitionNone` … `transitionFlipFromBottom`).
    var transition: UInt { (rawValue >> 20) & 7 }
  }

  /// Runs `animations` on `view` as one transition: with `.transitionCrossDissolve`, the view's
  /// rendering before dissolves into its rendering after, over `duration` on the options' curve (a
  /// `CATransition` of type `.fade` on its layer). The flips and curls are not drawn: their changes
  /// land at once. `completion` runs when the transition ends.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    CATransaction.begin()
    if let completion { CATransaction.setCompletionBlock { completion(true) } }
    if options.transition == AnimationOptions.transitionCrossDissolve.transition, duration > 0 {
      let fade = CATransition()
      (fade.type, fade.duration) = (.fade, duration)
      fade.timingFunction = CAMediaTimingFunction(name: options.curve)
      view.layer.add(fade, forKey: kCATransition)
    }
    performWithoutAnimation { animations?() }
    CATransaction.commit()
  }

  /// Replaces `fromView` with `toView` in its superview as one transition (`transition(with:…)` on
  /// the superview); with `.showHideTransitionViews` UIKit hides and shows instead, which Lamina
  /// does too.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let parent = fromView.superview else {
      completion?(true)
      return
    }
    transition(
      with: parent, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          (fromView.isHidden, toView.isHidden) = (true, false)
        } else {
          if toView.superview !== parent { parent.insertSubview(toView, aboveSubview: fromView) }
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Animates the view changes `animations` makes over `duration` seconds after `delay`;
  /// `completion` runs once the media clock passes the end of the animations (at once when the
  /// block changed nothing animatable).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(AnimationBlock(duration: duration, delay: delay, options: options), animations, completion)
  }

  /// Animates the view changes `animations` makes over `duration` seconds.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  /// Animates the changes with a spring of damping ratio `dampingRatio` settling in `duration`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    var block = AnimationBlock(duration: duration, delay: delay, options: options)
    block.spring = (dampingRatio, velocity)
    run(block, animations, completion)
  }

  /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside a block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    $runningBlock.withValue(nil) { actionsWithoutAnimation() }
  }

  private static func run(_ block: AnimationBlock, _ animations: () -> Void, _ completion: ((Bool) -> Void)?)
  {
    CATransaction.begin()
    if let completion { CATransaction.setCompletionBlock { completion(true) } }
    $runningBlock.withValue(block) { animations() }
    CATransaction.commit()
  }

  /// What the view returns as its layer's action for `key`: inside a block, an animation of an
  /// animatable property with the block's timing; otherwise `NSNull` (no animation).
  func animationAction(forKey key: String) -> CAAction? {
    if let recording = UIView.keyframeRecording, CALayer.isAnimatableKey(key) { return recording.recorder() }
    guard let block = UIView.runningBlock, block.duration > 0, CALayer.isAnimatableKey(key) else {
      return NSNull()
    }
    let animation: CABasicAnimation
    if let spring = block.spring {
      // A spring that settles in `duration` with damping ratio ζ: ω = 2π / duration, mass 1.
      let s = CASpringAnimation(keyPath: key)
      let omega = 2 * CGFloat.pi / CGFloat(block.duration)
      (s.stiffness, s.damping) = (omega * omega, 2 * min(max(spring.damping, 0), 1) * omega)
      s.initialVelocity = spring.velocity
      animation = s
    } else {
      animation = CABasicAnimation(keyPath: key)
      animation.timingFunction = CAMediaTimingFunction(name: block.options.curve)
    }
    animation.duration = block.duration
    if block.delay > 0 {
      animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + block.delay
      animation.fillMode = .backwards
    }
    if block.options.contains(.autoreverse) { animation.autoreverses = true }
    if block.options.contains(.repeat) { animation.repeatCount = .infinity }
    return animation
  }
}

extension UIView.AnimationOptions {
  /// The timing function the options' curve names.
  var curve: CAMediaTimingFunctionName {
    switch rawValue >> 16 & 3 {
    case 1: .easeIn
    case 2: .easeOut
    case 3: .linear
    default: .easeInEaseOut
    }
  }
}
