import Foundation
import Lamina
import Testing

@testable import LaminaRender

/// `LayerRenderer.isSmall`: which renders count as small (fewer than 1,000 render-tree nodes on at
/// most 2 Mpx) and are drawn on one thread, and that a small render is the same file on any.
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

  @Test func smallIsUnderAThousandNodesOnTwoMegapixels() throws {
    let few = try tree(sublayers: 998)
    let many = try tree(sublayers: 999)
    #expect(few.nodeCount == 999 && many.nodeCount == 1_000)
    #expect(LayerRenderer.isSmall(few, width: 1024, height: 1024))
    #expect(!LayerRenderer.isSmall(many, width: 1024, height: 1024))
    #expect(LayerRenderer.isSmall(few, width: 2048, height: 1024))
    #expect(!LayerRenderer.isSmall(few, width: 2048, height: 1025))
    #expect(LayerRenderer.isSmall(nil, width: 1024, height: 2048))
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
