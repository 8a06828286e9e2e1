import Foundation
import LaminaGeometry

extension CGContext {
  /// Fills the current path with the fill colour under `rule`, then clears the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    setRule(rule)
    let color = state.fillColor
    paint(extents: pathExtents(stroke: false)) { ctx, bounded in
      ctx.setSource(color)
      if bounded { ctx.canvas.fill() } else { ctx.paintInside(rule: rule) }
    }
  }

  /// Strokes the current path with the stroke colour and line parameters, then clears the path.
  public func strokePath() {
    let color = state.strokeColor
    let outline = isUnbounded ? strokeOutline(of: currentPath) : nil
    paint(extents: pathExtents(stroke: true)) { ctx, bounded in
      ctx.setSource(color)
      if bounded {
        ctx.strokeWithHairline()
      } else if let outline {
        ctx.canvas.newPath()
        ctx.canvas.append(outline.segments)
        ctx.paintInside(rule: .winding)
      }
    }
  }

  /// Paints the current path as `mode` says, then clears it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let path = currentPath
    switch mode {
    case .fill: fillPath(using: .winding)
    case .eoFill: fillPath(using: .evenOdd)
    case .stroke: strokePath()
    case .fillStroke, .eoFillStroke:
      fillPath(using: mode == .fillStroke ? .winding : .evenOdd)
      canvas.append(path.segments)
      strokePath()
    }
  }

  /// Intersects the clip with the current path under `rule`, then clears the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    setRule(rule)
    guard !state.singular else { return canvas.newPath() }
    canvas.clip()
  }

  /// Intersects the clip with `mask` drawn into `rect`, its first row at `rect.maxY` as an image is
  /// drawn: each pixel's coverage is the mask's alpha where it has alpha, else its grey level
  /// (white paints, black does not), and nothing outside `rect` is drawn.
  public func clip(to rect: CGRect, mask: CGImage) {
    let r = rect.standardized
    guard !state.singular, [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0,
      r.height > 0
    else { return clip(to: CGRect.zero) }
    let (kx, ky) = (CGFloat(mask.width) / r.width, CGFloat(mask.height) / r.height)
    let toImage = CGAffineTransform(a: kx, b: 0, c: 0, d: -ky, tx: -r.minX * kx, ty: r.maxY * ky)
    guard
      let made = canvas.makeMask(
        coverage: mask.clipCoverage, width: mask.width, height: mask.height, in: r, toImage: toImage,
        intersecting: state.mask)
    else { return report("clip(to:mask:): Cairo could not make a \(width)×\(height) mask") }
    state.mask = made
  }

  /// Intersects the clip with `rect`.
  public func clip(to rect: CGRect) { clip(to: [rect]) }

  /// Intersects the clip with the union of `rects`.
  public func clip(to rects: [CGRect]) {
    let saved = currentPath
    canvas.newPath()
    addRects(rects)
    if rects.isEmpty || isPathEmpty { canvas.addRect(.zero) }
    clip(using: .winding)
    canvas.append(saved.segments)
  }

  /// Removes the clip back to the whole context.
  public func resetClip() { canvas.resetClip() }

  /// The clip's bounding box in user space.
  public var boundingBoxOfClipPath: CGRect { canvas.clipExtents }

  /// Fills `rect`; like Core Graphics, clears the current path.
  public func fill(_ rect: CGRect) { fill([rect]) }

  /// Fills the rectangles.
  public func fill(_ rects: [CGRect]) {
    canvas.newPath()
    addRects(rects)
    fillPath()
  }

  /// Strokes `rect`.
  public func stroke(_ rect: CGRect) {
    canvas.newPath()
    addRect(rect)
    strokePath()
  }

  /// Strokes `rect` with a line `width` wide.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    canvas.newPath()
    addEllipse(in: rect)
    fillPath()
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    canvas.newPath()
    addEllipse(in: rect)
    strokePath()
  }

  /// Strokes a line between each pair of points (0–1, 2–3, …); an odd last point is ignored.
  public func strokeLineSegments(between points: [CGPoint]) {
    canvas.newPath()
    var i = 0
    while i + 1 < points.count {
      move(to: points[i])
      addLine(to: points[i + 1])
      i += 2
    }
    strokePath()
  }

  /// Makes `rect` transparent (whatever the blend mode).
  public func clear(_ rect: CGRect) {
    guard !state.singular else { return }
    canvas.save()
    canvas.newPath()
    canvas.append(CGPath(rect: rect, transform: nil).segments)
    let box = pathExtents(stroke: false)
    canvas.setBlendMode(.clear)
    canvas.fill()
    canvas.restore()
    finish(box)
  }

  // MARK: Internals

  private func setRule(_ rule: CGPathFillRule) {
    canvas.setFillRule(evenOdd: rule == .evenOdd)
  }

  /// Sets Cairo's source to `color` times the context alpha, each component rounded to 8 bits as
  /// Core Graphics stores it (alpha 0.3 is 77 there; Cairo's own conversion, through 16 bits,
  /// would store 76); a pattern colour's source is its tiled pattern.
  package func setSource(_ color: CGColor) {
    if let pattern = color.pattern { return setSource(pattern: pattern, alpha: color.alpha) }
    canvas.setColor(RenderColor(color).fading(state.alpha).roundedTo8Bits)
  }

  /// Strokes, drawing a zero width as one device pixel.
  private func strokeWithHairline() {
    guard state.lineWidth == 0 else { return canvas.stroke() }
    canvas.save()
    canvas.resetTransform()
    canvas.setLineWidth(1)
    canvas.stroke()
    canvas.restore()
  }

  /// Paints the source inside the current path only: how Core Graphics bounds the Porter–Duff modes
  /// Cairo applies to the whole clip (`sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`).
  private func paintInside(rule: CGPathFillRule) {
    canvas.save()
    setRule(rule)
    canvas.clip()
    canvas.paint()
    canvas.restore()
  }

  /// The device-pixel box the current path's fill or stroke covers (y down).
  private func pathExtents(stroke: Bool) -> CGRect {
    deviceBox(of: canvas.pathExtents(stroke: stroke)).insetBy(dx: -1, dy: -1)
  }
}
