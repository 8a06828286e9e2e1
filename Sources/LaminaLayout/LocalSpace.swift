import Foundation
import Lamina

/// How one layer's local space (its bounds, origin taken as zero) maps into the layout root's
/// space, in which the engine solves (y down): x is shifted; y is shifted, and mirrored where
/// `isGeometryFlipped` turned it an odd number of times (AppKit's unflipped views, y up).
/// Transforms are not applied: layout places frames, as UIKit's and AppKit's engines do.
struct LocalSpace {
  var dx: CGFloat = 0
  var dy: CGFloat = 0
  var flipsY = false

  /// `r`, in this space, in the root's space.
  func rect(_ r: CGRect) -> CGRect {
    flipsY
      ? CGRect(x: dx + r.minX, y: dy - r.maxY, width: r.width, height: r.height)
      : r.offsetBy(dx: dx, dy: dy)
  }

  /// `r`, in the root's space, in this space (the inverse of `rect`).
  func local(_ r: CGRect) -> CGRect {
    flipsY
      ? CGRect(x: r.minX - dx, y: dy - r.maxY, width: r.width, height: r.height)
      : r.offsetBy(dx: -dx, dy: -dy)
  }

  /// The local space of `layer`, a sublayer at `frame` in this space.
  func space(of layer: CALayer, at frame: CGRect) -> LocalSpace {
    let placed = rect(frame)
    let flips = flipsY != layer.isGeometryFlipped
    return LocalSpace(dx: placed.minX, dy: flips ? placed.maxY : placed.minY, flipsY: flips)
  }
}
