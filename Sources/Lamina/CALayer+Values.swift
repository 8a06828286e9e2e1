import Foundation

/// The stored values of a layer's geometry and appearance, Apple's defaults included. `CALayer`'s
/// properties read and write them, so a presentation copy copies one struct.
///
/// What most layers leave at its default is kept out of line, shared until written (copy on write):
/// the two 4×4 transforms each in a box of their own while not the identity, and the shadow, contents
/// and edge settings together in one box once any of them is set. A plain layer's values stay small,
/// and they are most of a layer's memory.
@dynamicMemberLookup
package struct LayerValues {
  var bounds: CGRect = .zero
  var position: CGPoint = .zero
  var zPosition: CGFloat = 0
  var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  var isHidden: Bool = false
  var opacity: Float = 1
  var masksToBounds: Bool = false
  var backgroundColor: CGColor?
  var borderWidth: CGFloat = 0
  var cornerRadius: CGFloat = 0
  private var transformBox = OutOfLine<CATransform3D>()
  private var sublayerTransformBox = OutOfLine<CATransform3D>()
  private var rareBox = OutOfLine<Rare>()

  /// The values few layers change from their defaults.
  package struct Rare {
    var anchorPointZ: CGFloat = 0
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var borderColor: CGColor? = .black
    var contents: Any?
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Values set by key for keys `CALayer` does not define (`setValue(_:forKey:)`, `@Managed`).
    var attributes: [String: Any] = [:]
    var compositingFilter: Any?
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var filters: [Any]?
    var backgroundFilters: [Any]?
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
  }

  var transform: CATransform3D {
    get { transformBox.value ?? CATransform3DIdentity }
    set { transformBox.set(newValue, unless: CATransform3DIdentity) }
  }
  var sublayerTransform: CATransform3D {
    get { sublayerTransformBox.value ?? CATransform3DIdentity }
    set { sublayerTransformBox.set(newValue, unless: CATransform3DIdentity) }
  }

  /// The rarely changed values, read and written as if they were the struct's own
  /// (`values.shadowColor`, `\LayerValues.shadowColor`).
  ///
  /// Reading one value reads it where it is kept, and writing one writes it there when no copy
  /// shares the box: copying the whole struct out (and back) at each access was about a quarter of
  /// the time spent making a render tree.
  package subscript<T>(dynamicMember path: WritableKeyPath<Rare, T>) -> T {
    @inline(__always) get { rareBox.read(path) ?? LayerValues.defaultRare[keyPath: path] }
    set { rareBox.modify(from: LayerValues.defaultRare) { $0[keyPath: path] = newValue } }
  }

  /// The rarely changed values' defaults, made once.
  nonisolated(unsafe) static let defaultRare = Rare()  // immutable: never written after it is made
}

/// A value kept in a box of its own, shared between copies until one of them writes it.
struct OutOfLine<T> {
  private final class Box {
    var value: T
    init(_ value: T) { self.value = value }

    /// One part of the value, read in place.
    @inline(__always) func read<U>(_ path: KeyPath<T, U>) -> U { value[keyPath: path] }
  }

  private var box: Box?

  /// The value, or `nil` while it was never set (or was set back to the default).
  var value: T? { box?.value }

  /// One part of the value, read in place; `nil` while the value was never set.
  @inline(__always) func read<U>(_ path: KeyPath<T, U>) -> U? { box?.read(path) }

  /// Changes the value (starting from `initial` when it was never set), in place when no copy
  /// shares the box.
  mutating func modify(from initial: T, _ change: (inout T) -> Void) {
    if box != nil, isKnownUniquelyReferenced(&box) {
      change(&box!.value)
    } else {
      var value = box?.value ?? initial
      change(&value)
      box = Box(value)
    }
  }

  /// Stores `value`, in place when no copy shares the box.
  mutating func set(_ value: T) {
    if box != nil, isKnownUniquelyReferenced(&box) {
      box!.value = value
    } else {
      box = Box(value)
    }
  }

  /// Stores `value`, or drops the box when it equals `empty` (a default that needs no storage).
  mutating func set(_ value: T, unless empty: T) where T: Equatable {
    if value == empty { box = nil } else { set(value) }
  }
}

extension CALayer {
  /// Sets one value and runs the change's action (`changed`).
  @inline(__always)
  func update<T>(_ field: WritableKeyPath<LayerValues, T>, _ value: T, _ key: String) {
    let old = values[keyPath: field]
    values[keyPath: field] = value
    changed(key, old)
  }

  /// `update` for a rarely changed value, through a key path on `Rare` itself: a constant the
  /// compiler makes once, where `\LayerValues.shadowColor` (through the dynamic-member subscript)
  /// would be instantiated by the runtime at every call.
  func updateRare<T>(_ field: WritableKeyPath<LayerValues.Rare, T>, _ value: T, _ key: String) {
    let old = values[dynamicMember: field]
    values[dynamicMember: field] = value
    changed(key, old)
  }
}
