import Foundation

// The presentation tree: a copy of the layer tree with every animation applied at one media time.

extension CALayer {
  /// A copy of this layer as it appears now (`CACurrentMediaTime()`): every animated property
  /// evaluated, in a copy of the whole tree (so its superlayer and sublayers are presentation layers
  /// too). `nil` for a subclass Lamina cannot copy (one defined outside Lamina: its copy would lose
  /// its class); `presentationTree(at:)` always works. Reading it marks the tree as shown, so later
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
    var node = top.presentationTree(at: time)
    for i in path.reversed() { node = node.children[i] }
    return node as? Self
  }

  /// The whole tree this layer roots (its own position included) as it appears at media time `time`:
  /// copies of its layers with every animation applied, ready to render or hit-test. The layers'
  /// contents are displayed first, so layers drawn by a delegate show their drawing.
  public func presentationTree(at time: CFTimeInterval) -> CALayer {
    displaySubtreeIfNeeded()
    markCommitted()
    let parentTime = superlayer.map { $0.toLocalTime(time) } ?? time
    return presentationCopy(parentTime: parentTime, depth: 0)
  }

  /// The model layer of a presentation copy; the layer itself otherwise.
  public func modelLayer() -> Self {
    (animationState.model as? Self) ?? self
  }

  /// The copy of this layer and its subtree at its parent's time `parentTime`.
  private func presentationCopy(parentTime: Double, depth: Int) -> CALayer {
    let copy = presentationInstance()
    copy.animationState.model = self
    let t = animationState.localTime(parentTime)
    for (_, animation) in animationState.entries {
      if animation.isRemovedOnCompletion && TimingFields(animation).hasEnded(at: t) { continue }
      animation.apply(to: copy, at: t)
    }
    // Depth is limited where trees are built (RenderLimits); masks cannot nest into cycles here
    // because a mask has no superlayer and is copied only from its owner.
    if let mask, depth < 64 { copy.mask = mask.presentationCopy(parentTime: t, depth: depth + 1) }
    copy.children = children.map { child in
      let c = child.presentationCopy(parentTime: t, depth: depth)
      c.superlayer = copy
      return c
    }
    return copy
  }

  /// Marks this tree as shown: from now on its animatable property changes run actions.
  package func markCommitted() {
    animationState.isCommitted = true
    mask?.markCommitted()
    for child in children { child.markCommitted() }
  }
}
