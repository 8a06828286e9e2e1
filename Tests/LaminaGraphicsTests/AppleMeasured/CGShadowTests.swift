import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// Expectations measured on Apple's CoreGraphics by gnustep/libs-opal's CGContext/shadow.m (per its header).
@Suite struct CGShadowTests {
  /// The pixels with any alpha in columns `columns` of a bitmap: their box (inclusive) and count.
  private struct Coverage {
    var x0 = Int.max
    var y0 = Int.max
    var x1 = -1
    var y1 = -1
    var count = 0
    /// The highest alpha seen.
    var peak = 0
  }

  private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// A cleared `side × side` device-RGB premultiplied-last RGBA bitmap filling and stroking in black.
  private func blackPen(_ side: Int) throws -> CGContext {
    let c = try #require(
      CGContext(
        data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    c.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
    c.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
    return c
  }

  /// What is painted in `columns` of `ctx`, rows in memory order as the source reads them.
  private func coverage(_ ctx: CGContext, columns: Range<Int>) throws -> Coverage {
    ctx.flush()
    let data = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
    var c = Coverage()
    for y in 0..<ctx.height {
      for x in columns {
        let a = Int(data[(y * ctx.width + x) * 4 + 3])
        guard a > 0 else { continue }
        (c.x0, c.x1, c.y0, c.y1) = (min(c.x0, x), max(c.x1, x), min(c.y0, y), max(c.y1, y))
        c.count += 1
        c.peak = max(c.peak, a)
      }
    }
    return c
  }

  /// E444 (gnustep/libs-opal Tests/opal/CGContext/shadow.m@98f8e4f L149-162, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a blur of 5 grows the shadow by exactly 5 on every
  /// side: its box is 10 wider and 10 taller than the filled rect's.
  @Test func aBlurGrowsTheShadowByItsRadiusOnEachSide() throws {
    let c = try blackPen(200)
    c.setShadow(offset: CGSize(width: 60, height: 60), blur: 5, color: white)
    c.fill(CGRect(x: 70, y: 70, width: 40, height: 40))
    let fill = try coverage(c, columns: 0..<120)
    let shadow = try coverage(c, columns: 120..<200)
    #expect(shadow.count > 0)
    #expect(shadow.x1 - shadow.x0 == (fill.x1 - fill.x0) + 10)
    #expect(shadow.y1 - shadow.y0 == (fill.y1 - fill.y0) + 10)
  }

  /// E445 (gnustep/libs-opal Tests/opal/CGContext/shadow.m@98f8e4f L166-176, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a rect far from the origin casts its whole shadow.
  @Test func aRectFarFromTheOriginCastsItsWholeShadow() throws {
    let c = try blackPen(600)
    c.setShadow(offset: CGSize(width: 60, height: 60), blur: 0, color: white)
    c.fill(CGRect(x: 450, y: 450, width: 40, height: 40))
    let shadow = try coverage(c, columns: 500..<600)
    #expect(shadow.count == 1600)
  }

  /// E447 (gnustep/libs-opal Tests/opal/CGContext/shadow.m@98f8e4f L197-206, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a stroked path casts a shadow.
  @Test func aStrokedPathCastsAShadow() throws {
    let c = try blackPen(200)
    c.setShadow(offset: CGSize(width: 60, height: 60), blur: 0, color: white)
    c.setLineWidth(4)
    c.beginPath()
    c.addRect(CGRect(x: 70, y: 70, width: 40, height: 40))
    c.strokePath()
    #expect(try coverage(c, columns: 120..<200).count > 0)
  }

  /// E448 (gnustep/libs-opal Tests/opal/CGContext/shadow.m@98f8e4f L210-219, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a shadow set inside a saved state is gone once it is
  /// restored.
  @Test func theShadowBelongsToTheGraphicsState() throws {
    let c = try blackPen(200)
    c.saveGState()
    c.setShadow(offset: CGSize(width: 60, height: 60), blur: 0, color: white)
    c.restoreGState()
    c.fill(CGRect(x: 70, y: 70, width: 40, height: 40))
    #expect(try coverage(c, columns: 120..<200).count == 0)
  }

  /// E449 (gnustep/libs-opal Tests/opal/CGContext/shadow.m@98f8e4f L223-230, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a shadow given no colour is not drawn.
  @Test func aShadowWithNoColourIsNotDrawn() throws {
    let c = try blackPen(200)
    c.setShadow(offset: CGSize(width: 60, height: 60), blur: 0, color: white)
    c.setShadow(offset: CGSize(width: 60, height: 60), blur: 0, color: nil)
    c.fill(CGRect(x: 70, y: 70, width: 40, height: 40))
    #expect(try coverage(c, columns: 120..<200).count == 0)
  }

  /// E451 (gnustep/libs-opal Tests/opal/CGContext/shadow.m@98f8e4f L272-306, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a transparency layer's shadow peaks at alpha 255, and a
  /// global alpha of one half halves it (126 to 130).
  @Test func aGlobalAlphaHalvesATransparencyLayersShadow() throws {
    func peak(alpha: CGFloat?) throws -> Int {
      let c = try blackPen(200)
      if let alpha { c.setAlpha(alpha) }
      c.setShadow(offset: CGSize(width: 60, height: 60), blur: 0, color: white)
      c.beginTransparencyLayer(auxiliaryInfo: nil)
      c.fill(CGRect(x: 70, y: 70, width: 40, height: 40))
      c.endTransparencyLayer()
      return try coverage(c, columns: 120..<200).peak
    }
    let plain = try peak(alpha: nil)
    let faded = try peak(alpha: 0.5)
    #expect(plain == 255)
    #expect(faded >= 126 && faded <= 130)
  }
}
