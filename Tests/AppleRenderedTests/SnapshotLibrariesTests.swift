import Foundation
import LaminaUIDrawing
import QuartzCore
import TestSupport
import Testing

/// The reference images of two snapshot libraries' own suites: pointfreeco/swift-snapshot-testing
/// (`testCALayer`, `testCALayerWithGradient`, `testCGPath`, `testUIBezierPath`, `testNSBezierPath`)
/// and uber/ios-snapshot-test-case's demo (`testViewSnapshot`, `testExample`). Both MIT.
@Suite struct SnapshotLibrariesTests {
  static let pointFree = "pointfreeco+swift-snapshot-testing"
  static let uber = "uber+ios-snapshot-test-case"

  /// The heart the suite draws its paths with, 90 points square (`CGPath.heart`): quadratic lobes.
  static var heart: CGMutablePath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 0, y: 60))
    p.addQuadCurve(to: CGPoint(x: 30, y: 90), control: CGPoint(x: 3.75, y: 86.25))
    p.addQuadCurve(to: CGPoint(x: 60, y: 60), control: CGPoint(x: 56.25, y: 86.25))
    p.addCurve(to: CGPoint(x: 90, y: 30), control1: CGPoint(x: 75, y: 60), control2: CGPoint(x: 90, y: 45))
    p.addCurve(to: CGPoint(x: 60, y: 0), control1: CGPoint(x: 90, y: 15), control2: CGPoint(x: 75, y: 0))
    p.addLine(to: CGPoint(x: 0, y: 0))
    p.closeSubpath()
    p.addEllipse(in: rect(60, 60, 30, 30))
    return p
  }

  @Test func layerWithABorder() throws {
    let layer = CALayer()
    layer.frame = rect(0, 0, 100, 100)
    layer.backgroundColor = UIColor.red.cgColor
    layer.borderWidth = 4
    layer.borderColor = UIColor.black.cgColor
    try expectFidelity(snapshot(layer, scale: 3), Self.pointFree, "testCALayer.1.png", atLeast: .exact)
  }

  @Test func gradientSublayer() throws {
    let base = CALayer()
    base.frame = rect(0, 0, 100, 100)
    let gradient = CAGradientLayer()
    gradient.frame = base.bounds
    gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
    base.addSublayer(gradient)
    try expectFidelity(
      snapshot(base, scale: 3), Self.pointFree, "testCALayerWithGradient.1.png", atLeast: .withinThreeLevels)
  }

  @Test func cgPathFilledEvenOddInUIKit() throws {
    let image = drawing(CGSize(width: 90, height: 90), scale: 1) { ctx in
      ctx.addPath(Self.heart)
      ctx.drawPath(using: .eoFill)
    }
    try expectFidelity(image, Self.pointFree, "testCGPath.iOS.png", atLeast: .pixelmatchZero)
  }

  @Test func uiBezierPathFilled() throws {
    let image = drawing(CGSize(width: 90, height: 90), scale: 1) { _ in
      UIBezierPath(cgPath: Self.heart).fill()
    }
    try expectFidelity(image, Self.pointFree, "testUIBezierPath.iOS.png", atLeast: .pixelmatchZero)
  }

  /// AppKit's `NSImage.lockFocus()` at 2× on a Retina Mac: y up, so the heart comes out mirrored.
  func appKitImage(_ draw: (CGContext) -> Void) -> CGImage {
    let ctx = CGContext(
      data: nil, width: 180, height: 180, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    ctx.scaleBy(x: 2, y: 2)
    draw(ctx)
    return ctx.makeImage()!
  }

  @Test func cgPathFilledEvenOddInAppKit() throws {
    let image = appKitImage { ctx in
      ctx.addPath(Self.heart)
      ctx.drawPath(using: .eoFill)
    }
    try expectFidelity(image, Self.pointFree, "testCGPath.macOS.png", atLeast: .pixelmatchZero)
  }

  /// `NSBezierPath.heart`: the same outline with cubic lobes, filled non-zero.
  @Test func nsBezierPathFilled() throws {
    let p = NSBezierPath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.line(to: CGPoint(x: 0, y: 60))
    p.curve(
      to: CGPoint(x: 30, y: 90), controlPoint1: CGPoint(x: 0, y: 75), controlPoint2: CGPoint(x: 15, y: 90))
    p.curve(
      to: CGPoint(x: 60, y: 60), controlPoint1: CGPoint(x: 45, y: 90), controlPoint2: CGPoint(x: 60, y: 75))
    p.curve(
      to: CGPoint(x: 90, y: 30), controlPoint1: CGPoint(x: 75, y: 60), controlPoint2: CGPoint(x: 90, y: 45))
    p.curve(
      to: CGPoint(x: 60, y: 0), controlPoint1: CGPoint(x: 90, y: 15), controlPoint2: CGPoint(x: 75, y: 0))
    p.line(to: CGPoint(x: 0, y: 0))
    p.close()
    p.appendOval(in: rect(60, 60, 30, 30))
    let image = appKitImage { ctx in
      ctx.addPath(p.cgPath)
      ctx.fillPath()
    }
    try expectFidelity(image, Self.pointFree, "testNSBezierPath.macOS.png", atLeast: .pixelmatchZero)
  }

  @Test func plainViews() throws {
    let red = view(rect(0, 0, 40, 40), .red)
    try expectFidelity(snapshot(red, scale: 3), Self.uber, "testViewSnapshot@3x.png", atLeast: .exact)
    let blue = view(rect(0, 0, 64, 64), .blue)
    try expectFidelity(snapshot(blue, scale: 3), Self.uber, "SwiftTest_testExample@3x.png", atLeast: .exact)
  }
}
