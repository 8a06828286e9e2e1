import Foundation

/// An animation of one layer property named by a key path (QuartzCore's `CAPropertyAnimation`).
///
/// Key paths are Apple's: a property (`position`, `opacity`, `transform`, `strokeEnd`, `colors`, …)
/// optionally followed by fields (`position.x`, `bounds.size.width`, `transform.rotation.z`,
/// `transform.scale`, `transform.translation.x`). An unknown key path has no effect, as on Apple
/// platforms (`problem(on:)` says why).
open class CAPropertyAnimation: CAAnimation {
  override func emptyInstance() -> CAAnimation { CAPropertyAnimation() }

  /// The animated property's key path. Default: `nil`.
  open var keyPath: String? {
    get { storedKeyPath }
    set {
      storedKeyPath = newValue
      target = KeyPathTarget(newValue)
    }
  }
  private var storedKeyPath: String?
  /// Whether the animation's value is added to the property's current value. Default: `false`.
  open var isAdditive = false
  /// Whether each repeat builds on the end value of the one before. Default: `false`.
  open var isCumulative = false
  /// Turns the animated number(s) into a transform (rotate, scale, translate). Default: `nil`.
  open var valueFunction: CAValueFunction?

  /// The key path split into a property and fields; `nil` when Lamina cannot animate it.
  private(set) var target: KeyPathTarget?

  /// An animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyProperties(into c: CAAnimation) {
    super.copyProperties(into: c)
    guard let p = c as? CAPropertyAnimation else { return }
    p.keyPath = keyPath
    p.isAdditive = isAdditive
    p.isCumulative = isCumulative
    p.valueFunction = valueFunction
  }

  /// Writes `value` to the key path on `layer`; `false` when it does not fit.
  @discardableResult
  func write(_ value: AnimationValue, to layer: CALayer) -> Bool {
    guard let target, let whole = target.property.read(layer) else { return false }
    return write(value, into: whole, of: target, on: layer)
  }

  /// Writes `value` at the key path's fields of `whole`, the property's current value, on `layer`.
  private func write(
    _ value: AnimationValue, into whole: AnimationValue, of target: KeyPathTarget, on layer: CALayer
  ) -> Bool {
    guard let updated = target.fields.isEmpty ? value : whole.replacing(target.fields, with: value) else {
      return false
    }
    return target.property.write(layer, updated)
  }

  /// The value at eased progress `f` of cycle `iteration`, given the current value `base`; `nil` when
  /// the animation has nothing to give. Subclasses define it.
  func value(at f: Double, iteration: Double, base: AnimationValue, time: Double) -> AnimationValue? { nil }

  /// Whether `timingFunction` paces the animation (springs keep their own time).
  var usesTimingFunction: Bool { true }

  /// The value at the end of a cycle, which cumulative repeats add up.
  func endValue(base: AnimationValue) -> AnimationValue? {
    value(at: 1, iteration: 0, base: base, time: .infinity)
  }

  /// Reads the property, computes its value at `parentTime`, writes it back.
  override func apply(to layer: CALayer, at parentTime: Double) {
    let timing = self.timing
    guard let state = timing.state(at: parentTime), let target, let whole = target.property.read(layer),
      let base = whole.field(target.fields)
    else { return }
    let f = (usesTimingFunction ? timingFunction : nil)?.progress(at: state.fraction) ?? state.fraction
    let time = state.fraction * timing.simpleDuration
    guard var v = value(at: f, iteration: state.iteration, base: base, time: time) else { return }
    if let valueFunction { v = valueFunction.transform(v) ?? v }
    if isCumulative, state.iteration > 0, let end = endValue(base: base),
      let step = AnimationValue.multiply(valueFunction?.transform(end) ?? end, state.iteration),
      let sum = AnimationValue.add(v, step)
    {
      v = sum
    }
    if isAdditive, let sum = AnimationValue.add(v, base) { v = sum }
    _ = write(v, into: whole, of: target, on: layer)
  }

  override public func problem(on layer: CALayer) -> String? {
    guard let keyPath else { return "the animation has no keyPath" }
    guard let target else { return "\"\(keyPath)\" is not a property Lamina can animate" }
    guard target.names(on: layer) else { return "\"\(keyPath)\" is not a property Lamina can animate" }
    guard let whole = target.property.read(layer) else {
      return "a \(type(of: layer)) has no property \"\(target.property.name)\""
    }
    guard whole.field(target.fields) != nil else {
      return "\"\(keyPath)\" names no field of \(target.property.name)"
    }
    return nil
  }

  /// Whether `value` can be written at the key path on `layer` (its kind fits the property).
  func accepts(_ value: Any?, on layer: CALayer) -> Bool {
    var v = AnimationValue(value)
    if let valueFunction {
      guard let t = valueFunction.transform(v) else { return false }
      v = t
    }
    return write(v, to: layer.presentationInstance())
  }

  override var animatedKeys: [String] { target.map { [$0.property.name] } ?? [] }

  override open var description: String {
    "<\(type(of: self)) \"\(keyPath ?? "")\"; duration = \(duration)>"
  }
}

/// A key path resolved once: the property it starts with and the fields after it.
final class KeyPathTarget: Sendable {
  let property: AnimatableProperty
  let fields: ArraySlice<String>

  init?(_ keyPath: String?) {
    var parts = (keyPath ?? "").split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, !first.isEmpty else { return nil }
    parts.removeFirst()
    (property, fields) = (AnimatableProperty.animated(first), parts[...])
  }

  /// Whether the key names something on `layer`: a built-in property, or a key the layer has a value
  /// for (a custom property); otherwise it is most likely a misspelling.
  func names(on layer: CALayer) -> Bool {
    if AnimatableProperty.named(property.name) != nil { return true }
    return LayerKey.named(property.name) == nil && layer.value(forKey: property.name) != nil
  }
}
