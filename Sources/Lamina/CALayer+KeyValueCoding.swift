import Foundation

// Key-value coding on layers, as Core Animation's: a property by its Objective-C name (`hidden` for
// `isHidden`), key paths into its fields (`position.x`, `transform.rotation.z`), and any other key
// kept on the layer, copied into presentation copies and animatable like a property.

extension CALayer {
  /// The value of property `key` by Apple's key-value coding name, as the property's own Swift type;
  /// for a key `CALayer` does not define, the value set for it, else `defaultValue(forKey:)`.
  /// A `@Managed` property never set reads its declared initial value.
  public func value(forKey key: String) -> Any? {
    if let property = LayerKey.named(key), let v = property.get(self) { return v }
    return storedValue(forKey: key) ?? ManagedName.initialValue(forKey: key, in: self)
  }

  /// The value set for `key` (one `CALayer` does not define), else `defaultValue(forKey:)`.
  final func storedValue(forKey key: String) -> Any? {
    values.attributes[key] ?? type(of: self).defaultValue(forKey: key)
  }

  /// Sets property `key` (a value of the wrong type is ignored, as is `nil` for a non-optional
  /// property); for a key `CALayer` does not define, keeps `value` (`nil` removes it). Either way the
  /// change marks the layer for display and runs its action, as a property's setter does.
  public func setValue(_ value: Any?, forKey key: String) {
    if let property = LayerKey.named(key), property.get(self) != nil {
      _ = property.set(self, value)
      return
    }
    let old = self.value(forKey: key)  // what the key read before: its default when never set
    values.attributes[key] = value
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    if isCommitted { propertyChanged(key, from: old) }
  }

  /// The value at `keyPath`: a key, or a property followed by fields (`position.x`,
  /// `bounds.size.width`, `transform.rotation.z`, `transform.scale`); `nil` when it names nothing.
  /// A field's number is a `CGFloat`.
  public func value(forKeyPath keyPath: String) -> Any? {
    if let emitter = self as? CAEmitterLayer, let (cell, key) = emitter.cellPath(keyPath) {
      return cell.value(forKey: key)
    }
    guard let (property, fields) = Self.split(keyPath) else { return value(forKey: keyPath) }
    guard let field = property.read(self)?.field(fields) else { return nil }
    if case .number(let n) = field { return CGFloat(n) }
    return field.anyValue
  }

  /// Sets the value at `keyPath` (see `value(forKeyPath:)`); a value that does not fit is ignored.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    if let emitter = self as? CAEmitterLayer, let (cell, key) = emitter.cellPath(keyPath) {
      return emitter.setCellValue(value, cell: cell, key: key)
    }
    guard let (property, fields) = Self.split(keyPath) else { return setValue(value, forKey: keyPath) }
    guard let whole = property.read(self), let updated = whole.replacing(fields, with: AnimationValue(value))
    else { return }
    _ = property.write(self, updated)
  }

  /// `keyPath` as an animatable property and the fields after it; `nil` for a single key.
  private static func split(_ keyPath: String) -> (AnimatableProperty, ArraySlice<String>)? {
    var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1, let property = AnimatableProperty.named(parts.removeFirst()) else { return nil }
    return (property, parts[...])
  }

  /// The values set for keys `CALayer` does not define, for the animation of such keys.
  package var attributeValues: [String: Any] { values.attributes }
}

/// A layer property by its key-value coding name, read and written as its own Swift type.
struct LayerKey: Sendable {
  /// The property's value; `nil` when the layer (of another kind) has no such property.
  let get: @Sendable (CALayer) -> Any??
  /// Writes a value; `false` when it does not fit the property or the layer lacks it.
  let set: @Sendable (CALayer, Any?) -> Bool

  /// The property named `key`, or `nil` when no layer kind defines it.
  static func named(_ key: String) -> LayerKey? { table[key] }

  private static let table: [String: LayerKey] = [
    "bounds": key(\CALayer.bounds), "position": key(\CALayer.position), "frame": key(\CALayer.frame),
    "zPosition": key(\CALayer.zPosition), "anchorPoint": key(\CALayer.anchorPoint),
    "anchorPointZ": key(\CALayer.anchorPointZ), "transform": key(\CALayer.transform),
    "sublayerTransform": key(\CALayer.sublayerTransform), "geometryFlipped": key(\CALayer.isGeometryFlipped),
    "hidden": key(\CALayer.isHidden), "opaque": key(\CALayer.isOpaque), "opacity": key(\CALayer.opacity),
    "allowsEdgeAntialiasing": key(\CALayer.allowsEdgeAntialiasing),
    "edgeAntialiasingMask": key(\CALayer.edgeAntialiasingMask),
    "allowsGroupOpacity": key(\CALayer.allowsGroupOpacity), "masksToBounds": key(\CALayer.masksToBounds),
    "mask": key(\CALayer.mask), "backgroundColor": key(\CALayer.backgroundColor),
    "borderWidth": key(\CALayer.borderWidth), "borderColor": key(\CALayer.borderColor),
    "cornerRadius": key(\CALayer.cornerRadius), "maskedCorners": key(\CALayer.maskedCorners),
    "cornerCurve": text(\CALayer.cornerCurve), "shadowColor": key(\CALayer.shadowColor),
    "shadowOpacity": key(\CALayer.shadowOpacity), "shadowOffset": key(\CALayer.shadowOffset),
    "shadowRadius": key(\CALayer.shadowRadius), "shadowPath": key(\CALayer.shadowPath),
    "contents": key(\CALayer.contents), "contentsGravity": text(\CALayer.contentsGravity),
    "contentsRect": key(\CALayer.contentsRect), "contentsCenter": key(\CALayer.contentsCenter),
    "contentsScale": key(\CALayer.contentsScale), "name": key(\CALayer.name),
    "needsDisplayOnBoundsChange": key(\CALayer.needsDisplayOnBoundsChange),
    "sublayers": key(\CALayer.sublayers), "actions": key(\CALayer.actions), "style": key(\CALayer.style),
    "compositingFilter": key(\CALayer.compositingFilter), "shouldRasterize": key(\CALayer.shouldRasterize),
    "rasterizationScale": key(\CALayer.rasterizationScale), "filters": key(\CALayer.filters),
    "backgroundFilters": key(\CALayer.backgroundFilters),
    "minificationFilter": text(\CALayer.minificationFilter),
    "magnificationFilter": text(\CALayer.magnificationFilter), "beginTime": key(\CALayer.beginTime),
    "duration": key(\CALayer.duration), "speed": key(\CALayer.speed),
    "timeOffset": key(\CALayer.timeOffset), "repeatCount": key(\CALayer.repeatCount),
    "autoreverses": key(\CALayer.autoreverses), "fillMode": text(\CALayer.fillMode),
    "path": key(\CAShapeLayer.path), "fillColor": key(\CAShapeLayer.fillColor),
    "fillRule": text(\CAShapeLayer.fillRule), "strokeColor": key(\CAShapeLayer.strokeColor),
    "lineWidth": key(\CAShapeLayer.lineWidth), "lineCap": text(\CAShapeLayer.lineCap),
    "lineJoin": text(\CAShapeLayer.lineJoin), "miterLimit": key(\CAShapeLayer.miterLimit),
    "lineDashPattern": key(\CAShapeLayer.lineDashPattern), "lineDashPhase": key(\CAShapeLayer.lineDashPhase),
    "strokeStart": key(\CAShapeLayer.strokeStart), "strokeEnd": key(\CAShapeLayer.strokeEnd),
    "colors": key(\CAGradientLayer.colors), "locations": key(\CAGradientLayer.locations),
    "startPoint": key(\CAGradientLayer.startPoint), "endPoint": key(\CAGradientLayer.endPoint),
    "type": text(\CAGradientLayer.type), "string": key(\CATextLayer.string), "font": key(\CATextLayer.font),
    "fontSize": key(\CATextLayer.fontSize), "foregroundColor": key(\CATextLayer.foregroundColor),
    "wrapped": key(\CATextLayer.isWrapped), "alignmentMode": text(\CATextLayer.alignmentMode),
    "truncationMode": text(\CATextLayer.truncationMode),
    "instanceCount": key(\CAReplicatorLayer.instanceCount),
    "instanceDelay": key(\CAReplicatorLayer.instanceDelay),
    "instanceTransform": key(\CAReplicatorLayer.instanceTransform),
    "instanceColor": key(\CAReplicatorLayer.instanceColor),
    "instanceRedOffset": key(\CAReplicatorLayer.instanceRedOffset),
    "instanceGreenOffset": key(\CAReplicatorLayer.instanceGreenOffset),
    "instanceBlueOffset": key(\CAReplicatorLayer.instanceBlueOffset),
    "instanceAlphaOffset": key(\CAReplicatorLayer.instanceAlphaOffset),
    "preservesDepth": key(\CAReplicatorLayer.preservesDepth), "scrollMode": text(\CAScrollLayer.scrollMode),
  ]

  /// The property at `k` on layers of kind `L`.
  private static func key<L: CALayer, V>(_ k: ReferenceWritableKeyPath<L, V> & Sendable) -> LayerKey {
    LayerKey(
      get: { ($0 as? L).map { $0[keyPath: k] as Any? } },
      set: { layer, value in
        guard let l = layer as? L, let v = KeyValueCast.cast(value, to: V.self) else { return false }
        l[keyPath: k] = v
        return true
      })
  }

  /// A property whose values are named by strings (`kCAFillRuleEvenOdd`, `kCAGravityCenter`, …),
  /// set from the type itself or from its string.
  private static func text<L: CALayer, V: RawRepresentable & Sendable>(
    _ k: ReferenceWritableKeyPath<L, V> & Sendable
  )
    -> LayerKey where V.RawValue == String
  {
    LayerKey(
      get: { ($0 as? L).map { $0[keyPath: k] as Any? } },
      set: { layer, value in
        guard let l = layer as? L, let v = (value as? V) ?? (value as? String).flatMap(V.init(rawValue:))
        else {
          return false
        }
        l[keyPath: k] = v
        return true
      })
  }
}

/// Conversions key-value coding makes between the values it is given and a property's type: a
/// number of any kind (`NSNumber`, `Double`, `Int`, `Bool`, …) becomes the property's number type, as
/// Objective-C's key-value coding unboxes an `NSNumber`.
package enum KeyValueCast {
  /// `value` as a `V`, or `nil` when it is not one and cannot become one.
  package static func cast<V>(_ value: Any?, to type: V.Type) -> V? {
    if let v = value as? V { return v }
    #if os(Linux)
      if let held = (value as? NSValue)?.geometryValue as? V { return held }
    #endif
    if let list = value as? [Any], let numbers = list.map(number) as? [Double] {
      return numbers.map { NSNumber(value: $0) } as? V
    }
    guard let n = number(value) else { return nil }
    switch type {
    case is CGFloat.Type, is CGFloat?.Type: return CGFloat(n) as? V
    case is Double.Type, is Double?.Type: return n as? V
    case is Float.Type, is Float?.Type: return Float(n) as? V
    case is Int.Type, is Int?.Type: return n.isFinite ? Int(exactly: n.rounded(.towardZero)) as? V : nil
    case is Bool.Type, is Bool?.Type: return (n != 0) as? V
    case is NSNumber.Type, is NSNumber?.Type: return NSNumber(value: n) as? V
    default: return nil
    }
  }

  /// `value` as the numeric type of `example` when both are numbers (an animated `CGFloat` property
  /// stays a `CGFloat`); `value` itself otherwise.
  package static func like(_ example: Any?, _ value: Any?) -> Any? {
    guard let n = number(value) else { return value }
    switch example {
    case is CGFloat: return CGFloat(n)
    case is Float: return Float(n)
    case is NSNumber: return NSNumber(value: n)
    default: return value
    }
  }

  /// The number `value` holds, of whatever numeric type; `nil` for anything else.
  package static func number(_ value: Any?) -> Double? { AnyNumber.double(value) }
}
