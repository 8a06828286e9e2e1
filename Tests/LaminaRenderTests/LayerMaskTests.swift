import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct LayerMaskTests {
  let white = CGColor(gray: 1, alpha: 1)

  /// A 40-point canvas with a red 40-point layer at the origin, masked by `mask`.
  func masked(_ mask: CALayer?, configure: (CALayer) -> Void = { _ in }) throws -> CGImage {
    let root = layer(frame: rect(0, 0, 40, 40))
    let l = layer(frame: rect(0, 0, 40, 40), color: red)
    l.mask = mask
    configure(l)
    root.addSublayer(l)
    return try render(root)
  }

  @Test func maskAlphaCutsTheLayer() throws {
    let image = try masked(layer(frame: rect(10, 10, 10, 10), color: CGColor(gray: 0.2, alpha: 1)))
    #expect(image.all(in: 10..<20, 10..<20, equal: 0xFFFF_0000))  // the mask's colour does not count
    #expect(image.pixel(x: 5, y: 5) == 0 && image.pixel(x: 25, y: 15) == 0)
    #expect(image.paintedCount == 100)
  }

  @Test func maskAlphaAndOpacityMultiply() throws {
    let m = layer(frame: rect(0, 0, 40, 40), color: CGColor(gray: 1, alpha: 0.5))
    m.opacity = 0.5
    let image = try masked(m) { $0.opacity = 0.5 }
    #expect(image.pixel(x: 20, y: 20) == 0x2020_0000)  // 1/8 of opaque red, premultiplied
  }

  @Test func maskCoversSublayersAndShadow() throws {
    let image = try masked(layer(frame: rect(0, 0, 20, 40), color: white)) { l in
      l.addSublayer(layer(frame: rect(30, 0, 10, 10), color: blue))
      l.shadowOpacity = 1
      l.shadowRadius = 0
    }
    #expect(image.pixel(x: 10, y: 5) == 0xFFFF_0000)
    #expect(image.pixel(x: 35, y: 5) == 0)  // the sublayer is outside the mask
  }

  @Test func maskTransformAndBoundsClip() throws {
    // The mask's own masksToBounds limits its huge sublayer to its 20-point bounds, then moved.
    let m = layer(frame: rect(0, 0, 20, 20))
    m.masksToBounds = true
    m.addSublayer(layer(frame: rect(-100, -100, 1000, 1000), color: white))
    m.setAffineTransform(CGAffineTransform(translationX: 15, y: 5))
    let image = try masked(m)
    #expect(image.all(in: 15..<35, 5..<25, equal: 0xFFFF_0000))
    #expect(image.paintedCount == 400)
  }

  @Test func nestedMasksIntersect() throws {
    let m = layer(frame: rect(0, 0, 30, 30), color: white)
    m.mask = layer(frame: rect(20, 20, 20, 20), color: white)  // in m's coordinates: (20…30)²
    let image = try masked(m)
    #expect(image.all(in: 20..<30, 20..<30, equal: 0xFFFF_0000))
    #expect(image.paintedCount == 100)
  }

  @Test func emptyOrHiddenMasksHideEverything() throws {
    let hidden = layer(frame: rect(0, 0, 40, 40), color: white)
    hidden.isHidden = true
    #expect(try masked(hidden).paintedCount == 0)
    #expect(try masked(layer(frame: rect(0, 0, 40, 40))).paintedCount == 0)  // draws no alpha
  }

  @Test func masksThatCycleDrawNothingAndEnd() throws {
    let root = layer(frame: rect(0, 0, 40, 40))
    let a = layer(frame: rect(0, 0, 40, 40), color: red)
    a.mask = a
    root.addSublayer(a)
    #expect(try render(root).paintedCount == 0)
    // A mask whose own mask is the layer's ancestor.
    let b = layer(frame: rect(0, 0, 10, 10), color: blue)
    let m = layer(frame: rect(0, 0, 40, 40), color: white)
    a.mask = nil
    root.addSublayer(b)
    b.mask = m
    m.mask = root  // root is m's ancestor (through b, whose mask m is): it keeps no superlayer
    let image = try render(root)
    // The cycle is cut where b repeats inside its own mask: the mask is then the red layer alone.
    #expect(image.pixel(x: 20, y: 20) == 0xFFFF_0000 && image.pixel(x: 5, y: 5) == 0xFF00_00FF)
  }

  @Test func withoutGroupOpacitySublayersFadeOneByOne() throws {
    func draw(grouped: Bool) throws -> UInt32 {
      let root = layer(frame: rect(0, 0, 40, 40))
      let parent = layer(frame: rect(0, 0, 40, 40), color: blue)
      parent.opacity = 0.5
      parent.allowsGroupOpacity = grouped
      parent.addSublayer(layer(frame: rect(0, 0, 20, 20), color: red))
      root.addSublayer(parent)
      return try render(root).pixel(x: 10, y: 10)
    }
    #expect(try draw(grouped: true) == 0x8080_0000)  // the group: only red shows, at half
    // Half red (alpha 128) over half blue (128): alpha 128 + 128 · 127/255 ≈ 192, blue 64.
    #expect(try draw(grouped: false) == 0xC080_0040)  // half red over half blue
  }
}
