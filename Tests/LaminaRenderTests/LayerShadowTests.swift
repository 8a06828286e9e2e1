import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct LayerShadowTests {
  func card(_ frame: CGRect) -> CALayer {
    let l = layer(frame: frame, color: CGColor(gray: 1, alpha: 1))
    l.shadowOpacity = 1
    l.shadowRadius = 0
    l.shadowOffset = CGSize(width: 4, height: 6)
    return l
  }

  @Test func defaultsAreApples() {
    let l = CALayer()
    #expect(l.shadowOpacity == 0 && l.shadowRadius == 3 && l.shadowOffset == CGSize(width: 0, height: -3))
    #expect(l.shadowColor == CGColor(gray: 0, alpha: 1) && l.shadowPath == nil)
  }

  @Test func hardShadowIsTheLayerOffsetUnderIt() throws {
    let root = layer(frame: rect(0, 0, 40, 40))
    root.addSublayer(card(rect(10, 10, 10, 10)))
    let image = try render(root)
    #expect(image.pixel(x: 15, y: 15) == 0xFFFF_FFFF)  // the card over its shadow
    #expect(image.pixel(x: 22, y: 18) == 0xFF00_0000)  // shadow: 4 right, 6 down
    #expect(image.pixel(x: 12, y: 18) == 0xFFFF_FFFF && image.pixel(x: 25, y: 14) == 0)
  }

  @Test func shadowFollowsTheCompositedAlpha() throws {
    // No background: the shadow is cast by the sublayer only.
    let root = layer(frame: rect(0, 0, 40, 40))
    let holder = layer(frame: rect(0, 0, 40, 40))
    holder.shadowOpacity = 0.5
    holder.shadowRadius = 0
    holder.shadowOffset = CGSize(width: 10, height: 0)
    holder.addSublayer(layer(frame: rect(5, 5, 5, 5), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
    root.addSublayer(holder)
    let image = try render(root)
    #expect(image.pixel(x: 17, y: 7) == 0x8000_0000)  // half-opaque black, 10 to the right
    #expect(image.pixel(x: 25, y: 7) == 0)
  }

  @Test func blurSpreadsAsAGaussianOfTheRadiusCutAtTwice() throws {
    let root = layer(frame: rect(0, 0, 100, 40))
    let l = layer(frame: rect(-100, -100, 150, 300), color: CGColor(gray: 1, alpha: 1))
    l.shadowOpacity = 1
    l.shadowRadius = 4
    l.shadowOffset = .zero
    root.addSublayer(l)
    let image = try render(root)
    // Past a straight edge, a Gaussian of σ = 4 cut at 2σ (Apple's, Docs/semantics/pixels.md)
    // keeps (Φ(2) − Φ(d / σ)) / (2Φ(2) − 1) of its alpha, and nothing from 8 pixels out.
    func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
    for d in [0.5, 2.5, 4.5, 7.5] {
      let got = Double(image.alpha(50 + Int(d - 0.5), 20)) / 255
      let expected = (phi(2) - phi(d / 4)) / (2 * phi(2) - 1)
      #expect(abs(got - expected) < 0.015, "at \(d): \(got) vs \(expected)")
    }
    #expect(image.alpha(58, 20) == 0)
  }

  @Test func shadowPathCastsItsOwnShape() throws {
    let root = layer(frame: rect(0, 0, 40, 40))
    let l = layer(frame: rect(0, 0, 10, 10))  // draws nothing itself
    l.shadowOpacity = 1
    l.shadowRadius = 0
    l.shadowOffset = CGSize(width: 20, height: 20)
    l.shadowPath = CGPath(rect: rect(0, 0, 5, 5), transform: nil)
    root.addSublayer(l)
    let image = try render(root)
    #expect(image.pixel(x: 22, y: 22) == 0xFF00_0000 && image.pixel(x: 26, y: 22) == 0)
  }

  @Test func masksToBoundsClipsTheShadow() throws {
    let root = layer(frame: rect(0, 0, 40, 40))
    let l = card(rect(10, 10, 10, 10))
    l.masksToBounds = true
    root.addSublayer(l)
    let image = try render(root)
    #expect(image.pixel(x: 22, y: 18) == 0)
  }

  @Test func shadowRotatesWithTheLayer() throws {
    let root = layer(frame: rect(0, 0, 60, 60))
    let l = card(rect(25, 25, 10, 10))
    l.shadowOffset = CGSize(width: 10, height: 0)
    l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    root.addSublayer(l)
    let image = try render(root)
    // The offset is in the layer's space: rotated a quarter turn, +x points down.
    #expect(image.pixel(x: 30, y: 40) == 0xFF00_0000 && image.pixel(x: 40, y: 30) == 0)
  }

  /// Opacity fades the shadow and the layer each on its own, the shadow beneath showing through the
  /// faded layer, as Core Animation composites them (measured on iOS: a translucent layer over its
  /// own shadow reads alpha 159 where fading the two as one group would give 128).
  @Test func opacityFadesShadowAndLayerEachOverTheOther() throws {
    let root = layer(frame: rect(0, 0, 40, 40))
    let l = card(rect(10, 10, 10, 10))
    l.opacity = 0.5
    root.addSublayer(l)
    let image = try render(root)
    #expect(image.pixel(x: 22, y: 18) == 0x8000_0000)  // the shadow alone, faded
    #expect(image.pixel(x: 15, y: 15) == 0x8080_8080)  // the card alone, faded
    // The faded card over its faded shadow: alpha 0.5 + 0.5 × 0.5 = 0.75 (in 8 bits, 128 over 128:
    // 128 + 128 × 127 / 255 → 192), white 0.5.
    #expect(image.pixel(x: 15, y: 17) == 0xC080_8080)
    let path = card(rect(10, 10, 10, 10))
    (path.opacity, path.shadowPath) = (0.5, CGPath(rect: rect(0, 0, 10, 10), transform: nil))
    let withPath = layer(frame: rect(0, 0, 40, 40))
    withPath.addSublayer(path)
    #expect(try render(withPath).pixel(x: 15, y: 17) == 0xC080_8080)
    // With a mask the same holds inside it, and the mask cuts the shadow too (Apple-rendered:
    // AFSnapshotTesting's `ComplexShapeMixingAllEffects`, alpha 159 inside a half-opaque star).
    let masked = card(rect(10, 10, 10, 10))
    masked.opacity = 0.5
    let mask = layer(frame: rect(0, 0, 10, 9), color: CGColor(gray: 0, alpha: 1))
    masked.mask = mask
    let maskedRoot = layer(frame: rect(0, 0, 40, 40))
    maskedRoot.addSublayer(masked)
    let image2 = try render(maskedRoot)
    #expect(image2.pixel(x: 15, y: 17) == 0xC080_8080 && image2.pixel(x: 15, y: 15) == 0x8080_8080)
    #expect(image2.pixel(x: 22, y: 18) == 0 && image2.pixel(x: 15, y: 19) == 0)  // outside the mask
  }
}
