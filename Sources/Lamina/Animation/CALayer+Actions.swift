import Foundation

// Implicit animations: a change to an animatable property of a layer whose presentation has been
// read (`isCommitted`) runs the action `action(forKey:)` finds, unless the current transaction
// disables actions. Rendering the model tree does not arm them.

extension CALayer {
  /// After property `key` changed from `old`: marks the layer as needing display when its class's
  /// `needsDisplay(forKey:)` asks for it, and runs the change's action once the layer's
  /// presentation has been read.
  @inline(__always)
  func changed<T>(_ key: String, _ old: T) {
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    if isCommitted { propertyChanged(key, from: old) }
  }

  /// Looks up and runs the action for a change of `key` from `old`. While it does, the layer's
  /// presentation still shows the value from before the change, as Core Animation's shows the last
  /// committed one: an action that starts from `presentation()`'s value starts from there.
  func propertyChanged(_ key: String, from old: Any?) {
    guard !CATransaction.disableActions() else { return }
    let previous = presentationValue(of: key, model: AnimationValue(old))
    let outer = animationState.changing  // a change an action makes runs inside this one
    animationState.changing = (key, previous)
    defer { animationState.changing = outer }
    action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
  }

  /// The action search `action(forKey:)` documents.
  func searchAction(forKey event: String) -> CAAction? {
    func found(_ a: CAAction) -> CAAction? { a is NSNull ? nil : a }
    if let a = delegate?.action(for: self, forKey: event) { return found(a) }
    if let a = actions?[event] { return found(a) }
    if let styleActions = style?["actions"] as? [String: CAAction], let a = styleActions[event] {
      return found(a)
    }
    if let a = type(of: self).defaultAction(forKey: event) { return found(a) }
    guard AnimatableProperty.named(event) != nil else { return nil }
    let implicit = CABasicAnimation(keyPath: event)
    implicit.duration = CATransaction.animationDuration()
    implicit.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
    return implicit
  }

  /// What `key` showed just before it changed: its old model value with the layer's running
  /// animations applied at the current time.
  private func presentationValue(of key: String, model old: AnimationValue) -> AnimationValue {
    guard !animationState.entries.isEmpty else { return old }
    let property = AnimatableProperty.animated(key)
    let scratch = presentationInstance()
    guard property.write(scratch, old) else { return old }
    applyAnimations(to: scratch, at: toLocalTime(CACurrentMediaTime()))
    return property.read(scratch) ?? old
  }
}

extension CALayer {
  /// While the action for a change of `key` runs, the value the layer showed just before it (its
  /// presentation value); otherwise `nil`.
  package func valueBeforeChange(of key: String) -> Any? {
    guard let changing = animationState.changing, changing.key == key else { return nil }
    return changing.previous.anyValue
  }

  /// Whether `key` names a built-in animatable property (what implicit animations animate).
  package static func isAnimatableKey(_ key: String) -> Bool { AnimatableProperty.named(key) != nil }
}
