import Foundation
import Lamina
import Testing

@testable import LaminaRender

/// PNG encoding in pieces on several threads: the same file whatever the number of threads, valid
/// (libpng checks every CRC and the Adler-32 on decoding, and zlib's own inflate reads the stream),
/// decoding to exactly what libpng's single stream decodes to, with every filter type.
@Suite struct PNGPiecesTests {
  /// 700×900 of hue ramps and noise, opaque or with an alpha ramp: a hard image to compress.
  static func image(translucent: Bool) -> CGImage {
    var rng = SplitMix(seed: 3)
    let (w, h) = (700, 900)
    let pixels = (0..<(w * h)).map { i -> UInt32 in
      let (x, y) = (i % w, i / w)
      let noise = UInt32(rng.next() & 0x0F)
      let a: UInt32 = translucent ? UInt32((x + y) % 256) : 255
      let (r, g, b) = (UInt32(x * 255 / w) ^ noise, UInt32(y * 255 / h), UInt32((x * y) & 0xFF))
      func pre(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
      return a << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
    }
    return CGImage(width: w, height: h, premultipliedARGB: pixels)!
  }

  /// The types and sizes of the chunks of a PNG file.
  static func chunks(_ png: [UInt8]) -> [(type: String, size: Int)] {
    var (out, i) = ([(type: String, size: Int)](), 8)
    while i + 8 <= png.count {
      let size = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
      out.append((String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self), size))
      i += 12 + size
    }
    return out
  }

  @Test(arguments: [false, true])
  func oneTwoThreeAndEightThreadsWriteTheSameFile(translucent: Bool) throws {
    let image = Self.image(translucent: translucent)
    let one = try PNG.encode(image, threads: 1)
    for threads in [2, 3, 8] { #expect(try PNG.encode(image, threads: threads) == one) }
    // 700 RGB(A) pixels a row: 2,101 or 2,801 bytes filtered, 124 or 93 rows a piece of 256 KiB.
    let idat = Self.chunks(one).filter { $0.type == "IDAT" }
    #expect(idat.count == (translucent ? 10 : 8) + 1)
    #expect(Self.chunks(one).map(\.type).first == "IHDR" && Self.chunks(one).map(\.type).last == "IEND")
    #expect(try PNG.decode(one).premultipliedARGB == image.premultipliedARGB || translucent)
  }

  @Test(arguments: [PNGOptions.Filters.none, .sub, .up, .average, .paeth])
  func everyFilterDecodesToWhatLibpngsStreamDecodesTo(filter: PNGOptions.Filters) throws {
    for translucent in [false, true] {
      let image = Self.image(translucent: translucent)
      for (level, strategy) in [(Int32(2), PNGOptions.Strategy.rle), (6, .default), (9, .filtered)] {
        let trial = PNGOptions.Trial(zlibLevel: level, filters: filter, strategy: strategy)
        let pieces = try #require(try PNG.encodeInPieces(image, trial, keepAlpha: false, threads: 2))
        let libpng = try PNG.encodeWithLibpng(image, trial, keepAlpha: false)
        let decoded = try PNG.decode(pieces).premultipliedARGB
        #expect(decoded == (try PNG.decode(libpng).premultipliedARGB))
        if !translucent { #expect(decoded == image.premultipliedARGB) }
        // Priming each piece with the data before it keeps the file within 1 % of one stream's.
        #expect(Double(pieces.count) < Double(libpng.count) * 1.01, "\(pieces.count) vs \(libpng.count)")
      }
    }
  }

  /// Sets of several filters are libpng's to choose among row by row: no pieces.
  @Test func adaptiveFiltersAreLeftToLibpng() throws {
    let trial = PNGOptions.Trial(zlibLevel: 9, filters: .all, strategy: .default)
    #expect(
      try PNG.encodeInPieces(Self.image(translucent: false), trial, keepAlpha: false, threads: 2) == nil)
  }

  /// The joined stream is one valid zlib stream: Python's zlib (which checks the Adler-32 and that
  /// nothing follows the final block; libpng checks neither) inflates the IDAT data to every row.
  @Test func zlibInflatesTheJoinedStream() throws {
    for translucent in [false, true] {
      let png = try PNG.encode(Self.image(translucent: translucent), threads: 3)
      #expect(try RunLengthDeflateTests.inflate(png) == "\(900 * (700 * (translucent ? 4 : 3) + 1)) True 0\n")
    }
  }
}
