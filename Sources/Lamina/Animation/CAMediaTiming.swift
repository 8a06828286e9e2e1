import Foundation

/// The timing model shared by layers and animations (QuartzCore's `CAMediaTiming`).
///
/// Each object converts its parent's time to its own: `local = (parent − beginTime) × speed +
/// timeOffset`. An animation is active for `repeatDuration`, else `repeatCount` cycles (1 when 0),
/// of `duration` (twice that when it `autoreverses`); outside that span `fillMode` decides whether
/// its first or last value still applies. Layers use only `beginTime`, `speed` and `timeOffset`, which
/// scale the time of their whole subtree (how animations are paused and scrubbed).
public protocol CAMediaTiming: AnyObject {
  /// When the object starts, in its parent's time. Default: 0.
  var beginTime: CFTimeInterval { get set }
  /// The length of one cycle, in local time. Default: 0 (an animation added to a layer then takes the
  /// transaction's animation duration, 0.25 s unless set).
  var duration: CFTimeInterval { get set }
  /// How fast local time runs against the parent's; 0 freezes it at `timeOffset`. Default: 1.
  var speed: Float { get set }
  /// Added to local time after scaling: where in its cycle the object starts. Default: 0.
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles to play, fractions allowed, `.infinity` for ever. Default: 0 (one).
  var repeatCount: Float { get set }
  /// How long to repeat for, in local time; used instead of `repeatCount` when positive. Default: 0.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each cycle plays forwards then backwards. Default: `false`.
  var autoreverses: Bool { get set }
  /// What the object shows before it starts and after it ends. Default: `.removed`.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active span (QuartzCore's string-backed type).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// `"removed"`, `"forwards"`, `"backwards"` or `"both"`.
  public let rawValue: String
  /// Wraps a raw value; unknown strings behave as `.removed`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No effect outside the active span.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The last value stays after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value applies before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both `forwards` and `backwards`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  var fillsForwards: Bool { self == .forwards || self == .both }
  var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The timing fields of one object, as plain values (read once per evaluation).
struct TimingFields {
  var beginTime: Double
  var duration: Double
  var speed: Double
  var timeOffset: Double
  var repeatCount: Double
  var repeatDuration: Double
  var autoreverses: Bool
  var fillMode: CAMediaTimingFillMode
  /// The animation's `isRemovedOnCompletion` (not timing, but read with it on every evaluation).
  var isRemovedOnCompletion: Bool

  init(_ t: CAAnimation) {
    isRemovedOnCompletion = t.isRemovedOnCompletion
    (beginTime, duration, speed, timeOffset) = (t.beginTime, t.duration, Double(t.speed), t.timeOffset)
    (repeatCount, repeatDuration) = (Double(t.repeatCount), t.repeatDuration)
    (autoreverses, fillMode) = (t.autoreverses, t.fillMode)
  }

  /// One simple cycle's length: `duration`, or 0.25 s (CATransaction's default animation duration)
  /// when it is zero, negative or not a number, as Core Animation plays zero-duration animations.
  var simpleDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }

  /// The span the object is active for, in local time (may be infinite).
  var activeDuration: Double {
    let cycle = simpleDuration * (autoreverses ? 2 : 1)
    if repeatDuration > 0 { return repeatDuration }
    let count = repeatCount > 0 ? repeatCount : 1  // NaN and negatives play once
    return cycle * count
  }

  /// Where an object timed by these fields is at `parentTime`: `nil` when it has no effect then.
  /// `speed` that is not finite counts as 1; a time that is not a number has no effect.
  func state(at parentTime: Double) -> TimingState? {
    guard !parentTime.isNaN else { return nil }
    let rate = speed.isFinite ? speed : 1
    var elapsed = rate == 0 ? 0 : (parentTime - beginTime) * rate
    if elapsed.isNaN { elapsed = 0 }
    let active = activeDuration
    let offset = timeOffset.isFinite ? timeOffset : 0
    if elapsed < 0 {
      guard fillMode.fillsBackwards else { return nil }
      return cycleState(offset, atEnd: false)
    }
    if elapsed >= active {
      guard fillMode.fillsForwards else { return nil }
      return cycleState(active + offset, atEnd: true)
    }
    return cycleState(elapsed + offset, atEnd: false)
  }

  /// Whether the active span is over at `parentTime` (never, when time is frozen or runs backwards).
  func hasEnded(at parentTime: Double) -> Bool {
    let rate = speed.isFinite ? speed : 1
    guard rate > 0, parentTime.isFinite else { return false }
    return (parentTime - beginTime) * rate >= activeDuration
  }

  /// The fraction of the simple duration and the completed cycles at local time `t`.
  private func cycleState(_ t: Double, atEnd: Bool) -> TimingState {
    let d = simpleDuration
    let cycle = d * (autoreverses ? 2 : 1)
    guard t > 0, t.isFinite else {
      return TimingState(fraction: 0, iteration: 0)
    }
    var k = (t / cycle).rounded(.down)
    var position = t - k * cycle
    // The end of the last cycle is the end of that cycle, not the start of the next.
    if atEnd && position <= 1e-12 * cycle && k > 0 {
      k -= 1
      position = cycle
    }
    let fraction = position <= d ? position / d : (cycle - position) / d
    return TimingState(fraction: min(max(fraction, 0), 1), iteration: k)
  }
}

/// Where a timed object is at one moment.
struct TimingState {
  /// Progress through the simple duration, 0…1, reversals applied, before any timing function.
  var fraction: Double
  /// Cycles completed before this one (what `isCumulative` multiplies).
  var iteration: Double
}
