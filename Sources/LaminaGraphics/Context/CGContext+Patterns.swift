import Foundation
import LaminaGeometry

extension CGContext {
  /// Moves where pattern tiling starts to `phase` in base space (Core Graphics' pattern phase).
  public func setPatternPhase(_ phase: CGSize) {
    guard phase.width.isFinite, phase.height.isFinite else { return }
    state.patternPhase = phase
  }

  /// Sets Cairo's source to `pattern`'s cell repeated as Core Graphics places it: cells start at
  /// the origin of base space (the bitmap's bottom-left, y up, in points) moved by the pattern
  /// phase, and the current transform neither moves nor scales them.
  package func setSource(pattern: CGPattern, alpha: CGFloat) {
    guard let image = pattern.cell as? CGImage, let imageFromBase = pattern.imageFromBase(image) else {
      return canvas.setColor(RenderColor(red: 0, green: 0, blue: 0, alpha: 0))
    }
    let t = baseToDevice
    let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
    let phase = state.patternPhase
    let baseFromDevice = CGAffineTransform(
      a: 1 / scale, b: 0, c: 0, d: -1 / scale, tx: -phase.width, ty: CGFloat(height) / scale - phase.height)
    let toImage = canvas.transform.concatenating(baseFromDevice).concatenating(imageFromBase)
    canvas.setSource(tiling: image, toImage: toImage, alpha: Double(alpha * state.alpha))
  }
}
