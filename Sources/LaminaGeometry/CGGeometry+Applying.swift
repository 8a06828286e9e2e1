import Foundation

extension CGPoint {
  /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by the linear part of `t` (no translation); like Apple's, the result may be negative.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle containing the four transformed corners, as `CGRectApplyAffineTransform`
  /// computes it; a null rectangle stays null.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let r = standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ].map { $0.applying(t) }
    return CGRect(boundingBoxOf: corners) ?? .null
  }

  /// The axis-aligned bounding box of `points`, or `nil` when there are none or any is not finite.
  package init?(boundingBoxOf points: [CGPoint]) {
    guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      return nil
    }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
