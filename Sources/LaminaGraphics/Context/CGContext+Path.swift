import Foundation
import LaminaGeometry

extension CGContext {
  /// Discards the current path.
  public func beginPath() { canvas.newPath() }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    guard !state.singular, point.x.isFinite, point.y.isFinite else { return }
    canvas.move(to: point)
  }
  /// Adds a line to `point`; ignored without a current point.
  public func addLine(to point: CGPoint) {
    guard !state.singular, point.x.isFinite, point.y.isFinite, canvas.currentPoint != nil else { return }
    canvas.line(to: point)
  }
  /// Starts a subpath at the first point and adds lines through the others.
  public func addLines(between points: [CGPoint]) { add { $0.addLines(between: points) } }
  /// Adds a closed rectangle.
  public func addRect(_ rect: CGRect) { add { $0.addRect(rect) } }
  /// Adds closed rectangles.
  public func addRects(_ rects: [CGRect]) { add { $0.addRects(rects) } }
  /// Adds a closed ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { add { $0.addEllipse(in: rect) } }
  /// Adds a quadratic Bézier; ignored without a current point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    add { $0.addQuadCurve(to: end, control: control) }
  }
  /// Adds a cubic Bézier; ignored without a current point.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard !state.singular,
      [end.x, end.y, control1.x, control1.y, control2.x, control2.y].allSatisfy(\.isFinite),
      canvas.currentPoint != nil
    else { return }
    canvas.curve(to: end, control1: control1, control2: control2)
  }
  /// Adds an arc; `clockwise` as in `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    add {
      $0.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
  }
  /// Adds an arc tangent to two lines, as `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    add { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
  }
  /// Adds `path`'s elements, mapped by the CTM like every point added to a context.
  public func addPath(_ path: CGPath) {
    guard !state.singular else { return }
    canvas.append(path.segments)
  }

  /// Closes the current subpath.
  public func closePath() {
    if canvas.currentPoint != nil { canvas.closePath() }
  }

  /// Whether the current path is empty.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current point of the path in user space (`.zero` when there is none).
  public var currentPointOfPath: CGPoint { canvas.currentPoint ?? .zero }

  /// The bounding box of the current path in user space (`CGRect.null` when empty).
  public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath }

  /// A copy of the current path in user space, or `nil` when it is empty.
  public var path: CGPath? {
    let p = currentPath
    return p.isEmpty ? nil : p
  }

  /// Whether `point` (user space) is inside the current path painted with `mode`.
  public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
    let p = currentPath
    switch mode {
    case .fill: return p.contains(point, using: .winding)
    case .eoFill: return p.contains(point, using: .evenOdd)
    case .stroke: return strokeOutline(of: p).contains(point)
    case .fillStroke: return p.contains(point, using: .winding) || strokeOutline(of: p).contains(point)
    case .eoFillStroke: return p.contains(point, using: .evenOdd) || strokeOutline(of: p).contains(point)
    }
  }

  /// Replaces the current path with the outline of its stroke under the current line parameters.
  public func replacePathWithStrokedPath() {
    let outline = strokeOutline(of: currentPath)
    canvas.newPath()
    canvas.append(outline.segments)
  }

  /// The outline of `path` stroked with the current width, cap, join, miter limit and dash.
  package func strokeOutline(of path: CGPath) -> CGPath {
    let dashed = state.dash.map { path.copy(dashingWithPhase: $0.phase, lengths: $0.lengths) } ?? path
    return dashed.copy(
      strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
      miterLimit: state.miterLimit)
  }

  /// The current path read back from Cairo, in user space.
  package var currentPath: CGMutablePath { canvas.path }

  /// Builds elements with `build` on a path starting at the current point, then adds them.
  private func add(_ build: (CGMutablePath) -> Void) {
    guard !state.singular else { return }
    let scratch = CGMutablePath()
    let start = canvas.currentPoint
    if let start { scratch.move(to: start) }
    build(scratch)
    canvas.append(start == nil ? scratch.segments[...] : scratch.segments.dropFirst(), from: start)
  }
}
