import Foundation
import LaminaGeometry
import LaminaGraphics

/// AppKit's Bézier path names over the same path (`NSBezierPath`): y up, arcs in degrees with
/// Core Graphics' sense of `clockwise`.
open class NSBezierPath: UIBezierPath, @unchecked Sendable {
  /// Which fill rule `fill()` uses.
  public enum WindingRule: Int, Sendable {
    case nonZero, evenOdd
  }

  /// The fill rule. Default: `.nonZero`.
  open var windingRule: WindingRule {
    get { usesEvenOddFillRule ? .evenOdd : .nonZero }
    set { usesEvenOddFillRule = newValue == .evenOdd }
  }

  /// A rectangle with elliptical corners `xRadius × yRadius`.
  public convenience init(roundedRect rect: CGRect, xRadius: CGFloat, yRadius: CGFloat) {
    self.init()
    appendRoundedRect(rect, xRadius: xRadius, yRadius: yRadius)
  }

  /// Adds a line (AppKit's name).
  open func line(to point: CGPoint) { addLine(to: point) }
  /// Adds a cubic Bézier (AppKit's name).
  open func curve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    addCurve(to: end, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }
  /// Appends a rectangle.
  open func appendRect(_ rect: CGRect) { path.addRect(rect) }
  /// Appends an ellipse.
  open func appendOval(in rect: CGRect) { path.addEllipse(in: rect) }
  /// Appends a rounded rectangle.
  open func appendRoundedRect(_ rect: CGRect, xRadius: CGFloat, yRadius: CGFloat) {
    path.addRoundedRect(in: rect, cornerWidth: xRadius, cornerHeight: yRadius)
  }
  /// Appends an arc; angles in degrees, `clockwise` in AppKit's y-up space (Core Graphics' sense).
  open func appendArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool = false
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle * .pi / 180, endAngle: endAngle * .pi / 180,
      clockwise: clockwise)
  }
  /// Appends another path.
  open func append(_ other: NSBezierPath) { path.addPath(other.path) }
  /// Maps every point by `transform`.
  open func transform(using transform: CGAffineTransform) { apply(transform) }
}
