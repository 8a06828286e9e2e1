import Foundation
import LaminaUIDrawing
import QuartzCore
import TestSupport
import Testing

/// afanasykoryakin/AFSnapshotTesting (MIT): its own references, iOS 18 era, 3×. Its harness sets the
/// view's frame to the snapshot's size and renders the view's layer.
///
/// Its views set `cornerRadius` and leave `cornerCurve` alone, yet its images show continuous
/// corners: with `.continuous` pixelmatch finds no difference, with `.circular` 193 pixels along
/// each corner. Apple documents `.circular` as the default, and the iOS 9 and iOS 13 references
/// (Dezignables, stylable-uikit) fit it better, so Lamina keeps it; these tests state the curve
/// the iOS 18 images show (Docs/semantics/pixels.md, "Continuous corners").
@Suite struct AFSnapshotTestingTests {
  static let suite = "afanasykoryakin+AFSnapshotTesting"

  func square(_ color: UIColor) -> CALayer { view(rect(0, 0, 200, 200), color) }

  @Test func cornerRadius() throws {
    let v = square(.blue)
    v.cornerRadius = 40
    v.cornerCurve = .continuous  // what the image shows: see the suite's comment
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "testBasicCornerRadius.png", atLeast: .pixelmatchZero)
  }

  @Test func cornerRadiusWithBorder() throws {
    let v = square(.red)
    v.cornerRadius = 30
    v.cornerCurve = .continuous  // what the image shows: see the suite's comment
    v.borderWidth = 5
    v.borderColor = UIColor.black.cgColor
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "testCornerRadiusWithBorder.png", atLeast: .pixelmatchZero)
  }

  @Test func maskRoundingTwoCorners() throws {
    let v = square(.red)
    let mask = CAShapeLayer()
    mask.path =
      UIBezierPath(
        roundedRect: v.bounds, byRoundingCorners: [.topLeft, .bottomRight],
        cornerRadii: CGSize(width: 50, height: 50)
      ).cgPath
    v.mask = mask
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "testCustomRoundedShape.png", atLeast: .pixelmatchZero)
  }

  /// Only the view's bounds are drawn, so its shadow shows in the corners its rounding leaves.
  @Test func shadowInTheRoundedCorners() throws {
    let v = square(.white)
    v.cornerRadius = 20
    v.cornerCurve = .continuous  // what the image shows: see the suite's comment
    v.shadowColor = UIColor.black.cgColor
    v.shadowOpacity = 0.5
    v.shadowRadius = 10
    v.shadowOffset = CGSize(width: 5, height: 5)
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "testShadowAndCornerRadiusRendering.png", atLeast: .pixelmatchZero)
  }

  @Test func translucentBackground() throws {
    let v = square(UIColor.black.withAlphaComponent(0.3))
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "testTransparencyRendering.png", atLeast: .withinThreeLevels)
  }

  /// The suite's image view shaped by a mask: no image, `path` filled as its mask, `alpha`.
  func shaped(_ path: UIBezierPath, alpha: Float = 1, size: CGSize) -> CALayer {
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    mask.fillColor = UIColor.systemTeal.cgColor
    let v = view(path.bounds)
    v.mask = mask
    v.opacity = alpha
    v.frame = CGRect(origin: .zero, size: size)  // the harness's size
    return v
  }

  func gradient(_ colors: [UIColor], in v: CALayer, frame: CGRect) {
    let g = CAGradientLayer()
    g.frame = frame
    g.colors = colors.map(\.cgColor)
    g.startPoint = CGPoint(x: 0, y: 0)
    g.endPoint = CGPoint(x: 1, y: 1)
    v.insertSublayer(g, at: 0)
  }

  @Test func ovalMaskOverAGradient() throws {
    let oval = UIBezierPath(ovalIn: rect(0, 0, 200, 120))
    let v = shaped(oval, size: CGSize(width: 200, height: 120))
    gradient([.red, .blue], in: v, frame: v.bounds)
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "OvalImageViewWithGradient.png", atLeast: .pixelmatchZero)
  }

  static var star: UIBezierPath {
    let points = [
      (100, 0), (120, 70), (200, 70), (130, 110), (160, 180), (100, 140), (40, 180), (70, 110), (0, 70),
      (80, 70),
    ]
    let path = UIBezierPath()
    path.move(to: CGPoint(x: points[0].0, y: points[0].1))
    for (x, y) in points.dropFirst() { path.addLine(to: CGPoint(x: x, y: y)) }
    path.close()
    return path
  }

  func shadowed(_ v: CALayer) {
    v.shadowColor = UIColor.black.cgColor
    v.shadowOpacity = 0.5
    v.shadowRadius = 5
    v.shadowOffset = CGSize(width: 3, height: 3)
  }

  /// Nothing to draw: a shadow of nothing is nothing.
  @Test func maskedShadowOfAnEmptyView() throws {
    let v = shaped(Self.star, alpha: 0.5, size: CGSize(width: 200, height: 200))
    shadowed(v)
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "StarImageViewWithTransparencyAndShadow.png", atLeast: .exact)
  }

  /// The gradient is sized before the harness resizes the view (200 × 180 in a 200 × 200 view).
  @Test func maskGradientOpacityShadowAndBorderTogether() throws {
    let v = shaped(Self.star, alpha: 0.5, size: CGSize(width: 200, height: 200))
    gradient([.green, .yellow], in: v, frame: rect(0, 0, 200, 180))
    shadowed(v)
    v.borderWidth = 3
    v.borderColor = UIColor.white.withAlphaComponent(0.5).cgColor
    try expectFidelity(
      snapshot(v, scale: 3), Self.suite, "ComplexShapeMixingAllEffects.png", atLeast: .pixelmatchZero)
  }
}
