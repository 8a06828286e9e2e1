import Foundation

/// A transition between the layer as it was and as it is (QuartzCore's `CATransition`): added to a
/// layer, it shows the layer's earlier rendering giving way to its current one, whole (contents,
/// background and sublayers), by `type` from the side `subtype` names. Lamina takes the earlier
/// rendering when the transition is added, so the changes it reveals are the ones made after
/// `add(_:forKey:)` (as `UIView.transition(with:…)` makes them); always under the key
/// `kCATransition`, as Apple documents.
open class CATransition: CAAnimation {
  override func emptyInstance() -> CAAnimation { CATransition() }

  /// How the new rendering replaces the old. Default: `.fade`.
  open var type = CATransitionType.fade
  /// The side the new rendering comes from, in the layer's coordinates (`nil`: `.fromLeft`).
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0…1. Default: 0.
  open var startProgress: Float = 0
  /// Where in the transition it ends, 0…1. Default: 1.
  open var endProgress: Float = 1
  /// A Core Image filter for a custom transition: kept, not drawn (Lamina has no Core Image).
  open var filter: Any?

  /// The presentation copy of the layer when the transition was added: what it moves away from.
  package var before: CALayer?

  override func copyProperties(into c: CAAnimation) {
    super.copyProperties(into: c)
    guard let t = c as? CATransition else { return }
    (t.type, t.subtype, t.startProgress, t.endProgress, t.filter) =
      (type, subtype, startProgress, endProgress, filter)
  }

  /// How far the transition is at the layer's local time `t` (0…1, timing function applied), or
  /// `nil` when it shows nothing then.
  func progress(at t: Double) -> Double? {
    guard let state = timing.state(at: t) else { return nil }
    let f = timingFunction?.progress(at: state.fraction) ?? state.fraction
    func clamp(_ v: Float) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
    let (s, e) = (clamp(startProgress), clamp(endProgress))
    return s + (e - s) * f
  }

  /// The unit step, in the layer's coordinates, the new rendering travels against: it starts one
  /// bounds size along it. `fromTop` is the side of greater y, as in Core Animation's own y-up
  /// space, so on iOS's y-down layers it is the visual bottom (IBAnimatable/IBAnimatable#156 found
  /// the two vertical subtypes reversed on iOS).
  var direction: CGVector {
    switch subtype ?? .fromLeft {
    case .fromRight: CGVector(dx: 1, dy: 0)
    case .fromTop: CGVector(dx: 0, dy: 1)
    case .fromBottom: CGVector(dx: 0, dy: -1)
    default: CGVector(dx: -1, dy: 0)
    }
  }
}

/// The kinds of transition (`CATransition.type`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Wraps a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The old rendering dissolves into the new.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new rendering slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new rendering pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old rendering slides away, uncovering the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition comes from (`CATransition.subtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Wraps a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right side (greater x).
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left side (smaller x).
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the side of greater y (the visual bottom of an iOS layer).
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the side of smaller y (the visual top of an iOS layer).
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key every transition is added under.
public let kCATransition = "transition"

extension CALayer {
  /// The presentation copy `copy` of this layer shown mid-`transition` at `progress`: a container
  /// in the layer's place (its geometry, transform, opacity) holding the earlier rendering and the
  /// current one, each the layer's size, moved or faded by the transition's type. A fade is a true
  /// cross-dissolve: the old at 1 − p and the new at p added in an isolated group.
  func transitionCopy(_ copy: CALayer, from before: CALayer, _ transition: CATransition, progress p: Double)
    -> CALayer
  {
    let box = CALayer()
    box.presentationLinks.model = self
    box.presentationLinks.transitionContent = copy
    box.presentationLinks.isolates = transition.type == .fade
    (box.bounds, box.position, box.anchorPoint, box.anchorPointZ) =
      (copy.bounds, copy.position, copy.anchorPoint, copy.anchorPointZ)
    (box.transform, box.zPosition, box.opacity, box.isHidden) =
      (copy.transform, copy.zPosition, copy.opacity, copy.isHidden)
    box.compositingFilter = copy.compositingFilter
    let size = copy.bounds.size
    let d = transition.direction
    func place(_ layer: CALayer, travelled t: Double, opacity: Double) {
      let home = CGPoint(
        x: box.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
        y: box.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
      layer.position = CGPoint(x: home.x + d.dx * size.width * t, y: home.y + d.dy * size.height * t)
      (layer.transform, layer.zPosition, layer.compositingFilter) = (CATransform3DIdentity, 0, nil)
      layer.opacity = Float(opacity)
      layer.superlayer = box
    }
    let old = before
    switch transition.type {
    case .push:
      place(old, travelled: -p, opacity: 1)
      place(copy, travelled: 1 - p, opacity: 1)
      box.children = [old, copy]
    case .moveIn:
      place(old, travelled: 0, opacity: 1)
      place(copy, travelled: 1 - p, opacity: 1)
      box.children = [old, copy]
    case .reveal:
      place(copy, travelled: 0, opacity: 1)
      place(old, travelled: -p, opacity: 1)
      box.children = [copy, old]
    default:
      place(old, travelled: 0, opacity: 1 - p)
      place(copy, travelled: 0, opacity: p)
      copy.compositingFilter = "plusL"
      box.children = [old, copy]
    }
    return box
  }
}
