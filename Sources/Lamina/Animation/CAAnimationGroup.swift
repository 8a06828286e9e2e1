import Foundation

/// Animations played together on one timeline (QuartzCore's `CAAnimationGroup`).
///
/// The children's times are the group's local time: a child's `beginTime` counts from the group's
/// start, the group's `speed`, repeats, reversal and timing function carry into the children, and
/// nothing of a child shows outside the group's active span (or its fill).
open class CAAnimationGroup: CAAnimation {
  override func emptyInstance() -> CAAnimation { CAAnimationGroup() }

  /// The grouped animations. Default: `nil`.
  open var animations: [CAAnimation]?

  override func copyProperties(into c: CAAnimation) {
    super.copyProperties(into: c)
    (c as? CAAnimationGroup)?.animations = animations?.map { $0.copy() as! CAAnimation }
  }

  override func prepare() {
    super.prepare()
    for child in animations ?? [] { child.prepare() }
  }

  override func apply(to layer: CALayer, at parentTime: Double) {
    let timing = timing
    guard let state = timing.state(at: parentTime) else { return }
    let f = timingFunction?.progress(at: state.fraction) ?? state.fraction
    let local = f * timing.simpleDuration
    for child in animations ?? [] { child.apply(to: layer, at: local) }
  }

  override var animatedKeys: [String] { (animations ?? []).flatMap(\.animatedKeys) }

  override public func problem(on layer: CALayer) -> String? {
    for (i, child) in (animations ?? []).enumerated() {
      if let p = child.problem(on: layer) { return "animations[\(i)]: \(p)" }
    }
    return nil
  }
}
