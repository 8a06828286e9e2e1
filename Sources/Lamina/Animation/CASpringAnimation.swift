import Foundation

/// A basic animation whose progress follows a damped spring (QuartzCore's `CASpringAnimation`).
///
/// The object starts at `fromValue` (distance 1 from `toValue`) with `initialVelocity` (in distances
/// per second, positive towards the target) and obeys m·x″ + c·x′ + k·x = 0; the closed-form
/// solution (under-, critically or over-damped) gives the progress at each time, which may overshoot
/// 1. Time runs in seconds of the animation's local time; `duration` only says how long the spring
/// is shown, and `timingFunction` is not applied (Apple's springs ignore it too).
open class CASpringAnimation: CABasicAnimation {
  override func emptyInstance() -> CAAnimation { CASpringAnimation() }

  /// The mass on the spring; must be positive. Default: 1.
  open var mass: CGFloat = 1
  /// The spring's stiffness; must be positive. Default: 100.
  open var stiffness: CGFloat = 100
  /// The damping coefficient; must not be negative. Default: 10.
  open var damping: CGFloat = 10
  /// The initial velocity, in distances per second towards the target. Default: 0.
  open var initialVelocity: CGFloat = 0

  override func copyProperties(into c: CAAnimation) {
    super.copyProperties(into: c)
    guard let s = c as? CASpringAnimation else { return }
    s.mass = mass
    s.stiffness = stiffness
    s.damping = damping
    s.initialVelocity = initialVelocity
  }

  /// The oscillator for the current parameters (invalid ones replaced by Apple's defaults).
  var oscillator: DampedOscillator {
    func positive(_ v: CGFloat, _ d: Double) -> Double { v > 0 && v.isFinite ? Double(v) : d }
    return DampedOscillator(
      mass: positive(mass, 1), stiffness: positive(stiffness, 100),
      damping: damping >= 0 && damping.isFinite ? Double(damping) : 10,
      velocity: initialVelocity.isFinite ? Double(initialVelocity) : 0)
  }

  /// How long the spring takes to come to rest: the time after which its displacement stays within
  /// 1/1200 of the distance. The threshold reproduces both figures Apple's documentation gives
  /// (mass 1, stiffness 100: damping 5 settles in "approximately 2.85 seconds", damping 15 in "just
  /// over 1 second"; this gives 2.849 and 1.000).
  open var settlingDuration: CFTimeInterval { oscillator.settlingTime(epsilon: 1.0 / 1200) }

  override func value(at f: Double, iteration: Double, base: AnimationValue, time: Double) -> AnimationValue?
  {
    guard let (a, b) = endpoints(base: base) else { return nil }
    let progress = time.isFinite ? 1 - oscillator.displacement(at: time) : 1
    return AnimationValue.interpolate(a, b, progress)
  }

  /// The spring ignores the timing function.
  override var usesTimingFunction: Bool { false }
}

/// A damped harmonic oscillator released at displacement 1: m·x″ + c·x′ + k·x = 0, x(0) = 1,
/// x′(0) = −velocity.
struct DampedOscillator {
  let mass, stiffness, damping, velocity: Double

  private var omega: Double { (stiffness / mass).squareRoot() }
  private var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The displacement from the target at time `t` ≥ 0.
  func displacement(at t: Double) -> Double {
    let (w, z, v0) = (omega, zeta, -velocity)
    if t <= 0 { return 1 }
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      return exp(-z * w * t) * (cos(wd * t) + (v0 + z * w) / wd * sin(wd * t))
    }
    if z == 1 { return exp(-w * t) * (1 + (v0 + w) * t) }
    let root = (z * z - 1).squareRoot()
    let (r1, r2) = (-w * (z - root), -w * (z + root))
    let c2 = (v0 - r1) / (r2 - r1)
    let c1 = 1 - c2
    return c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// An upper bound on |x| from time `t` on: the envelope of the motion.
  private func envelope(_ t: Double) -> Double {
    let (w, z, v0) = (omega, zeta, -velocity)
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let b = (v0 + z * w) / wd
      return (1 + b * b).squareRoot() * exp(-z * w * t)
    }
    if z == 1 { return (1 + abs(v0 + w) * t) * exp(-w * t) }
    let root = (z * z - 1).squareRoot()
    let (r1, r2) = (-w * (z - root), -w * (z + root))
    let c2 = (v0 - r1) / (r2 - r1)
    return abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
  }

  /// The first time after which the envelope stays below `epsilon` (it only falls once past its peak).
  func settlingTime(epsilon: Double) -> Double {
    var hi = 1.0 / 64
    while envelope(hi) > epsilon || envelope(hi * 2) > epsilon {
      hi *= 2
      if hi > 1e6 { return .infinity }
    }
    var lo = 0.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if envelope(mid) > epsilon { lo = mid } else { hi = mid }
    }
    return hi
  }
}
