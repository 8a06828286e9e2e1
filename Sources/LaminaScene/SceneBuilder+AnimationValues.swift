import Foundation
import Lamina

// Animation values in scene files take the form the animated property takes in a layer.

extension SceneBuilder {
  func values(_ o: SceneObject, into p: CAPropertyAnimation, kind: AnimatedValueKind)
    throws(SceneError)
  {
    guard let b = p as? CABasicAnimation else { return }
    if let v = o[.fromValue] { b.fromValue = try animationValue(v, kind) }
    if let v = o[.toValue] { b.toValue = try animationValue(v, kind) }
    if let v = o[.byValue] { b.byValue = try animationValue(v, kind) }
  }

  func spring(_ o: SceneObject, into s: CASpringAnimation) throws(SceneError) {
    let positive = 1e-9...Double.greatestFiniteMagnitude
    if let v = o[.mass] { s.mass = try v.number(in: positive, "a positive mass") }
    if let v = o[.stiffness] { s.stiffness = try v.number(in: positive, "a positive stiffness") }
    if let v = o[.damping] {
      s.damping = try v.number(in: 0...Double.greatestFiniteMagnitude, "a non-negative damping")
    }
    if let v = o[.initialVelocity] { s.initialVelocity = try v.number() }
    if o[.duration] == nil { s.duration = s.settlingDuration }
  }

  func keyframes(_ o: SceneObject, into k: CAKeyframeAnimation, kind: AnimatedValueKind)
    throws(SceneError)
  {
    if let v = o[.values] {
      var list: [Any] = []
      for item in try v.array() { list.append(try animationValue(item, kind) as Any) }
      k.values = list
    }
    if let v = o[.path] {
      guard kind == .point else {
        throw v.fail("a path animates points (position, anchorPoint); \"\(k.keyPath ?? "")\" is not one")
      }
      k.path = try path(v)
    }
    func numbers(_ key: SceneKey) throws(SceneError) -> [NSNumber]? {
      guard let v = o[key] else { return nil }
      var out: [NSNumber] = []
      for item in try v.array() { out.append(NSNumber(value: Double(try item.number()))) }
      return out
    }
    k.keyTimes = try numbers(.keyTimes)
    k.tensionValues = try numbers(.tensionValues)
    k.continuityValues = try numbers(.continuityValues)
    k.biasValues = try numbers(.biasValues)
    if let v = o[.timingFunctions] {
      var functions: [CAMediaTimingFunction] = []
      for item in try v.array() { functions.append(try timingFunction(item)) }
      k.timingFunctions = functions
    }
    if let v = o[.calculationMode] {
      k.calculationMode = try SceneBuilder.name(
        v,
        [
          "linear": .linear, "discrete": .discrete, "paced": .paced, "cubic": .cubic,
          "cubicPaced": .cubicPaced,
        ])
    }
    if let v = o[.rotationMode] {
      k.rotationMode = try SceneBuilder.name(v, ["auto": .rotateAuto, "autoReverse": .rotateAutoReverse])
    }
  }

  /// One value of `kind`, written as the property itself is written in scene files.
  func animationValue(_ v: SceneNode, _ kind: AnimatedValueKind) throws(SceneError) -> Any? {
    switch kind {
    case .number:
      if v.value.items != nil {  // a value function's three numbers
        var out: [Double] = []
        for item in try v.array() { out.append(Double(try item.number())) }
        return out
      }
      return Double(try v.number())
    case .flag: return try v.bool()
    case .point: return try v.point()
    case .size:
      let n = try v.numbers(2, "a size [width, height]")
      return CGSize(width: n[0], height: n[1])
    case .rect: return try v.rect()
    case .transform: return try v.transform()
    case .color: return try v.color()
    case .path: return try path(v)
    case .colors:
      var out: [CGColor] = []
      for item in try v.array() { out.append(try item.color()) }
      return out
    case .numbers:
      var out: [NSNumber] = []
      for item in try v.array() { out.append(NSNumber(value: Double(try item.number()))) }
      return out
    case .other: throw v.fail("this property cannot be animated from a scene file")
    }
  }
}
