import Foundation

extension CALayer {
  /// Copies every property of `other` but its place in a tree (superlayer, sublayers) and its
  /// delegate, as `init(layer:)` does for Core Animation's presentation copies.
  func copyProperties(of other: CALayer) {
    (bounds, position, zPosition, anchorPoint) = (
      other.bounds, other.position, other.zPosition, other.anchorPoint
    )
    (anchorPointZ, transform, sublayerTransform) = (
      other.anchorPointZ, other.transform, other.sublayerTransform
    )
    (isGeometryFlipped, isHidden, opacity, masksToBounds) =
      (other.isGeometryFlipped, other.isHidden, other.opacity, other.masksToBounds)
    (backgroundColor, borderWidth, borderColor) = (
      other.backgroundColor, other.borderWidth, other.borderColor
    )
    (cornerRadius, maskedCorners, contents) = (other.cornerRadius, other.maskedCorners, other.contents)
    (contentsGravity, contentsRect, contentsCenter) = (
      other.contentsGravity, other.contentsRect, other.contentsCenter
    )
    (contentsScale, name) = (other.contentsScale, other.name)
    (shadowColor, shadowOpacity, shadowOffset) = (other.shadowColor, other.shadowOpacity, other.shadowOffset)
    (shadowRadius, shadowPath, mask) = (other.shadowRadius, other.shadowPath, other.mask)
    (allowsEdgeAntialiasing, edgeAntialiasingMask) = (
      other.allowsEdgeAntialiasing, other.edgeAntialiasingMask
    )
    (allowsGroupOpacity, isOpaque) = (other.allowsGroupOpacity, other.isOpaque)
  }
}
