import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

/// `compositingFilter` blend modes and the contents' sampling filters, rendered.
@Suite struct CompositingFilterTests {
  /// A 40×20 canvas: an opaque backdrop of `below` on the left 30 points, and a layer of `above`
  /// (with `filter`) on the right 30, so x 10–29 is where they overlap.
  func blended(_ filter: Any?, below: CGColor, above: CGColor, configure: (CALayer) -> Void = { _ in })
    throws -> CGImage
  {
    let root = layer(frame: rect(0, 0, 40, 20))
    root.addSublayer(layer(frame: rect(0, 0, 30, 20), color: below))
    let top = layer(frame: rect(10, 0, 30, 20), color: above)
    top.compositingFilter = filter
    configure(top)
    root.addSublayer(top)
    return try render(root)
  }

  let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
  let cyan = CGColor(red: 0, green: 1, blue: 1, alpha: 1)

  @Test func multiplyAndScreenBlendWhereTheyOverlap() throws {
    let multiply = try blended("multiplyBlendMode", below: yellow, above: cyan)
    #expect(multiply.pixel(x: 5, y: 10) == 0xFFFF_FF00)  // the backdrop alone
    #expect(multiply.pixel(x: 20, y: 10) == 0xFF00_FF00)  // yellow × cyan = green
    #expect(multiply.pixel(x: 35, y: 10) == 0xFF00_FFFF)  // over nothing, the layer itself
    let screen = try blended("screenBlendMode", below: red, above: blue)
    #expect(screen.pixel(x: 20, y: 10) == 0xFFFF_00FF)  // red screen blue = magenta
  }

  @Test func differenceAndCoreImageNames() throws {
    let image = try blended("CIDifferenceBlendMode", below: yellow, above: cyan)
    #expect(image.pixel(x: 20, y: 10) == 0xFFFF_00FF)  // |yellow − cyan| = magenta
    #expect(CALayerBlendMode.blendMode(named: "CIColorBurnBlendMode") == .colorBurn)
    #expect(CALayerBlendMode.blendMode(named: "overlayBlendMode") == .overlay)
    #expect(CALayerBlendMode.blendMode(named: "no such filter") == nil)
  }

  @Test func theBlendCompositesTheWholeSubtreeFadedByOpacity() throws {
    let image = try blended("multiplyBlendMode", below: yellow, above: cyan) { top in
      top.backgroundColor = nil
      top.addSublayer(layer(frame: rect(0, 0, 30, 20), color: self.cyan))
      top.opacity = 0.5
    }
    // Half of yellow × cyan over yellow: (1, 1, 0) · ½ + (0, 1, 0) · ½ = (0.5, 1, 0).
    let p = image.pixel(x: 20, y: 10)
    #expect(p >> 24 == 0xFF && abs(Int(p >> 16 & 0xFF) - 128) <= 1 && p >> 8 & 0xFF == 0xFF && p & 0xFF == 0)
  }

  @Test func anUnknownFilterCompositesNormally() throws {
    let image = try blended("sepiaTone", below: yellow, above: cyan)
    #expect(image.pixel(x: 20, y: 10) == 0xFF00_FFFF)
    #expect(try blended(42, below: yellow, above: cyan).pixel(x: 20, y: 10) == 0xFF00_FFFF)
  }

  @Test func xorKeepsWhatOnlyOneOfThemCovers() throws {
    let image = try blended("xor", below: yellow, above: cyan)
    #expect(image.pixel(x: 5, y: 10) == 0xFFFF_FF00 && image.pixel(x: 35, y: 10) == 0xFF00_FFFF)
    #expect(image.pixel(x: 20, y: 10) == 0)
  }

  /// A 2×2 checkerboard image stretched over 20×20 points: nearest sampling keeps four hard squares.
  @Test func nearestMagnificationKeepsHardPixels() throws {
    let black: UInt32 = 0xFF00_0000
    let white: UInt32 = 0xFFFF_FFFF
    let checker = CGImage(width: 2, height: 2, premultipliedARGB: [black, white, white, black])!
    func drawn(_ filter: CALayerContentsFilter) throws -> CGImage {
      let l = layer(frame: rect(0, 0, 20, 20))
      l.contents = checker
      l.magnificationFilter = filter
      return try render(l)
    }
    let nearest = try drawn(.nearest)
    #expect(nearest.all(in: 0..<10, 0..<10, equal: black) && nearest.all(in: 10..<20, 0..<10, equal: white))
    let linear = try drawn(.linear)
    #expect(linear.pixel(x: 9, y: 5) != black && linear.pixel(x: 9, y: 5) != white)  // interpolated
  }

  @Test func storedPropertiesKeepTheirValues() {
    let l = CALayer()
    #expect(!l.shouldRasterize && l.rasterizationScale == 1 && l.compositingFilter == nil)
    #expect(l.minificationFilter == .linear && l.filters == nil)
    l.shouldRasterize = true
    l.rasterizationScale = 2
    l.setValue("nearest", forKey: "magnificationFilter")
    #expect(CALayer(layer: l).shouldRasterize && l.value(forKey: "rasterizationScale") as? CGFloat == 2)
    #expect(l.magnificationFilter == .nearest)
  }
}
