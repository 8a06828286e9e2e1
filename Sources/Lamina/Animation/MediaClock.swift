import Foundation
import Synchronization

/// The clock Core Animation's time is read from: explicit, so any moment can be rendered again.
///
/// Apple's `CACurrentMediaTime()` reads the host's uptime; Lamina's reads this clock, which starts at
/// 0 and moves only when told (`set(_:)`, `advance(by:)`), so every run sees the same times. Moving
/// it forward is what the passing of time is on a device: animations that end are removed (when
/// `isRemovedOnCompletion`), their delegates hear `animationDidStart`/`animationDidStop`, and
/// transaction completion blocks run, in order of their end times. `withTime(_:_:)` reads a
/// different time for one task without moving the shared clock (tests running in parallel use it);
/// animations added inside it are not the shared clock's to end.
public enum MediaClock {
  private struct State: ~Copyable {
    var now: CFTimeInterval = 0
    var pending: [PendingAnimation] = []
  }

  private static let state = Mutex(State())
  @TaskLocal private static var scoped: CFTimeInterval?

  /// The current media time: the scoped time when inside `withTime`, else the shared clock's.
  public static var now: CFTimeInterval { scoped ?? state.withLock { $0.now } }

  /// Runs `body` with `now` reading `time` (for this task and its children only).
  public static func withTime<R>(_ time: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
    try $scoped.withValue(time, operation: body)
  }

  /// Moves the shared clock to `time` (never backwards: an earlier time is ignored; NaN too), and
  /// delivers every start, end and completion that falls due.
  public static func set(_ time: CFTimeInterval) {
    let due: [PendingAnimation] = state.withLock { s in
      guard time > s.now else { return [] }
      s.now = time
      let due = s.pending.filter { $0.nextEvent <= time }
      s.pending.removeAll { $0.nextEvent <= time && $0.endTime <= time }
      return due.sorted { $0.nextEvent < $1.nextEvent }
    }
    for item in due { item.deliver(upTo: time) }
  }

  /// Moves the shared clock forward by `interval` seconds.
  public static func advance(by interval: CFTimeInterval) {
    guard interval > 0 else { return }
    set(state.withLock { $0.now } + interval)
  }

  /// Stops watching `animation`, removed from its layer before its end: its delegate hears
  /// `animationDidStop(_:finished: false)` and its transactions count it done.
  static func cancel(_ animation: CAAnimation) {
    let item = state.withLock { s -> PendingAnimation? in
      guard let i = s.pending.firstIndex(where: { $0.animation === animation }) else { return nil }
      return s.pending.remove(at: i)
    }
    if let item {
      item.finish(removed: false, finished: false)
    } else {
      animation.delegate?.animationDidStop(animation, finished: false)
    }
  }

  /// Starts watching an animation added to `layer` under `key`, which starts and ends at the given
  /// media times, so the clock can deliver its events. One added inside `withTime` lives on that
  /// task's time: the shared clock does not watch it, so moving the shared clock never ends it (nor
  /// tells its delegate it stopped, nor runs its transaction's completion).
  static func watch(_ item: PendingAnimation) {
    let now = self.now
    if item.startTime <= now { item.deliverStart() }
    guard item.endTime.isFinite, scoped == nil else { return }
    state.withLock { $0.pending.append(item) }
  }
}

/// An animation on a layer whose start and end the clock reports.
final class PendingAnimation: @unchecked Sendable {
  weak var layer: CALayer?
  let key: String
  let animation: CAAnimation
  let startTime: CFTimeInterval
  let endTime: CFTimeInterval
  let transactions: [TransactionGroup]
  private var started = false
  private var stopped = false

  init(
    layer: CALayer, key: String, animation: CAAnimation, start: CFTimeInterval, end: CFTimeInterval,
    transactions: [TransactionGroup]
  ) {
    (self.layer, self.key, self.animation, startTime, endTime) = (layer, key, animation, start, end)
    self.transactions = transactions
  }

  var nextEvent: CFTimeInterval { started ? endTime : startTime }

  func deliverStart() {
    guard !started else { return }
    started = true
    animation.delegate?.animationDidStart(animation)
  }

  func deliver(upTo time: CFTimeInterval) {
    deliverStart()
    guard time >= endTime else { return }
    finish(removed: animation.isRemovedOnCompletion)
  }

  /// Ends the animation: removes it from its layer when asked, tells its delegate, counts it done.
  func finish(removed: Bool, finished: Bool = true) {
    guard !stopped else { return }
    stopped = true
    if removed, let layer { layer.detachAnimation(animation, forKey: key) }
    animation.delegate?.animationDidStop(animation, finished: finished)
    for group in transactions { group.animationEnded() }
  }
}

/// Core Animation's media time (QuartzCore's `CACurrentMediaTime`): `MediaClock.now`.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
