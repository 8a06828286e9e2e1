import Foundation
import Lamina
import Testing

@testable import LaminaRender

/// PNG files encoded band by band as the bands are drawn (`LayerRenderer.renderPNG`): the same bytes
/// as encoding the whole image, fewer buffers than bands, and a plain render when the colour type
/// was guessed wrong.
@Suite struct PNGBandEncoderTests {
  /// 16 random trees on canvases whose bands and pieces fall differently (1024×320: 5 bands of 64
  /// rows, pieces of 85 RGB or 63 RGBA rows; 1000×777 and its double at scale 2), over an opaque
  /// canvas or a transparent one, on 1, 2 and 3 threads: the bytes of `PNG.encode(render(…))`.
  @Test func randomTreesEncodeToTheBytesOfTheWholeImage() throws {
    var random = RandomLayers(rng: SplitMix(seed: 11))
    let sizes: [(CGFloat, CGFloat, CGFloat)] = [(1024, 320, 1), (1000, 777, 1), (500, 388.5, 2)]
    for k in 0..<16 {
      random.gradients = k % 2 == 0
      random.images = k % 4 == 0
      let (width, height, scale) = sizes[k % sizes.count]
      let root = random.tree(width: width, height: height)
      let background = k % 2 == 0 ? CGColor(gray: 0.9, alpha: 1) : nil
      for threads in [1, 2, 3] {
        var renderer = LayerRenderer()
        renderer.threads = threads
        let whole = try PNG.encode(
          renderer.render(root, scale: scale, background: background), threads: threads)
        let banded = try renderer.renderPNG(root, scale: scale, background: background)
        #expect(banded == whole, "tree \(k), \(threads) threads")
        #expect(colourType(banded) == (background == nil ? 6 : 2), "tree \(k)")
      }
    }
  }

  /// Options the bands cannot be encoded with (several trials; alpha kept) and a tree drawn as one
  /// band (a shadow) give the whole image's bytes too.
  @Test func otherOptionsAndOneBandGiveTheWholeImagesBytes() throws {
    let root = layer(frame: rect(0, 0, 300, 400), color: CGColor(gray: 1, alpha: 1))
    let card = layer(frame: rect(40, 60, 120, 200), color: red)
    root.addSublayer(card)
    var renderer = LayerRenderer()
    renderer.threads = 2
    var keeping = PNGOptions.fast
    keeping.keepsAlpha = true
    for options in [PNGOptions.compact, keeping] {
      let whole = try PNG.encode(renderer.render(root), options: options, threads: 2)
      #expect(try renderer.renderPNG(root, options: options) == whole)
    }
    #expect(colourType(try renderer.renderPNG(root, options: keeping)) == 6)
    card.shadowOpacity = 0.5
    #expect(try renderer.renderPNG(root) == PNG.encode(renderer.render(root), threads: 2))
  }

  /// A canvas opaque in its top 700 rows and transparent below: the first band says RGB, a later
  /// one not, and the file is the whole image's RGBA one.
  @Test func aTransparentBandBelowOpaqueOnesGivesRGBA() throws {
    let root = CALayer()
    root.bounds = rect(0, 0, 256, 1024)
    root.addSublayer(layer(frame: rect(0, 0, 256, 700), color: blue))
    for threads in [1, 2] {
      var renderer = LayerRenderer()
      renderer.threads = threads
      let png = try renderer.renderPNG(root)
      #expect(png == (try PNG.encode(renderer.render(root), threads: threads)))
      #expect(colourType(png) == 6)
    }
  }

  /// The guess undone: band 0 opaque makes the pieces RGB, band 1 with a transparent pixel makes the
  /// guess wrong; no file, and no buffer for another band.
  @Test func aTransparentPixelAfterTheGuessUndoesIt() throws {
    let trial = PNGOptions.fast.trials[0]
    let encoder = try #require(
      PNGBandEncoder(
        width: 16, bands: RenderBands(boundaries: [0, 4, 8, 12]), trial: trial, keepsAlpha: false))
    let first = try #require(encoder.buffer(forBand: 0))
    first.initialize(repeating: 0xFF10_2030)
    encoder.drew(band: 0)
    #expect(!encoder.guessedWrong)
    let second = try #require(encoder.buffer(forBand: 1))
    second.initialize(repeating: 0xFF10_2030)
    second[37] = 0x8008_1018
    encoder.drew(band: 1)
    #expect(encoder.guessedWrong)
    #expect(try encoder.finish(threads: 1) == nil)
    #expect(encoder.buffer(forBand: 2) == nil)
  }

  /// A band with a transparent pixel finished before the first band (another thread drew it
  /// faster): the colour type is RGBA from the start, and the file the whole image's.
  @Test func aTransparentBandDrawnBeforeTheFirstMakesRGBA() throws {
    var pixels = [UInt32](repeating: 0xFF20_4060, count: 16 * 8)
    pixels[100] = 0x4010_2030
    let encoder = try #require(
      PNGBandEncoder(
        width: 16, bands: RenderBands(boundaries: [0, 4, 8]), trial: PNGOptions.fast.trials[0],
        keepsAlpha: false))
    for k in [1, 0] {
      let buffer = try #require(encoder.buffer(forBand: k))
      for i in 0..<64 { buffer[i] = pixels[k * 64 + i] }
      encoder.drew(band: k)
    }
    #expect(!encoder.guessedWrong)
    let png = try #require(try encoder.finish(threads: 1))
    let image = try #require(CGImage(width: 16, height: 8, premultipliedARGB: pixels))
    let whole = try PNG.encode(image)
    #expect(colourType(png) == 6 && png == whole)
  }

  /// Every band opaque: an RGB file of exactly the drawn pixels.
  @Test func opaqueBandsMakeAnRGBFileOfTheirPixels() throws {
    let encoder = try #require(
      PNGBandEncoder(
        width: 5, bands: RenderBands(boundaries: [0, 2, 3]), trial: PNGOptions.fast.trials[0],
        keepsAlpha: false))
    let pixels: [UInt32] = (0..<15).map { 0xFF00_0000 | UInt32($0 * 0x0A0B0C) }
    for (k, rows) in [0..<2, 2..<3].enumerated() {
      let buffer = try #require(encoder.buffer(forBand: k))
      for (i, p) in pixels[(rows.lowerBound * 5)..<(rows.upperBound * 5)].enumerated() { buffer[i] = p }
      encoder.drew(band: k)
    }
    let png = try #require(try encoder.finish(threads: 1))
    #expect(colourType(png) == 2)
    #expect(try PNG.decode(png).premultipliedARGB == pixels)
  }

  /// Drawn on one thread, a 1024×1024 canvas's eight bands are drawn into three buffers: a band's
  /// buffer is handed on once the pieces reading it are compressed (a piece of 85 RGB rows can span
  /// two bands, and reads the row before it).
  @Test func bandsShareAFewBuffers() throws {
    let encoder = try #require(
      PNGBandEncoder(
        width: 1024, bands: RenderBands(boundaries: (0...8).map { $0 * 128 }),
        trial: PNGOptions.fast.trials[0],
        keepsAlpha: false))
    for k in 0..<8 {
      let buffer = try #require(encoder.buffer(forBand: k))
      buffer.initialize(repeating: 0xFF00_0000 | UInt32(k * 0x111111))
      encoder.drew(band: k)
    }
    #expect(encoder.buffersAllocated == 2)
    let png = try #require(try encoder.finish(threads: 1))
    let image = try PNG.decode(png)
    #expect(image.pixel(x: 5, y: 130) == 0xFF11_1111 && image.pixel(x: 1023, y: 1023) == 0xFF77_7777)
  }

  /// A piece starting on a band's first row (1365 RGB pixels make rows of 4,096 filtered bytes, so
  /// pieces of 64 rows, as the bands here) still reads the last byte of the band before, whose
  /// buffer must not be handed on before: here that byte is 1, which the run-length matcher joins
  /// the next row's filter byte and first pixel (1, 1, 1, 1) to.
  @Test func aPieceReadsTheLastRowOfTheBandBeforeIt() throws {
    let (width, bands) = (1365, [0..<64, 64..<128])
    var pixels =
      [UInt32](repeating: 0xFF00_0000, count: width * 64) + .init(repeating: 0xFF01_0101, count: width * 64)
    for y in 0..<64 { pixels[y * width + width - 1] = 0xFF00_0001 }
    let encoder = try #require(
      PNGBandEncoder(
        width: width, bands: RenderBands(boundaries: [0, 64, 128]), trial: PNGOptions.fast.trials[0],
        keepsAlpha: false))
    for (k, rows) in bands.enumerated() {
      let buffer = try #require(encoder.buffer(forBand: k))
      for i in 0..<(rows.count * width) { buffer[i] = pixels[rows.lowerBound * width + i] }
      encoder.drew(band: k)
    }
    let image = try #require(CGImage(width: width, height: 128, premultipliedARGB: pixels))
    #expect(try encoder.finish(threads: 1) == PNG.encode(image))
  }

  /// Bands drawn bottom up (another thread racing ahead of a slow top band): the colour type is
  /// chosen when the first of them is drawn, so each band's pieces are compressed as soon as their
  /// bands are drawn and the eight bands of a 1024×1024 canvas share two buffers, as top down.
  /// Waiting for band 0 to choose, nothing could be compressed before the last band: eight buffers,
  /// the whole canvas.
  @Test func theFirstBandDrawnChoosesTheColourType() throws {
    let encoder = try #require(
      PNGBandEncoder(
        width: 1024, bands: RenderBands(boundaries: (0...8).map { $0 * 128 }),
        trial: PNGOptions.fast.trials[0], keepsAlpha: false))
    var pixels = [UInt32](repeating: 0, count: 1024 * 1024)
    for k in (0..<8).reversed() {
      let buffer = try #require(encoder.buffer(forBand: k))
      for i in 0..<(128 * 1024) {
        let pixel = 0xFF00_0000 | UInt32((k * 0x111111 + i / 1024 * 3) & 0xFFFFFF)
        buffer[i] = pixel
        pixels[k * 128 * 1024 + i] = pixel
      }
      encoder.drew(band: k)
    }
    #expect(encoder.buffersAllocated == 2)
    let png = try #require(try encoder.finish(threads: 1))
    let image = try #require(CGImage(width: 1024, height: 1024, premultipliedARGB: pixels))
    let whole = try PNG.encode(image)
    #expect(colourType(png) == 2 && png == whole)
  }

  /// The colour type in a PNG's header: 2 RGB, 6 RGBA.
  private func colourType(_ png: [UInt8]) -> UInt8 { png[25] }
}
