import Foundation

extension CALayer {
  /// Adds a copy of `anim` under `key` (replacing an animation with that key), as Apple's layers do.
  /// A `beginTime` of 0 becomes the layer's current time, so the animation starts now. An animation
  /// Lamina cannot apply (an unknown key path, values of the wrong kind) is kept and has no effect,
  /// as on Apple platforms; `CAAnimation.problem(on:)` says why.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.copy() as! CAAnimation
    // Apple's CATransaction.h: the transaction's animation duration is "the default duration of
    // animations added to layers": a copy added with duration 0 takes it.
    if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
    let now = CACurrentMediaTime()
    let layerNow = toLocalTime(now)
    if copy.beginTime == 0 { copy.beginTime = layerNow }
    if let basic = copy as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil,
      let changing = animationState.changing, changing.key == basic.keyPath
    {
      // Apple's basic animation without values runs from the previous presentation value.
      basic.fromValue = changing.previous.anyValue
    }
    copy.prepare()
    if let transition = copy as? CATransition {
      // The rendering it moves away from is the layer as it is shown now.
      displaySubtreeIfNeeded()
      transition.before = presentationSnapshot(at: now)
    }
    let name =
      copy is CATransition ? kCATransition : key ?? "LaminaAnimation-\(ObjectIdentifier(copy).hashValue)"
    if let old = animationState.entries.firstIndex(where: { $0.key == name }) {
      MediaClock.cancel(animationState.entries.remove(at: old).animation)
    }
    animationState.entries.append((name, copy))
    let timing = TimingFields(copy)
    let groups = CATransaction.openGroups
    for g in groups { g.animationAdded() }
    let end = copy.beginTime + timing.activeDuration / max(Double(copy.speed), 0)
    // On a paused layer (its own speed or an ancestor's 0) time stands still: the animation never
    // ends while it stays paused.
    let ends = copy.speed > 0 && end.isFinite && !isTimeFrozen
    MediaClock.watch(
      PendingAnimation(
        layer: self, key: name, animation: copy, start: convertTime(copy.beginTime, to: nil),
        end: ends ? convertTime(end, to: nil) : .infinity, transactions: groups))
  }

  /// The animation added under `key`, or `nil`; a removed-on-completion animation is gone once
  /// `MediaClock` has passed its end.
  public func animation(forKey key: String) -> CAAnimation? {
    animationState.entries.first { $0.key == key }?.animation
  }

  /// The keys of the layer's animations, in the order they apply; `nil` when there are none.
  public func animationKeys() -> [String]? {
    let keys = animationState.entries.map(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
  public func removeAnimation(forKey key: String) {
    guard let i = animationState.entries.firstIndex(where: { $0.key == key }) else { return }
    MediaClock.cancel(animationState.entries.remove(at: i).animation)
  }

  /// Removes every animation.
  public func removeAllAnimations() {
    let all = animationState.entries
    animationState.entries = []
    for (_, anim) in all { MediaClock.cancel(anim) }
  }

  /// Removes `anim` if it is still the animation under `key` (the clock ending it).
  func detachAnimation(_ anim: CAAnimation, forKey key: String) {
    animationState.entries.removeAll { $0.key == key && $0.animation === anim }
  }

  /// Whether this layer or a layer below it (masks included) has animations.
  public var hasAnimationsInSubtree: Bool {
    !animationState.entries.isEmpty || (mask?.hasAnimationsInSubtree ?? false)
      || children.contains { $0.hasAnimationsInSubtree }
  }
}

extension CALayer {
  /// The media time by which every animation in this subtree has ended, an endlessly repeating one
  /// counting one cycle (what `lamina animate` records by default); `nil` without animations.
  public func animationsEndTime() -> CFTimeInterval? {
    var latest: Double?
    for (_, a) in animationState.entries {
      let timing = a.timing
      var span = timing.activeDuration
      if !span.isFinite { span = timing.simpleDuration * (a.autoreverses ? 2 : 1) }
      let rate = Double(a.speed)
      guard rate > 0, rate.isFinite else { continue }
      let end = convertTime(a.beginTime + span / rate, to: nil)
      if end.isFinite { latest = max(latest ?? end, end) }
    }
    for child in children + (mask.map { [$0] } ?? []) {
      if let e = child.animationsEndTime() { latest = max(latest ?? e, e) }
    }
    return latest
  }
}
