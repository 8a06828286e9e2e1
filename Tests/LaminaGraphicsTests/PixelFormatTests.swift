import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

@Suite struct PixelFormatTests {
  @Test func rgbaBigEndianContextWritesBytesInNamedOrder() {
    var bytes = [UInt8](repeating: 0, count: 2 * 2 * 4)
    bytes.withUnsafeMutableBytes { raw in
      let ctx = CGContext(
        data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      ctx.setFillColor(.init(red: 1, green: 0.5, blue: 0, alpha: 1))
      ctx.fill(CGRect(x: 0, y: 1, width: 2, height: 1))  // the top row
    }
    #expect(Array(bytes[0..<4]) == [255, 128, 0, 255])
    #expect(Array(bytes[8..<12]) == [0, 0, 0, 0])
  }

  /// A fill of alpha 0.3 stores alpha 77 (0.3 × 255 = 76.5, rounded), as Core Graphics stores it;
  /// red 1 premultiplied by it is 77 too.
  @Test func translucentFillsRoundToTheNearestLevel() {
    var bytes = [UInt8](repeating: 0, count: 4)
    bytes.withUnsafeMutableBytes { raw in
      let ctx = CGContext(
        data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      #expect(ctx.alphaInfo == .premultipliedLast && ctx.bitsPerPixel == 32)
      ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 0.3))
      ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(bytes == [77, 0, 0, 77])
  }

  @Test func existingMemoryIsDrawnOver() {
    var bytes: [UInt8] = [0, 0, 255, 255]  // one opaque blue RGBA pixel
    bytes.withUnsafeMutableBytes { raw in
      let ctx = CGContext(
        data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      #expect(ctx.makeImage()!.pixel(x: 0, y: 0) == opaqueBlue)
    }
  }

  @Test func greyContextStoresLuma() {
    let ctx = CGContext(
      data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceGray(),
      bitmapInfo: CGImageAlphaInfo.none.rawValue)!
    ctx.setFillColor(.init(red: 0, green: 1, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
    #expect(bytes[0] == 182 && bytes[1] == 0)  // 0.7152 × 255
  }

  @Test func imageFromProviderDecodesEachLayout() {
    let rgba: [UInt8] = [255, 0, 0, 128, 0, 0, 255, 255]  // straight red at half alpha, opaque blue
    let image = CGImage(
      width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
      provider: CGDataProvider(data: Data(rgba))!,
      decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    #expect(image.pixel(x: 0, y: 0) == 0x8080_0000 && image.pixel(x: 1, y: 0) == opaqueBlue)
    #expect(image.bitsPerPixel == 32 && image.bytesPerRow == 8 && image.alphaInfo == .last)
    #expect(image.dataProvider?.data == Data(rgba))
    let bgra = CGImage(
      width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little),
      provider: CGDataProvider(data: Data([255, 0, 0, 255]))!, decode: nil, shouldInterpolate: true,
      intent: .defaultIntent)!
    #expect(bgra.pixel(x: 0, y: 0) == opaqueBlue)
  }

  @Test func imageWithTooFewBytesIsNil() {
    let short = CGDataProvider(data: Data(repeating: 0, count: 15))!
    #expect(
      CGImage(
        width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(rawValue: 1), provider: short, decode: nil, shouldInterpolate: true,
        intent: .defaultIntent) == nil)
    #expect(
      CGImage(
        width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGBitmapInfo(rawValue: 1), provider: CGDataProvider(data: Data(count: 64))!, decode: nil,
        shouldInterpolate: true, intent: .defaultIntent) == nil)
  }

  @Test func makeImageRoundTripsThroughDrawing() {
    let pixels: [UInt32] = (0..<64).map { i in i % 3 == 0 ? 0 : 0xFF00_0000 | UInt32(i * 3) << 8 }
    let image = CGImage(width: 8, height: 8, premultipliedARGB: pixels)!
    let ctx = bitmap(8, 8)
    ctx.setBlendMode(.copy)
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(ctx.makeImage() == image)
  }
}
