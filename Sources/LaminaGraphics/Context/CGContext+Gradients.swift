import Foundation
import LaminaGeometry

extension CGContext {
  /// Fills the clip with a linear gradient from `start` to `end` (user space); `options` say whether
  /// the end colours extend beyond the two points (perpendicular to the axis).
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end else { return }
    let pattern = CanvasPattern.linear(from: start, to: end)
    let (before, after) = (
      options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)
    )
    fillClip(with: gradient, pattern, extend: before || after) { ctx in
      guard before != after else { return }
      // One side extends: keep the half-plane on the axis side of the end that does not.
      let (d, reach) = (CGPoint(x: end.x - start.x, y: end.y - start.y), ctx.clipReach)
      let len = hypot(d.x, d.y)
      let (u, n) = (
        CGPoint(x: d.x / len * reach, y: d.y / len * reach),
        CGPoint(x: -d.y / len * reach, y: d.x / len * reach)
      )
      let (o, s): (CGPoint, CGFloat) = after ? (start, 1) : (end, -1)
      ctx.clipPolygon([
        CGPoint(x: o.x + n.x, y: o.y + n.y), CGPoint(x: o.x - n.x, y: o.y - n.y),
        CGPoint(x: o.x - n.x + s * u.x, y: o.y - n.y + s * u.y),
        CGPoint(x: o.x + n.x + s * u.x, y: o.y + n.y + s * u.y),
      ])
    }
  }

  /// Fills the clip with a radial gradient between two circles (user space). With one of the two
  /// options, the region kept is inside the end circle (before only) or outside the start circle
  /// (after only): exact when one circle contains the other, the usual case.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    guard
      [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
      startRadius >= 0, endRadius >= 0, startRadius > 0 || endRadius > 0
    else { return }
    let pattern = CanvasPattern.radial(
      from: startCenter, radius: startRadius, to: endCenter, radius: endRadius)
    let (before, after) = (
      options.contains(.drawsBeforeStartLocation), options.contains(.drawsAfterEndLocation)
    )
    fillClip(with: gradient, pattern, extend: before || after) { ctx in
      guard before != after else { return }
      let saved = ctx.currentPath
      let canvas = ctx.canvas
      canvas.newPath()
      if before {
        canvas.addCircle(center: endCenter, radius: endRadius)
      } else {
        let reach = ctx.clipReach
        canvas.addRect(
          CGRect(x: startCenter.x - reach, y: startCenter.y - reach, width: 2 * reach, height: 2 * reach))
        canvas.newSubPath()
        canvas.addCircle(center: startCenter, radius: startRadius)
        canvas.setFillRule(evenOdd: true)
      }
      canvas.clip()
      canvas.setFillRule(evenOdd: false)
      ctx.canvas.append(saved.segments)
    }
  }

  /// Paints the clip with `pattern` carrying `gradient`'s stops, after `confine` narrows the clip.
  private func fillClip(
    with gradient: CGGradient, _ pattern: CanvasPattern, extend: Bool, confine: (CGContext) -> Void
  ) {
    // In order of location (Cairo sorts them too, keeping equal ones in the order given).
    var stops = gradient.stops.map {
      CanvasGradient.Stop(location: Double($0.location), color: RenderColor($0.color))
    }
    .enumerated().sorted { ($0.1.location, $0.0) < ($1.1.location, $1.0) }.map(\.1)
    // Apple's `CGGradient`: "If 0 and 1 are not in the locations array, Quartz uses the colors
    // provided that are closest to 0 and 1 for those locations."
    if let first = stops.first, first.location > 0 {
      stops.insert(.init(location: 0, color: first.color), at: 0)
    }
    if let last = stops.last, last.location < 1 { stops.append(.init(location: 1, color: last.color)) }
    if gradient.interpolatesInGenericRGB {
      stops =
        CanvasGradient(kind: .axial, stops: stops, start: .zero, end: .zero).interpolatedInGenericRGB().stops
    }
    for stop in stops { pattern.addStop(at: stop.location, stop.color) }
    pattern.setExtends(extend)
    paint(extents: .null) { ctx, _ in
      ctx.canvas.save()
      confine(ctx)
      ctx.canvas.setSource(pattern)
      ctx.canvas.paint(alpha: ctx.state.alpha)
      ctx.canvas.restore()
    }
  }

  /// A distance in user space that reaches past every corner of the clip from anywhere in it.
  private var clipReach: CGFloat {
    let box = boundingBoxOfClipPath
    return 4 * (hypot(box.width, box.height) + abs(box.minX) + abs(box.minY) + abs(box.maxX) + abs(box.maxY))
      + 1
  }

  private func clipPolygon(_ points: [CGPoint]) {
    let saved = currentPath
    canvas.newPath()
    canvas.move(to: points[0])
    for p in points.dropFirst() { canvas.line(to: p) }
    canvas.closePath()
    canvas.clip()
    canvas.append(saved.segments)
  }
}
