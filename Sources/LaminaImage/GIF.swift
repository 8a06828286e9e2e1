import Foundation
import LaminaGraphics

/// GIF's first frame, decoded here (no library): the frame's pixels on a canvas of the file's
/// logical screen size, transparent where the frame does not reach or names its transparent
/// colour, as ImageIO returns a GIF's first image.
enum GIF {
  /// The first frame of the GIF in `bytes`, on a canvas of at most `maximumPixels` pixels.
  static func decodeFirstFrame(_ bytes: [UInt8], path: String?, maximumPixels: Int) throws(ImageError)
    -> CGImage
  {
    var reader = Reader(bytes: bytes, path: path)
    reader.offset = 6
    let (width, height) = (try reader.u16(), try reader.u16())
    guard width > 0, height > 0, width <= PNG.maximumSide, height <= PNG.maximumSide else {
      throw ImageError("the image is \(width)×\(height), over the limit or empty", path: path)
    }
    guard Int(width) * Int(height) <= maximumPixels else {
      throw ImageError(
        "image has too many pixels (\(width)×\(height); the limit is \(maximumPixels))", path: path,
        exceedsPixelLimit: true)
    }
    let flags = try reader.byte()
    reader.offset += 2  // background colour index, pixel aspect ratio
    let global = flags & 0x80 != 0 ? try reader.palette(entries: 2 << (flags & 7)) : []
    var transparent: Int?
    while true {
      switch try reader.byte() {
      case 0x21:
        let label = try reader.byte()
        let blocks = try reader.subBlocks()
        if label == 0xF9, blocks.count >= 4, blocks[0] & 1 != 0 { transparent = Int(blocks[3]) }
      case 0x2C:
        return try frame(&reader, canvas: (Int(width), Int(height)), global: global, transparent: transparent)
      default:
        throw ImageError("no image before the end of the GIF", path: path)
      }
    }
  }

  /// The image descriptor, colour table and LZW data at `reader`, drawn on the canvas.
  private static func frame(
    _ reader: inout Reader, canvas: (width: Int, height: Int), global: [UInt32], transparent: Int?
  ) throws(ImageError) -> CGImage {
    let (left, top, w, h) = (
      Int(try reader.u16()), Int(try reader.u16()), Int(try reader.u16()), Int(try reader.u16())
    )
    // The frame's pixels are decoded before they are placed: a frame over the canvas's limits (it
    // may claim 65535 × 65535 in a 40 × 30 file) is refused before any memory is taken for it.
    guard w <= Int(PNG.maximumSide), h <= Int(PNG.maximumSide),
      w * h <= canvas.width * canvas.height * 4 + 4096
    else {
      throw ImageError(
        "corrupt GIF: a \(w)×\(h) frame in a \(canvas.width)×\(canvas.height) image", path: reader.path)
    }
    let flags = try reader.byte()
    let palette = flags & 0x80 != 0 ? try reader.palette(entries: 2 << (flags & 7)) : global
    let minimumCodeSize = Int(try reader.byte())
    guard (2...8).contains(minimumCodeSize) else {
      throw ImageError("corrupt GIF: an LZW code size of \(minimumCodeSize)", path: reader.path)
    }
    let indices = try LZW.decode(
      try reader.subBlocks(), minimumCodeSize: minimumCodeSize, count: w * h, path: reader.path)
    var argb = [UInt32](repeating: 0, count: canvas.width * canvas.height)
    for (row, y) in rowOrder(height: h, interlaced: flags & 0x40 != 0).enumerated()
    where top + y < canvas.height {
      for x in 0..<w where left + x < canvas.width {
        let i = row * w + x
        guard i < indices.count else { break }
        let index = Int(indices[i])
        guard index != transparent, index < palette.count else { continue }
        argb[(top + y) * canvas.width + left + x] = palette[index]
      }
    }
    guard let image = CGImage(width: canvas.width, height: canvas.height, premultipliedARGB: argb) else {
      throw ImageError("decoded image has an invalid size", path: reader.path)
    }
    return image
  }

  /// The frame rows in the order the data stores them: top to bottom, or GIF's four interlace passes.
  static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
    guard interlaced else { return Array(0..<height) }
    return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
      Array(stride(from: start, to: height, by: step))
    }
  }

  /// Bytes read in order, each read checked against the end.
  struct Reader {
    let bytes: [UInt8]
    let path: String?
    var offset = 0

    mutating func byte() throws(ImageError) -> UInt8 {
      guard offset < bytes.count else { throw ImageError("the GIF ends early (truncated)", path: path) }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func u16() throws(ImageError) -> UInt32 {
      let low = UInt32(try byte())
      return low | UInt32(try byte()) << 8
    }

    /// `entries` RGB triples as opaque ARGB32.
    mutating func palette(entries: Int) throws(ImageError) -> [UInt32] {
      var colours: [UInt32] = []
      for _ in 0..<entries {
        let (r, g, b) = (UInt32(try byte()), UInt32(try byte()), UInt32(try byte()))
        colours.append(0xFF00_0000 | r << 16 | g << 8 | b)
      }
      return colours
    }

    /// The data of a run of sub-blocks (each a length byte and that many bytes, to a zero length).
    mutating func subBlocks() throws(ImageError) -> [UInt8] {
      var data: [UInt8] = []
      while true {
        let length = Int(try byte())
        if length == 0 { return data }
        guard offset + length <= bytes.count else {
          throw ImageError("the GIF ends early (truncated)", path: path)
        }
        data += bytes[offset..<offset + length]
        offset += length
      }
    }
  }
}

/// GIF's variable-width LZW decoder.
enum LZW {
  /// Up to `count` colour indices from `data`, coded with `minimumCodeSize`-bit roots.
  static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int, path: String?) throws(ImageError)
    -> [UInt8]
  {
    let clear = 1 << minimumCodeSize
    var prefix = [Int](repeating: -1, count: 4096)
    var suffix = [UInt8](repeating: 0, count: 4096)
    var first = [UInt8](repeating: 0, count: 4096)
    for i in 0..<clear { (suffix[i], first[i]) = (UInt8(i), UInt8(i)) }
    var (next, width, previous) = (clear + 2, minimumCodeSize + 1, -1)
    var (bits, bitCount, position) = (0, 0, 0)
    var out: [UInt8] = []
    out.reserveCapacity(min(count, 1 << 20))
    var stack: [UInt8] = []
    while out.count < count {
      while bitCount < width {
        guard position < data.count else { return out }  // short data: the rest stays transparent
        bits |= Int(data[position]) << bitCount
        (position, bitCount) = (position + 1, bitCount + 8)
      }
      let code = bits & ((1 << width) - 1)
      (bits, bitCount) = (bits >> width, bitCount - width)
      if code == clear {
        (next, width, previous) = (clear + 2, minimumCodeSize + 1, -1)
        continue
      }
      if code == clear + 1 { return out }
      guard code <= next, previous >= 0 || code < clear else {
        throw ImageError("corrupt GIF: an LZW code out of order", path: path)
      }
      var entry = code == next ? previous : code
      stack.removeAll(keepingCapacity: true)
      if code == next { stack.append(first[previous]) }
      while entry >= 0 {
        stack.append(suffix[entry])
        entry = entry < clear ? -1 : prefix[entry]
      }
      out.append(contentsOf: stack.reversed().prefix(count - out.count))
      if previous >= 0, next < 4096 {
        (prefix[next], suffix[next]) = (previous, first[code == next ? previous : code])
        first[next] = first[previous]
        next += 1
        if next == 1 << width, width < 12 { width += 1 }
      }
      previous = code
    }
    return out
  }
}
