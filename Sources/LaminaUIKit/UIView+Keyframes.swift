import Foundation
import Lamina

// UIKit's keyframe block animations over Core Animation: the changes each `addKeyframe` block
// makes are recorded, and each animated property gets one `CAKeyframeAnimation` over the whole
// duration, of the shape UIKit makes (as dumped from UIKit, Stack Overflow 20521214: alpha to 0
// over the first tenth of 10 s gives keyTimes (0, 0.1, 1), values (1, 0, 0), linear calculation,
// fill mode both, an ease-in-ease-out timing function, keyed by its key path).

extension UIView {
  /// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`). A curve of
  /// `AnimationOptions` passed in its raw value (`curveLinear`) sets the overall timing, as in UIKit.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lay out subviews as the animation runs.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Let touches through while animating.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the value shown now (Lamina always does).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat for ever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Straight lines between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jumps from keyframe to keyframe.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pace over the whole animation.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// The keyframes being recorded on this task, if any.
  @TaskLocal static var keyframeRecording: KeyframeRecording?

  /// Animates the changes the `addKeyframe` blocks in `animations` make, each over its part of
  /// `duration` seconds, after `delay`.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let recording = KeyframeRecording()
    CATransaction.begin()
    if let completion { CATransaction.setCompletionBlock { completion(true) } }
    $keyframeRecording.withValue(recording) { animations() }
    recording.addAnimations(duration: duration, delay: delay, options: options)
    CATransaction.commit()
  }

  /// Inside `animateKeyframes`, records the changes `animations` makes as a keyframe from
  /// `frameStartTime` for `frameDuration` (both fractions of the whole); elsewhere makes them.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let recording = keyframeRecording else { return animations() }
    let outer = recording.frame
    recording.frame = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
    defer { recording.frame = outer }
    animations()
  }
}

/// The changes recorded in one `animateKeyframes` block: per layer and key, the keyframes in the
/// order they were added. Only the task running the block touches it (it is task-local and the
/// block runs synchronously), hence `@unchecked Sendable`.
final class KeyframeRecording: @unchecked Sendable {
  struct Segment {
    var start: Double
    var duration: Double
    var from: Any?
    var to: Any?
  }

  /// The keyframe being recorded (start, duration); changes outside one span the whole block.
  var frame: (start: Double, duration: Double)?
  private var tracks: [(layer: CALayer, key: String, segments: [Segment])] = []

  /// An action that records the change it is run for.
  func recorder() -> CAAction { Recorder(self) }

  func record(_ key: String, on layer: CALayer) {
    let (start, duration) = frame ?? (0, 1)
    let segment = Segment(
      start: start, duration: duration, from: layer.valueBeforeChange(of: key),
      to: layer.value(forKeyPath: key))
    if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
      tracks[i].segments.append(segment)
    } else {
      tracks.append((layer, key, [segment]))
    }
  }

  /// One keyframe animation per recorded property, added under its key.
  func addAnimations(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions) {
    for track in tracks where duration > 0 {
      let (times, values) = Self.keyframes(track.segments.sorted { $0.start < $1.start })
      let animation = CAKeyframeAnimation(keyPath: track.key)
      animation.keyTimes = times.map { NSNumber(value: $0) }
      animation.values = values
      animation.duration = duration
      animation.calculationMode = Self.calculationMode(options)
      animation.timingFunction = CAMediaTimingFunction(
        name: UIView.AnimationOptions(rawValue: options.rawValue).curve)
      animation.fillMode = .both
      if delay > 0 { animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + delay }
      if options.contains(.autoreverse) { animation.autoreverses = true }
      if options.contains(.repeat) { animation.repeatCount = .infinity }
      track.layer.add(animation, forKey: track.key)
    }
  }

  /// Key times and values: the value before the first keyframe held until it starts, each
  /// keyframe reached at its end and held until the next starts, the last held to the end.
  static func keyframes(_ segments: [Segment]) -> ([Double], [Any]) {
    var current = segments.first?.from ?? segments.first?.to ?? 0
    var times: [Double] = [0]
    var values: [Any] = [current]
    for s in segments {
      if s.start > times.last! {
        times.append(s.start)
        values.append(current)
      }
      current = s.to ?? current
      times.append(max(min(s.start + s.duration, 1), times.last!))
      values.append(current)
    }
    if times.last! < 1 {
      times.append(1)
      values.append(current)
    }
    return (times, values)
  }

  static func calculationMode(_ options: UIView.KeyframeAnimationOptions) -> CAAnimationCalculationMode {
    switch options.rawValue >> 10 & 7 {
    case 1: .discrete
    case 2: .paced
    case 3: .cubic
    case 4: .cubicPaced
    default: .linear
    }
  }

  private final class Recorder: CAAction {
    let recording: KeyframeRecording
    init(_ recording: KeyframeRecording) { self.recording = recording }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
      if let layer = anObject as? CALayer { recording.record(event, on: layer) }
    }
  }
}
