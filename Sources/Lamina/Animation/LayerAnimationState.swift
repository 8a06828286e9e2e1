import Foundation
import Synchronization

/// A layer's animations, its own timing, its actions, and what it is a presentation copy of.
package struct LayerAnimationState {
  /// The animations added, in the order they apply (later ones see earlier ones' results).
  var entries: [(key: String, animation: CAAnimation)] = []
  /// The layer's `CAMediaTiming` values.
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = .infinity
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode: CAMediaTimingFillMode = .removed
  /// `actions` and `style`.
  var actions: [String: CAAction]?
  var style: [AnyHashable: Any]?
  /// The old presentation value of a property whose action is running, for an animation without
  /// values added by that action.
  var changing: (key: String, previous: AnimationValue)?

  /// The layer's local time for its parent's time `t`: `(t − beginTime) × speed + timeOffset`.
  func localTime(_ t: Double) -> Double {
    let rate = Double(speed)
    guard rate.isFinite else { return t - beginTime + timeOffset }
    return rate == 0 ? timeOffset : (t - beginTime) * rate + timeOffset
  }
}

/// A layer's animation state, owned by that one layer (never shared, so written in place).
final class AnimationStateBox {
  var state: LayerAnimationState
  init(_ state: LayerAnimationState) { self.state = state }
}

/// How presentation copies and their models refer to each other.
package struct PresentationLinks {
  /// The model layer of a presentation copy (weak: the model may hold its presentation tree).
  weak var model: CALayer?
  /// The presentation tree the last `presentation()` of this (non-root) layer was taken from, kept
  /// so the copy's superlayers live as long as this layer or the next call.
  var root: CALayer?
  /// For the container a transition shows in: the current rendering inside it, which stands for the
  /// model layer's place in the tree.
  package var transitionContent: CALayer?
  /// Whether the layer is drawn as one isolated group whatever its opacity (a fading transition's
  /// container, whose two renderings are added together inside it).
  package var isolates = false
}

extension CALayer: CAMediaTiming {
  /// Actions by event key, searched after the delegate. Default: `nil`.
  public var actions: [String: CAAction]? {
    get { animationState.actions }
    set { animationState.actions = newValue }
  }
  /// Default property values and actions (under `"actions"`), searched after `actions`. Default: `nil`.
  public var style: [AnyHashable: Any]? {
    get { animationState.style }
    set { animationState.style = newValue }
  }

  /// Converts `t` from `layer`'s time (media time when `nil`) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    toLocalTime(layer?.toMediaTime(t) ?? t)
  }

  /// Converts `t` from this layer's time to `layer`'s (media time when `nil`).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let media = toMediaTime(t)
    return layer?.toLocalTime(media) ?? media
  }

  /// Media time → this layer's time, through every ancestor's timing.
  package func toLocalTime(_ media: Double) -> Double {
    var chain: [CALayer] = []
    var l: CALayer? = self
    while let x = l {
      chain.append(x)
      l = x.superlayer
    }
    return chain.reversed().reduce(media) { $1.animationState.localTime($0) }
  }

  /// Whether this layer's time stands still: its `speed` or an ancestor's is 0.
  var isTimeFrozen: Bool {
    var l: CALayer? = self
    while let x = l {
      if x.animationState.speed == 0 { return true }
      l = x.superlayer
    }
    return false
  }

  /// This layer's time → media time (when no layer on the way is paused).
  func toMediaTime(_ local: Double) -> Double {
    var t = local
    var l: CALayer? = self
    while let x = l {
      let s = x.animationState
      let rate = Double(s.speed)
      t = rate == 0 || !rate.isFinite ? t : (t - s.timeOffset) / rate + s.beginTime
      l = x.superlayer
    }
    return t
  }
}
