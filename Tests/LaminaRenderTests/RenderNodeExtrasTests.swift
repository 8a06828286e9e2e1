import Foundation
import Lamina
import LaminaGraphics
import Testing

@testable import LaminaRender

/// A node's contents, shape, gradient, shadow and tint live in a box of their own, shared by copies
/// until one changes (a node is 296 bytes instead of 720: a 100,000-layer render tree is half the
/// size). Copies must still behave as values.
@Suite struct RenderNodeExtrasTests {
  private func node(_ layer: CALayer) throws -> RenderNode {
    try #require(RenderNode(root: layer))
  }

  @Test func aPlainLayerHasNoBoxAndAShadowedOneHasOne() throws {
    let plain = CALayer()
    plain.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    plain.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let shadowed = CALayer()
    shadowed.bounds = plain.bounds
    shadowed.backgroundColor = plain.backgroundColor
    shadowed.shadowOpacity = 0.5
    #expect(try node(plain).extras == nil && node(plain).shadow == nil)
    let s = try node(shadowed)
    #expect(s.extras != nil && s.shadow != nil && s.shape == nil && s.tint == nil)
    #expect(MemoryLayout<RenderNode>.stride <= 296)
  }

  @Test func copiesChangeApartAndAnEmptiedBoxIsDropped() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.shadowOpacity = 1
    let original = try node(layer)
    var copy = original
    let red = RenderColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    copy.tint = red
    #expect(copy.tint == red && original.tint == nil)
    #expect(copy.extras !== original.extras)
    #expect(original.shadow != nil && copy.shadow != nil)
    copy.shadow = nil
    copy.tint = nil
    #expect(copy.extras == nil && original.shadow != nil)
    var plain = copy
    plain.tint = red
    #expect(plain.extras != nil && copy.extras == nil)
  }
}
