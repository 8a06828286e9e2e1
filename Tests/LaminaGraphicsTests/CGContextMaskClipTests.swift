import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// `clip(to:mask:)`: a mask's grey levels (or its alpha) are the coverage of what is drawn next,
/// its first row at the top of the rectangle, nothing outside it (Apple: "maps a mask into the
/// specified rectangle and intersects it with the current clipping area").
@Suite struct CGContextMaskClipTests {
  /// A 2 × 2 grey image without alpha: white, black on the top row; 50 % grey, white below.
  func greyMask() -> CGImage {
    let ctx = CGContext(
      data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceGray(),
      bitmapInfo: CGImageAlphaInfo.none.rawValue)!
    // y up: row 1 is the top.
    let cells: [(Int, Int, CGFloat)] = [(0, 1, 1), (1, 1, 0), (0, 0, 0.5), (1, 0, 1)]
    for (x, y, level) in cells {
      ctx.setFillColor(CGColor(gray: level, alpha: 1))
      ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
    }
    return ctx.makeImage()!
  }

  @Test func greyLevelsAreCoverageTopRowFirst() {
    let ctx = bitmap(8, 8)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: greyMask())
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    // The outer corners of the four 4 × 4 quarters (device rows from the top): the mask's pixels
    // there, unblended with their neighbours.
    #expect(pixel(ctx, 0, 0) == opaqueRed)
    #expect(pixel(ctx, 7, 0) == 0)
    #expect(abs(alpha(pixel(ctx, 0, 7)) - 128) <= 2)
    #expect(pixel(ctx, 7, 7) == opaqueRed)
  }

  @Test func nothingIsDrawnOutsideTheRectangleAndRestoreEndsTheClip() {
    let ctx = bitmap(8, 8)
    let white = CGImage(width: 1, height: 1, premultipliedARGB: [0xFFFF_FFFF])!
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.saveGState()
    ctx.clip(to: CGRect(x: 2, y: 2, width: 4, height: 4), mask: white)
    ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(ctx, 4, 4) == opaqueBlue && pixel(ctx, 0, 0) == 0 && pixel(ctx, 7, 7) == 0)
    ctx.restoreGState()
    ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(ctx, 0, 0) == opaqueBlue)
  }

  @Test func anImageWithAlphaClipsByItsAlphaAndMasksIntersect() {
    let ctx = bitmap(4, 4)
    // Black at half alpha: its alpha, not its (black) grey level, is the coverage.
    let half = CGImage(width: 1, height: 1, premultipliedARGB: [0x8000_0000])!
    ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: half)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: half)
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(abs(alpha(pixel(ctx, 2, 2)) - 64) <= 2)
  }
}
