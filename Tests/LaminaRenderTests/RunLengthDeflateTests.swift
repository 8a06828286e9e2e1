import Foundation
import Lamina
import Testing

@testable import LaminaRender

/// The default PNG writer's own deflate (run-length matches only, `lamina_deflate_rle.c`): streams
/// that zlib inflates to every filtered byte, pixels that come back exactly, whichever of its three
/// block kinds (dynamic codes, fixed codes, stored) each block took, and files as small as zlib's
/// Z_RLE made them.
@Suite struct RunLengthDeflateTests {
  /// An opaque image whose pixels `pixel(x, y)` gives (0xRRGGBB).
  static func opaque(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) -> CGImage {
    let pixels = (0..<(width * height)).map { 0xff00_0000 | pixel($0 % width, $0 / width) & 0xff_ffff }
    return CGImage(width: width, height: height, premultipliedARGB: pixels)!
  }

  /// What Python's zlib says of the file's IDAT stream: "bytes inflated, whether the final block
  /// was reached, bytes after it". zlib checks the Adler-32 and every code.
  static func inflate(_ png: [UInt8]) throws -> String {
    try python(
      png, "z = zlib.decompressobj(); out = z.decompress(s)\nprint(len(out), z.eof, len(z.unused_data))")
  }

  /// The sizes of the file's IDAT stream and of zlib's own stream of the same filtered bytes at
  /// level 2 with run-length matching (Z_RLE), as "ours zlib".
  static func sizeAgainstZlib(_ png: [UInt8]) throws -> (ours: Int, zlib: Int) {
    let text = try python(
      png,
      "raw = zlib.decompress(s)\nc = zlib.compressobj(2, zlib.DEFLATED, 15, 8, zlib.Z_RLE)\nprint(len(s), len(c.compress(raw) + c.flush()))"
    )
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(numbers.count == 2)
    return (numbers[0], numbers[1])
  }

  /// The output of Python's `code` run with `s`, the file's IDAT stream, and `zlib` at hand.
  static func python(_ png: [UInt8], _ code: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("rle-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(png).write(to: file)
    let script = """
      import struct, sys, zlib
      d = open(sys.argv[1], 'rb').read(); i = 8; s = b''
      while i < len(d):
          n = struct.unpack('>I', d[i:i + 4])[0]
          if d[i + 4:i + 8] == b'IDAT': s += d[i + 8:i + 8 + n]
          i += 12 + n

      """ + code
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "Python's zlib refused the stream")
    return text
  }

  /// Encodes with the default writer on one and on three threads (the same bytes), checks the stream
  /// with zlib and the pixels after decoding; returns the file.
  static func roundTrip(_ image: CGImage, channels: Int = 3) throws -> [UInt8] {
    let png = try PNG.encode(image, threads: 1)
    #expect(try PNG.encode(image, threads: 3) == png)
    #expect(try inflate(png) == "\(image.height * (image.width * channels + 1)) True 0\n")
    #expect(try PNG.decode(png).premultipliedARGB == image.premultipliedARGB)
    return png
  }

  @Test func oneFlatColourIsLongRunsAcrossPiecesAndBlocks() throws {
    // 2,000 × 1,500 RGB: 6 MB filtered, 24 pieces; each row is one literal pixel and runs of 258.
    let png = try Self.roundTrip(Self.opaque(2000, 1500) { _, _ in 0x3366cc })
    #expect(png.count < 40_000)
  }

  @Test func noiseIsStoredNotExpanded() throws {
    var rng = SplitMix(seed: 11)
    let image = Self.opaque(257, 263) { _, _ in UInt32(truncatingIfNeeded: rng.next()) }
    let png = try Self.roundTrip(image)
    // Incompressible: stored blocks, a few bytes each over the 203,054 filtered bytes.
    let filtered = 263 * (257 * 3 + 1)
    #expect(png.count > filtered && png.count < filtered + 200)
  }

  @Test func runsOfEveryLengthNearTheCodesEdges() throws {
    // Rows of bands of one colour 1 … 300 pixels wide: runs of 3 … 900 bytes, around every length
    // code's boundary and the 258-byte maximum, and runs the 3-byte limit turns into literals.
    let width = 1 + (1...300).reduce(0, +) / 25
    let image = Self.opaque(width, 40) { x, y in
      var (edge, band) = (0, 0)
      while edge + band + 1 + y % 7 <= x {
        band += 1
        edge += band + y % 7
      }
      return UInt32(band * 2_654_435_761 & 0xff_ffff)
    }
    _ = try Self.roundTrip(image)
  }

  @Test func tinyImagesAndOddShapes() throws {
    _ = try Self.roundTrip(Self.opaque(1, 1) { _, _ in 0xabcdef })
    _ = try Self.roundTrip(Self.opaque(1, 5000) { _, y in UInt32(y / 100 * 0x010203) })
    _ = try Self.roundTrip(Self.opaque(7000, 3) { x, _ in UInt32(x % 97 == 0 ? x : 0) })
    let translucent = CGImage(
      width: 3, height: 2, premultipliedARGB: [0, 0x8040_2010, 0xff00_ff00, 0x0101_0101, 0, 0])!
    let png = try PNG.encode(translucent)
    #expect(try Self.inflate(png) == "\(2 * (3 * 4 + 1)) True 0\n")
    #expect(try PNG.decode(png).premultipliedARGB == translucent.premultipliedARGB)
  }

  @Test func asSmallAsZlibsRunLengthStrategy() throws {
    // The same filtered bytes through zlib's Z_RLE at level 2, as one stream: within half a percent.
    for image in [
      Self.opaque(700, 900) { x, y in
        UInt32(x * 255 / 700) << 16 | UInt32(y * 255 / 900) << 8 | UInt32(x * y & 0xff)
      },
      Self.opaque(900, 700) { x, y in UInt32(x / 30 * 0x10 + y / 50 * 0x1000) },
    ] {
      let (ours, zlib) = try Self.sizeAgainstZlib(try PNG.encode(image, threads: 2))
      #expect(Double(ours) < Double(zlib) * 1.005, "\(ours) vs zlib's \(zlib)")
    }
  }

  @Test func skewedFrequenciesNeedCodesLimitedToFifteenBits() throws {
    // One row whose symbols have Fibonacci counts: the row's filter byte and the end-of-block code
    // once each, then 17 byte values 2, 3, 5, … 4,181 times (the last once more, for whole pixels).
    // A plain Huffman code for them is 18 bits deep, past deflate's 15, so the writer must limit
    // it. No value follows itself, so all 10,944 bytes are literals, in one block.
    var remaining = [2, 3]
    while remaining.count < 17 {
      remaining.append(remaining[remaining.count - 1] + remaining[remaining.count - 2])
    }
    remaining[16] += 1
    var filtered: [UInt8] = []
    var previous = -1
    while let next = remaining.indices.filter({ remaining[$0] > 0 && $0 != previous }).max(by: {
      (remaining[$0], -$0) < (remaining[$1], -$1)
    }) {
      filtered.append(UInt8(2 + next * 13))
      remaining[next] -= 1
      previous = next
    }
    #expect(filtered.count == 10_944 && remaining.allSatisfy { $0 == 0 })
    var raw = filtered
    for i in 3..<raw.count { raw[i] = filtered[i] &+ raw[i - 3] }
    let image = Self.opaque(raw.count / 3, 1) { x, _ in
      UInt32(raw[3 * x]) << 16 | UInt32(raw[3 * x + 1]) << 8 | UInt32(raw[3 * x + 2])
    }
    _ = try Self.roundTrip(image)
  }
}
