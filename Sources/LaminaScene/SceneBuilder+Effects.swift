import Foundation
import Lamina
import LaminaRender

// Effects any layer can carry: shadows and masks.

extension SceneBuilder {
  /// A layer's shadow properties, checked as Apple's ranges allow (radii up to the renderer's cap).
  func shadowProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    if let v = o[.shadowColor] { l.shadowColor = v.value == .null ? nil : try v.color() }
    if let v = o[.shadowOpacity] { l.shadowOpacity = Float(try v.unit()) }
    if let v = o[.shadowOffset] {
      let d = try v.numbers(2, "an offset [dx, dy]")
      l.shadowOffset = CGSize(width: d[0], height: d[1])
    }
    if let v = o[.shadowRadius] {
      let cap = Double(RenderShadow.maximumRadius)
      l.shadowRadius = try v.number(in: 0...cap, "a radius from 0 to \(format(cap))")
    }
    if let v = o[.shadowPath] { l.shadowPath = try path(v) }
  }

  /// A mask layer: any layer entry, placed in the masked layer's coordinates. Its own position
  /// comes from `frame` or `position`, not from constraints (a mask has no superlayer to solve in).
  func mask(_ node: SceneNode, depth: Int) throws(SceneError) -> CALayer {
    return try build(node, depth: depth + 1, order: try admit(node, depth: depth + 1), isMask: true)
  }

  /// Refuses constraints on a mask's entry.
  static func checkMask(_ o: SceneObject) throws(SceneError) {
    for key in [SceneKey.constraints, .layoutConstraints] where o[key] != nil {
      throw o[key]!.fail("a mask is placed by \"frame\" or \"position\", not by constraints")
    }
  }

  /// A replicator layer's properties; counts up to the renderer's per-replicator maximum.
  func replicatorProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    guard let r = l as? CAReplicatorLayer else { return }
    if let v = o[.instanceCount] {
      let most = Double(CAReplicatorLayer.maximumInstances)
      let n = try v.number(in: 0...most, "a whole count from 0 to \(format(most))")
      guard n == n.rounded() else { throw v.fail("expected a whole count, got \(format(n))") }
      r.instanceCount = Int(n)
    }
    if let v = o[.instanceTransform] { r.instanceTransform = try v.transform() }
    if let v = o[.instanceDelay] {
      r.instanceDelay = Double(try v.number(in: 0...Double.greatestFiniteMagnitude, "a non-negative delay"))
    }
    if let v = o[.instanceColor] { r.instanceColor = try v.color() }
    let offsets: [(SceneKey, ReferenceWritableKeyPath<CAReplicatorLayer, Float>)] = [
      (.instanceRedOffset, \.instanceRedOffset), (.instanceGreenOffset, \.instanceGreenOffset),
      (.instanceBlueOffset, \.instanceBlueOffset), (.instanceAlphaOffset, \.instanceAlphaOffset),
    ]
    for (key, path) in offsets {
      if let v = o[key] { r[keyPath: path] = Float(try v.number(in: -1...1, "an offset from -1 to 1")) }
    }
    if let v = o[.preservesDepth] { r.preservesDepth = try v.bool() }
  }
}
