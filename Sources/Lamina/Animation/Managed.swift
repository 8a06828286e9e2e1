import Foundation

/// A property of a `CALayer` subclass kept by key, as an `@NSManaged` property of a layer is on
/// Apple platforms: the idiom of custom animatable properties (a pie slice's angle, a ring's
/// progress).
///
/// Swift without the Objective-C runtime has no `@NSManaged`, so such a declaration changes by one
/// word: `@NSManaged var progress: CGFloat` becomes `@Managed var progress: CGFloat` (and
/// `@objc dynamic var progress: CGFloat = 0` becomes `@Managed var progress: CGFloat = 0`). The
/// property then behaves as Apple's does: its value is `value(forKey: "progress")`, copied by
/// `init(layer:)` into presentation copies; setting it marks the layer for display when
/// `needsDisplay(forKey:)` says so and runs `action(forKey:)`; animations with `keyPath`
/// `"progress"` animate it; unset, it reads `defaultValue(forKey:)`, else the declared initial value
/// (zero, `false` or `nil` without one). Only properties of `CALayer` subclasses can use it.
@propertyWrapper
public struct Managed<Value>: ManagedStorage {
  /// The value read while none is set and `defaultValue(forKey:)` gives none.
  private let initial: Value
  /// The property's key: its name, found on first use.
  private var key: String?
  /// Marks this property's storage while its name is looked up.
  private var probe = false

  /// A property whose initial value is `wrappedValue`.
  public init(wrappedValue: Value) { initial = wrappedValue }

  /// A number property whose value is zero until set.
  public init() where Value: AdditiveArithmetic { initial = .zero }

  /// An optional property whose value is `nil` until set.
  public init() where Value: ExpressibleByNilLiteral { initial = nil }

  /// A flag whose value is `false` until set.
  public init() where Value == Bool { initial = false }

  /// The declared initial value, for `value(forKey:)` before the property is set.
  var initialValue: Any? { initial }

  /// Never called: the layer's accessors below read and write the value.
  @available(*, unavailable, message: "@Managed is for properties of CALayer subclasses")
  public var wrappedValue: Value {
    get { fatalError("@Managed is for properties of CALayer subclasses") }
    set { fatalError("@Managed is for properties of CALayer subclasses") }
  }

  /// The property's value on `layer`: the value set for its key, else its default.
  public static subscript<L: CALayer>(
    _enclosingInstance layer: L, wrapped wrapped: ReferenceWritableKeyPath<L, Value>,
    storage storage: ReferenceWritableKeyPath<L, Managed<Value>>
  ) -> Value {
    get {
      let key = name(in: layer, storage)
      guard let stored = layer.storedValue(forKey: key) else { return layer[keyPath: storage].initial }
      return KeyValueCast.cast(stored, to: Value.self) ?? layer[keyPath: storage].initial
    }
    set { layer.setValue(newValue, forKey: name(in: layer, storage)) }
  }

  /// The property's key: its name as declared, found once per layer in the layer's reflection
  /// (the storage marked by `probe`); the storage's key path when reflection has no names.
  private static func name<L: CALayer>(in layer: L, _ storage: ReferenceWritableKeyPath<L, Managed<Value>>)
    -> String
  {
    if let key = layer[keyPath: storage].key { return key }
    layer[keyPath: storage].probe = true
    let label = ManagedName.label(in: layer) { ($0 as? Managed<Value>)?.probe == true }
    layer[keyPath: storage].probe = false
    let key = label ?? "\(storage)"
    layer[keyPath: storage].key = key
    return key
  }
}

/// The storage of a `@Managed` property, whatever its type.
protocol ManagedStorage {
  /// The property's declared initial value.
  var initialValue: Any? { get }
}

/// Finds `@Managed` properties by reflection.
enum ManagedName {
  /// The declared initial value of `layer`'s `@Managed` property named `key`, or `nil` when it has
  /// no such property.
  static func initialValue(forKey key: String, in layer: CALayer) -> Any? {
    storages(in: layer).first { $0.name == key }?.storage.initialValue
  }

  /// The name of the `@Managed` property of `layer` whose storage satisfies `marked`.
  static func label(in layer: CALayer, where marked: (Any) -> Bool) -> String? {
    storages(in: layer).first { marked($0.storage) }?.name
  }

  /// The `@Managed` properties of `layer`'s class and its superclasses below `CALayer`, by name
  /// (the storage's label without the property wrapper's underscore).
  private static func storages(in layer: CALayer) -> [(name: String, storage: ManagedStorage)] {
    var found: [(name: String, storage: ManagedStorage)] = []
    var mirror: Mirror? = Mirror(reflecting: layer)
    while let m = mirror, m.subjectType != CALayer.self {
      for child in m.children {
        guard let storage = child.value as? ManagedStorage, let label = child.label else { continue }
        found.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, storage))
      }
      mirror = m.superclassMirror
    }
    return found
  }
}
