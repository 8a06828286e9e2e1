import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// Expectations measured on Apple's CoreGraphics by gnustep/libs-opal's bitmap, image and data suites.
@Suite struct CGBitmapContextTests {
  /// E427 (gnustep/libs-opal Tests/opal/CGBitmapContext/bitmapcontext.m@98f8e4f L20-35, checked against
  /// Apple CoreGraphics per its header): an RGBA context reports the configuration it was made with.
  @Test func anRGBAContextReportsItsConfiguration() throws {
    let c = try #require(
      CGContext(
        data: nil, width: 10, height: 8, bitsPerComponent: 8, bytesPerRow: 40,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    #expect(c.width == 10 && c.height == 8)
    #expect(c.bitsPerComponent == 8 && c.bitsPerPixel == 32)
    #expect(c.bytesPerRow == 40)
    #expect(c.alphaInfo == .premultipliedLast)
    #expect(c.bitmapInfo.alphaInfo == .premultipliedLast)
    #expect(c.colorSpace?.model == .rgb)
    #expect(c.data != nil)
  }

  /// E458 (gnustep/libs-opal Tests/opal/CGImage/image.m@98f8e4f L28-42, checked against Apple CoreGraphics on
  /// a macOS runner per its header): the image of a 2×2 green premultiplied-last RGBA bitmap reports the
  /// bitmap's layout.
  @Test func aBitmapsImageReportsTheBitmapsLayout() throws {
    let device = CGColorSpaceCreateDeviceRGB()
    let c = try #require(
      CGContext(
        data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: device,
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let green = try #require(CGColor(colorSpace: device, components: [0, 1, 0, 1]))
    c.setFillColor(green)
    c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let image = try #require(c.makeImage())
    #expect(image.width == 2 && image.height == 2)
    #expect(image.bitsPerComponent == 8)
    #expect(image.bitsPerPixel == 32)
    #expect(image.bytesPerRow == 8)
    #expect(image.alphaInfo == .premultipliedLast)
    let bytes = try #require(image.dataProvider?.data) as Data
    #expect(Array(bytes.prefix(4)) == [0, 255, 0, 255])  // R, G, B, A as the context lays them out
    #expect(!image.isMask)
    #expect(image.colorSpace?.model == .rgb)
  }

  /// E462 (gnustep/libs-opal Tests/opal/CGDataProvider/dataprovider.m@98f8e4f L58-95, checked against Apple
  /// CoreGraphics per its header): a provider made from data gives back its bytes (Lamina has no
  /// raw-buffer or sequential providers; the release callback is hopeful in the source).
  @Test func aDataProviderGivesBackItsBytes() throws {
    let bytes: [UInt8] = [10, 20, 30, 40, 50]
    let provider = try #require(CGDataProvider(data: Data(bytes)))
    #expect(provider.data.map { Array($0) } == bytes)
  }
}
