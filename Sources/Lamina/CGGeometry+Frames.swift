import Foundation

// Frame helpers from the seed chapter on view geometry (centres, moving by centre, fitting sizes).

extension CGRect {
  /// The midpoint of the rectangle: `(midX, midY)` (the seed's `CGRectGetCenter`).
  public var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// The same-sized rectangle whose centre is `center` (the seed's `CGRectMoveToCenter`).
  public func moved(toCenter center: CGPoint) -> CGRect {
    let r = standardized
    return CGRect(
      x: center.x - r.width / 2, y: center.y - r.height / 2, width: r.width, height: r.height)
  }

  /// The rectangle with its size shrunk to fit inside `limit`, aspect ratio kept, origin unchanged;
  /// a rectangle that already fits is returned as is (the seed's `fitInSize:`).
  public func fitted(in limit: CGSize) -> CGRect {
    CGRect(origin: origin, size: size.fitted(in: limit))
  }
}

extension CGSize {
  /// This size scaled down, aspect ratio kept, until it fits inside `limit`; never scaled up.
  /// Degenerate or non-finite inputs are returned unchanged.
  public func fitted(in limit: CGSize) -> CGSize {
    guard width > 0, height > 0, width.isFinite, height.isFinite, limit.width >= 0, limit.height >= 0
    else { return self }
    let scale = Swift.min(1, limit.width / width, limit.height / height)
    return CGSize(width: width * scale, height: height * scale)
  }
}

/// The largest rectangle of `aspectRatio`'s proportions that fits inside `boundingRect`, centred in it
/// (AVFoundation's aspect-fit helper). A degenerate ratio gives a zero-sized rect at the centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
  let bounds = boundingRect.standardized
  guard aspectRatio.width > 0, aspectRatio.height > 0 else {
    return CGRect(origin: bounds.center, size: .zero)
  }
  let scale = Swift.min(bounds.width / aspectRatio.width, bounds.height / aspectRatio.height)
  let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
  return CGRect(origin: .zero, size: size).moved(toCenter: bounds.center)
}
