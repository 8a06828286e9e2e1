import Foundation
import Lamina

// Each comparison is absolute: every component differs by at most `tolerance`, in the values' own
// units. There is no default tolerance; each test states its own.

extension CGFloat {
  /// Whether this value is within `tolerance` of `other`.
  public func isApproximatelyEqual(to other: CGFloat, tolerance: CGFloat) -> Bool {
    Swift.abs(self - other) <= tolerance
  }
}

extension Double {
  /// Whether this value is within `tolerance` of `other`.
  public func isApproximatelyEqual(to other: Double, tolerance: Double) -> Bool {
    Swift.abs(self - other) <= tolerance
  }
}

extension CGPoint {
  /// Whether `x` and `y` are each within `tolerance` of `other`'s.
  public func isApproximatelyEqual(to other: CGPoint, tolerance: CGFloat) -> Bool {
    x.isApproximatelyEqual(to: other.x, tolerance: tolerance)
      && y.isApproximatelyEqual(to: other.y, tolerance: tolerance)
  }
}

extension CGRect {
  /// Whether the origin and the size, as stored (not standardized), are each within `tolerance`.
  public func isApproximatelyEqual(to other: CGRect, tolerance: CGFloat) -> Bool {
    origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
      && size.width.isApproximatelyEqual(to: other.size.width, tolerance: tolerance)
      && size.height.isApproximatelyEqual(to: other.size.height, tolerance: tolerance)
  }
}

extension CATransform3D {
  /// Whether each of the sixteen entries is within `tolerance` of `other`'s.
  public func isApproximatelyEqual(to other: CATransform3D, tolerance: CGFloat) -> Bool {
    let entries: [KeyPath<CATransform3D, CGFloat>] = [
      \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
      \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44,
    ]
    return entries.allSatisfy {
      self[keyPath: $0].isApproximatelyEqual(to: other[keyPath: $0], tolerance: tolerance)
    }
  }
}
