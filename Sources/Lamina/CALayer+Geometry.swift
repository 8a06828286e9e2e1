import Foundation

// The matrices of spec §0 and the derived frame (§1.2–1.3).

extension CALayer {
  /// The anchor point in the layer's own coordinates: `(minX + ax·w, minY + ay·h, anchorPointZ)`.
  package var anchorInBounds: (x: CGFloat, y: CGFloat, z: CGFloat) {
    (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
  }

  /// `T(−A) · transform · T(position, zPosition)`: local space → superlayer space, without the flip
  /// and before the superlayer's sublayerTransform. This is what `frame` reports.
  package var frameMatrix: CATransform3D {
    let a = anchorInBounds
    return CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
      .concatenating(transform)
      .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
  }

  /// `Flip · T(−A) · transform · T(position, zPosition)`: the full placement in the superlayer.
  package var placementMatrix: CATransform3D {
    guard isGeometryFlipped else { return frameMatrix }
    var flip = CATransform3DIdentity
    flip.m22 = -1
    flip.m42 = bounds.minY + bounds.maxY
    return flip.concatenating(frameMatrix)
  }

  /// `T(−A) · sublayerTransform · T(A)`: the sublayer transform about this layer's anchor point.
  package var sublayerMatrix: CATransform3D {
    if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
    let a = anchorInBounds
    return CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
      .concatenating(sublayerTransform)
      .concatenating(CATransform3DMakeTranslation(a.x, a.y, a.z))
  }

  /// One step up: this layer's plane → its superlayer's plane (or, for a root, its container space),
  /// flattened as every ordinary layer flattens its sublayers.
  package var planeToSuperlayer: Homography {
    guard let s = superlayer else { return Homography(placementMatrix) }
    return Homography(placementMatrix.concatenating(s.sublayerMatrix))
  }

  /// The frame as derived from bounds, anchor, transform and position (see `frame`).
  package var derivedFrame: CGRect { Homography(frameMatrix).mapBoundingBox(bounds) }

  /// Sets `position` and `bounds.size` so that `frame` reads back `f` (spec §1.3).
  package func applyFrame(_ f: CGRect) {
    let f = f.standardized
    if CATransform3DIsIdentity(transform) {
      bounds.size = f.size
      position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
      return
    }
    if let size = boundsSize(forFrameSize: f.size) { bounds.size = size }
    let placed = derivedFrame
    guard !placed.isNull else { return }
    position = CGPoint(x: position.x + f.minX - placed.minX, y: position.y + f.minY - placed.minY)
  }

  /// Solves `|a|·w + |c|·h = W`, `|b|·w + |d|·h = H` for the bounds size whose transformed bounding box
  /// has size `(W, H)`; `nil` when singular or negative.
  private func boundsSize(forFrameSize s: CGSize) -> CGSize? {
    let (a, b, c, d) = (abs(transform.m11), abs(transform.m12), abs(transform.m21), abs(transform.m22))
    let det = a * d - c * b
    guard det.isNormal, abs(det) > 1e-12 else { return nil }
    let w = (s.width * d - c * s.height) / det
    let h = (a * s.height - b * s.width) / det
    let tolerance = 1e-9 * max(1, s.width, s.height)
    guard w > -tolerance, h > -tolerance, w.isFinite, h.isFinite else { return nil }
    return CGSize(width: max(w, 0), height: max(h, 0))
  }
}

extension CALayer {
  /// Sets the bounds, standardizing a negative size as Apple does; a new size resizes the sublayers
  /// by their autoresizing masks, marks layout, and marks display when `needsDisplayOnBoundsChange`.
  final func replaceBounds(with newValue: CGRect) {
    let old = values.bounds
    values.bounds = newValue.size.width < 0 || newValue.size.height < 0 ? newValue.standardized : newValue
    changed("bounds", old)
    guard values.bounds.size != old.size else { return }
    boundsSizeChanged(from: old.size)
    if needsDisplayOnBoundsChange { setNeedsDisplay() }
  }

  /// The parity of `isGeometryFlipped` over this layer and its ancestors.
  final var flipParity: Bool {
    var (flipped, layer) = (false, Optional(self))
    while let l = layer {
      if l.isGeometryFlipped { flipped.toggle() }
      layer = l.superlayer
    }
    return flipped
  }
}
