import Foundation
import Lamina
import Testing

@testable import LaminaRender

/// `LayerRenderer.isSmall`: which renders count as small (fewer than 1,000 render-tree nodes, under
/// 2 ms of estimated drawing, on at most 2 Mpx) and are drawn on one thread, and that a small render
/// is the same file on any.
@Suite struct SmallRenderThreadsTests {
  /// A root holding `sublayers` plain layers: a render tree of `sublayers + 1` nodes.
  private func tree(sublayers: Int) throws -> RenderNode {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    for i in 0..<sublayers {
      let layer = CALayer()
      layer.frame = CGRect(x: i % 90, y: i / 90 % 90, width: 10, height: 10)
      layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      root.addSublayer(layer)
    }
    return try #require(try LayerRenderer().renderTree(root))
  }

  @Test func smallIsUnderAThousandNodesAndTwoMillisecondsOnTwoMegapixels() throws {
    let few = try tree(sublayers: 998)
    let many = try tree(sublayers: 999)
    #expect(few.nodeCount == 999 && many.nodeCount == 1_000)
    let light = 1_999_999.0
    #expect(LayerRenderer.isSmall(few, drawing: light, width: 1024, height: 1024))
    #expect(!LayerRenderer.isSmall(many, drawing: light, width: 1024, height: 1024))
    #expect(!LayerRenderer.isSmall(few, drawing: 2_000_000, width: 1024, height: 1024))
    #expect(LayerRenderer.isSmall(few, drawing: light, width: 2048, height: 1024))
    #expect(!LayerRenderer.isSmall(few, drawing: light, width: 2048, height: 1025))
    #expect(LayerRenderer.isSmall(nil, drawing: 0, width: 1024, height: 2048))
  }

  /// A large gradient is work enough for a second thread: its drawing is estimated past 2 ms (1,000 ×
  /// 200 pixels at 15 ns each, 3 ms, and its 67 stops in the 5 bands 200 rows may cross) though the
  /// tree has two nodes.
  @Test func fewLayersOfMuchWorkAreNotSmall() throws {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 200)
    let gradient = CAGradientLayer()
    gradient.frame = root.bounds
    gradient.colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
    ]
    root.addSublayer(gradient)
    let renderer = LayerRenderer()
    let tree = try #require(try renderer.renderTree(root))
    let work = try renderer.checkBudget(tree, width: 1000, height: 200, scale: 1)
    #expect(work.drawing == 1000 * 200 * 15 + (2 + 65) * 100 * 5)
    #expect(work.total == work.drawing + 1000 * 200 * 10)
    #expect(!LayerRenderer.isSmall(tree, drawing: work.drawing, width: 1000, height: 200))
  }

  /// Four threads asked for, a small render drawn on one: the bytes every thread count gives.
  @Test func aSmallRenderOnOneThreadIsTheSameFile() throws {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 300, height: 700)
    root.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    for i in 0..<40 {
      let layer = CALayer()
      layer.frame = CGRect(x: 7 * i % 260, y: 17 * i, width: 40, height: 25)
      layer.cornerRadius = 6
      layer.backgroundColor = CGColor(red: Double(i) / 40, green: 0.5, blue: 0.1, alpha: 0.8)
      root.addSublayer(layer)
    }
    var renderer = LayerRenderer()
    renderer.threads = 4
    let many = try renderer.renderPNG(root)
    renderer.threads = 1
    #expect(try renderer.renderPNG(root) == many)
  }
}
