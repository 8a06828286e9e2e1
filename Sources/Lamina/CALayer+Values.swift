import Foundation

/// The stored values of a layer's geometry and appearance, Apple's defaults included. `CALayer`'s
/// properties read and write them, so a presentation copy copies one struct.
package struct LayerValues {
  var bounds: CGRect = .zero
  var position: CGPoint = .zero
  var zPosition: CGFloat = 0
  var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  var anchorPointZ: CGFloat = 0
  var transform: CATransform3D = CATransform3DIdentity
  var sublayerTransform: CATransform3D = CATransform3DIdentity
  var isGeometryFlipped: Bool = false
  var isHidden: Bool = false
  var isOpaque: Bool = false
  var allowsEdgeAntialiasing: Bool = false
  var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
    .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
  ]
  var shadowColor: CGColor? = .black
  var shadowOpacity: Float = 0
  var shadowOffset: CGSize = CGSize(width: 0, height: -3)
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?
  var allowsGroupOpacity: Bool = true
  var opacity: Float = 1
  var masksToBounds: Bool = false
  var backgroundColor: CGColor?
  var borderWidth: CGFloat = 0
  var borderColor: CGColor? = .black
  var cornerRadius: CGFloat = 0
  var maskedCorners: CACornerMask = .allCorners
  var contents: Any?
  var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var contentsScale: CGFloat = 1
  var name: String?
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
