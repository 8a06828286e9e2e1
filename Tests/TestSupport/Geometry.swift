import Foundation

/// The rectangle with origin `(x, y)` and size `w × h`, in the caller's coordinate space.
public func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}
