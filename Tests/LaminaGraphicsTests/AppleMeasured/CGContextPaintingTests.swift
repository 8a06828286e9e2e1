import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// Expectations measured on Apple's CoreGraphics by gnustep/libs-opal's clip, line and blend suites.
@Suite struct CGContextPaintingTests {
  /// A cleared `side × side` device-RGB premultiplied-last RGBA bitmap, as the sources make theirs.
  private func rgba(_ side: Int) throws -> CGContext {
    try #require(
      CGContext(
        data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
  }

  /// The context's bytes, in memory order (row 0 first), as the sources read them.
  private func bytes(_ ctx: CGContext) throws -> [UInt8] {
    ctx.flush()
    let data = try #require(ctx.data)
    let count = ctx.bytesPerRow * ctx.height
    return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: count))
  }

  /// The alpha byte of the pixel at column `x` of memory row `y`.
  private func alphaByte(_ d: [UInt8], width: Int, _ x: Int, _ y: Int) -> UInt8 { d[(y * width + x) * 4 + 3] }

  /// E436 (gnustep/libs-opal Tests/opal/CGContextClip/clip.m@98f8e4f L63-69, checked against Apple
  /// CoreGraphics per its header): a clip to two rectangles paints both and suppresses the gap.
  @Test func aClipToTwoRectanglesPaintsBothAndNotTheGap() throws {
    let c = try rgba(10)
    c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    c.clip(to: [CGRect(x: 0, y: 0, width: 2, height: 10), CGRect(x: 6, y: 0, width: 2, height: 10)])
    c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let d = try bytes(c)
    #expect(alphaByte(d, width: 10, 1, 5) > 0)
    #expect(alphaByte(d, width: 10, 4, 5) == 0)
    #expect(alphaByte(d, width: 10, 7, 5) > 0)
  }

  /// E437 (gnustep/libs-opal Tests/opal/CGContextClip/clip.m@98f8e4f L78-84, checked against Apple
  /// CoreGraphics per its header): nested clips intersect.
  @Test func nestedClipsIntersect() throws {
    let c = try rgba(10)
    c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    c.clip(to: CGRect(x: 0, y: 0, width: 7, height: 7))
    c.clip(to: CGRect(x: 4, y: 4, width: 6, height: 6))
    c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let d = try bytes(c)
    #expect(alphaByte(d, width: 10, 5, 5) > 0)
    #expect(alphaByte(d, width: 10, 1, 1) == 0)
    #expect(alphaByte(d, width: 10, 8, 8) == 0)
  }

  /// E439 (gnustep/libs-opal Tests/opal/CGContextLine/line.m@98f8e4f L64-77, checked against Apple
  /// CoreGraphics per its header): a four-wide line from (4,6) to (8,6): a butt cap stops at the end
  /// point, a square cap reaches past it.
  @Test func aSquareCapReachesPastTheEndPointAndAButtCapDoesNot() throws {
    let butt = try stroke(cap: .butt)
    let square = try stroke(cap: .square)
    #expect(alphaByte(butt, width: 12, 6, 6) > 0)
    #expect(alphaByte(butt, width: 12, 2, 6) == 0)
    #expect(alphaByte(square, width: 12, 2, 6) > 0)
  }

  /// The bytes of a 12×12 bitmap after a green four-wide line from (4,6) to (8,6) with `cap`.
  private func stroke(cap: CGLineCap) throws -> [UInt8] {
    let c = try rgba(12)
    c.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
    c.setLineWidth(4)
    c.setLineCap(cap)
    c.move(to: CGPoint(x: 4, y: 6))
    c.addLine(to: CGPoint(x: 8, y: 6))
    c.strokePath()
    return try bytes(c)
  }

  /// E441 (gnustep/libs-opal Tests/opal/CGBlend/blend.m@98f8e4f L45-77, checked against Apple CoreGraphics
  /// per its header): blue at alpha 0.5 over opaque (200, 0, 0) under each blend mode, to within one level.
  @Test func blendModesCompositeAsCoreGraphicsDoes() throws {
    let table: [(CGBlendMode, [Int])] = [
      (.normal, [100, 0, 100, 255]), (.multiply, [100, 0, 0, 255]), (.screen, [200, 0, 100, 255]),
      (.darken, [100, 0, 0, 255]), (.lighten, [200, 0, 100, 255]), (.hardLight, [100, 0, 72, 255]),
      (.difference, [200, 0, 100, 255]), (.exclusion, [200, 0, 100, 255]), (.hue, [119, 19, 119, 255]),
      (.luminosity, [137, 0, 0, 255]), (.clear, [0, 0, 0, 0]), (.copy, [0, 0, 100, 128]),
      (.sourceAtop, [100, 0, 100, 255]), (.destinationOver, [200, 0, 0, 255]), (.xor, [100, 0, 0, 127]),
      (.plusLighter, [200, 0, 100, 255]),
    ]
    for (mode, expected) in table {
      let c = try rgba(4)
      c.setFillColor(red: 200 / 255, green: 0, blue: 0, alpha: 1)
      c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      c.setBlendMode(mode)
      c.setFillColor(red: 0, green: 0, blue: 200 / 255, alpha: 0.5)
      c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      let pixel = try bytes(c).prefix(4).map { Int($0) }
      #expect(zip(pixel, expected).allSatisfy { abs($0 - $1) <= 1 }, "mode \(mode): \(pixel)")
    }
  }
}
