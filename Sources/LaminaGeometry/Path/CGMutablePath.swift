import Foundation

/// A path under construction (Core Graphics' `CGMutablePath`).
///
/// As in Core Graphics: drawing elements (`addLine`, `addCurve`, …) need a current point and are
/// ignored without one; every `transform:` maps the new points before they are stored. Unlike Core
/// Graphics, an element with a non-finite coordinate is ignored rather than stored, so a path is
/// always drawable and its bounding box finite.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(segments: []) }

  override package init(segments: [PathSegment]) { super.init(segments: segments) }

  /// Whether there is a current point for a drawing element to start from.
  package var hasCurrentPoint: Bool { !segments.isEmpty }

  package func append(_ s: PathSegment) {
    guard s.isFinite else { return }
    if case .move(let p) = s { subpathStart = p }
    segments.append(s)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.move(point.applying(transform)))
  }

  /// Adds a line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard hasCurrentPoint else { return }
    append(.line(point.applying(transform)))
  }

  /// Starts a subpath at the first point and adds lines through the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for p in points.dropFirst() { addLine(to: p, transform: transform) }
  }

  /// Adds a quadratic Bézier from the current point to `end` pulled toward `control`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    guard hasCurrentPoint else { return }
    append(.quad(control.applying(transform), end.applying(transform)))
  }

  /// Adds a cubic Bézier from the current point to `end` with two control points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start; ignored without an open subpath.
  public func closeSubpath() {
    guard let last = segments.last, last != .close else { return }
    segments.append(.close)
  }

  /// Adds a closed rectangle: `(minX, minY)`, `(maxX, minY)`, `(maxX, maxY)`, `(minX, maxY)`, as
  /// `CGPathAddRect` orders them.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) else { return }
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Adds each rectangle as a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  /// Adds a closed ellipse inscribed in `rect`: four cubic Béziers from `(maxX, midY)` through
  /// `(midX, maxY)`, `(minX, midY)` and `(midX, minY)`, the same turning direction as `addRect`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) else { return }
    let (rx, ry) = (r.width / 2, r.height / 2)
    let c = CGPoint(x: r.midX, y: r.midY)
    move(to: CGPoint(x: r.maxX, y: c.y), transform: transform)
    for quarter in 0..<4 {
      appendArc(
        center: c, radii: CGSize(width: rx, height: ry), from: CGFloat(quarter) * .pi / 2, sweep: .pi / 2,
        transform)
    }
    closeSubpath()
  }

  /// Adds a closed rectangle with elliptical corners `cornerWidth × cornerHeight`, each clamped to
  /// half the side; square corners when either is 0. The elements are Core Graphics' ten: a move to
  /// the middle of the maximum-x side, then for the corners at (maxX, maxY), (minX, maxY),
  /// (minX, minY) and (maxX, minY) a line and a quarter-ellipse cubic each, and a close.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    guard [r.minX, r.minY, r.width, r.height, cornerWidth, cornerHeight].allSatisfy(\.isFinite) else {
      return
    }
    let cw = min(max(cornerWidth, 0), r.width / 2)
    let ch = min(max(cornerHeight, 0), r.height / 2)
    guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
    let radii = CGSize(width: cw, height: ch)
    move(to: CGPoint(x: r.maxX, y: r.midY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
    appendArc(
      center: CGPoint(x: r.maxX - cw, y: r.maxY - ch), radii: radii, from: 0, sweep: .pi / 2, transform)
    addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
    appendArc(
      center: CGPoint(x: r.minX + cw, y: r.maxY - ch), radii: radii, from: .pi / 2, sweep: .pi / 2, transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
    appendArc(
      center: CGPoint(x: r.minX + cw, y: r.minY + ch), radii: radii, from: .pi, sweep: .pi / 2, transform)
    addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
    appendArc(
      center: CGPoint(x: r.maxX - cw, y: r.minY + ch), radii: radii, from: -.pi / 2, sweep: .pi / 2, transform
    )
    closeSubpath()
  }

  /// Appends `path`'s elements, each mapped by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for s in path.segments {
      if s == .close { closeSubpath() } else { append(s.applying(transform)) }
    }
  }
}
