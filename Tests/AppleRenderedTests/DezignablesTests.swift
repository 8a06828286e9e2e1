import Foundation
import LaminaUIDrawing
import QuartzCore
import TestSupport
import Testing

/// zilverline/Dezignables (MIT): its FBSnapshotTestCase references, iOS 9 era, 2× and 3×. Each test
/// renders the subject view's layer (`renderInContext:`): a red 200-point square at (100, 100) in a
/// 400-point container.
@Suite struct DezignablesTests {
  static let suite = "zilverline+Dezignables"

  func subject(in container: CALayer? = nil) -> CALayer {
    view(rect(100, 100, 200, 200), .red, in: container ?? view(rect(0, 0, 400, 400)))
  }

  /// The library's one-sided borders: a bordered sublayer pushed 1,000 points out past every side
  /// that has no border, clipped by the subject.
  func bordered(_ width: CGFloat, _ color: UIColor, sides: [String]) -> CALayer {
    let s = subject()
    let border = CALayer()
    border.borderWidth = width
    border.borderColor = color.cgColor
    var f = s.bounds
    if !sides.contains("left") { (f.origin.x, f.size.width) = (f.minX - 1000, f.width + 1000) }
    if !sides.contains("top") { (f.origin.y, f.size.height) = (f.minY - 1000, f.height + 1000) }
    if !sides.contains("bottom") { f.size.height += 1000 }
    if !sides.contains("right") { f.size.width += 1000 }
    border.frame = f
    s.addSublayer(border)
    s.masksToBounds = true
    return s
  }

  static let all = ["top", "left", "bottom", "right"]

  @Test func backgroundFill() throws {
    let s = subject()
    let background = view(s.bounds, in: s)
    _ = view(background.bounds, .green, in: background)
    try expectFidelity(snapshot(s, scale: 3), Self.suite, "testBackgroundFillColor@3x.png", atLeast: .exact)
  }

  @Test(arguments: [
    ("testCombination@3x.png", UIColor.black, all), ("testBorderColor@3x.png", .blue, all),
    ("testTopBorder@3x.png", .black, ["top"]), ("testLeftBorder@3x.png", .black, ["left"]),
    ("testRightBorder@3x.png", .black, ["right"]), ("testBottomBorder@3x.png", .black, ["bottom"]),
  ])
  func borders(name: String, color: UIColor, sides: [String]) throws {
    try expectFidelity(
      snapshot(bordered(5, color, sides: sides), scale: 3), Self.suite, name, atLeast: .exact)
  }

  /// One device pixel: 1/3 point at 3×, 1/2 at 2×.
  @Test(arguments: [(3, "testScaleCorrection@3x.png"), (2, "testScaleCorrection@2x.png")])
  func hairlineBorders(scale: CGFloat, name: String) throws {
    try expectFidelity(
      snapshot(bordered(1 / scale, .black, sides: Self.all), scale: scale), Self.suite, name,
      atLeast: .withinThreeLevels)
  }

  @Test(arguments: [
    (20, 3, "testCorner@3x.png"), (20, 2, "testCorner@2x.png"), (100, 3, "testCircle@3x.png"),
    (100, 2, "testCircle@2x.png"),
  ])
  func corners(radius: CGFloat, scale: CGFloat, name: String) throws {
    let s = subject()
    s.cornerRadius = radius
    try expectFidelity(snapshot(s, scale: scale), Self.suite, name, atLeast: .pixelmatchZero)
  }

  /// `renderInContext:` ignores the rendered layer's own transform.
  @Test func rotationOfTheRenderedLayer() throws {
    let s = subject()
    s.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    try expectFidelity(snapshot(s, scale: 3), Self.suite, "testRotation@3x.png", atLeast: .exact)
  }

  @Test(arguments: [(3, "testShadow@3x.png"), (2, "testShadow@2x.png")])
  func shadows(scale: CGFloat, name: String) throws {
    let container = view(rect(0, 0, 400, 400))
    let s = subject(in: container)
    s.shadowColor = UIColor.black.cgColor
    s.shadowRadius = 5
    s.shadowOpacity = 1
    s.shadowOffset = .zero
    try expectFidelity(snapshot(container, scale: scale), Self.suite, name, atLeast: .withinThreeLevels)
  }
}
