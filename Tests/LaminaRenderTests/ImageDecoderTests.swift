import Foundation
import LaminaGraphics
import LaminaImage
import TestSupport
import Testing

/// JPEG, WebP and GIF files decoded (fixtures made by `Fixtures/images/make.py`): colours where
/// they were drawn, formats told by their first bytes, corrupt and oversized files refused with
/// a message.
struct ImageDecoderTests {
  private func image(_ name: String, maximumPixels: Int = CGImage.maximumPixelCount) throws(ImageError)
    -> CGImage
  {
    try ImageDecoder.read(
      contentsOf: fixtures.appendingPathComponent("images/\(name)"), maximumPixels: maximumPixels)
  }

  /// (a, r, g, b) of the pixel at (x, y).
  private func argb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p >> 24), Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
  }

  private func near(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  /// Red, green, blue and white quadrants, read at their centres within JPEG's loss.
  @Test(arguments: [
    "quadrants.jpg", "quadrants-progressive.jpg", "quadrants-cmyk.jpg", "quadrants-lossy.webp",
  ])
  func quadrantsKeepTheirColours(name: String) throws {
    let im = try image(name)
    #expect(im.width == 16 && im.height == 16)
    #expect(near(argb(im, 4, 4), [255, 255, 0, 0], 6))
    #expect(near(argb(im, 12, 4), [255, 0, 255, 0], 6))
    #expect(near(argb(im, 4, 12), [255, 0, 0, 255], 6))
    #expect(near(argb(im, 12, 12), [255, 255, 255, 255], 6))
  }

  @Test func greyJPEGsAreGrey() throws {
    let im = try image("grey.jpg")
    #expect(near(argb(im, 3, 3), [255, 128, 128, 128], 1))
  }

  /// Lossless WebP with a half-transparent white quadrant: premultiplied exactly (128 of 255).
  @Test func webPAlphaIsPremultiplied() throws {
    let im = try image("quadrants-alpha.webp")
    #expect(argb(im, 12, 12) == [128, 128, 128, 128] && argb(im, 4, 4) == [255, 255, 0, 0])
  }

  /// The first frame on the 8 × 6 canvas: palette colours 0, 1, 2 where drawn, colour 3 (the
  /// transparent one) clear; the second, all blue, frame is not shown.
  @Test func gifsGiveTheirFirstFrame() throws {
    let im = try image("first-frame.gif")
    #expect(im.width == 8 && im.height == 6)
    #expect(argb(im, 2, 1) == [255, 255, 0, 0] && argb(im, 3, 1) == [255, 0, 255, 0])
    #expect(argb(im, 4, 1) == [255, 0, 0, 255] && argb(im, 5, 1) == [255, 255, 0, 0])
    #expect(argb(im, 0, 0) == [0, 0, 0, 0] && argb(im, 7, 5) == [0, 0, 0, 0])
  }

  /// An interlaced GIF decodes to the same pixels as the plain one: colour (x / 10 + y) mod 3.
  @Test func interlacedGIFsMatchPlainOnes() throws {
    let (a, b) = (try image("interlaced.gif"), try image("plain.gif"))
    #expect(a.premultipliedARGB == b.premultipliedARGB)
    let colours: [[Int]] = [[255, 255, 0, 0], [255, 0, 255, 0], [255, 0, 0, 255]]
    var wrong = 0
    for y in 0..<30 {
      for x in 0..<40 where argb(a, x, y) != colours[(x / 10 + y) % 3] { wrong += 1 }
    }
    #expect(wrong == 0)
  }

  @Test func formatsAreToldByTheirFirstBytes() throws {
    for (name, format) in [
      ("quadrants.jpg", ImageFormat.jpeg), ("quadrants-alpha.webp", .webp), ("plain.gif", .gif),
    ] {
      let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("images/\(name)")))
      #expect(ImageFormat(sniffing: bytes) == format)
    }
    #expect(ImageFormat(sniffing: Array("hello".utf8)) == nil)
  }

  /// Bad files: each a clear message, never a crash.
  @Test func badFilesAreRefusedWithAMessage() throws {
    #expect(throws: ImageError.self) { try image("truncated.jpg") }
    do throws(ImageError) {
      _ = try image("animated.webp")
      Issue.record("an animated WebP decoded")
    } catch {
      #expect(error.message.contains("animated WebP"))
    }
    do throws(ImageError) {
      _ = try image("quadrants.jpg", maximumPixels: 255)
      Issue.record("a 256-pixel JPEG decoded under a 255-pixel limit")
    } catch {
      #expect(error.exceedsPixelLimit && error.message.contains("16×16"))
    }
    var gif = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("images/plain.gif")))
    gif[6...9] = [0xFF, 0xFF, 0xFF, 0xFF]  // a 65535 × 65535 canvas
    #expect(throws: ImageError.self) { try ImageDecoder.decode(gif) }
    #expect(throws: ImageError.self) { try ImageDecoder.decode(Array(gif.prefix(20))) }
    #expect(throws: ImageError.self) { try ImageDecoder.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]) }
    #expect(throws: ImageError.self) { try ImageDecoder.decode(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) }
  }
}
