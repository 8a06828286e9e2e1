import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

@Suite struct CGContextTests {
  @Test func bitmapContextIsYUpFromBottomLeft() {
    let ctx = bitmap(20, 20)
    #expect(ctx.ctm == .identity)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pixel(ctx, 5, 15) == opaqueRed)  // user y 5 is row 14 from the top
    #expect(pixel(ctx, 5, 5) == 0)
    #expect(pixel(ctx, 15, 15) == 0)
  }

  @Test func ctmComposesLikeCoreGraphics() {
    let ctx = bitmap(10, 10)
    ctx.translateBy(x: 5, y: 2)
    ctx.scaleBy(x: 2, y: 3)
    let m = ctx.ctm
    #expect(m.a == 2 && m.d == 3 && m.tx == 5 && m.ty == 2)
    ctx.rotate(by: .pi / 2)
    #expect(abs(ctx.ctm.b - 3) < 1e-9 && abs(ctx.ctm.c + 2) < 1e-9)
  }

  @Test func stateStackRestoresColoursAndCTM() {
    let ctx = bitmap(10, 10)
    ctx.setFillColor(.init(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.saveGState()
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.translateBy(x: 100, y: 0)
    ctx.restoreGState()
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pixel(ctx, 5, 5) == opaqueBlue)
  }

  @Test func unbalancedRestoreIsIgnoredAndDrawingGoesOn() {
    let ctx = bitmap(4, 4)
    ctx.restoreGState()
    ctx.endTransparencyLayer()
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(pixel(ctx, 1, 1) == opaqueRed)
    #expect(ctx.laminaIssues.count == 2)
  }

  @Test func strokeStraddlesThePath() {
    let ctx = bitmap(20, 20)
    ctx.setLineWidth(4)
    ctx.setStrokeColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.strokeLineSegments(between: [CGPoint(x: 2, y: 10), CGPoint(x: 18, y: 10)])
    // User y 8…12 is rows 8…11 from the top.
    #expect((8...11).allSatisfy { pixel(ctx, 10, $0) == opaqueRed })
    #expect(pixel(ctx, 10, 7) == 0 && pixel(ctx, 10, 12) == 0)
    #expect(pixel(ctx, 1, 10) == 0)  // butt cap: nothing before x = 2
  }

  @Test func hairlineIsOneDevicePixel() {
    let ctx = bitmap(10, 10)
    ctx.scaleBy(x: 4, y: 4)
    ctx.setLineWidth(0)
    ctx.setStrokeColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 1.125), CGPoint(x: 2.5, y: 1.125)])
    // Device y = 4.5 up from the bottom: row 5 from the top, one pixel thick.
    #expect(pixel(ctx, 3, 5) == opaqueRed)
    #expect(pixel(ctx, 3, 4) == 0 && pixel(ctx, 3, 6) == 0)
  }

  @Test func clipLimitsDrawing() {
    let ctx = bitmap(10, 10)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pixel(ctx, 2, 5) == opaqueRed && pixel(ctx, 7, 5) == 0)
    #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
    ctx.resetClip()
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pixel(ctx, 7, 5) == opaqueRed)
  }

  @Test func evenOddClipMakesAHole() {
    let ctx = bitmap(10, 10)
    ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    ctx.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    ctx.clip(using: .evenOdd)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(pixel(ctx, 5, 5) == 0 && pixel(ctx, 1, 1) == opaqueRed)
  }

  @Test func pathQueriesInUserSpace() {
    let ctx = bitmap(10, 10)
    ctx.translateBy(x: 3, y: 3)
    #expect(ctx.isPathEmpty)
    ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(!ctx.isPathEmpty)
    #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(ctx.pathContains(CGPoint(x: 1, y: 1), mode: .fill))
    #expect(!ctx.pathContains(CGPoint(x: 5, y: 1), mode: .fill))
    ctx.addLine(to: CGPoint(x: 9, y: 9))
    ctx.beginPath()
    #expect(ctx.path == nil)
    ctx.addLine(to: CGPoint(x: 1, y: 1))  // no current point: ignored
    #expect(ctx.isPathEmpty)
  }

  @Test func alphaAndColourAlphaMultiply() {
    let ctx = bitmap(4, 4)
    ctx.setAlpha(0.5)
    ctx.setFillColor(.init(red: 1, green: 1, blue: 1, alpha: 0.5))
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(abs(alpha(pixel(ctx, 1, 1)) - 64) <= 1)
  }

  @Test func badInputDrawsNothingAndBreaksNothing() {
    let ctx = bitmap(8, 8)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.setLineDash(phase: 0, lengths: [0, 0])
    ctx.setLineWidth(-2)
    ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
    ctx.move(to: CGPoint(x: 0, y: CGFloat.infinity))
    ctx.translateBy(x: .nan, y: 0)
    ctx.saveGState()
    ctx.scaleBy(x: 0, y: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(ctx, 4, 4) == 0)
    ctx.restoreGState()
    ctx.setStrokeColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.setLineWidth(2)
    ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 4), CGPoint(x: 8, y: 4)])
    #expect(pixel(ctx, 4, 3) == opaqueRed)  // solid, 2 wide: the zero dash was refused
    ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(ctx, 4, 6) == opaqueRed)
  }

  @Test func impossibleContextsAreNil() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let info = CGImageAlphaInfo.premultipliedLast.rawValue
    #expect(
      CGContext(
        data: nil, width: 0, height: 5, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: info)
        == nil)
    #expect(
      CGContext(
        data: nil, width: 100_000, height: 5, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: info) == nil)
    #expect(
      CGContext(
        data: nil, width: 20_000, height: 20_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: info) == nil)
    #expect(
      CGContext(
        data: nil, width: 10, height: 5, bitsPerComponent: 8, bytesPerRow: 39, space: rgb, bitmapInfo: info)
        == nil)
    #expect(
      CGContext(
        data: nil, width: 10, height: 5, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: info)
        == nil)
    #expect(
      CGContext(
        data: nil, width: 10, height: 5, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
    #expect(
      CGContext(
        data: nil, width: 10, height: 5, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
        bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
  }
}
