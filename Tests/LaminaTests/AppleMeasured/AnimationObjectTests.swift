import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's animation suites (run in CI).
@Suite struct AnimationObjectTests {
  /// An animation delegate that implements nothing.
  private final class Listener: CAAnimationDelegate {}
  /// Watches a listener without keeping it alive.
  private final class Watch {
    weak var listener: Listener?
  }

  /// Whether `object`'s class derives directly from `superclass`.
  private func directSuperclass(of object: AnyObject, is superclass: AnyClass) -> Bool {
    Mirror(reflecting: object).superclassMirror.map { ObjectIdentifier($0.subjectType) }
      == ObjectIdentifier(superclass)
  }

  /// Whether `value` is a property animation (taken as `Any`, so the test is made at run time).
  private func isPropertyAnimation(_ value: Any) -> Bool { value is CAPropertyAnimation }

  /// E193 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L15-21, run against
  /// Apple QuartzCore in CI): an animation starts with no delegate and no timing function, and is removed
  /// when it completes.
  @Test func theValuesAnAnimationStartsWith() {
    let a = CAAnimation()
    #expect(a.delegate == nil)
    #expect(a.timingFunction == nil)
    #expect(a.isRemovedOnCompletion)
  }

  /// E194 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L27-40, run against
  /// Apple QuartzCore in CI): a property animation starts with no key path, not additive or cumulative,
  /// with no value function; made with a key path it keeps it.
  @Test func theValuesAPropertyAnimationStartsWith() {
    let p = CAPropertyAnimation()
    #expect(p.keyPath == nil)
    #expect(!p.isAdditive)
    #expect(!p.isCumulative)
    #expect(p.valueFunction == nil)
    let k = CAPropertyAnimation(keyPath: "opacity")
    #expect(k.keyPath == "opacity")
    #expect(isPropertyAnimation(k))
  }

  /// E195 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L46-51, run against
  /// Apple QuartzCore in CI): a basic animation starts with no values and no key path.
  @Test func theValuesABasicAnimationStartsWith() {
    let b = CABasicAnimation()
    #expect(b.fromValue == nil)
    #expect(b.toValue == nil)
    #expect(b.byValue == nil)
    #expect(b.keyPath == nil)
  }

  /// E196 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L57-65, run against
  /// Apple QuartzCore in CI): a keyframe animation starts with no values (its calculation mode, hopeful
  /// in this source, is asserted for E206).
  @Test func aKeyframeAnimationStartsWithNoValues() {
    #expect(CAKeyframeAnimation().values == nil)
  }

  /// E197 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L71-81, run against
  /// Apple QuartzCore in CI): a spring starts at rest (mass, stiffness, damping and settlingDuration are
  /// hopeful in the source and left out).
  @Test func aSpringStartsAtRest() {
    #expect(CASpringAnimation().initialVelocity == 0)
  }

  /// E198 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L87-114, run against
  /// Apple QuartzCore in CI): an animation's setters keep what they are given, the timing function as
  /// the same object.
  @Test func anAnimationsSettersKeepWhatTheyAreGiven() {
    let b = CABasicAnimation()
    let fn = CAMediaTimingFunction(name: .easeIn)
    b.keyPath = "position"
    #expect(b.keyPath == "position")
    b.toValue = 7
    #expect(b.toValue as? Int == 7)
    b.fromValue = 3
    #expect(b.fromValue as? Int == 3)
    b.timingFunction = fn
    #expect(b.timingFunction === fn)
    b.isRemovedOnCompletion = false
    #expect(!b.isRemovedOnCompletion)
    b.isAdditive = true
    #expect(b.isAdditive)
    b.isCumulative = true
    #expect(b.isCumulative)
  }

  /// E199 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimation/animation.m@56ba4a7 L123-138, run against
  /// Apple QuartzCore in CI): the delegate reads back, and an animation keeps its delegate alive until it
  /// is replaced.
  @Test func anAnimationOwnsItsDelegate() {
    let reader = CAAnimation()
    let named = Listener()
    reader.delegate = named
    #expect(reader.delegate === named)

    let a = CAAnimation()
    let watch = Watch()
    var held: Listener? = Listener()
    watch.listener = held
    a.delegate = held
    held = nil
    #expect(watch.listener != nil)
    a.delegate = nil
    #expect(watch.listener == nil)
  }

  /// E203 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimationGroup/group.m@4a68d70 L18-23, run against
  /// Apple QuartzCore in CI): a group derives from CAAnimation and holds no animations to begin with.
  @Test func aGroupIsAnAnimationWithNoAnimations() {
    let g = CAAnimationGroup()
    #expect(directSuperclass(of: g, is: CAAnimation.self))
    #expect(g.animations == nil)
  }

  /// E204 (gnustep/libs-quartzcore Tests/quartzcore/CAAnimationGroup/group.m@4a68d70 L29-48, run against
  /// Apple QuartzCore in CI): a group holds the animations it is given, in order, unaffected by later
  /// changes to the array it was given, and can be emptied again.
  @Test func aGroupHoldsItsAnimationsInOrder() {
    let g = CAAnimationGroup()
    let a = CABasicAnimation(keyPath: "opacity")
    let b = CABasicAnimation(keyPath: "position")
    var both: [CAAnimation] = [a, b]
    g.animations = both
    #expect(g.animations?.count == 2)
    #expect(g.animations?.first === a && g.animations?.last === b)
    both.removeAll()
    #expect(g.animations?.count == 2)
    g.animations = nil
    #expect(g.animations == nil)
  }

  /// E206 (gnustep/libs-quartzcore Tests/quartzcore/CAKeyframeAnimation/properties.m@37559e8 L14-23, run
  /// against Apple QuartzCore in CI): a keyframe animation is a property animation that starts linear,
  /// with no values, key times or timing functions.
  @Test func whatAKeyframeAnimationStartsWith() {
    let k = CAKeyframeAnimation(keyPath: "opacity")
    #expect(directSuperclass(of: k, is: CAPropertyAnimation.self))
    #expect(k.calculationMode == .linear)
    #expect(k.calculationMode.rawValue == "linear")
    #expect(k.values == nil)
    #expect(k.keyTimes == nil)
    #expect(k.timingFunctions == nil)
  }

  /// E207 (gnustep/libs-quartzcore Tests/quartzcore/CAKeyframeAnimation/properties.m@37559e8 L29-33, run
  /// against Apple QuartzCore in CI): the calculation modes are Apple's strings.
  @Test func theCalculationModesAreApplesStrings() {
    #expect(CAAnimationCalculationMode.linear.rawValue == "linear")
    #expect(CAAnimationCalculationMode.discrete.rawValue == "discrete")
    #expect(CAAnimationCalculationMode.paced.rawValue == "paced")
    #expect(CAAnimationCalculationMode.cubic.rawValue == "cubic")
    #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced")
  }

  /// E209 (gnustep/libs-quartzcore Tests/quartzcore/CAKeyframeAnimation/properties.m@37559e8 L49-63, run
  /// against Apple QuartzCore in CI): emptying the values array afterwards leaves the animation alone, and
  /// a calculation mode it does not know is kept as given.
  @Test func keyframeValuesAreCopiedAndUnknownModesKept() {
    let k = CAKeyframeAnimation(keyPath: "opacity")
    var given: [Any] = [Float(0), Float(1)]
    k.values = given
    given.removeAll()
    #expect(k.values?.count == 2)
    k.calculationMode = CAAnimationCalculationMode(rawValue: "nonsense")
    #expect(k.calculationMode.rawValue == "nonsense")
  }

  /// E210 (gnustep/libs-quartzcore Tests/quartzcore/CAValueFunction/valuefunction.m@4de5630 L17-48, run
  /// against Apple QuartzCore in CI): each of the eleven value function names answers a function that
  /// answers that name.
  @Test func everyValueFunctionNameAnswersAFunctionOfThatName() {
    let names: [CAValueFunctionName] = [
      .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY,
      .translateZ,
    ]
    #expect(names.count == 11)
    let functions = names.compactMap { CAValueFunction(name: $0) }
    #expect(functions.count == 11)
    #expect(functions.map(\.name) == names)
  }

  /// E221 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/animations.m@c89ffca L33-49, run against Apple
  /// QuartzCore in CI): removing every animation from a layer with none, or twice, is harmless and leaves
  /// none.
  @Test func removingEveryAnimationTwiceIsHarmless() {
    let empty = CALayer()
    empty.removeAllAnimations()
    #expect((empty.animationKeys() ?? []).isEmpty)
    let l = CALayer()
    l.add(CABasicAnimation(keyPath: "opacity"), forKey: "first")
    l.removeAllAnimations()
    l.removeAllAnimations()
    #expect((l.animationKeys() ?? []).isEmpty)
  }
}
