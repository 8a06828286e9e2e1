import Foundation
import Lamina

// `animations` on layers: Core Animation's animation classes with Apple's property names.

extension SceneBuilder {
  static let animationTypes = ["basic", "keyframe", "spring", "group"]
  /// The most animations a scene may hold, groups' children included.
  static let maximumAnimations = 100_000

  /// The layer's animations, checked against the layer they animate, then its own timing. Animations
  /// without a `beginTime` begin at time 0 of the layer's parent, before the layer's `speed`,
  /// `timeOffset` and `beginTime` apply, so a layer with speed 0 and a time offset shows its
  /// animations paused at that offset.
  func animationProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    if let list = o[.animations] {
      for item in try list.array() {
        let a = try animation(item, on: l)
        let key = try item.object(allowing: SceneFormat.animation)[.key]?.string()
        MediaClock.withTime(0) { l.add(a, forKey: key ?? (a as? CAPropertyAnimation)?.keyPath) }
      }
    }
    if let v = o[.speed] { l.speed = Float(try v.number()) }
    if let v = o[.timeOffset] { l.timeOffset = Double(try v.number()) }
    if let v = o[.beginTime] { l.beginTime = Double(try v.number()) }
  }

  private func animation(_ node: SceneNode, on l: CALayer) throws(SceneError) -> CAAnimation {
    animationCount += 1
    guard animationCount <= SceneBuilder.maximumAnimations else {
      throw node.fail(
        "more than \(SceneBuilder.maximumAnimations) animations; the limit is \(SceneBuilder.maximumAnimations)"
      )
    }
    let o = try node.object(allowing: SceneFormat.animation)
    let type =
      try o[.type].map { v throws(SceneError) in
        try SceneBuilder.name(
          v, Dictionary(uniqueKeysWithValues: SceneBuilder.animationTypes.map { ($0, $0) }))
      } ?? "basic"
    let allowed: [SceneKey] =
      switch type {
      case "group": SceneFormat.groupAnimation
      case "keyframe": SceneFormat.keyframeAnimation
      case "spring": SceneFormat.springAnimation
      default: SceneFormat.basicAnimation
      }
    if let (key, v) = o.firstMember(notIn: SceneKeySet(allowed)) {
      throw v.fail(
        "\"\(key)\" does not apply to a \(type) animation; expected one of: \(allowed.map(\.rawValue).joined(separator: ", "))"
      )
    }
    let a: CAAnimation
    switch type {
    case "group":
      let g = CAAnimationGroup()
      var children: [CAAnimation] = []
      for child in try o.required(.animations, in: node).array() {
        children.append(try animation(child, on: l))
      }
      g.animations = children
      a = g
    case "keyframe": a = CAKeyframeAnimation()
    case "spring": a = CASpringAnimation()
    default: a = CABasicAnimation()
    }
    try timing(o, into: a)
    if let p = a as? CAPropertyAnimation {
      p.keyPath = try o.required(.keyPath, in: node).string()
      if let v = o[.additive] { p.isAdditive = try v.bool() }
      if let v = o[.cumulative] { p.isCumulative = try v.bool() }
      if let v = o[.valueFunction] {
        let name = try v.string()
        guard let f = CAValueFunction(name: CAValueFunctionName(rawValue: name)) else {
          let all = ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ", "translate"]
          throw v.fail(
            Suggestion.unknown(
              "value function", name, among: all + ["translateX", "translateY", "translateZ"]))
        }
        p.valueFunction = f
      }
      guard let kind = p.valueKind(on: l) else {
        throw (o[.keyPath] ?? node).fail(p.problem(on: l) ?? "cannot animate this key path")
      }
      try values(o, into: p, kind: kind)
      if let s = p as? CASpringAnimation { try spring(o, into: s) }
      if let k = p as? CAKeyframeAnimation { try keyframes(o, into: k, kind: kind) }
    }
    if let problem = a.problem(on: l) { throw node.fail(problem) }
    return a
  }

  private func timing(_ o: SceneObject, into a: CAAnimation) throws(SceneError) {
    let nonNegative = 0...Double.greatestFiniteMagnitude
    if let v = o[.duration] { a.duration = Double(try v.number(in: nonNegative, "a non-negative duration")) }
    if let v = o[.beginTime] { a.beginTime = Double(try v.number()) }
    if let v = o[.speed] { a.speed = Float(try v.number()) }
    if let v = o[.timeOffset] { a.timeOffset = Double(try v.number()) }
    if let v = o[.repeatCount] {
      if case .string(let s) = v.value {
        guard s == "infinity" else {
          throw v.fail("expected a non-negative number or \"infinity\", got \"\(s)\"")
        }
        a.repeatCount = .infinity
      } else {
        a.repeatCount = Float(try v.number(in: nonNegative, "a non-negative number or \"infinity\""))
      }
    }
    if let v = o[.repeatDuration] {
      a.repeatDuration = Double(try v.number(in: nonNegative, "a non-negative duration"))
    }
    if let v = o[.autoreverses] { a.autoreverses = try v.bool() }
    if let v = o[.removedOnCompletion] { a.isRemovedOnCompletion = try v.bool() }
    if let v = o[.fillMode] {
      a.fillMode = try SceneBuilder.name(
        v, ["removed": .removed, "forwards": .forwards, "backwards": .backwards, "both": .both])
    }
    if let v = o[.timingFunction] { a.timingFunction = try timingFunction(v) }
  }

  /// A named curve or four control-point numbers [x1, y1, x2, y2] (x within 0…1).
  func timingFunction(_ v: SceneNode) throws(SceneError) -> CAMediaTimingFunction {
    if case .string = v.value {
      let names: [String: CAMediaTimingFunctionName] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
        "default": .default,
      ]
      return CAMediaTimingFunction(name: try SceneBuilder.name(v, names))
    }
    let items = try v.array()
    guard items.count == 4 else {
      throw v.fail("expected a curve name or [x1, y1, x2, y2], got \(items.count) numbers")
    }
    let x1 = try items[0].number(in: 0...1, "an x from 0 to 1")
    let y1 = try items[1].number()
    let x2 = try items[2].number(in: 0...1, "an x from 0 to 1")
    let y2 = try items[3].number()
    return CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
  }
}
