import Foundation

// The presentation tree: a copy of the layer tree with every animation applied at one media time.

extension CALayer {
  /// A copy of this layer as it appears now (`CACurrentMediaTime()`): every animated property
  /// evaluated, in a copy of the whole tree (so its superlayer and sublayers are presentation layers
  /// too, kept alive until this layer's next `presentation()`). `nil` for a subclass defined outside
  /// Lamina that does not override `presentationInstance()` (its copy would lose its class);
  /// `presentationTree(at:)` always works. Reading it marks the tree as shown, so later
  /// property changes animate implicitly.
  public func presentation() -> Self? {
    presentation(at: CACurrentMediaTime())
  }

  /// The presentation copy of this layer at media time `time` (see `presentation()`).
  public func presentation(at time: CFTimeInterval) -> Self? {
    var path: [Int] = []
    var top: CALayer = self
    while let parent = top.superlayer {
      guard let i = parent.children.firstIndex(where: { $0 === top }) else { return nil }
      path.append(i)
      top = parent
    }
    let tree = top.presentationTree(at: time)
    var node = tree
    for i in path.reversed() {
      if let content = node.presentationLinks.transitionContent { node = content }
      guard i < node.children.count else { return nil }
      node = node.children[i]
    }
    if let content = node.presentationLinks.transitionContent { node = content }
    if !path.isEmpty { presentationLinks.root = tree }
    return node as? Self
  }

  /// The whole tree this layer roots (its own position included) as it appears at media time `time`:
  /// copies of its layers with every animation applied, ready to render or hit-test. The layers'
  /// contents are displayed first, so layers drawn by a delegate show their drawing.
  public func presentationTree(at time: CFTimeInterval) -> CALayer {
    displaySubtreeIfNeeded()
    var seen = Set<ObjectIdentifier>()
    markCommitted(masks: &seen)
    return presentationSnapshot(at: time)
  }

  /// The copies `presentationTree(at:)` makes, without displaying or marking the tree as shown: what
  /// a render at a media time reads, leaving the model as it was.
  package func presentationSnapshot(at time: CFTimeInterval) -> CALayer {
    var seen = Set<ObjectIdentifier>()
    let parentTime = superlayer.map { $0.toLocalTime(time) } ?? time
    return presentationCopy(parentTime: parentTime, masks: &seen)
  }

  /// The model layer of a presentation copy; the layer itself otherwise (Apple's Swift name for
  /// `modelLayer`).
  public func model() -> Self {
    (presentationLinks.model as? Self) ?? self
  }

  /// Applies this layer's animations to `copy` at the layer's local time `t`, in the order they were
  /// added, skipping removed-on-completion ones that have ended.
  func applyAnimations(to copy: CALayer, at t: Double) {
    for animation in animations(at: t) { animation.apply(to: copy, at: t) }
  }

  /// The animations that show at local time `t`: all but removed-on-completion ones that have ended.
  private func animations(at t: Double) -> [CAAnimation] {
    guard let box = animationBox else { return [] }
    var showing: [CAAnimation] = []
    showing.reserveCapacity(box.state.entries.count)
    for entry in box.state.entries {
      let timing = entry.animation.timing
      if !(timing.isRemovedOnCompletion && timing.hasEnded(at: t)) { showing.append(entry.animation) }
    }
    return showing
  }

  /// Whether one of `showing` drives a key whose change needs display (`needsDisplay(forKey:)`):
  /// the presentation copy then draws itself with the animated values, as Core Animation redraws
  /// a custom animatable property's layer each frame.
  private func animatesKeyNeedingDisplay(_ showing: [CAAnimation]) -> Bool {
    let layerClass = type(of: self)
    return showing.contains { $0.animatedKeys.contains(where: layerClass.needsDisplay(forKey:)) }
  }

  /// The copy of this layer and its subtree at its parent's time `parentTime`.
  private func presentationCopy(parentTime: Double, masks: inout Set<ObjectIdentifier>) -> CALayer {
    let copy = presentationInstance()
    copy.presentationLinks.model = self
    let t = animationBox?.state.localTime(parentTime) ?? parentTime
    let showing = animations(at: t)
    for animation in showing { animation.apply(to: copy, at: t) }
    if let (key, previous) = animationBox?.state.changing {
      _ = AnimatableProperty.animated(key).write(copy, previous)
    }
    if type(of: copy) == type(of: self), animatesKeyNeedingDisplay(showing) { copy.display() }
    (copy as? CAEmitterLayer)?.particleTime = t
    // A mask may lead back up the tree (hostile input): each mask is copied once.
    if let mask, masks.insert(ObjectIdentifier(mask)).inserted {
      copy.mask = mask.presentationCopy(parentTime: t, masks: &masks)
    }
    copy.children = children.map { child in
      let c = child.presentationCopy(parentTime: t, masks: &masks)
      c.superlayer = copy
      return c
    }
    if let r = self as? CAReplicatorLayer, let replica = copy as? CAReplicatorLayer {
      replica.delayedInstances = r.delayedInstanceCopies(at: t, parent: replica, masks: &masks)
    }
    if let (transition, p) = activeTransition(showing, at: t), let before = transition.before {
      // Each frame shows its own copy of the old rendering: copies are placed inside the container.
      return transitionCopy(copy, from: before.presentationSnapshot(at: t), transition, progress: p)
    }
    return copy
  }

  /// The last transition of `showing` that runs at local time `t`, and its progress, if any.
  private func activeTransition(_ showing: [CAAnimation], at t: Double) -> (CATransition, Double)? {
    for animation in showing.reversed() {
      if let transition = animation as? CATransition, let p = transition.progress(at: t) {
        return (transition, p)
      }
    }
    return nil
  }

  /// The sublayers of each instance after the first, each `k × instanceDelay` earlier (Apple's
  /// instance delay: instance k runs its animations that much later). Only when the delay is non-zero
  /// and the sublayers animate; at most `maximumDelayedLayers` layers in all, instances beyond that
  /// showing instance 0's sublayers.
  func delayedInstanceCopies(at t: Double, parent: CALayer, masks: inout Set<ObjectIdentifier>)
    -> [[CALayer]]
  {
    guard let r = self as? CAReplicatorLayer, r.instanceDelay != 0, r.instanceDelay.isFinite,
      children.contains(where: \.hasAnimationsInSubtree)
    else { return [] }
    let perInstance = children.reduce(0) { $0 + $1.subtreeCount(limit: CALayer.maximumDelayedLayers + 1) }
    let count = min(r.drawnInstanceCount - 1, CALayer.maximumDelayedLayers / max(perInstance, 1))
    guard count > 0 else { return [] }
    return (1...count).map { k in
      children.map { child in
        let c = child.presentationCopy(parentTime: t - Double(k) * r.instanceDelay, masks: &masks)
        c.superlayer = parent
        return c
      }
    }
  }

  /// The most layers the delayed instances of one replicator may copy.
  static let maximumDelayedLayers = 100_000

  /// The layers in this subtree, counted up to `limit`.
  func subtreeCount(limit: Int) -> Int {
    var n = 1
    for child in children where n < limit { n += child.subtreeCount(limit: limit - n) }
    return min(n, limit)
  }

  /// Marks this tree as shown: from now on its animatable property changes run actions.
  package func markCommitted(masks: inout Set<ObjectIdentifier>) {
    isCommitted = true
    if let mask, masks.insert(ObjectIdentifier(mask)).inserted { mask.markCommitted(masks: &masks) }
    for child in children { child.markCommitted(masks: &masks) }
  }
}
