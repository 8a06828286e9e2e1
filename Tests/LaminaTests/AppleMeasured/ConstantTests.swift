import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's constant and protocol suites.
@Suite struct ConstantTests {
  /// A layer delegate that implements nothing.
  private final class EmptyLayerDelegate: CALayerDelegate {}
  /// A layout manager that implements only what Swift requires of it.
  private final class EmptyLayoutManager: CALayoutManager {
    func layoutSublayers(of layer: CALayer) {}
  }
  /// An animation delegate that implements nothing.
  private final class EmptyAnimationDelegate: CAAnimationDelegate {}

  /// E371 (gnustep/libs-quartzcore Tests/quartzcore/constants/constants.m@98f0d6e L16-24, 114-120, run
  /// against Apple QuartzCore in CI; the discrete and fill-mode names sit under testHopeful there): the
  /// calculation and fill mode names.
  @Test func theCalculationAndFillModeNames() {
    let modes: [CAAnimationCalculationMode] = [.discrete, .linear, .paced, .cubic, .cubicPaced]
    #expect(modes.map(\.rawValue) == ["discrete", "linear", "paced", "cubic", "cubicPaced"])
    let fills: [CAMediaTimingFillMode] = [.backwards, .both, .forwards, .removed]
    #expect(fills.map(\.rawValue) == ["backwards", "both", "forwards", "removed"])
  }

  /// E372 (gnustep/libs-quartzcore Tests/quartzcore/constants/constants.m@98f0d6e L26-28, run against Apple
  /// QuartzCore in CI, under testHopeful): the fill rules are named even-odd and non-zero.
  @Test func theFillRuleNames() {
    #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
  }

  /// E374 (gnustep/libs-quartzcore Tests/quartzcore/constants/constants.m@98f0d6e L54-64, run against Apple
  /// QuartzCore in CI, under testHopeful): the line cap and line join names.
  @Test func theLineCapAndJoinNames() {
    let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
    #expect(caps.map(\.rawValue) == ["butt", "round", "square"])
    let joins: [CAShapeLayerLineJoin] = [.bevel, .miter, .round]
    #expect(joins.map(\.rawValue) == ["bevel", "miter", "round"])
  }

  /// E375 (gnustep/libs-quartzcore Tests/quartzcore/constants/constants.m@98f0d6e L66-74, run against Apple
  /// QuartzCore in CI, under testHopeful): the timing function names.
  @Test func theTimingFunctionNames() {
    let names: [CAMediaTimingFunctionName] = [.default, .easeIn, .easeInEaseOut, .easeOut, .linear]
    #expect(names.map(\.rawValue) == ["default", "easeIn", "easeInEaseOut", "easeOut", "linear"])
  }

  /// E376 (gnustep/libs-quartzcore Tests/quartzcore/constants/constants.m@98f0d6e L76-96, run against Apple
  /// QuartzCore in CI, under testHopeful): the value function names.
  @Test func theValueFunctionNames() {
    let names: [CAValueFunctionName] = [
      .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY,
      .translateZ,
    ]
    #expect(
      names.map(\.rawValue) == [
        "rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ", "translate", "translateX",
        "translateY", "translateZ",
      ])
  }

  /// E380 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/modern.m@a00fea6 L28-57, run against Apple
  /// QuartzCore in CI): the corner curve names and the corner bits (the contents-format, dynamic-range
  /// and tone-map names of the same row have no Lamina API).
  @Test func theCornerCurveNamesAndCornerBits() {
    #expect(CALayerCornerCurve.circular.rawValue == "circular")
    #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
    #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
    #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
    #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
  }

  /// E381 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/masking.m@a305db1 L49-52, run against Apple
  /// QuartzCore in CI): the edge bits are left 1, right 2, bottom 4, top 8.
  @Test func theEdgeBits() {
    #expect(CAEdgeAntialiasingMask.layerLeftEdge.rawValue == 1)
    #expect(CAEdgeAntialiasingMask.layerRightEdge.rawValue == 2)
    #expect(CAEdgeAntialiasingMask.layerBottomEdge.rawValue == 4)
    #expect(CAEdgeAntialiasingMask.layerTopEdge.rawValue == 8)
  }

  /// E382 (gnustep/libs-quartzcore Tests/quartzcore/protocols/names.m@ed5b523 L45-110, run against Apple
  /// QuartzCore in CI): classes conform by naming the delegate and layout-manager protocols, a layer and
  /// an animation hold such objects, layers and animations are timed, and an animation is an action.
  /// (Objective-C's "implementing without naming is not conforming" has no Swift counterpart.)
  @Test func theProtocolsCanBeNamedAndHeld() {
    let layer = CALayer()
    let delegate = EmptyLayerDelegate()
    let manager = EmptyLayoutManager()
    layer.delegate = delegate
    layer.layoutManager = manager
    #expect(layer.delegate === delegate)
    #expect(layer.layoutManager === manager)
    let animation = CAAnimation()
    let animationDelegate = EmptyAnimationDelegate()
    animation.delegate = animationDelegate
    #expect(animation.delegate === animationDelegate)
    let timedLayer: Any = CALayer()
    let timedAnimation: Any = CAAnimation()
    #expect(timedLayer is CAMediaTiming)
    #expect(timedAnimation is CAMediaTiming)
    #expect(timedAnimation is CAAction)
  }
}
