import Foundation

/// A layer property animations can drive: how to read it into an `AnimationValue` and write one back.
///
/// The names are Apple's key-value coding keys (`hidden` for `isHidden`); the list is Core
/// Animation's "Animatable Properties" (Core Animation Programming Guide, appendix B) plus the
/// animatable properties of the layer kinds Lamina draws.
struct AnimatableProperty: Sendable {
  let name: String
  /// What values the property takes.
  var kind: AnimatedValueKind = .other
  let read: @Sendable (CALayer) -> AnimationValue?
  /// Writes a value; `false` when the value does not fit the property or the layer lacks it.
  let write: @Sendable (CALayer, AnimationValue) -> Bool

  /// The property named `name` on layers of any kind, or `nil` when Lamina cannot animate it.
  static func named(_ name: String) -> AnimatableProperty? { table[name] }

  /// The property an animation's key `name` drives: a built-in one, else the layer's value by key
  /// (`value(forKey:)`: a custom property such as a `@Managed` one, or any key set on the layer).
  static func animated(_ name: String) -> AnimatableProperty { table[name] ?? byKey(name) }

  /// The value a layer keeps for `name` by key-value coding, animated like a property.
  private static func byKey(_ name: String) -> AnimatableProperty {
    AnimatableProperty(
      name: name, read: { layer in AnimationValue(layer.value(forKey: name)) },
      write: { layer, value in
        // A built-in property that is not animatable (`sublayers`, `mask`, `frame`, …) is never
        // written by an animation: that would move model layers into presentation copies.
        guard LayerKey.named(name) == nil else { return false }
        layer.values.attributes[name] = KeyValueCast.like(layer.value(forKey: name), value.anyValue)
        return true
      })
  }

  private static let table: [String: AnimatableProperty] = {
    var t: [String: AnimatableProperty] = [:]
    for p in layerProperties + kindProperties { t[p.name] = p }
    return t
  }()

  private static let layerProperties: [AnimatableProperty] = [
    point("position", \.position), point("anchorPoint", \.anchorPoint), rect("bounds", \.bounds),
    number("zPosition", \.zPosition), number("anchorPointZ", \.anchorPointZ),
    transform("transform", \.transform), transform("sublayerTransform", \.sublayerTransform),
    float("opacity", \.opacity, clamp: true), color("backgroundColor", \.backgroundColor),
    color("borderColor", \.borderColor), number("borderWidth", \.borderWidth),
    number("cornerRadius", \.cornerRadius), color("shadowColor", \.shadowColor),
    float("shadowOpacity", \.shadowOpacity, clamp: true), size("shadowOffset", \.shadowOffset),
    number("shadowRadius", \.shadowRadius), path("shadowPath", \.shadowPath),
    rect("contentsRect", \.contentsRect), rect("contentsCenter", \.contentsCenter),
    flag("hidden", \.isHidden), flag("masksToBounds", \.masksToBounds),
    AnimatableProperty(
      name: "contents", read: { .other($0.contents) },
      write: { layer, v in
        layer.contents = v.anyValue
        return true
      }),
  ]

  private static let kindProperties: [AnimatableProperty] = [
    path("path", \CAShapeLayer.path), color("fillColor", \CAShapeLayer.fillColor),
    color("strokeColor", \CAShapeLayer.strokeColor), number("lineWidth", \CAShapeLayer.lineWidth),
    number("strokeStart", \CAShapeLayer.strokeStart), number("strokeEnd", \CAShapeLayer.strokeEnd),
    number("lineDashPhase", \CAShapeLayer.lineDashPhase), number("miterLimit", \CAShapeLayer.miterLimit),
    point("startPoint", \CAGradientLayer.startPoint), point("endPoint", \CAGradientLayer.endPoint),
    list("colors", \CAGradientLayer.colors), list("locations", \CAGradientLayer.locations),
    number("fontSize", \CATextLayer.fontSize), color("foregroundColor", \CATextLayer.foregroundColor),
    transform("instanceTransform", \CAReplicatorLayer.instanceTransform),
    color("instanceColor", \CAReplicatorLayer.instanceColor),
    number("instanceDelay", \CAReplicatorLayer.instanceDelay),
  ]

  // MARK: Builders, one per value kind

  private static func make<L: CALayer, V>(
    _ name: String, _ key: ReferenceWritableKeyPath<L, V> & Sendable, kind: AnimatedValueKind,
    _ wrap: @escaping @Sendable (V) -> AnimationValue, _ unwrap: @escaping @Sendable (AnimationValue) -> V?
  ) -> AnimatableProperty {
    AnimatableProperty(
      name: name, kind: kind, read: { ($0 as? L).map { wrap($0[keyPath: key]) } },
      write: { layer, value in
        guard let l = layer as? L, let v = unwrap(value) else { return false }
        l[keyPath: key] = v
        return true
      })
  }

  private static func number<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, CGFloat> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .number, { .number(Double($0)) }, { $0.number.map { CGFloat($0) } })
  }

  private static func number<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, Double> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .number, { .number($0) }, { $0.number })
  }

  private static func float<L: CALayer>(
    _ n: String, _ k: ReferenceWritableKeyPath<L, Float> & Sendable, clamp: Bool
  ) -> AnimatableProperty {
    make(
      n, k, kind: .number, { .number(Double($0)) },
      { $0.number.map { Float(clamp ? min(max($0, 0), 1) : $0) } })
  }

  private static func flag<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, Bool> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .flag, { .number($0 ? 1 : 0) }, { $0.number.map { $0 != 0 } })
  }

  private static func point<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, CGPoint> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .point, { .point($0) }, { if case .point(let p) = $0 { p } else { nil } })
  }

  private static func size<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, CGSize> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .size, { .size($0) }, { if case .size(let s) = $0 { s } else { nil } })
  }

  private static func rect<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, CGRect> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .rect, { .rect($0) }, { if case .rect(let r) = $0 { r } else { nil } })
  }

  private static func transform<L: CALayer>(
    _ n: String, _ k: ReferenceWritableKeyPath<L, CATransform3D> & Sendable
  ) -> AnimatableProperty {
    make(n, k, kind: .transform, { .transform($0) }, { if case .transform(let t) = $0 { t } else { nil } })
  }

  private static func color<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, CGColor?> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .color, { .color($0) }, { if case .color(let c) = $0 { .some(c) } else { nil } })
  }

  private static func path<L: CALayer>(_ n: String, _ k: ReferenceWritableKeyPath<L, CGPath?> & Sendable)
    -> AnimatableProperty
  {
    make(n, k, kind: .path, { .path($0) }, { if case .path(let p) = $0 { .some(p) } else { nil } })
  }

  private static func list<L: CALayer, E>(_ n: String, _ k: ReferenceWritableKeyPath<L, [E]?> & Sendable)
    -> AnimatableProperty
  {
    make(
      n, k, kind: n == "colors" ? .colors : .numbers,
      { $0.map { .list($0.map { AnimationValue($0) }) } ?? .other(nil) },
      { v -> [E]?? in
        guard case .list(let items) = v else { return nil }
        let converted = items.compactMap { item -> E? in
          if E.self == NSNumber.self, let n = item.number { return NSNumber(value: n) as? E }
          return item.anyValue as? E
        }
        return converted.count == items.count ? .some(converted) : nil
      })
  }
}

/// The kinds of values scene files give animations, by what the key path names.
package enum AnimatedValueKind: Sendable {
  case number, flag, point, size, rect, transform, color, path, colors, numbers, other
}

extension CAPropertyAnimation {
  /// The kind of value the key path takes on `layer` (numbers for a value function); `nil` when
  /// it names nothing animatable there.
  package func valueKind(on layer: CALayer) -> AnimatedValueKind? {
    if valueFunction != nil { return .number }
    guard let target, target.names(on: layer), let whole = target.property.read(layer) else { return nil }
    guard !target.fields.isEmpty else { return target.property.kind }
    switch whole.field(target.fields) {
    case .number?: return .number
    case .point?: return .point
    case .size?: return .size
    default: return nil
    }
  }
}
