import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by the gnustep timing-function suites and ChouTiUI's tests.
@Suite struct TimingFunctionTests {
  /// Control point `index` of `f` as (x, y).
  private func controlPoint(_ f: CAMediaTimingFunction, _ index: Int) -> (x: Float, y: Float) {
    var p: [Float] = [.nan, .nan]
    f.getControlPoint(at: index, values: &p)
    return (p[0], p[1])
  }

  /// Whether control point `index` of `f` is (x, y) within 1e-4, the source's tolerance.
  private func hasControlPoint(_ f: CAMediaTimingFunction, _ index: Int, _ x: Float, _ y: Float) -> Bool {
    let p = controlPoint(f, index)
    return abs(p.x - x) < 1e-4 && abs(p.y - y) < 1e-4
  }

  /// The presented `position.x` of a layer running `animation` (from 0 to 1, begun at media time 0, kept
  /// after its end) at each of `times`.
  private func progress(of animation: CABasicAnimation, at times: [Double]) -> [Double] {
    animation.fromValue = 0.0
    animation.toValue = 1.0
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    let l = CALayer()
    MediaClock.withTime(0) { l.add(animation, forKey: "progress") }
    return times.map { Double(l.presentation(at: $0)?.position.x ?? .nan) }
  }

  /// E223 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTimingFunction/camediatimingfunction.m@98f0d6e
  /// L25-28, run against Apple QuartzCore in CI): a custom function keeps its control points between the
  /// (0,0) and (1,1) ends.
  @Test func aCustomFunctionKeepsItsControlPoints() {
    let f = CAMediaTimingFunction(controlPoints: 0.1, 1.0, 1.0, 0.2)
    #expect(hasControlPoint(f, 0, 0, 0))
    #expect(hasControlPoint(f, 1, 0.1, 1.0))
    #expect(hasControlPoint(f, 2, 1.0, 0.2))
    #expect(hasControlPoint(f, 3, 1, 1))
  }

  /// E224 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTimingFunction/camediatimingfunction.m@98f0d6e
  /// L30-32, run against Apple QuartzCore in CI): the linear function runs straight from (0,0) to (1,1).
  @Test func theLinearFunctionsControlPoints() {
    let f = CAMediaTimingFunction(name: .linear)
    #expect(hasControlPoint(f, 0, 0, 0))
    #expect(hasControlPoint(f, 1, 0, 0))
    #expect(hasControlPoint(f, 2, 1, 1))
    #expect(hasControlPoint(f, 3, 1, 1))
  }

  /// E226 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTimingFunction/evaluation.m@ae4e814 L26-52, run
  /// against Apple QuartzCore in CI): every named function is 0 at input 0 and 1 at input 1 (1e-4).
  @Test func everyNamedFunctionRunsFromZeroToOne() {
    let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    for name in names {
      let f = CAMediaTimingFunction(name: name)
      #expect(f.progress(at: 0).isApproximatelyEqual(to: 0, tolerance: 1e-4), "\(name.rawValue)")
      #expect(f.progress(at: 1).isApproximatelyEqual(to: 1, tolerance: 1e-4), "\(name.rawValue)")
    }
  }

  /// E229 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTimingFunction/evaluation.m@ae4e814 L97-109, run
  /// against Apple QuartzCore in CI): curves given their control points, evaluated (1e-4).
  @Test func curvesGivenTheirControlPoints() {
    let straight = CAMediaTimingFunction(controlPoints: 0, 0, 1, 1)
    #expect(straight.progress(at: 0).isApproximatelyEqual(to: 0, tolerance: 1e-4))
    #expect(straight.progress(at: 0.5).isApproximatelyEqual(to: 0.5, tolerance: 1e-4))
    #expect(straight.progress(at: 1).isApproximatelyEqual(to: 1, tolerance: 1e-4))
    let steep = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
    #expect(steep.progress(at: 0.25).isApproximatelyEqual(to: 0.105889, tolerance: 1e-4))
    #expect(steep.progress(at: 0.5).isApproximatelyEqual(to: 0.5, tolerance: 1e-4))
    #expect(steep.progress(at: 0.75).isApproximatelyEqual(to: 0.894111, tolerance: 1e-4))
  }

  /// E235 and the spring half of E237 (honghaoz/ChouTiUI ChouTiUI/Tests/ChouTiUITests/Universal/
  /// CoreAnimation/CASpringAnimation+ExtensionsTests.swift@7ed1f8c L42-46 and
  /// CAAnimation+ExtensionsTests.swift@7ed1f8c L42-47, run on macOS through Apple's private
  /// -_solveForInput:): a critically damped spring (mass 1, stiffness (2π)², damping 4π, duration 1.2 s,
  /// the row's durationForEpsilon) at 0, ¼, ½, ¾ and all of its duration. Apple answers Floats, so the
  /// comparison is to 1e-6.
  @Test func aCriticallyDampedSpringFollowsApplesCurve() {
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.mass = 1
    spring.stiffness = (2 * .pi) * (2 * .pi)
    spring.damping = 4 * .pi
    spring.duration = 1.2
    let measured = progress(of: spring, at: [0, 0.3, 0.6, 0.9, 1.2])
    let apple = [0, 0.56196046, 0.89003396, 0.976705, 0.99546117]
    #expect(
      zip(measured, apple).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: 1e-6) }, "\(measured)")
  }

  /// The linear half of E237 (honghaoz/ChouTiUI ChouTiUI/Tests/ChouTiUITests/Universal/CoreAnimation/
  /// CAAnimation+ExtensionsTests.swift@7ed1f8c L49-55, run on macOS): a one-second linear animation's
  /// progress at 0, ¼, ½, ¾ and all of its duration.
  @Test func aLinearAnimationProgressesEvenly() {
    let linear = CABasicAnimation(keyPath: "position.x")
    linear.duration = 1
    linear.timingFunction = CAMediaTimingFunction(name: .linear)
    let measured = progress(of: linear, at: [0, 0.25, 0.5, 0.75, 1])
    let apple = [0, 0.25, 0.5, 0.75, 1.0]
    #expect(
      zip(measured, apple).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: 1e-6) }, "\(measured)")
  }
}
