import Foundation

/// An animation through a sequence of values or along a path (QuartzCore's `CAKeyframeAnimation`).
///
/// The rules are those of Apple's documentation: `keyTimes` (fractions of the duration, from 0 to 1,
/// non-decreasing) give each value's time, one per value in linear and cubic mode and one more than
/// the values in discrete mode; without them (or with a count that does not fit) the values are
/// spread evenly. `timingFunctions` pace each segment. Paced modes ignore both and move at constant
/// speed. A `path` replaces `values` for point properties: its elements' end points are the
/// keyframes, and `rotationMode` turns the layer along the path's tangent.
open class CAKeyframeAnimation: CAPropertyAnimation {
  override func emptyInstance() -> CAAnimation { CAKeyframeAnimation() }

  /// The keyframe values. Default: `nil`.
  open var values: [Any]? { didSet { prepared = nil } }
  /// A path for point properties; when set, `values` is ignored. Default: `nil`.
  open var path: CGPath? { didSet { prepared = nil } }
  /// The keyframes, the path's walk and the key times (clamped to 0…1), once `prepare()` ran.
  private var prepared: (frames: [AnimationValue], walk: KeyframePath?, keyTimes: [Double]?)?

  override func prepare() {
    super.prepare()
    prepared = (frames, path.map { KeyframePath($0) }, clampedKeyTimes)
  }

  /// `keyTimes` as numbers clamped to 0…1.
  private var clampedKeyTimes: [Double]? { keyTimes?.map { min(max($0.doubleValue, 0), 1) } }
  /// Each keyframe's time as a fraction of the duration. Default: `nil` (evenly spaced).
  open var keyTimes: [NSNumber]? { didSet { prepared = nil } }
  /// One timing function per segment (one fewer than the keyframes); a shorter array leaves the
  /// rest linear. Default: `nil`.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed. Default: `.linear`.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether a layer moving along `path` turns with its tangent. Default: `nil` (it does not).
  open var rotationMode: CAAnimationRotationMode?
  /// Kochanek–Bartels tension per keyframe, for cubic modes. Default: `nil` (0, Catmull–Rom).
  open var tensionValues: [NSNumber]?
  /// Kochanek–Bartels continuity per keyframe, for cubic modes. Default: `nil` (0).
  open var continuityValues: [NSNumber]?
  /// Kochanek–Bartels bias per keyframe, for cubic modes. Default: `nil` (0).
  open var biasValues: [NSNumber]?

  override func copyProperties(into c: CAAnimation) {
    super.copyProperties(into: c)
    guard let k = c as? CAKeyframeAnimation else { return }
    k.values = values
    k.path = path
    k.keyTimes = keyTimes
    k.timingFunctions = timingFunctions
    k.calculationMode = calculationMode
    k.rotationMode = rotationMode
    k.tensionValues = tensionValues
    k.continuityValues = continuityValues
    k.biasValues = biasValues
  }

  /// The keyframes: the path's points, or the values.
  var frames: [AnimationValue] {
    if let prepared { return prepared.frames }
    if let path { return KeyframePath(path).points.map { .point($0) } }
    return (values ?? []).map { AnimationValue($0) }
  }

  override func value(at f: Double, iteration: Double, base: AnimationValue, time: Double) -> AnimationValue?
  {
    let mode = calculationMode
    if let path {
      let walk = prepared?.walk ?? KeyframePath(path)
      guard !walk.points.isEmpty else { return nil }
      let paced = mode == .paced || mode == .cubicPaced
      let (segment, local) = locate(
        f, count: walk.points.count, frames: paced ? nil : walk.points.map { .point($0) },
        lengths: paced ? walk.lengths : nil)
      return .point(walk.point(segment: segment, t: local))
    }
    let frames = self.frames
    guard !frames.isEmpty else { return nil }
    if frames.count == 1 { return frames[0] }
    if mode == .discrete { return frames[discreteIndex(f, count: frames.count)] }
    let paced = mode == .paced || mode == .cubicPaced
    let lengths = paced ? zip(frames, frames.dropFirst()).map { AnimationValue.distance($0, $1) } : nil
    let (i, t) = locate(f, count: frames.count, frames: frames, lengths: lengths)
    if mode == .cubic || mode == .cubicPaced {
      return KochanekBartels(
        frames: frames, tension: tensionValues, continuity: continuityValues, bias: biasValues
      )
      .value(segment: i, t: t)
    }
    return AnimationValue.interpolate(frames[i], frames[i + 1], t)
  }

  override func endValue(base: AnimationValue) -> AnimationValue? { frames.last }

  /// The tangent angle at progress `f` along `path` (for `rotationMode`).
  func tangentAngle(at f: Double) -> Double? {
    guard let path, let rotationMode else { return nil }
    let walk = prepared?.walk ?? KeyframePath(path)
    guard walk.points.count > 1 else { return nil }
    let paced = calculationMode == .paced || calculationMode == .cubicPaced
    let (segment, local) = locate(
      f, count: walk.points.count, frames: nil, lengths: paced ? walk.lengths : nil)
    let d = walk.tangent(segment: segment, t: local)
    return atan2(d.y, d.x) + (rotationMode == .rotateAutoReverse ? Double.pi : 0)
  }

  override func apply(to layer: CALayer, at parentTime: Double) {
    super.apply(to: layer, at: parentTime)
    guard rotationMode != nil, let state = timing.state(at: parentTime) else { return }
    let f = timingFunction?.progress(at: state.fraction) ?? state.fraction
    if let angle = tangentAngle(at: f) {
      layer.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1).concatenating(layer.transform)
    }
  }

  /// The segment (0…count−2) and the eased fraction within it for overall fraction `f`.
  private func locate(_ f: Double, count: Int, frames: [AnimationValue]?, lengths: [Double]?) -> (Int, Double)
  {
    let segments = count - 1
    guard segments > 0 else { return (0, 0) }
    var times: [Double]
    if let lengths, lengths.reduce(0, +) > 0 {
      let total = lengths.reduce(0, +)
      times = [0]
      for l in lengths { times.append(times.last! + l / total) }
    } else if let keyTimes = prepared?.keyTimes ?? clampedKeyTimes, keyTimes.count == count, frames != nil {
      times = keyTimes
    } else {
      times = (0...segments).map { Double($0) / Double(segments) }
    }
    var i = 0
    while i < segments - 1 && f >= times[i + 1] { i += 1 }
    let span = times[i + 1] - times[i]
    var t = span > 0 ? (f - times[i]) / span : 1
    t = min(max(t, 0), 1)
    if lengths == nil, let functions = timingFunctions, i < functions.count {
      t = functions[i].progress(at: t)
    }
    return (i, t)
  }

  /// The value index for discrete mode: `keyTimes` has one more entry than the values.
  private func discreteIndex(_ f: Double, count: Int) -> Int {
    if let keyTimes, keyTimes.count == count + 1 {
      var i = 0
      while i < count - 1 && f >= keyTimes[i + 1].doubleValue { i += 1 }
      return i
    }
    // A timing function may overshoot 0…1 (its control points' y are free): clamped first.
    let g = f.isNaN ? 0 : min(max(f, 0), 1)
    return min(Int(g * Double(count)), count - 1)
  }

  override public func problem(on layer: CALayer) -> String? {
    if let p = super.problem(on: layer) { return p }
    if path == nil && (values ?? []).isEmpty { return "the keyframe animation has neither values nor a path" }
    let frames = self.frames
    if let keyTimes {
      let expected = calculationMode == .discrete ? frames.count + 1 : frames.count
      if keyTimes.count != expected && calculationMode != .paced && calculationMode != .cubicPaced {
        return
          "keyTimes has \(keyTimes.count) entries; \(calculationMode.rawValue) mode with \(frames.count) values needs \(expected)"
      }
      let t = keyTimes.map(\.doubleValue)
      if zip(t, t.dropFirst()).contains(where: { $0 > $1 }) || t.contains(where: { !($0 >= 0 && $0 <= 1) }) {
        return "keyTimes must rise from 0 to 1"
      }
    }
    if let timingFunctions, timingFunctions.count > max(frames.count - 1, 0) {
      return "timingFunctions has \(timingFunctions.count) entries for \(frames.count - 1) segments"
    }
    for (i, v) in (values ?? []).enumerated() where path == nil && !accepts(v, on: layer) {
      return "values[\(i)] is \(AnimationValue(v).kind), which \"\(keyPath ?? "")\" does not take"
    }
    return nil
  }
}

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// `"linear"`, `"discrete"`, `"paced"`, `"cubic"` or `"cubicPaced"`.
  public let rawValue: String
  /// Wraps a raw value; unknown modes behave as linear.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight lines between keyframes.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held until the next keyframe.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Linear, at constant speed over the whole animation.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth (Kochanek–Bartels) spline through the keyframes.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// The spline, with keyframe times spread by distance.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// `"auto"` or `"autoReverse"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The layer's x axis follows the tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// The layer's x axis points against the tangent.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
