import Foundation
import LaminaGeometry

extension CGContext {
  /// Pushes a copy of the graphics state (CTM, clip, colours, line and shadow parameters).
  public func saveGState() {
    stack.append(state)
    canvas.save()
  }

  /// Pops the graphics state; ignored when nothing was saved (Core Graphics logs and ignores it).
  public func restoreGState() {
    guard let saved = stack.popLast() else { return report("restoreGState without a matching saveGState") }
    state = saved
    canvas.restore()
  }

  /// The current transformation matrix: user space to the context's y-up pixel space.
  public var ctm: CGAffineTransform {
    canvas.transform.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
  }

  /// Moves the origin of user space by `(tx, ty)`.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    concatenate(CGAffineTransform(translationX: tx, y: ty))
  }

  /// Scales user space by `(sx, sy)`; a zero scale makes later drawing draw nothing, as in Core Graphics.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

  /// Rotates user space by `angle` radians (toward +y from +x).
  public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

  /// Applies `transform` to user space before the current CTM.
  public func concatenate(_ transform: CGAffineTransform) {
    let t = transform
    guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
      return report("non-finite transform ignored")
    }
    guard t.a * t.d - t.b * t.c != 0, !state.singular else {
      state.singular = true
      return
    }
    if !canvas.concatenate(t) { state.singular = true }
  }

  /// Sets the fill colour.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  /// Sets the stroke colour.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  /// Sets the fill colour from RGBA components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the stroke colour from RGBA components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the fill colour to a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(gray: gray, alpha: alpha)
  }
  /// Sets the stroke colour to a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(gray: gray, alpha: alpha)
  }

  /// Sets the alpha every drawing operation is multiplied by, clamped to 0…1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }

  /// Sets how drawing combines with the destination; see `CGBlendMode` for `plusDarker`.
  public func setBlendMode(_ mode: CGBlendMode) {
    guard mode != .plusDarker else {
      state.blendMode = .normal
      return report("blend mode plusDarker has no Cairo equivalent; drawing with normal")
    }
    state.blendMode = mode
  }

  /// Sets the line width in user units; 0 draws the thinnest visible line (one device pixel), as
  /// PDF and Core Graphics do. Negative and non-finite widths are ignored.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return report("line width \(width) ignored") }
    state.lineWidth = width
    canvas.setLineWidth(width)
  }

  /// Sets how open subpaths end when stroked.
  public func setLineCap(_ cap: CGLineCap) {
    state.lineCap = cap
    canvas.setLineCap(cap)
  }

  /// Sets how corners are joined when stroked.
  public func setLineJoin(_ join: CGLineJoin) {
    state.lineJoin = join
    canvas.setLineJoin(join)
  }

  /// Sets the miter limit (default 10); non-finite limits are ignored.
  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite else { return }
    state.miterLimit = limit
    canvas.setMiterLimit(limit)
  }

  /// Sets the dash pattern; an empty pattern, or one with a negative or non-finite length or only
  /// zeros, strokes solid lines (Cairo would fail on it).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let valid =
      !lengths.isEmpty && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
      && phase.isFinite
    state.dash = valid ? (phase, lengths) : nil
    canvas.setDash(valid ? lengths : [], phase: phase)
  }

  /// Turns anti-aliasing on or off.
  public func setShouldAntialias(_ flag: Bool) {
    state.shouldAntialias = flag
    applyAntialias()
  }

  /// Allows or forbids anti-aliasing (both this and `setShouldAntialias` must allow it).
  public func setAllowsAntialiasing(_ flag: Bool) {
    state.allowsAntialiasing = flag
    applyAntialias()
  }

  /// Font smoothing and subpixel positioning and quantization: hints Core Graphics may ignore, as
  /// Lamina does. Text is always greyscale antialiased, at fractional positions, unhinted
  /// (`FontLibrary`), so the same glyphs land on the same pixels everywhere.
  public func setShouldSmoothFonts(_ flag: Bool) {}
  /// See `setShouldSmoothFonts(_:)`.
  public func setAllowsFontSmoothing(_ flag: Bool) {}
  /// See `setShouldSmoothFonts(_:)`.
  public func setShouldSubpixelPositionFonts(_ flag: Bool) {}
  /// See `setShouldSmoothFonts(_:)`.
  public func setAllowsFontSubpixelPositioning(_ flag: Bool) {}
  /// See `setShouldSmoothFonts(_:)`.
  public func setShouldSubpixelQuantizeFonts(_ flag: Bool) {}
  /// See `setShouldSmoothFonts(_:)`.
  public func setAllowsFontSubpixelQuantization(_ flag: Bool) {}

  private func applyAntialias() {
    canvas.setAntialias(state.shouldAntialias && state.allowsAntialiasing)
  }

  /// How scaled images are sampled.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }
}
