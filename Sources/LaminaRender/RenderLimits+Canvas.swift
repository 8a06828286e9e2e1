import Foundation

extension RenderLimits {
  /// The most pixels per point a render may use.
  public static let maximumScale: CGFloat = 16

  /// Whether a render accepts `scale`: finite, above 0 and at most `maximumScale`. The command line,
  /// scene files and `LayerRenderer` all follow this one rule.
  public static func isValid(scale: CGFloat) -> Bool { scale.isFinite && scale > 0 && scale <= maximumScale }

  /// The canvas in whole pixels for `size` points at `scale`, by the one rule every canvas follows:
  /// a valid scale, at least 1×1 pixel, at most `canvasSide` a side and `canvasPixels` in all; the
  /// error names the limit passed.
  public func canvas(_ size: CGSize, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
    guard Self.isValid(scale: scale) else { throw RenderError(RenderRequestError.scale(scale).description) }
    let w = (size.width * scale).rounded(.up)
    let h = (size.height * scale).rounded(.up)
    guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
      throw RenderError(
        "canvas must be at least 1×1 pixel, got \(size.width)×\(size.height) at scale \(scale)")
    }
    guard w <= CGFloat(canvasSide), h <= CGFloat(canvasSide) else {
      throw RenderError(
        "canvas \(format(w))×\(format(h)) pixels exceeds the limit of \(canvasSide) pixels a side")
    }
    guard w * h <= CGFloat(canvasPixels) else {
      throw RenderError("canvas \(format(w))×\(format(h)) pixels exceeds the limit of \(canvasPixels) pixels")
    }
    return (Int(w), Int(h))
  }
}

/// `3` rather than `3.0` for whole numbers in messages (and no trap for a number past `Int`'s range).
package func format(_ n: Double) -> String {
  n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
}
