import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// Expectations measured on Apple's CoreGraphics by gnustep/libs-opal's CGColor and CGColorSpace suites.
@Suite struct CGColorSpaceTests {
  /// E419 (gnustep/libs-opal Tests/opal/CGColor/color.m@98f8e4f L61-62, checked against Apple CoreGraphics
  /// per its header): an RGB colour reports the RGB colour space model.
  @Test func anRGBColourIsInAnRGBSpace() {
    let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(rgb.colorSpace?.model == .rgb)
  }

  /// E421 (gnustep/libs-opal Tests/opal/CGColor/color.m@98f8e4f L84-95, checked against Apple CoreGraphics
  /// per its header): an opaque device colour (0.2, 0.4, 0.6) fills a 1×1 premultiplied-RGBA device-RGB
  /// bitmap with the bytes 51, 102, 153, 255.
  @Test func anOpaqueDeviceColourFillsTheBytesItScalesTo() throws {
    let device = CGColorSpaceCreateDeviceRGB()
    let ctx = try #require(
      CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: device,
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    let fill = try #require(CGColor(colorSpace: device, components: [0.2, 0.4, 0.6, 1.0]))
    ctx.setFillColor(fill)
    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    ctx.flush()
    let data = try #require(ctx.data)
    let pixel = Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: 4))
    #expect(pixel == [51, 102, 153, 255])
  }

  /// E423 (gnustep/libs-opal Tests/opal/CGColorSpace/colorspace.m@98f8e4f L11-13, checked against Apple
  /// CoreGraphics per its header): the monochrome and RGB models are 0 and 1 (Lamina has no CMYK model).
  @Test func theColourSpaceModelValues() {
    #expect(CGColorSpaceModel.monochrome.rawValue == 0)
    #expect(CGColorSpaceModel.rgb.rawValue == 1)
  }

  /// E424 (gnustep/libs-opal Tests/opal/CGColorSpace/colorspace.m@98f8e4f L15-23, checked against Apple
  /// CoreGraphics per its header): device RGB is the RGB model with 3 components, device grey the
  /// monochrome model with 1.
  @Test func theDeviceSpaces() {
    let rgb = CGColorSpaceCreateDeviceRGB()
    #expect(rgb.model == .rgb && rgb.numberOfComponents == 3)
    let gray = CGColorSpaceCreateDeviceGray()
    #expect(gray.model == .monochrome && gray.numberOfComponents == 1)
  }

  /// E426 (gnustep/libs-opal Tests/opal/CGColorSpace/colorspace.m@98f8e4f L30-43, checked against Apple
  /// CoreGraphics per its header): the sRGB name gives an RGB space with 3 components (Lamina has no
  /// generic RGB or generic grey names).
  @Test func theSRGBNameGivesAnRGBSpace() throws {
    let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
    #expect(srgb.model == .rgb && srgb.numberOfComponents == 3)
  }
}
