import CCairo
import Foundation
import LaminaGeometry

// The shape a layer is drawn with: a rounded rectangle, and Cairo's coordinate-range guard.

extension CairoCanvas {
  /// Adds a rounded rectangle to the path: `whole` rounded at `corners` by `radius` (limited to half
  /// the shorter side), with quarter circles or, with `.continuous`, Apple's continuous corners.
  func roundedRect(_ whole: CGRect, radius: CGFloat, corners: CanvasCorners) {
    let limit = min(radius, whole.width / 2, whole.height / 2)
    // Cairo keeps coordinates in 24.8 fixed point: sides far outside the clip are brought in to just
    // beyond it (past both corner arcs, so every visible pixel is unchanged) before they overflow.
    let r = clampedToVisible(whole, margin: 2 * max(limit, 0) + 2)
    if corners.contains(.continuous), limit > 0 { return continuousRect(r, radius: limit, corners: corners) }
    func cornerRadius(_ corner: CanvasCorners) -> CGFloat {
      limit > 0 && corners.contains(corner) ? limit : 0
    }
    let (tl, tr) = (cornerRadius(.minXMinY), cornerRadius(.maxXMinY))
    let (br, bl) = (cornerRadius(.maxXMaxY), cornerRadius(.minXMaxY))
    cairo_new_sub_path(context)
    corner(r.maxX - tr, r.minY + tr, tr, -.pi / 2, 0, r.maxX, r.minY)
    corner(r.maxX - br, r.maxY - br, br, 0, .pi / 2, r.maxX, r.maxY)
    corner(r.minX + bl, r.maxY - bl, bl, .pi / 2, .pi, r.minX, r.maxY)
    corner(r.minX + tl, r.minY + tl, tl, .pi, 3 * .pi / 2, r.minX, r.minY)
    cairo_close_path(context)
  }

  /// `rect` with each side that lies more than `margin` outside the clip (in user space) moved to
  /// `margin` outside it; `rect` itself when the user → device matrix cannot be inverted, or when
  /// every corner (grown by `margin`) lands within ±2²⁰ device pixels, far inside Cairo's ±2²³
  /// range: the usual case costs one matrix read and four products, not a clip query.
  func clampedToVisible(_ rect: CGRect, margin: CGFloat) -> CGRect {
    var m = cairo_matrix_t()
    cairo_get_matrix(context, &m)
    let safe = Double(1 << 20)
    let grown = rect.insetBy(dx: -margin, dy: -margin)
    // Four corners tested in place (a list of them was an allocation for every fill).
    func lands(_ x: CGFloat, _ y: CGFloat) -> Bool {
      abs(m.xx * x + m.xy * y + m.x0) < safe && abs(m.yx * x + m.yy * y + m.y0) < safe
    }
    let fits =
      lands(grown.minX, grown.minY) && lands(grown.maxX, grown.minY) && lands(grown.minX, grown.maxY)
      && lands(grown.maxX, grown.maxY)
    guard !fits, cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return rect }
    let clip = deviceClipExtents
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (clip.minX, clip.minY), (clip.maxX, clip.minY), (clip.minX, clip.maxY), (clip.maxX, clip.maxY),
    ] {
      var (ux, uy) = (Double(x), Double(y))
      cairo_matrix_transform_point(&m, &ux, &uy)
      xs.append(ux)
      ys.append(uy)
    }
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
      [x0, x1, y0, y1].allSatisfy(\.isFinite)
    else { return rect }
    let minX = max(rect.minX, x0 - margin), maxX = min(rect.maxX, x1 + margin)
    let minY = max(rect.minY, y0 - margin), maxY = min(rect.maxY, y1 + margin)
    guard minX < maxX, minY < maxY else { return rect }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  func corner(
    _ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, _ from: CGFloat, _ to: CGFloat, _ x: CGFloat,
    _ y: CGFloat
  ) {
    if r > 0 { cairo_arc(context, cx, cy, r, from, to) } else { cairo_line_to(context, x, y) }
  }

  /// `r` with Apple's continuous corners of `radius` at `corners` (`ContinuousCorners`), clockwise
  /// on the y-down canvas from the top edge.
  private func continuousRect(_ r: CGRect, radius: CGFloat, corners: CanvasCorners) {
    let radii = [CanvasCorners.minXMinY, .maxXMinY, .maxXMaxY, .minXMaxY].map {
      corners.contains($0) ? radius : 0
    }
    let shape = ContinuousCorners.corners(of: r, radii: radii)
    cairo_new_sub_path(context)
    for corner in shape[1...] + [shape[0]] {
      cairo_line_to(context, corner.start.x, corner.start.y)
      for (c1, c2, p) in corner.cubics { cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y) }
    }
    cairo_close_path(context)
  }
}
