import Foundation
import LaminaGeometry

extension CGContext {
  /// A premultiplied ARGB context for a layer's backing image: `ceil(bounds.size × scale)` pixels,
  /// user space mapped so that `bounds` covers it (y down when `yDown`, else y up), and base space
  /// (where shadow offsets are measured) equal to that user space; `nil` when empty or too large.
  package static func layerBackingStore(bounds: CGRect, scale: CGFloat, yDown: Bool) -> CGContext? {
    let w = (bounds.width * scale).rounded(.up)
    let h = (bounds.height * scale).rounded(.up)
    guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= CGFloat(maximumSide), h <= CGFloat(maximumSide),
      bounds.minX.isFinite, bounds.minY.isFinite,
      let ctx = CGContext(
        data: nil, width: Int(w), height: Int(h), bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little))
    else { return nil }
    var m = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    if yDown { m = m.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)) }
    ctx.concatenate(m)
    ctx.baseToDevice = CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: 0, ty: 0)
    return ctx
  }
}
