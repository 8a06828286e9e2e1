import Foundation
import LaminaGeometry

/// The parts of a context's graphics state Lamina keeps beside Cairo's (which holds the CTM, clip,
/// path and line parameters).
package struct GraphicsState {
  /// A shadow as `setShadow` gives it, in base space.
  package struct Shadow {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor
  }

  package var fillColor = CGColor.black
  package var strokeColor = CGColor.black
  package var alpha: CGFloat = 1
  package var blendMode = CGBlendMode.normal
  package var shadow: Shadow?
  /// Where pattern tiling starts, in base space.
  package var patternPhase = CGSize.zero
  package var interpolationQuality = CGInterpolationQuality.default
  package var shouldAntialias = true
  package var allowsAntialiasing = true
  package var lineWidth: CGFloat = 1
  package var lineCap = CGLineCap.butt
  package var lineJoin = CGLineJoin.miter
  package var miterLimit: CGFloat = 10
  package var dash: (phase: CGFloat, lengths: [CGFloat])?
  /// Whether the CTM has collapsed the plane (a zero scale): Core Graphics then draws nothing, and
  /// Cairo, which cannot hold such a matrix, is left with the last invertible one.
  package var singular = false
  /// The clip `clip(to:mask:)` set, beside Cairo's path clip.
  package var mask: CanvasMask?
}
