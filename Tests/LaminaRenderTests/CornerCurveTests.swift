import Foundation
import Lamina
import LaminaGeometry
import LaminaRender
import TestSupport
import Testing

/// `cornerCurve = .continuous`: the background, border, `masksToBounds` clip and shadow follow
/// Apple's continuous corner (`ContinuousCorners`), which reaches 1.528665 radii along each edge
/// where a circular corner reaches one.
@Suite struct CornerCurveTests {
  func card(_ curve: CALayerCornerCurve) throws -> CGImage {
    let root = layer(frame: rect(0, 0, 100, 100))
    let card = layer(frame: rect(0, 0, 100, 100))
    card.backgroundColor = red
    card.cornerRadius = 20
    card.cornerCurve = curve
    root.addSublayer(card)
    return try render(root)
  }

  /// The y of the continuous top-left corner of radius 20 (in a 100 × 100 rect) above column `x`.
  func continuousTop(atX x: CGFloat) throws -> CGFloat {
    let corner = ContinuousCorners.corner(
      at: .zero, inward: (1, 1), radius: 20, half: CGSize(width: 50, height: 50), fromVerticalEdge: true)
    let (c1, c2, end) = try #require(corner.cubics.last)
    let start = corner.cubics[1].2
    func at(_ s: CGFloat) -> CGPoint {
      let u = 1 - s
      let (a, b, c, d) = (u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s)
      return CGPoint(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
    var (low, high) = (CGFloat(0), CGFloat(1))
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if at(mid).x < x { low = mid } else { high = mid }
    }
    return at(low).y
  }

  @Test func theCurveStillBendsWhereACircularCornerIsStraight() throws {
    let (circular, continuous) = (try card(.circular), try card(.continuous))
    // 2.5 points past the circular corner's reach the top row is whole; the continuous curve is
    // still y ≈ 0.12 below the edge there, so the row is covered about 88 %.
    #expect(circular.alpha(22, 0) == 255)
    let y = try continuousTop(atX: 22.5)
    #expect(y > 0.05 && y < 0.3)
    #expect(
      abs(Double(continuous.alpha(22, 0)) - Double(1 - y) * 255) <= 20, "alpha \(continuous.alpha(22, 0))")
    // Past the continuous reach (30.6 points) the edge is straight in both.
    #expect(continuous.alpha(31, 0) == 255 && circular.alpha(31, 0) == 255)
    // The corners are symmetric: the same coverage down the left edge and at the other corners (to
    // within Cairo's sampling, 2 levels).
    let top = Int(continuous.alpha(22, 0))
    for (x, y) in [(0, 22), (77, 99), (99, 77), (77, 0)] {
      #expect(abs(Int(continuous.alpha(x, y)) - top) <= 2, "(\(x), \(y)): \(continuous.alpha(x, y))")
    }
  }

  @Test func clippingAndBordersFollowTheCurve() throws {
    let root = layer(frame: rect(0, 0, 100, 100))
    let card = layer(frame: rect(0, 0, 100, 100))
    (card.cornerRadius, card.cornerCurve, card.masksToBounds) = (20, .continuous, true)
    let fill = layer(frame: rect(0, 0, 100, 100))
    fill.backgroundColor = blue
    card.addSublayer(fill)
    root.addSublayer(card)
    let clipped = try render(root)
    let reference = try self.card(.continuous)
    #expect(clipped.alpha(22, 0) == reference.alpha(22, 0) && clipped.alpha(0, 0) == 0)
  }
}
