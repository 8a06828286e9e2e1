import CLibPNG
import CPNG
import LaminaGraphics

/// An image's PNG pixel data, the zlib stream of its filtered rows, made in pieces on several
/// threads: runs of whole rows of about `pieceBytes` filtered bytes, each compressed on its own
/// (primed with the 32 KiB before it, as pigz does) and joined into one stream. The cut depends on
/// the image alone, so the stream is the same whatever the number of threads.
struct PNGCompression {
  /// About how many filtered bytes one piece holds.
  static let pieceBytes = 256 * 1024

  let image: CGImage
  /// 3 (RGB, an opaque image) or 4 (RGBA).
  let channels: Int
  let trial: PNGOptions.Trial

  /// The rows of every piece but perhaps the last.
  var rowsPerPiece: Int { max(1, PNGCompression.pieceBytes / (image.width * channels + 1)) }

  /// How many pieces the image is cut into.
  var pieceCount: Int { (image.height + rowsPerPiece - 1) / rowsPerPiece }

  /// The smallest stream of `image`'s rows among `options`' trials (ties: the first), in parts.
  static func smallest(_ image: CGImage, channels: Int, options: PNGOptions, threads: Int) throws(PNGError)
    -> [[UInt8]]
  {
    var smallest: [[UInt8]]?
    var size = 0
    for trial in options.trials {
      let stream = try PNGCompression(image: image, channels: channels, trial: trial).stream(threads: threads)
      let count = stream.reduce(0) { $0 + $1.count }
      if smallest == nil || count < size { (smallest, size) = (stream, count) }
    }
    guard let smallest else { throw PNGError("no encoding to try") }
    return smallest
  }

  /// The zlib stream in parts, one for each data chunk: its header with the first piece, every other
  /// piece, then the Adler-32 of all the filtered bytes.
  func stream(threads: Int) throws(PNGError) -> [[UInt8]] {
    let cut = rowsPerPiece
    let pieces = inParallel(pieceCount, threads: threads) { [self] k in
      piece(rows: (k * cut)..<min(image.height, (k + 1) * cut))
    }
    var parts: [[UInt8]] = []
    var adler = adler32(0, nil, 0)
    for piece in pieces {
      guard let bytes = piece.bytes else { throw PNGError(piece.failure) }
      parts.append(parts.isEmpty ? header + bytes : bytes)
      adler = adler32_combine(adler, uLong(piece.adler), off_t(piece.length))
    }
    return parts + [UInt32(adler).bigEndianBytes]
  }

  /// The two-byte zlib header: deflate with a 32 KiB window, and the level flag zlib would write.
  private var header: [UInt8] {
    let level = Int(trial.zlibLevel)
    let flag = trial.strategy.rawValue >= 2 || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
    var cmf = (8 + (7 << 4)) << 8 | flag << 6
    cmf += 31 - cmf % 31
    return [UInt8(cmf >> 8), UInt8(cmf & 0xff)]
  }

  /// Rows `rows` compressed, or the C compressor's message.
  private func piece(rows: Range<Int>) -> Piece {
    var message = [CChar](repeating: 0, count: Int(LAMINA_PNG_MESSAGE_SIZE))
    var data: UnsafeMutablePointer<UInt8>?
    var (size, adler, length) = (0, UInt32(0), 0)
    let status = image.premultipliedARGB.withUnsafeBufferPointer { pixels in
      lamina_png_compress_rows(
        pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow, Int32(channels),
        UInt32(rows.lowerBound), UInt32(rows.upperBound), trial.filters.rawValue, trial.zlibLevel,
        trial.strategy.rawValue, &data, &size, &adler, &length, &message)
    }
    guard status == 0, let data else { return Piece(failure: PNG.text(message)) }
    defer { lamina_png_free(data) }
    return Piece(bytes: Array(UnsafeBufferPointer(start: data, count: size)), adler: adler, length: length)
  }
}

/// One compressed run of rows, or why it could not be made.
private struct Piece: Sendable {
  var bytes: [UInt8]?
  var adler: UInt32 = 0
  /// Its filtered bytes before compression.
  var length = 0
  var failure = ""
}
