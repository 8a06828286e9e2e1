import Foundation

/// An animation between two values of one property (QuartzCore's `CABasicAnimation`).
///
/// Which values it runs between follows Apple's table for `fromValue`, `toValue` and `byValue`:
/// from and to; from to from + by; to − by to to; from to the current value; the current value to
/// to; the current value to current + by; with none, the current value throughout. "The current
/// value" is the property's value before this animation (the model value, with any animation added
/// earlier applied).
open class CABasicAnimation: CAPropertyAnimation {
  override func emptyInstance() -> CAAnimation { CABasicAnimation() }

  /// The start value. Default: `nil`.
  open var fromValue: Any? { didSet { converted = nil } }
  /// The end value. Default: `nil`.
  open var toValue: Any? { didSet { converted = nil } }
  /// The change from the start value. Default: `nil`.
  open var byValue: Any? { didSet { converted = nil } }
  /// The three values converted, once `prepare()` ran.
  private var converted: (AnimationValue?, AnimationValue?, AnimationValue?)?

  override func prepare() {
    super.prepare()
    let values = (
      fromValue.map { AnimationValue($0) }, toValue.map { AnimationValue($0) },
      byValue.map { AnimationValue($0) }
    )
    converted = values
  }

  override func copyProperties(into c: CAAnimation) {
    super.copyProperties(into: c)
    guard let b = c as? CABasicAnimation else { return }
    b.fromValue = fromValue
    b.toValue = toValue
    b.byValue = byValue
  }

  /// The start and end values given the current value `base`, by Apple's table; `nil` when a sum or
  /// difference is undefined for the values' kinds.
  func endpoints(base: AnimationValue) -> (AnimationValue, AnimationValue)? {
    let (from, to, by) =
      converted ?? (
        fromValue.map { AnimationValue($0) }, toValue.map { AnimationValue($0) },
        byValue.map { AnimationValue($0) }
      )
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return AnimationValue.add(f, b).map { (f, $0) }
    case (nil, let t?, let b?): return AnimationValue.subtract(t, b).map { ($0, t) }
    case (let f?, nil, nil): return (f, base)
    case (nil, let t?, nil): return (base, t)
    case (nil, nil, let b?): return AnimationValue.add(base, b).map { (base, $0) }
    case (nil, nil, nil): return (base, base)
    }
  }

  override func value(at f: Double, iteration: Double, base: AnimationValue, time: Double) -> AnimationValue?
  {
    guard let (a, b) = endpoints(base: base) else { return nil }
    return AnimationValue.interpolate(a, b, f)
  }

  override public func problem(on layer: CALayer) -> String? {
    if let p = super.problem(on: layer) { return p }
    for (name, value) in [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)] {
      guard let value else { continue }
      if !accepts(value, on: layer) {
        return "\(name) is \(AnimationValue(value).kind), which \"\(keyPath ?? "")\" does not take"
      }
    }
    return nil
  }
}

/// Turns an animation's numbers into a transform (QuartzCore's `CAValueFunction`), so that
/// `transform` can be animated with plain angles or factors and interpolated as numbers.
public final class CAValueFunction: @unchecked Sendable {
  /// The function's name.
  public let name: CAValueFunctionName

  /// The function called `name`; `nil` for an unknown name.
  public init?(name: CAValueFunctionName) {
    guard CAValueFunctionName.all.contains(name) else { return nil }
    self.name = name
  }

  /// The transform for `value` (a number, or 3 numbers for scale and translate).
  func transform(_ value: AnimationValue) -> AnimationValue? {
    let n: [Double]
    switch value {
    case .number(let v): n = [v]
    case .list(let items): n = items.compactMap(\.number)
    default: return nil
    }
    guard let v = n.first else { return nil }
    let x = CGFloat(v)
    let xyz = n.count >= 3 ? n.prefix(3).map { CGFloat($0) } : [x, x, x]
    switch name {
    case .rotateX: return .transform(CATransform3DMakeRotation(x, 1, 0, 0))
    case .rotateY: return .transform(CATransform3DMakeRotation(x, 0, 1, 0))
    case .rotateZ: return .transform(CATransform3DMakeRotation(x, 0, 0, 1))
    case .scale: return .transform(CATransform3DMakeScale(xyz[0], xyz[1], xyz[2]))
    case .scaleX: return .transform(CATransform3DMakeScale(x, 1, 1))
    case .scaleY: return .transform(CATransform3DMakeScale(1, x, 1))
    case .scaleZ: return .transform(CATransform3DMakeScale(1, 1, x))
    case .translate:
      return .transform(
        CATransform3DMakeTranslation(xyz[0], n.count >= 3 ? xyz[1] : 0, n.count >= 3 ? xyz[2] : 0))
    case .translateX: return .transform(CATransform3DMakeTranslation(x, 0, 0))
    case .translateY: return .transform(CATransform3DMakeTranslation(0, x, 0))
    case .translateZ: return .transform(CATransform3DMakeTranslation(0, 0, x))
    default: return nil
    }
  }
}

/// The names of `CAValueFunction`s.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  /// The function's name, as Apple spells it.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A rotation about x by the value, in radians.
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
  /// A rotation about y by the value, in radians.
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
  /// A rotation about z by the value, in radians.
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
  /// A scale by the value (one number: uniform; three: per axis).
  public static let scale = CAValueFunctionName(rawValue: "scale")
  /// A scale of x by the value.
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
  /// A scale of y by the value.
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
  /// A scale of z by the value.
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
  /// A translation by the value (three numbers; one number moves along x).
  public static let translate = CAValueFunctionName(rawValue: "translate")
  /// A translation along x by the value.
  public static let translateX = CAValueFunctionName(rawValue: "translateX")
  /// A translation along y by the value.
  public static let translateY = CAValueFunctionName(rawValue: "translateY")
  /// A translation along z by the value.
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

  static let all: [CAValueFunctionName] = [
    .rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY,
    .translateZ,
  ]
}
