import Foundation
import Lamina

/// Builds an animated PNG (APNG) frame by frame: the first frame is the PNG's own image (what viewers
/// without APNG support show) and each frame replaces the whole canvas for `1/fps` seconds, looping
/// for ever. Chunks follow the APNG specification (Mozilla, 2008; in PNG 3rd edition, W3C 2025):
/// `acTL` before the first `IDAT`, an `fcTL` before each frame, later frames' data in `fdAT` chunks
/// that carry the shared sequence number.
public struct AnimatedPNG {
  private var header: [UInt8] = []
  private var body: [UInt8] = []
  private var sequence: UInt32 = 0
  private var frames: UInt32 = 0
  private var size: (UInt32, UInt32)?
  private let fps: UInt16
  private let options: PNGOptions

  /// An empty animation played at `fps` frames per second (1…1000).
  public init(fps: Int, options: PNGOptions = .fast) {
    self.fps = UInt16(min(max(fps, 1), 1000))
    var o = options
    o.keepsAlpha = true
    self.options = o
  }

  /// How many frames have been added.
  public var frameCount: Int { Int(frames) }

  /// Encodes `image` as the next frame; every frame must have the first one's size.
  public mutating func append(_ image: CGImage) throws(PNGError) {
    let png = try PNG.encode(image, options: options)
    let chunks = try PNGChunks.split(png)
    guard let ihdr = chunks.first(where: { $0.type == "IHDR" }) else {
      throw PNGError("the encoder wrote no IHDR")
    }
    let w = UInt32(image.width)
    let h = UInt32(image.height)
    if let size, size != (w, h) {
      throw PNGError("frame \(frames) is \(w)×\(h) pixels; the animation is \(size.0)×\(size.1)")
    }
    if size == nil {
      size = (w, h)
      header = ihdr.encoded
    }
    var control: [UInt8] = []
    for v in [sequence, w, h, 0, 0] { control += v.bigEndianBytes }
    control += UInt16(1).bigEndianBytes + fps.bigEndianBytes + [0, 0]  // dispose none, blend source
    body += PNGChunks.chunk("fcTL", control)
    sequence += 1
    for data in chunks where data.type == "IDAT" {
      if frames == 0 {
        body += data.encoded
      } else {
        body += PNGChunks.chunk("fdAT", sequence.bigEndianBytes + data.data)
        sequence += 1
      }
    }
    frames += 1
  }

  /// The finished file: signature, IHDR, acTL (frame count, loop for ever), the frames, IEND.
  public func bytes() throws(PNGError) -> [UInt8] {
    guard frames > 0 else { throw PNGError("an animation needs at least one frame") }
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    let control = PNGChunks.chunk("acTL", frames.bigEndianBytes + UInt32(0).bigEndianBytes)
    return signature + header + control + body + PNGChunks.chunk("IEND", [])
  }
}

/// PNG chunks: splitting a file into them and writing new ones with their CRC.
enum PNGChunks {
  struct Chunk {
    let type: String
    let data: [UInt8]
    var encoded: [UInt8] { PNGChunks.chunk(type, data) }
  }

  static func split(_ png: [UInt8]) throws(PNGError) -> [Chunk] {
    var chunks: [Chunk] = []
    var i = 8
    while i + 12 <= png.count {
      let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      guard i + 12 + length <= png.count else { throw PNGError("the encoder wrote a truncated chunk") }
      let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
      chunks.append(Chunk(type: type, data: Array(png[(i + 8)..<(i + 8 + length)])))
      i += 12 + length
    }
    return chunks
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return UInt32(data.count).bigEndianBytes + typeBytes + data + crc32(typeBytes + data).bigEndianBytes
  }

  /// CRC-32 (ISO 3309, polynomial 0xEDB88320 reflected), as PNG chunks carry.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}

extension FixedWidthInteger {
  fileprivate var bigEndianBytes: [UInt8] {
    withUnsafeBytes(of: bigEndian) { Array($0) }
  }
}
