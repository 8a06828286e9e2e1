import Foundation
import Lamina
import LaminaRender

// Layer kinds: `"type": "shape"`, `"gradient"`, `"replicator"`, `"transform"` and `"text"` with
// their properties.

extension SceneBuilder {
  /// The layer kinds a `type` names.
  enum Kind: String, CaseIterable {
    case layer, shape, gradient, replicator, transform, text
  }
  /// Each kind's own keys (refused on other kinds), as sets for one test a layer; checked in this
  /// order, shape's first.
  static let kindKeys: [(kind: Kind, keys: AllowedKeys)] = [
    (.shape, AllowedKeys(SceneFormat.shapeLayer)), (.replicator, AllowedKeys(SceneFormat.replicatorLayer)),
    (.text, AllowedKeys(SceneFormat.textLayer)), (.gradient, AllowedKeys(SceneFormat.gradientLayer)),
  ]
  /// What a transform layer would ignore (Apple's CATransformLayer reference): refused, not ignored.
  static let transformLayerIgnoreSet = AllowedKeys(SceneFormat.drawnBySublayersOnly)

  /// The layer object for a layer entry: its `type` (default `layer`), or a drawing layer.
  static func makeLayer(_ o: SceneObject, node: SceneNode) throws(SceneError) -> CALayer {
    var type = Kind.layer
    if let v = o[.type] {
      let name = try v.string()
      guard let kind = Kind(rawValue: name) else {
        throw v.fail(Suggestion.unknown("layer type", name, among: Kind.allCases.map(\.rawValue)))
      }
      type = kind
    }
    if type != .shape, let key = o.firstKey(of: kindKeys[0].keys) {
      throw o[key]!.fail("\"\(key)\" is a shape layer property: give \"type\": \"shape\"")
    }
    if type == .transform, let key = o.firstKey(of: transformLayerIgnoreSet) {
      throw o[key]!.fail(
        "a transform layer draws only its sublayers (\"\(key)\" would be ignored, as Core Animation ignores it)"
      )
    }
    if type == .replicator, o[.preservesDepth]?.value == .bool(true),
      let key = o.firstKey(of: transformLayerIgnoreSet)
    {
      throw o[key]!.fail(
        "a replicator that preserves depth draws only its sublayers (\"\(key)\" would be ignored, as Core Animation ignores it)"
      )
    }
    for (kind, keys) in kindKeys.dropFirst() where kind != type {
      guard let key = o.firstKey(of: keys) else { continue }
      throw o[key]!.fail(
        "\"\(key)\" is a \(kind.rawValue) layer property: give \"type\": \"\(kind.rawValue)\"")
    }
    if let v = o[.drawing] {
      guard type == .layer else {
        throw v.fail("\"drawing\" is for plain layers, not \(type.rawValue) layers")
      }
      return SceneDrawingLayer()
    }
    switch type {
    case .shape: return CAShapeLayer()
    case .gradient: return CAGradientLayer()
    case .replicator: return CAReplicatorLayer()
    case .transform: return CATransformLayer()
    case .text: return SceneTextLayer()
    case .layer: return CALayer()
    }
  }

  /// A shape layer's properties, checked as Apple's ranges allow.
  func shapeProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    guard let s = l as? CAShapeLayer else { return }
    if let v = o[.path] { s.path = try path(v) }
    if let v = o[.fillColor] { s.fillColor = v.value == .null ? nil : try v.color() }
    if let v = o[.strokeColor] { s.strokeColor = v.value == .null ? nil : try v.color() }
    if let v = o[.fillRule] {
      s.fillRule = try SceneBuilder.name(v, ["nonZero": .nonZero, "evenOdd": .evenOdd])
    }
    let nonNegative = 0...Double.greatestFiniteMagnitude
    if let v = o[.lineWidth] { s.lineWidth = try v.number(in: nonNegative, "a non-negative width") }
    if let v = o[.lineCap] {
      s.lineCap = try SceneBuilder.name(v, ["butt": .butt, "round": .round, "square": .square])
    }
    if let v = o[.lineJoin] {
      s.lineJoin = try SceneBuilder.name(v, ["miter": .miter, "round": .round, "bevel": .bevel])
    }
    if let v = o[.miterLimit] { s.miterLimit = try v.number(in: 1...1e6, "a miter limit from 1 to 1000000") }
    if let v = o[.lineDashPattern] {
      var lengths: [NSNumber] = []
      for item in try v.array() {
        lengths.append(NSNumber(value: Double(try item.number(in: nonNegative, "a non-negative length"))))
      }
      s.lineDashPattern = lengths
    }
    if let v = o[.lineDashPhase] { s.lineDashPhase = try v.number() }
    if let v = o[.strokeStart] { s.strokeStart = try v.unit() }
    if let v = o[.strokeEnd] { s.strokeEnd = try v.unit() }
  }

  /// A gradient layer's properties: at least one colour, one location per colour when given,
  /// increasing, within 0…1.
  func gradientProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    guard let g = l as? CAGradientLayer else { return }
    if let v = o[.colors] {
      let items = try v.array()
      guard !items.isEmpty else { throw v.fail("a gradient needs at least one colour") }
      var colors: [CGColor] = []
      for item in items { colors.append(try item.color()) }
      g.colors = colors
    }
    if let v = o[.locations] {
      let count = g.colors?.count ?? 0
      var locations: [NSNumber] = []
      var previous = 0.0
      for item in try v.array() {
        let n = Double(try item.unit())
        guard n >= previous else {
          throw item.fail("locations must not decrease, got \(format(n)) after \(format(previous))")
        }
        previous = n
        locations.append(NSNumber(value: n))
      }
      guard locations.count == count else {
        throw v.fail("give one location per colour: \(count) colours, \(locations.count) locations")
      }
      g.locations = locations
    }
    if let v = o[.startPoint] { g.startPoint = try v.point() }
    if let v = o[.endPoint] { g.endPoint = try v.point() }
    if let v = o[.gradientType] {
      g.type = try SceneBuilder.name(v, ["axial": .axial, "radial": .radial, "conic": .conic])
    }
  }
}
