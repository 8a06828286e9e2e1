import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Keyframe animations (modes, key times, paths, rotation), springs and groups.
@Suite struct KeyframeSpringGroupTests {
  private func present<L: CALayer>(_ layer: L, _ a: CAAnimation, duration: Double = 1, at t: Double) -> L {
    a.duration = duration
    MediaClock.withTime(0) { layer.add(a, forKey: "a") }
    return layer.presentation(at: t)!
  }

  private func keyframes(_ key: String, _ values: [Any], times: [Double]? = nil) -> CAKeyframeAnimation {
    let k = CAKeyframeAnimation(keyPath: key)
    k.values = values
    k.keyTimes = times?.map { NSNumber(value: $0) }
    return k
  }

  /// A layer's copy keeps its timing and key times once prepared, and setting one of them again (which
  /// Apple leaves undefined) is still what evaluation reads.
  @Test func preparedCopiesReadWhatWasLastSet() {
    let layer = CALayer()
    let k = keyframes("opacity", [0, 1], times: [0, 0.5])
    let p = present(layer, k, duration: 2, at: 0.5)
    #expect(abs(p.opacity - 0.5) < 1e-6, "0.5 s of 2: halfway to the key time 0.5")
    let added = layer.animation(forKey: "a") as! CAKeyframeAnimation
    #expect(added.timing.duration == 2)
    added.duration = 4
    added.keyTimes = [0, 1]
    #expect(added.timing.duration == 4)
    // At 0.5 s of 4 the fraction is 0.125, over key times 0…1: 0.125.
    #expect(abs(layer.presentation(at: 0.5)!.opacity - 0.125) < 1e-6)
  }

  @Test func calculationModes() {
    func x(_ k: CAKeyframeAnimation, _ t: Double) -> CGFloat { present(CALayer(), k, at: t).position.x }
    #expect(x(keyframes("position.x", [0, 10, 30]), 0.75).isApproximatelyEqual(to: 20, tolerance: 1e-4))
    #expect(
      x(keyframes("position.x", [0, 10, 30], times: [0, 0.8, 1]), 0.4).isApproximatelyEqual(
        to: 5, tolerance: 1e-4))
    let discrete = keyframes("position.x", [0, 10, 30])
    discrete.calculationMode = .discrete
    #expect(x(discrete, 0.5) == 10 && x(discrete, 0.2) == 0 && x(discrete, 0.9) == 30)
    let discreteTimed = keyframes("position.x", [0, 10, 30], times: [0, 0.1, 0.2, 1])
    discreteTimed.calculationMode = .discrete
    #expect(x(discreteTimed, 0.15) == 10 && x(discreteTimed, 0.5) == 30)
    // A timing function overshooting 0…1 (its y are free) holds the last or first value; it
    // trapped converting 1e30 to an index, and indexed −1 below 0.
    let overshoot = keyframes("position.x", [0, 10, 30])
    overshoot.calculationMode = .discrete
    overshoot.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, 1e30, 0.5, 1e30)
    #expect(x(overshoot, 0.5) == 30)
    overshoot.timingFunction = CAMediaTimingFunction(controlPoints: 0.5, -3, 0.5, -3)
    #expect(x(overshoot, 0.5) == 0)
    // Paced: constant speed over the 30-point trip, key times ignored.
    let paced = keyframes("position.x", [0, 10, 30], times: [0, 0.9, 1])
    paced.calculationMode = .paced
    #expect(x(paced, 0.5).isApproximatelyEqual(to: 15, tolerance: 1e-4))
    // Cubic (Catmull–Rom) through evenly spaced values: constant speed inside, and at the ends the
    // missing neighbour is the end keyframe itself (tangent 5 at 0, 10 at the second keyframe):
    // Hermite at t = ½ gives 0·½ + 5·⅛ + 10·½ − 10·⅛ = 4.375.
    let cubic = keyframes("position.x", [0, 10, 20, 30])
    cubic.calculationMode = .cubic
    #expect(
      x(cubic, 0.5).isApproximatelyEqual(to: 15, tolerance: 1e-4)
        && x(cubic, 1.0 / 6).isApproximatelyEqual(to: 4.375, tolerance: 1e-4))
    // Through 0, 10, 0 it overshoots nothing at the keyframes and bulges between them.
    let bump = keyframes("position.x", [0, 10, 0])
    bump.calculationMode = .cubic
    #expect(x(bump, 0.5).isApproximatelyEqual(to: 10, tolerance: 1e-4) && x(bump, 0.25) > 5)
    // Per-segment timing functions.
    let eased = keyframes("position.x", [0, 10, 30])
    eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
    #expect(abs(x(eased, 0.25) - 3.15356813) < 1e-6)
  }

  @Test func pathsAndRotation() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 300))
    let k = CAKeyframeAnimation(keyPath: "position")
    k.path = path
    // Linear: each segment gets the same time.
    #expect(
      present(CALayer(), k, at: 0.25).position.isApproximatelyEqual(to: CGPoint(x: 50, y: 0), tolerance: 1e-4)
    )
    #expect(
      present(CALayer(), k, at: 0.75).position.isApproximatelyEqual(
        to: CGPoint(x: 100, y: 150), tolerance: 1e-4))
    // Paced: 400 points at constant speed.
    k.calculationMode = .paced
    #expect(
      present(CALayer(), k, at: 0.5).position.isApproximatelyEqual(
        to: CGPoint(x: 100, y: 100), tolerance: 1e-4))
    k.rotationMode = .rotateAuto
    #expect(
      present(CALayer(), k, at: 0.5).transform.isApproximatelyEqual(
        to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), tolerance: 1e-4))
    #expect(
      present(CALayer(), k, at: 0.1).transform.isApproximatelyEqual(
        to: CATransform3DIdentity, tolerance: 1e-4))
    k.rotationMode = .rotateAutoReverse
    #expect(
      present(CALayer(), k, at: 0.1).transform.isApproximatelyEqual(
        to: CATransform3DMakeRotation(.pi, 0, 0, 1), tolerance: 1e-4))
  }

  @Test func keyframeProblems() {
    let l = CALayer()
    #expect(
      keyframes("opacity", [0, 1], times: [0, 0.5, 1]).problem(on: l)
        == "keyTimes has 3 entries; linear mode with 2 values needs 2")
    #expect(
      keyframes("opacity", [0, 1], times: [0.5, 0.2]).problem(on: l) == "keyTimes must rise from 0 to 1")
    #expect(keyframes("opacity", []).problem(on: l) == "the keyframe animation has neither values nor a path")
    #expect(
      keyframes("opacity", [0, "x"]).problem(on: l)
        == "values[1] is a String, which \"opacity\" does not take")
    // Mismatched key times are ignored when evaluating: values spread evenly.
    #expect(
      present(CALayer(), keyframes("position.x", [0, 10], times: [0, 0.9, 1]), at: 0.5).position.x
        .isApproximatelyEqual(to: 5, tolerance: 1e-4))
  }

  /// The closed-form spring against a numerical integration of m·x″ + c·x′ + k·x = 0 (RK4, 0.1 ms steps).
  @Test func springMatchesTheDifferentialEquation() {
    for (m, k, c, v) in [
      (1.0, 100.0, 10.0, 0.0), (2.0, 300.0, 49.0, 3.0), (1.0, 100.0, 20.0, -2.0), (1, 50, 40, 0),
    ] {
      let osc = DampedOscillator(mass: m, stiffness: k, damping: c, velocity: v)
      var (x, u) = (1.0, -v)
      let h = 1e-4
      func a(_ x: Double, _ u: Double) -> Double { -(c * u + k * x) / m }
      for step in 1...20000 {
        let (k1x, k1u) = (u, a(x, u))
        let (k2x, k2u) = (u + h / 2 * k1u, a(x + h / 2 * k1x, u + h / 2 * k1u))
        let (k3x, k3u) = (u + h / 2 * k2u, a(x + h / 2 * k2x, u + h / 2 * k2u))
        let (k4x, k4u) = (u + h * k3u, a(x + h * k3x, u + h * k3u))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        u += h / 6 * (k1u + 2 * k2u + 2 * k3u + k4u)
        if step % 1000 == 0 {
          #expect(abs(osc.displacement(at: Double(step) * h) - x) < 1e-7, "\(m) \(k) \(c) \(step)")
        }
      }
    }
  }

  /// Apple's documentation: mass 1, stiffness 100, damping 5 settles in "approximately 2.85 seconds";
  /// damping 15 in "just over 1 second".
  @Test func settlingDurationMatchesApplesFigures() {
    let s = CASpringAnimation(keyPath: "position.x")
    s.damping = 5
    #expect(abs(s.settlingDuration - 2.85) < 0.01)
    s.damping = 15
    #expect(s.settlingDuration > 1 && s.settlingDuration < 1.02)
    s.mass = -1  // invalid: treated as Apple's default
    #expect(s.settlingDuration > 1 && s.settlingDuration < 1.02)
  }

  @Test func springOvershootsAndIgnoresTheTimingFunction() {
    let s = CASpringAnimation(keyPath: "position.x")
    s.fromValue = 0
    s.toValue = 100
    s.timingFunction = CAMediaTimingFunction(name: .easeIn)
    let osc = s.oscillator
    let x = present(CALayer(), s, duration: 2, at: 0.3).position.x
    #expect(x.isApproximatelyEqual(to: 100 * (1 - osc.displacement(at: 0.3)), tolerance: 1e-4))
    #expect(x > 100)  // damping ratio 0.5 overshoots by 0.3 s
  }

  @Test func groupsShareOneTimeline() {
    let g = CAAnimationGroup()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    fade.beginTime = 1
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 2
    g.animations = [fade, move]
    g.speed = 2
    let layer = CALayer()
    layer.opacity = 0.2
    // Group time 0.5 s → local 1 s: the fade starts (child beginTime 1 counts from the group's start).
    let p = present(layer, g, duration: 2, at: 0.5)
    #expect(p.opacity == 0 && p.position.x.isApproximatelyEqual(to: 50, tolerance: 1e-4))
    let q = layer.presentation(at: 0.75)!
    #expect(q.opacity == 0.5 && q.position.x.isApproximatelyEqual(to: 75, tolerance: 1e-4))
    // Past the group's end nothing of the children shows.
    #expect(layer.presentation(at: 1.5)!.opacity == 0.2)
  }
}
