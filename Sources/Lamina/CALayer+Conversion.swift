import Foundation

// Converting points and rects between layers' coordinate spaces (spec §5).

extension CALayer {
  /// The map from this layer's plane to `ancestor`'s plane (to the container space of the root when
  /// `ancestor` is `nil`).
  package func planeMap(upTo ancestor: CALayer?) -> Homography {
    var map = Homography.identity
    var node: CALayer? = self
    while let n = node, n !== ancestor {
      // Inside transform layers planes share one 3D space: compose in 3D, flatten once above them.
      var m = n.placementMatrix
      var top = n
      while let t = top.superlayer, CATransformLayer.sharesDepth(t), t !== ancestor {
        m = m.concatenating(t.sublayerMatrix).concatenating(t.placementMatrix)
        top = t
      }
      if let s = top.superlayer { m = m.concatenating(s.sublayerMatrix) }
      map = map.concatenating(Homography(m))
      node = top.superlayer
    }
    return map
  }

  /// The nearest layer that is both this layer or an ancestor of it and `other` or an ancestor of it.
  package func nearestCommonAncestor(with other: CALayer) -> CALayer? {
    var mine = Set<ObjectIdentifier>()
    var node: CALayer? = self
    while let n = node {
      mine.insert(ObjectIdentifier(n))
      node = n.superlayer
    }
    node = other
    while let n = node {
      if mine.contains(ObjectIdentifier(n)) { return n }
      node = n.superlayer
    }
    return nil
  }

  /// The map from this layer's plane to `target`'s: up to their nearest common ancestor, then down
  /// through the inverse of `target`'s chain. Layers of different trees meet in their roots' shared
  /// container space; `nil` stands for that space. `nil` result: the target's chain is singular.
  package func planeMap(to target: CALayer?) -> Homography? {
    guard let target else { return planeMap(upTo: nil) }
    let meeting = nearestCommonAncestor(with: target)
    guard let down = target.planeMap(upTo: meeting).invertedIfPossible() else { return nil }
    return planeMap(upTo: meeting).concatenating(down)
  }

  /// Converts `p` from this layer's coordinates to `l`'s (to the root's container space when `l` is
  /// `nil`), through every transform, sublayerTransform, flip and perspective on the way.
  ///
  /// The result is `(nan, nan)` when the mapping is undefined: a singular transform on `l`'s side, or a
  /// point that lands behind the eye of a perspective.
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    planeMap(to: l)?.map(p) ?? .notFinite
  }

  /// Converts `p` from `l`'s coordinates (the root's container space when `l` is `nil`) to this layer's.
  /// `(nan, nan)` when undefined, as for `convert(_:to:)`.
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    guard let l else { return planeMap(upTo: nil).invertedIfPossible()?.map(p) ?? .notFinite }
    return l.convert(p, to: self)
  }

  /// Converts `r` to `l`'s coordinates as the bounding box of its four converted corners;
  /// `CGRect.null` when any corner is undefined.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    planeMap(to: l)?.mapBoundingBox(r) ?? .null
  }

  /// Converts `r` from `l`'s coordinates as the bounding box of its four converted corners;
  /// `CGRect.null` when any corner is undefined.
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    guard let l else { return planeMap(upTo: nil).invertedIfPossible()?.mapBoundingBox(r) ?? .null }
    return l.convert(r, to: self)
  }
}
