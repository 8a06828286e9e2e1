import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaRender

@Suite struct PNGTests {
  func decode(_ name: String) throws(PNGError) -> CGImage {
    try PNG.read(contentsOf: fixtures.appendingPathComponent(name))
  }

  @Test func decodesGreyscaleOfEightAndOneBits() throws {
    let g = try decode("gray8.png")
    #expect(g.width == 4 && g.height == 2)
    #expect(
      g.premultipliedARGB == [
        0xFF00_0000, 0xFF55_5555, 0xFFAA_AAAA, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFAA_AAAA, 0xFF55_5555,
        0xFF00_0000,
      ])
    let bits = try decode("gray1.png")
    #expect(
      bits.premultipliedARGB == [
        0xFFFF_FFFF, 0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000, 0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000,
        0xFFFF_FFFF,
      ])
  }

  @Test func decodesGreyWithAlphaPremultiplied() throws {
    let g = try decode("gray-alpha8.png")
    // (255, α 128) → 128 premultiplied; (100, α 0) → fully transparent.
    #expect(Array(g.premultipliedARGB.prefix(4)) == [0x8080_8080, 0xFF00_0000, 0x0000_0000, 0xFFC8_C8C8])
  }

  @Test func decodesSixteenBitSamplesToEight() throws {
    let rgb = try decode("rgb16.png")
    #expect(Array(rgb.premultipliedARGB.prefix(4)) == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])
    let rgba = try decode("rgba16.png")
    #expect(rgba.pixel(x: 0, y: 0) == 0x8080_0000)
  }

  @Test func decodesPaletteAndRGBTransparency() throws {
    let p = try decode("palette-trns.png")
    #expect(Array(p.premultipliedARGB.prefix(4)) == [0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0xFFFF_FFFF])
    let t = try decode("rgb-trns.png")
    #expect(Array(t.premultipliedARGB.prefix(4)) == [0xFFFF_0000, 0x0000_0000, 0xFF00_00FF, 0x0000_0000])
  }

  @Test func decodesInterlacedImages() throws {
    let i = try decode("interlaced.png")
    for y in 0..<2 {
      for x in 0..<4 {
        let expected = 0xFF00_0000 | UInt32(x * 60) << 16 | UInt32(y * 200) << 8 | 50
        #expect(i.pixel(x: x, y: y) == expected)
      }
    }
  }

  @Test func corruptFilesGiveLibpngsMessageAndThePath() {
    #expect(throws: PNGError.self) { try decode("truncated.png") }
    do {
      _ = try decode("bad-crc.png")
      Issue.record("a bad CRC must fail")
    } catch {
      #expect(error.message.contains("CRC"))
      #expect(error.path?.hasSuffix("bad-crc.png") == true)
    }
    do {
      _ = try decode("huge.png")
      Issue.record("a 100000×100000 image must be refused")
    } catch {
      #expect(error.message.contains("limit") || error.message.contains("too many"), "\(error.message)")
    }
    #expect(throws: PNGError("not a PNG file (the 8-byte signature is missing)")) {
      try PNG.decode(Array("GIF89a, not a png".utf8))
    }
    #expect(throws: PNGError.self) { try PNG.decode([]) }
  }

  @Test func missingFileIsNamed() {
    let url = fixtures.appendingPathComponent("no-such.png")
    #expect(throws: PNGError("cannot read the file (no such file)", path: url.path)) {
      try PNG.read(contentsOf: url)
    }
  }

  @Test func roundTripKeepsEveryPremultipliedPixel() throws {
    var pixels: [UInt32] = []
    for a in stride(from: 0, through: 255, by: 5) {
      for c in stride(from: 0, through: a, by: max(1, a / 7)) {
        pixels.append(UInt32(a) << 24 | UInt32(c) << 16 | UInt32(a - c) << 8 | UInt32(c / 2))
      }
    }
    let image = CGImage(width: pixels.count, height: 1, premultipliedARGB: pixels)!
    for options in [PNGOptions.fast, .compact] {
      #expect(try PNG.decode(PNG.encode(image, options: options)) == image)
    }
  }

  @Test func opaqueImagesAreWrittenAsRGB() throws {
    let opaque = CGImage(width: 3, height: 3, color: red)!
    #expect(try PNG.encode(opaque)[25] == 2)
    let translucent = CGImage(width: 3, height: 3, color: red.copy(alpha: 0.5)!)!
    #expect(try PNG.encode(translucent)[25] == 6)
  }

  @Test func compactIsSmallerThanFast() throws {
    let image = try PNG.read(contentsOf: packageRoot.appendingPathComponent("Reference/clock.png"))
    #expect(try PNG.encode(image, options: .compact).count < PNG.encode(image, options: .fast).count)
  }

  @Test func failedWriteLeavesNoFile() throws {
    let url = URL(fileURLWithPath: "/nonexistent-folder-\(UUID())/out.png")
    #expect(throws: PNGError.self) { try PNG.write(CGImage(width: 1, height: 1, color: red)!, to: url) }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
