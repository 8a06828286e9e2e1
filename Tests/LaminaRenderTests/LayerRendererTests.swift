import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaRender

@Suite struct LayerRendererTests {
  @Test func borderIsABandInsideTheBounds() throws {
    // E7.2: 80·60 − 70·50 = 1300 border pixels; with a background all 4800 are painted.
    let l = layer(frame: rect(0, 0, 80, 60))
    l.borderWidth = 5
    let image = try render(l)
    #expect(image.paintedCount == 1300)
    #expect(image.alpha(2, 30) == 255 && image.alpha(40, 30) == 0)
    l.backgroundColor = red
    let filled = try render(l)
    #expect(filled.paintedCount == 4800)
    #expect(filled.pixel(x: 2, y: 30) == 0xFF00_0000 && filled.pixel(x: 40, y: 30) == 0xFFFF_0000)
  }

  @Test func cornerRadiusRoundsTheBackground() throws {
    // E7.3: analytic coverage 4800 − (4 − π)·20² = 4456.64.
    let l = layer(frame: rect(0, 0, 80, 60), color: red)
    l.cornerRadius = 20
    let image = try render(l)
    #expect(image.alpha(0, 0) == 0 && image.alpha(1, 1) == 0)
    #expect(image.alpha(40, 30) == 255 && image.alpha(0, 30) == 255)
    #expect(abs(image.coverage - 4456.64) < 2)
  }

  @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
    // E7.4.
    let l = layer(frame: rect(0, 0, 80, 60))
    l.cornerRadius = 20
    l.addSublayer(layer(frame: rect(0, 0, 10, 10), color: red))
    #expect(try render(l).paintedCount == 100)
    l.masksToBounds = true
    let clipped = try render(l)
    #expect(clipped.alpha(0, 0) == 0 && clipped.paintedCount < 100 && clipped.alpha(9, 9) == 255)
  }

  @Test func rootIsDrawnInItsOwnLocalSpace() throws {
    // E7.5.
    let parent = layer(frame: rect(10, 10, 20, 20))
    parent.addSublayer(layer(frame: rect(10, 10, 20, 20), color: red))
    let image = try render(parent, size: CGSize(width: 40, height: 40))
    #expect(image.all(in: 10..<30, 10..<30, equal: 0xFFFF_0000) && image.paintedCount == 400)
    parent.masksToBounds = true
    let clipped = try render(parent, size: CGSize(width: 40, height: 40))
    #expect(clipped.all(in: 10..<20, 10..<20, equal: 0xFFFF_0000) && clipped.paintedCount == 100)
  }

  @Test func opacityIsGroupOpacity() throws {
    // E7.6: the overlap of two opaque children of a half-transparent parent has alpha 0.5, not 0.75.
    let parent = layer(frame: rect(0, 0, 40, 20))
    parent.opacity = 0.5
    parent.addSublayer(layer(frame: rect(0, 0, 30, 20), color: red))
    parent.addSublayer(layer(frame: rect(10, 0, 30, 20), color: red))
    let image = try render(parent)
    #expect(image.pixel(x: 5, y: 10) == 0x8080_0000)
    #expect(image.pixel(x: 20, y: 10) == 0x8080_0000)
    #expect(image.pixel(x: 35, y: 10) == 0x8080_0000)
  }

  @Test func opacityFoldsIntoALoneBackground() throws {
    let l = layer(frame: rect(0, 0, 10, 10), color: red)
    l.opacity = 0.25
    #expect(try render(l).pixel(x: 5, y: 5) == 0x4040_0000)
  }

  @Test func groupOpacityCoversBorderOverBackground() throws {
    let l = layer(frame: rect(0, 0, 20, 20), color: red)
    l.borderWidth = 4
    l.borderColor = blue
    l.opacity = 0.5
    let image = try render(l)
    #expect(image.pixel(x: 1, y: 10) == 0x8000_0080)
    #expect(image.pixel(x: 10, y: 10) == 0x8080_0000)
  }

  @Test func sublayerTransformMovesSublayers() throws {
    // E7.9.
    let parent = layer(frame: rect(0, 0, 100, 100))
    parent.sublayerTransform = CATransform3DMakeTranslation(30, 0, 0)
    parent.addSublayer(layer(frame: rect(10, 10, 20, 20), color: red))
    let image = try render(parent)
    #expect(image.all(in: 40..<60, 10..<30, equal: 0xFFFF_0000) && image.paintedCount == 400)
  }

  @Test func sublayersDrawInZPositionOrderAndBorderOnTop() throws {
    let parent = layer(frame: rect(0, 0, 20, 20))
    let top = layer(frame: rect(0, 0, 20, 20), color: red)
    top.zPosition = 1
    parent.addSublayer(top)
    parent.addSublayer(layer(frame: rect(0, 0, 20, 20), color: blue))
    parent.borderWidth = 2
    let image = try render(parent)
    #expect(image.pixel(x: 10, y: 10) == 0xFFFF_0000)
    #expect(image.pixel(x: 0, y: 10) == 0xFF00_0000)
  }

  @Test func hiddenAndTransparentLayersAreSkipped() throws {
    let parent = layer(frame: rect(0, 0, 20, 20))
    let hidden = layer(frame: rect(0, 0, 10, 10), color: red)
    hidden.isHidden = true
    let clear = layer(frame: rect(10, 10, 10, 10), color: red)
    clear.opacity = 0
    parent.sublayers = [hidden, clear]
    #expect(try render(parent).paintedCount == 0)
  }

  @Test func scaleMultipliesPixels() throws {
    let parent = layer(frame: rect(0, 0, 20, 20))
    parent.addSublayer(layer(frame: rect(5, 5, 10, 10), color: red))
    let image = try render(parent, scale: 2)
    #expect(image.width == 40 && image.height == 40)
    #expect(image.all(in: 10..<30, 10..<30, equal: 0xFFFF_0000) && image.paintedCount == 400)
  }

  @Test func singularAndBehindTheEyeLayersDrawNothing() throws {
    let parent = layer(frame: rect(0, 0, 40, 40))
    let flat = layer(frame: rect(0, 0, 20, 20), color: red)
    flat.transform = CATransform3DMakeScale(0, 1, 1)
    let behind = layer(frame: rect(0, 0, 40, 40), color: red)
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 100
    behind.transform = CATransform3DTranslate(persp, 0, 0, 150)
    parent.sublayers = [flat, behind]
    #expect(try render(parent).paintedCount == 0)
  }

  @Test func sharedPerspectiveMagnifiesANearerLayer() throws {
    // E2.2: C appears at (262.5, 137.5, 125, 125).
    let p = layer(frame: rect(0, 0, 400, 400))
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    p.sublayerTransform = persp
    let c = layer(frame: rect(250, 150, 100, 100), color: red)
    c.zPosition = 100
    p.addSublayer(c)
    let image = try render(p)
    #expect(image.pixel(x: 264, y: 200) == 0xFFFF_0000 && image.alpha(260, 200) == 0)
    #expect(image.pixel(x: 385, y: 200) == 0xFFFF_0000 && image.alpha(389, 200) == 0)
    #expect(image.pixel(x: 325, y: 139) == 0xFFFF_0000 && image.alpha(325, 135) == 0)
    #expect(abs(image.coverage - 125 * 125) < 260)
  }

  @Test func perspectiveRotationMatchesConvertedCorners() throws {
    // E5.6: K's corners land at (139.5, 139.5), (242.6, 157.4), (242.6, 242.6), (139.5, 260.5).
    let r = layer(frame: rect(0, 0, 400, 400))
    let k = CALayer()
    k.bounds = rect(0, 0, 200, 100)
    k.position = CGPoint(x: 200, y: 200)
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    k.transform = CATransform3DRotate(persp, .pi / 3, 0, 1, 0)
    k.backgroundColor = red
    r.addSublayer(k)
    let image = try render(r)
    #expect(image.pixel(x: 141, y: 200) == 0xFFFF_0000 && image.alpha(137, 200) == 0)
    #expect(image.pixel(x: 241, y: 200) == 0xFFFF_0000 && image.alpha(244, 200) == 0)
    #expect(image.pixel(x: 241, y: 159) == 0xFFFF_0000 && image.alpha(241, 155) == 0)
    #expect(image.alpha(141, 142) == 255 && image.alpha(141, 137) == 0)
  }

  @Test func invalidCanvasesAreErrors() {
    let l = layer(frame: rect(0, 0, 10, 10))
    #expect(throws: RenderError.self) { try render(l, size: .zero) }
    #expect(throws: RenderError.self) { try render(l, size: CGSize(width: 20000, height: 1)) }
    var small = LayerRenderer()
    small.limits.canvasPixels = 99
    #expect(throws: RenderError("canvas 10×10 pixels exceeds the limit of 99 pixels")) { try small.render(l) }
    #expect(throws: RenderError.self) { try render(l, scale: .nan) }
    #expect(throws: RenderError.self) { try render(l, size: CGSize(width: CGFloat.infinity, height: 1)) }
    // Past Int's range the message still names the size (it once trapped converting it).
    #expect(throws: RenderError("canvas 1e+300×1 pixels exceeds the limit of 16384 pixels a side")) {
      try render(l, size: CGSize(width: 1e300, height: 1))
    }
  }

  @Test func renderingIsDeterministic() throws {
    let scene = layer(frame: rect(0, 0, 64, 64), color: CGColor(gray: 0.9, alpha: 1))
    let card = layer(frame: rect(8, 8, 40, 30), color: red)
    card.cornerRadius = 7
    card.borderWidth = 1.5
    card.opacity = 0.7
    card.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
    scene.addSublayer(card)
    let first = try render(scene)
    let second = try render(scene)
    #expect(first == second)
    #expect(try PNG.encode(first) == PNG.encode(second))
  }
}

@Suite struct ContentsRenderingTests {
  /// A 2×2 image: red, green / blue, white.
  let image = CGImage(
    width: 2, height: 2, premultipliedARGB: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])!

  func contentsLayer(_ frame: CGRect) -> CALayer {
    let l = layer(frame: frame)
    l.contents = image
    return l
  }

  @Test func resizeStretchesTheImageUpright() throws {
    let l = contentsLayer(rect(0, 0, 20, 20))
    let out = try render(l)
    #expect(out.pixel(x: 2, y: 2) == 0xFFFF_0000 && out.pixel(x: 17, y: 2) == 0xFF00_FF00)
    #expect(out.pixel(x: 2, y: 17) == 0xFF00_00FF && out.pixel(x: 17, y: 17) == 0xFFFF_FFFF)
  }

  @Test func contentsStayUprightInAFlippedLayer() throws {
    let parent = layer(frame: rect(0, 0, 20, 20))
    parent.isGeometryFlipped = true
    parent.addSublayer(contentsLayer(rect(0, 0, 20, 20)))
    let out = try render(parent)
    #expect(out.pixel(x: 2, y: 2) == 0xFFFF_0000 && out.pixel(x: 2, y: 17) == 0xFF00_00FF)
  }

  @Test func topGravityIsMaximumYOnAnUnflippedLayer() throws {
    let l = contentsLayer(rect(0, 0, 10, 10))
    l.contentsGravity = .topLeft
    let out = try render(l)
    #expect(out.pixel(x: 0, y: 8) == 0xFFFF_0000 && out.pixel(x: 1, y: 9) == 0xFFFF_FFFF)
    #expect(out.alpha(0, 0) == 0 && out.paintedCount == 4)
  }

  @Test func contentsScaleShrinksTheNaturalSize() throws {
    let l = contentsLayer(rect(0, 0, 10, 10))
    l.contentsGravity = .center
    l.contentsScale = 2
    let out = try render(l, scale: 2)
    #expect(
      out.paintedCount == 4 && out.pixel(x: 9, y: 9) == 0xFFFF_0000 && out.pixel(x: 10, y: 10) == 0xFFFF_FFFF)
  }

  @Test func contentsRectSelectsPartOfTheImage() throws {
    let l = contentsLayer(rect(0, 0, 10, 10))
    l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
    let out = try render(l)
    #expect(out.all(in: 0..<10, 0..<10, equal: 0xFF00_FF00))
  }

  @Test func contentsDrawOverTheBackgroundAndUnderTheBorder() throws {
    let l = contentsLayer(rect(0, 0, 20, 20))
    l.contentsGravity = .center
    l.backgroundColor = CGColor(gray: 0, alpha: 1)
    l.borderWidth = 10
    l.borderColor = CGColor(gray: 1, alpha: 1)
    let out = try render(l)
    #expect(out.pixel(x: 9, y: 9) == 0xFFFF_FFFF && out.pixel(x: 0, y: 0) == 0xFFFF_FFFF)
    l.borderWidth = 0
    let noBorder = try render(l)
    #expect(noBorder.pixel(x: 9, y: 9) == 0xFFFF_0000 && noBorder.pixel(x: 0, y: 0) == 0xFF00_0000)
  }
}

@Suite struct NinePartContentsTests {
  /// A 3×3 image whose nine pixels differ: corners red, edges green, middle blue.
  let image: CGImage = {
    let (r, g, b): (UInt32, UInt32, UInt32) = (0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF)
    return CGImage(width: 3, height: 3, premultipliedARGB: [r, g, r, g, b, g, r, g, r])!
  }()

  func layer(_ size: CGFloat, center: CGRect) -> CALayer {
    let l = CALayer()
    l.frame = CGRect(x: 0, y: 0, width: size, height: size)
    l.contents = image
    l.contentsCenter = center
    return l
  }

  @Test func edgesKeepTheirSizeAndTheMiddleStretches() throws {
    let out = try render(layer(30, center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)))
    // Corners stay one pixel; edges are one pixel thick; the middle fills 28×28.
    for (x, y) in [(0, 0), (29, 0), (0, 29), (29, 29)] { #expect(out.pixel(x: x, y: y) == 0xFFFF_0000) }
    for (x, y) in [(15, 0), (0, 15), (29, 15), (15, 29), (1, 0), (28, 29)] {
      #expect(out.pixel(x: x, y: y) == 0xFF00_FF00)
    }
    #expect(out.all(in: 1..<29, 1..<29, equal: 0xFF00_00FF))
  }

  @Test func theWholeImageAsCentreStretchesUniformly() throws {
    let out = try render(layer(30, center: CGRect(x: 0, y: 0, width: 1, height: 1)))
    // Filtering blends neighbouring source pixels: only the outer half of the first one (0..<5) stays
    // pure red, and around the centre the middle pixel's blue dominates (measured: 0xE7 blue, 0x16 green).
    #expect(out.all(in: 0..<5, 0..<5, equal: 0xFFFF_0000))
    let middle = out.pixel(x: 15, y: 15)
    #expect(middle & 0xFF >= 224 && (middle >> 8) & 0xFF <= 32 && (middle >> 16) & 0xFF <= 8)
  }

  @Test func edgesShrinkTogetherWhenTheyDoNotFit() throws {
    // A 2-pixel layer: the 1-pixel edges on each side take it all; no middle.
    let out = try render(layer(2, center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)))
    #expect(out.premultipliedARGB == [0xFFFF_0000, 0xFFFF_0000, 0xFFFF_0000, 0xFFFF_0000])
  }
}
