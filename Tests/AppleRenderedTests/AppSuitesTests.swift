import Foundation
import LaminaUIDrawing
import QuartzCore
import TestSupport
import Testing

/// References of four libraries' suites, each MIT or BSD: MaciejGad/DashedView (iOS 12, 2×),
/// icapps/ios-stella (iOS 12, 2×), theleftbit/BSWInterfaceKit (iOS 17–18, 3×) and yahoo/AppDevKit
/// (iOS 12, 1×, `drawRect:` views rendered with `renderInContext:`).
@Suite struct AppSuitesTests {
  /// DashedView: a dashed border stroked on the bounds' rounded rectangle, its outer half clipped
  /// by the view's own rounded corners.
  func dashedView(_ size: CGFloat, height: CGFloat, color: UIColor, radius: CGFloat) -> CALayer {
    let v = view(rect(0, 0, size, height))
    let border = CAShapeLayer()
    border.frame = v.bounds
    border.path = UIBezierPath(roundedRect: v.bounds, cornerRadius: radius).cgPath
    border.strokeColor = color.cgColor
    border.fillColor = nil
    border.lineWidth = 1
    border.lineDashPattern = [4, 2]
    border.lineJoin = .round
    v.addSublayer(border)
    v.masksToBounds = true
    v.cornerRadius = radius
    return v
  }

  /// Measured: on the last side the path runs along, Lamina's dashes fall up to 0.3 device pixels
  /// from Apple's (17 and 1 pixels differ); where the path starts they match exactly.
  @Test func dashedViews() throws {
    let suite = "MaciejGad+DashedView"
    try expectFidelity(
      snapshot(dashedView(100, height: 50, color: .black, radius: 5), scale: 2), suite, "testDashView@2x.png",
      atLeast: .pixelmatchZero, orDiffering: 17)
    try expectFidelity(
      snapshot(dashedView(200, height: 200, color: .red, radius: 6), scale: 2), suite,
      "testCustomDashView@2x.png",
      atLeast: .pixelmatchZero, orDiffering: 1)
  }

  /// Stella's `applyShadow()` on a green subview of a white view, and the same after `removeShadow()`.
  @Test(arguments: [
    (true, "CALayer__apply_shadow__should_show_the_shadow@2x.png"),
    (false, "CALayer__apply_shadow__remove_shadow__should_not_have_a_shadow@2x.png"),
  ])
  func stellaShadows(shadowed: Bool, name: String) throws {
    let v = view(rect(0, 0, 250, 250), .white)
    let sub = view(rect(25, 25, 200, 200), .green, in: v)
    sub.shadowColor = UIColor.black.cgColor
    sub.shadowOpacity = 0.1
    sub.shadowOffset = CGSize(width: 0, height: 2)
    sub.shadowRadius = 7.5
    if !shadowed {
      sub.shadowColor = nil
      sub.shadowOpacity = 0
      sub.shadowOffset = .zero
      sub.shadowRadius = 0
    }
    try expectFidelity(snapshot(v, scale: 2), "icapps+ios-stella", name, atLeast: .pixelmatchZero)
  }

  /// A subview held 10, 20, 30 and 40 points in from the top, left, bottom and right.
  @Test func stellaInsetSubview() throws {
    let v = view(rect(0, 0, 100, 100), .red)
    _ = view(rect(20, 10, 40, 60), .green, in: v)
    try expectFidelity(
      snapshot(v, scale: 2), "icapps+ios-stella",
      "UIView_Constraints__subview__should_constraint_a_subview_to_the_given_view_with_the_given_edge_insets@2x.png",
      atLeast: .exact)
  }

  @Test func continuousCornersClipping() throws {
    let host = view(rect(0, 0, 100, 100), .white)
    let child = view(rect(25, 25, 50, 50), .red, in: host)
    child.cornerRadius = 10
    child.masksToBounds = true
    child.cornerCurve = .continuous
    try expectFidelity(
      snapshot(host, scale: 3), "theleftbit+BSWInterfaceKit", "UIViewTests_roundedCorners.3x.png",
      atLeast: .pixelmatchZero)
  }

  @Test func filledSuperviewWithAMargin() throws {
    let host = view(rect(0, 0, 100, 100), .white)
    _ = view(rect(5, 5, 90, 90), .red, in: host)
    try expectFidelity(
      snapshot(host, scale: 3), "theleftbit+BSWInterfaceKit", "UIViewTests_fillSuperview.3x.png",
      atLeast: .exact)
  }
}

/// A layer drawn by `draw(in:)`, as a `UIView` subclass's `draw(_:)` is.
final class DrawnLayer: CALayer {
  var drawing: (CGContext) -> Void = { _ in }
  override func draw(in ctx: CGContext) { drawing(ctx) }
}

/// yahoo/AppDevKit (BSD-3-Clause): views drawing themselves, rendered at 1× and compared byte for
/// byte in its own suite.
@Suite struct AppDevKitTests {
  static let suite = "yahoo+AppDevKit"

  func drawn(_ width: CGFloat, _ height: CGFloat, opaque: Bool = false, _ body: @escaping (CGContext) -> Void)
    -> CALayer
  {
    let l = DrawnLayer()
    l.frame = rect(0, 0, width, height)
    l.isOpaque = opaque
    l.drawing = body
    l.setNeedsDisplay()
    return l
  }

  /// A view is opaque by default, so its backing store starts black.
  @Test func dashedLineOnAnOpaqueView() throws {
    let l = drawn(100, 10, opaque: true) { ctx in
      ctx.setStrokeColor(UIColor.white.cgColor)
      ctx.setLineWidth(2)
      ctx.setLineDash(phase: 0, lengths: [5, 5])
      ctx.move(to: CGPoint(x: 2, y: 4.5))
      ctx.addLine(to: CGPoint(x: 100, y: 4.5))
      ctx.strokePath()
    }
    try expectFidelity(
      snapshot(l, scale: 1), Self.suite, "img-dashed-line-view-expected.png", atLeast: .pixelmatchZero)
  }

  static let directions: [(CGPoint, CGPoint)] = [
    (CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 100)), (CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)),
    (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100)), (CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)),
  ]

  func gradientView(_ colors: [UIColor], locations: [CGFloat]?, from start: CGPoint, to end: CGPoint)
    -> CALayer
  {
    drawn(100, 100) { ctx in
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors.map(\.cgColor) as CFArray,
        locations: locations)!
      ctx.drawLinearGradient(gradient, start: start, end: end, options: [])
    }
  }

  @Test(arguments: zip(["", "2", "3", "4"], directions))
  func twoColourGradients(suffix: String, direction: (CGPoint, CGPoint)) throws {
    let l = gradientView([.red, .green], locations: nil, from: direction.0, to: direction.1)
    try expectFidelity(
      snapshot(l, scale: 1), Self.suite, "img-gradient-view-expected\(suffix).png",
      atLeast: .withinThreeLevels)
  }

  @Test(arguments: zip(["", "2", "3", "4"], directions))
  func threeColourGradients(suffix: String, direction: (CGPoint, CGPoint)) throws {
    let l = gradientView(
      [.red, .green, .blue], locations: [0, 0.2, 0.5], from: direction.0, to: direction.1)
    try expectFidelity(
      snapshot(l, scale: 1), Self.suite, "img-multi-gradient-view-expected\(suffix).png",
      atLeast: .pixelmatchZero)
  }
}
