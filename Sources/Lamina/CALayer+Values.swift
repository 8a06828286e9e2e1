import Foundation

/// The stored values of a layer's geometry and appearance, Apple's defaults included. `CALayer`'s
/// properties read and write them, so a presentation copy copies one struct.
///
/// What most layers leave at its default is kept out of line, shared until written (copy on write):
/// the two 4×4 transforms each in a box of their own while not the identity, and the shadow, contents
/// and edge settings together in one box once any of them is set. A plain layer's values take about
/// 180 bytes instead of about 600, which is most of a layer's memory (issue 13).
package struct LayerValues {
  var bounds: CGRect = .zero
  var position: CGPoint = .zero
  var zPosition: CGFloat = 0
  var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  var isGeometryFlipped: Bool = false
  var isHidden: Bool = false
  var isOpaque: Bool = false
  var allowsEdgeAntialiasing: Bool = false
  var allowsGroupOpacity: Bool = true
  var opacity: Float = 1
  var masksToBounds: Bool = false
  var backgroundColor: CGColor?
  var borderWidth: CGFloat = 0
  var cornerRadius: CGFloat = 0
  var name: String?
  private var transformBox = OutOfLine<CATransform3D>()
  private var sublayerTransformBox = OutOfLine<CATransform3D>()
  private var rareBox = OutOfLine<Rare>()

  /// The values few layers change from their defaults.
  struct Rare {
    var anchorPointZ: CGFloat = 0
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
      .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var borderColor: CGColor? = .black
    var maskedCorners: CACornerMask = .allCorners
    var contents: Any?
    var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsScale: CGFloat = 1
  }

  var transform: CATransform3D {
    get { transformBox.value ?? CATransform3DIdentity }
    set { transformBox.set(newValue, unless: CATransform3DIdentity) }
  }
  var sublayerTransform: CATransform3D {
    get { sublayerTransformBox.value ?? CATransform3DIdentity }
    set { sublayerTransformBox.set(newValue, unless: CATransform3DIdentity) }
  }

  private var rare: Rare {
    get { rareBox.value ?? Rare() }
    set { rareBox.set(newValue) }
  }

  var anchorPointZ: CGFloat {
    get { rareBox.value?.anchorPointZ ?? 0 }
    set { rare.anchorPointZ = newValue }
  }
  var edgeAntialiasingMask: CAEdgeAntialiasingMask {
    get { rare.edgeAntialiasingMask }
    set { rare.edgeAntialiasingMask = newValue }
  }
  var shadowColor: CGColor? {
    get { rare.shadowColor }
    set { rare.shadowColor = newValue }
  }
  var shadowOpacity: Float {
    get { rareBox.value?.shadowOpacity ?? 0 }
    set { rare.shadowOpacity = newValue }
  }
  var shadowOffset: CGSize {
    get { rare.shadowOffset }
    set { rare.shadowOffset = newValue }
  }
  var shadowRadius: CGFloat {
    get { rare.shadowRadius }
    set { rare.shadowRadius = newValue }
  }
  var shadowPath: CGPath? {
    get { rareBox.value?.shadowPath }
    set { rare.shadowPath = newValue }
  }
  var borderColor: CGColor? {
    get { rare.borderColor }
    set { rare.borderColor = newValue }
  }
  var maskedCorners: CACornerMask {
    get { rare.maskedCorners }
    set { rare.maskedCorners = newValue }
  }
  var contents: Any? {
    get { rareBox.value?.contents }
    set { rare.contents = newValue }
  }
  var contentsRect: CGRect {
    get { rare.contentsRect }
    set { rare.contentsRect = newValue }
  }
  var contentsCenter: CGRect {
    get { rare.contentsCenter }
    set { rare.contentsCenter = newValue }
  }
  var contentsScale: CGFloat {
    get { rareBox.value?.contentsScale ?? 1 }
    set { rare.contentsScale = newValue }
  }
}

/// A value kept in a box of its own, shared between copies until one of them writes it.
struct OutOfLine<T> {
  private final class Box {
    var value: T
    init(_ value: T) { self.value = value }
  }

  private var box: Box?

  /// The value, or `nil` while it was never set (or was set back to the default).
  var value: T? { box?.value }

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
    valuesVersion &+= 1
    changed(key, old)
  }
}
