import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

@Suite struct CGContextCompositingTests {
  func grey(_ ctx: CGContext, _ level: CGFloat) {
    ctx.setFillColor(CGColor(gray: level, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
  }

  @Test func multiplyScalesTheDestination() {
    let ctx = bitmap(4, 4)
    grey(ctx, 0.5)
    ctx.setBlendMode(.multiply)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    let p = pixel(ctx, 1, 1)
    #expect(alpha(p) == 255 && abs(red(p) - 128) <= 1 && green(p) == 0 && blue(p) == 0)
  }

  @Test func copyReplacesEvenWithAlpha() {
    let ctx = bitmap(4, 4)
    grey(ctx, 1)
    ctx.setBlendMode(.copy)
    ctx.setFillColor(.init(red: 0, green: 0, blue: 1, alpha: 0.5))
    ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    #expect(abs(alpha(pixel(ctx, 0, 1)) - 128) <= 1 && red(pixel(ctx, 0, 1)) == 0)
    #expect(pixel(ctx, 3, 1) == 0xFFFF_FFFF)
  }

  @Test func sourceInOnlyTouchesTheShapeAsCoreGraphicsDoes() {
    let ctx = bitmap(8, 4)
    grey(ctx, 1)
    ctx.setBlendMode(.sourceIn)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(pixel(ctx, 1, 1) == opaqueRed)
    #expect(pixel(ctx, 6, 1) == 0xFFFF_FFFF)  // Cairo alone would clear it
    ctx.setStrokeColor(.init(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.setLineWidth(2)
    ctx.strokeLineSegments(between: [CGPoint(x: 4, y: 2), CGPoint(x: 8, y: 2)])
    #expect(pixel(ctx, 6, 1) == opaqueBlue && pixel(ctx, 6, 3) == 0xFFFF_FFFF)
  }

  @Test func clearAndDestinationOut() {
    let ctx = bitmap(4, 4)
    grey(ctx, 1)
    ctx.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
    #expect(pixel(ctx, 0, 0) == 0 && pixel(ctx, 3, 0) == 0xFFFF_FFFF)
    ctx.setBlendMode(.destinationOut)
    ctx.setFillColor(.init(red: 0, green: 0, blue: 0, alpha: 0.5))
    ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
    #expect(abs(alpha(pixel(ctx, 3, 0)) - 128) <= 1)
  }

  @Test func plusDarkerIsRefusedWithAnIssue() {
    let ctx = bitmap(2, 2)
    ctx.setBlendMode(.plusDarker)
    #expect(ctx.laminaIssues.first?.contains("plusDarker") == true)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(pixel(ctx, 0, 0) == opaqueRed)
  }

  @Test func everyOtherBlendModeDraws() {
    for mode in CGBlendMode.allCases where mode != .plusDarker {
      let ctx = bitmap(2, 2)
      grey(ctx, 0.5)
      ctx.setBlendMode(mode)
      ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
      ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      #expect(ctx.laminaIssues.isEmpty, "\(mode)")
    }
  }

  @Test func transparencyLayerCompositesOnce() {
    let ctx = bitmap(10, 10)
    ctx.setAlpha(0.5)
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
    ctx.fill(CGRect(x: 4, y: 0, width: 6, height: 10))
    ctx.endTransparencyLayer()
    // Overlap is drawn once at half alpha, not 0.75 as two separate half-alpha fills would give.
    #expect(abs(alpha(pixel(ctx, 5, 5)) - 128) <= 1)
    #expect(abs(alpha(pixel(ctx, 1, 5)) - 128) <= 1)
  }

  @Test func shadowWithoutBlurIsTheShapeOffsetInBaseSpace() {
    let ctx = bitmap(20, 20)
    ctx.setShadow(
      offset: CGSize(width: 5, height: -5), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 2, y: 10, width: 6, height: 6))
    #expect(pixel(ctx, 4, 6) == opaqueRed)  // the shape: user y 10…16 is rows 4…9
    #expect(pixel(ctx, 11, 12) == opaqueBlue)  // the shadow: 5 right, 5 down (base space is y up)
    #expect(pixel(ctx, 11, 3) == 0)
  }

  @Test func defaultShadowIsOneThirdBlack() {
    let ctx = bitmap(20, 20)
    ctx.setShadow(offset: CGSize(width: 8, height: 0), blur: 0)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 20))
    let p = pixel(ctx, 10, 10)
    #expect(abs(alpha(p) - 85) <= 1 && red(p) == 0)
  }

  @Test func blurIsGaussianWithSigmaHalfTheBlur() {
    let ctx = bitmap(60, 20)
    ctx.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: CGColor(gray: 0, alpha: 1))
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: -100, y: -100, width: 130, height: 300))
    // Past a straight edge, a Gaussian of σ = 4 leaves Φ(−d/σ) of the shadow: at 4 px, 15.9 %.
    let at4 = Double(alpha(pixel(ctx, 34, 10))) / 255  // pixel centre 34.5: 4.5 px past the edge
    let expected = 0.5 * erfc(4.5 / 4 / 2.0.squareRoot())
    #expect(abs(at4 - expected) < 0.02, "\(at4) vs \(expected)")
  }
}
