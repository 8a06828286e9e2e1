import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct HugeGeometryTests {
  /// A rounded, bordered layer 1e18 points wide around the canvas: Cairo's fixed-point coordinates
  /// would overflow, so its sides are brought in to just outside the canvas; the canvas shows the
  /// background, the border and the corners nowhere.
  @Test func aLayerFarLargerThanTheCanvasFillsItExactly() throws {
    for size: CGFloat in [1e6, 1e12, 1e18] {
      let r = layer(frame: rect(0, 0, 40, 40))
      let huge = CALayer()
      huge.bounds = rect(0, 0, size, size)
      huge.position = CGPoint(x: 5, y: 5)
      huge.backgroundColor = blue
      huge.borderWidth = 10
      huge.borderColor = red
      huge.cornerRadius = 20
      r.addSublayer(huge)
      let image = try render(r)
      #expect(image.all(in: 0..<40, 0..<40, equal: 0xFF00_00FF), "size \(size)")
    }
  }

  /// The same layer with its left edge on the canvas: the border shows at x = 10…19, sharp.
  @Test func aHugeLayersVisibleEdgeStaysInPlace() throws {
    let r = layer(frame: rect(0, 0, 40, 40))
    let huge = layer(frame: rect(10, -1e15, 1e15, 2e15), color: blue)
    huge.borderWidth = 10
    huge.borderColor = red
    r.addSublayer(huge)
    let image = try render(r)
    #expect(image.alpha(9, 20) == 0)
    #expect(image.all(in: 10..<20, 0..<40, equal: 0xFFFF_0000))
    #expect(image.all(in: 20..<40, 0..<40, equal: 0xFF00_00FF))
  }
}
