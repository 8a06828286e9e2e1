import Foundation
import LaminaGeometry
import LaminaGraphics

/// Which corners of a rectangle to round (`UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Wraps bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top-left (minimum x, minimum y in UIKit's y-down space).
  public static let topLeft = UIRectCorner(rawValue: 1)
  /// Top-right.
  public static let topRight = UIRectCorner(rawValue: 2)
  /// Bottom-left.
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  /// Bottom-right.
  public static let bottomRight = UIRectCorner(rawValue: 8)
  /// All four.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path with its drawing attributes, UIKit's API over `CGMutablePath`, drawn into the current
/// context.
///
/// Differences from UIKit: rounded rectangles use circular corners (Core Graphics'), not UIKit's
/// continuous ("squircle") corners.
open class UIBezierPath: @unchecked Sendable {
  /// The path being built.
  package var path = CGMutablePath()
  /// Stroke width. Default: 1.
  open var lineWidth: CGFloat = 1
  /// Stroke end caps. Default: butt.
  open var lineCapStyle = CGLineCap.butt
  /// Stroke joins. Default: miter.
  open var lineJoinStyle = CGLineJoin.miter
  /// Miter limit. Default: 10.
  open var miterLimit: CGFloat = 10
  /// Curve flatness (accepted; Cairo flattens to its own tolerance).
  open var flatness: CGFloat = 0.6
  /// Whether `fill()`, `addClip()` and `contains(_:)` use even-odd. Default: `false`.
  open var usesEvenOddFillRule = false
  private var dash: (phase: CGFloat, lengths: [CGFloat])?

  /// An empty path.
  public init() {}
  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  /// A rectangle with all corners rounded by `cornerRadius`, continuous ("squircle") corners as UIKit
  /// draws them since iOS 7, in UIKit's elements; a side too short for two corners gets UIKit's
  /// fixed short-side corners, or a capsule (`UIKitRoundedRect`). Radius 0: the closed rectangle.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addUIKitRoundedRect(rect, radius: cornerRadius)
  }
  /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit ignores the height), continuous
  /// corners as `init(roundedRect:cornerRadius:)` draws them; the other corners are square.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let radii = [UIRectCorner.topLeft, .topRight, .bottomRight, .bottomLeft].map {
      corners.contains($0) ? cornerRadii.width : 0
    }
    path.addContinuousRoundedRect(rect, radii: radii)
  }
  /// An arc; `clockwise` as it looks on screen in UIKit's y-down space (the opposite of the flag
  /// Core Graphics' `addArc` takes).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// A path with `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as a Core Graphics path.
  open var cgPath: CGPath {
    get { path.copy()! }
    set { path = newValue.mutableCopy()! }
  }
  /// The box of the path as drawn (curves by their extremes), `.null` when empty.
  open var bounds: CGRect { path.boundingBoxOfPath }
  /// The end of the last element.
  open var currentPoint: CGPoint { path.currentPoint }
  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// Starts a subpath.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// Adds a line.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Adds a cubic Bézier.
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// Adds a quadratic Bézier.
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// Adds an arc, `clockwise` as seen on screen in UIKit's y-down space.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the subpath.
  open func close() { path.closeSubpath() }
  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }
  /// Appends another path's elements.
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// Maps every point by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(segments: path.segments.map { $0.applying(transform) })
  }
  /// Sets the dash pattern from `count` lengths.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else { return dash = nil }
    dash = (phase, Array(UnsafeBufferPointer(start: pattern, count: count)))
  }
  /// Whether the filled path contains `point`.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Fills the path in the current context with its fill colour.
  open func fill() { fill(with: .normal, alpha: 1) }
  /// Fills with a blend mode and alpha.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    drawing(blendMode, alpha) { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
  }
  /// Strokes the path in the current context with its stroke colour and this path's line attributes.
  open func stroke() { stroke(with: .normal, alpha: 1) }
  /// Strokes with a blend mode and alpha.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    drawing(blendMode, alpha) { ctx in
      ctx.setLineWidth(lineWidth)
      ctx.setLineCap(lineCapStyle)
      ctx.setLineJoin(lineJoinStyle)
      ctx.setMiterLimit(miterLimit)
      if let dash { ctx.setLineDash(phase: dash.phase, lengths: dash.lengths) }
      ctx.strokePath()
    }
  }
  /// Intersects the current context's clip with the path.
  open func addClip() {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.beginPath()
    ctx.addPath(path)
    ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  private func drawing(_ mode: CGBlendMode, _ alpha: CGFloat, _ body: (CGContext) -> Void) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(mode)
    ctx.setAlpha(alpha)
    ctx.beginPath()
    ctx.addPath(path)
    body(ctx)
    ctx.restoreGState()
  }
}
