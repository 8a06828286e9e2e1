import CLibPNG

/// The one PNG container writer: the signature, then chunks each with its length and CRC-32.
/// `PNG.encode` writes IHDR, IDAT and IEND with it; `AnimatedPNG` adds its control and frame chunks.
struct PNGWriter {
  /// The file so far.
  private(set) var bytes: [UInt8]

  /// A file that starts with the PNG signature, or (`signature: false`) more chunks of one.
  init(signature: Bool = true) { bytes = signature ? [137, 80, 78, 71, 13, 10, 26, 10] : [] }

  /// Appends a chunk of `type` (four ASCII letters) holding `parts` one after another.
  mutating func chunk(_ type: String, _ parts: [UInt8]...) {
    let typeBytes = Array(type.utf8)
    var crc = crc32(0, typeBytes, 4)
    var length = 0
    for part in parts {
      length += part.count
      crc = part.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    }
    bytes += UInt32(length).bigEndianBytes + typeBytes
    for part in parts { bytes += part }
    bytes += UInt32(crc).bigEndianBytes
  }

  /// An IHDR chunk's data: `width × height`, 8 bits a sample, RGB (3 channels) or RGBA (4).
  static func header(width: Int, height: Int, channels: Int) -> [UInt8] {
    UInt32(width).bigEndianBytes + UInt32(height).bigEndianBytes + [8, channels == 4 ? 6 : 2, 0, 0, 0]
  }
}

extension FixedWidthInteger {
  /// The integer's bytes, most significant first, as PNG stores numbers.
  var bigEndianBytes: [UInt8] {
    withUnsafeBytes(of: bigEndian) { Array($0) }
  }
}
