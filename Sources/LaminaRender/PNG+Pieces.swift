import CPNG
import Foundation
import Lamina

/// PNG encoding on several threads: rows cut into pieces of about `pieceBytes` filtered bytes, each
/// compressed on its own (primed with the 32 KiB before it, as pigz does) and joined into one zlib
/// stream. The cut depends on the image alone, so the file is the same whatever the number of
/// threads; it decodes to exactly the pixels libpng's single stream gives.
extension PNG {
  /// About how many filtered bytes one piece holds.
  static let pieceBytes = 256 * 1024

  /// `image` encoded with `trial` in pieces on `threads` threads, or `nil` when the trial lets libpng
  /// choose among filters row by row (then only libpng's own encoder is used).
  static func encodeInPieces(_ image: CGImage, _ trial: PNGOptions.Trial, keepAlpha: Bool, threads: Int)
    throws(PNGError) -> [UInt8]?
  {
    guard let filter = filterType(trial.filters) else { return nil }
    let (width, height) = (image.width, image.height)
    let opaque = image.premultipliedARGB.withUnsafeBufferPointer {
      lamina_png_is_opaque($0.baseAddress, UInt32(width), UInt32(height), image.bytesPerRow) != 0
    }
    let channels: Int32 = !keepAlpha && opaque ? 3 : 4
    let rowBytes = width * Int(channels) + 1
    let rows = max(1, pieceBytes / rowBytes)
    let count = (height + rows - 1) / rows
    let (level, strategy) = (trial.zlibLevel, trial.strategy.rawValue)
    let pieces = inParallel(count, threads: threads) { k -> Result<Piece, PNGError> in
      Piece.deflate(
        image, rows: (k * rows)..<min(height, (k + 1) * rows), channels: channels, filter: filter,
        level: level,
        strategy: strategy)
    }
    var (joined, sizes, adlers, lengths) = ([UInt8](), [Int](), [UInt32](), [Int]())
    for piece in pieces {
      let p = try piece.get()
      joined += p.bytes
      sizes.append(p.bytes.count)
      adlers.append(p.adler)
      lengths.append(p.length)
    }
    var message = [CChar](repeating: 0, count: Int(LAMINA_PNG_MESSAGE_SIZE))
    var data: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = lamina_png_assemble(
      UInt32(width), UInt32(height), channels, level, strategy, joined, sizes, adlers, lengths, count, &data,
      &size, &message)
    guard status == 0, let data else { throw PNGError(text(message)) }
    defer { lamina_png_free(data) }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The PNG filter type (0 none … 4 Paeth) of a set holding exactly one, else `nil`.
  private static func filterType(_ filters: PNGOptions.Filters) -> Int32? {
    let all: [PNGOptions.Filters] = [.none, .sub, .up, .average, .paeth]
    let chosen = all.indices.filter { filters.contains(all[$0]) }
    return chosen.count == 1 ? Int32(chosen[0]) : nil
  }
}

/// One compressed run of rows.
private struct Piece: Sendable {
  var bytes: [UInt8]
  var adler: UInt32
  /// Its filtered bytes before compression.
  var length: Int

  static func deflate(
    _ image: CGImage, rows: Range<Int>, channels: Int32, filter: Int32, level: Int32, strategy: Int32
  ) -> Result<Piece, PNGError> {
    var message = [CChar](repeating: 0, count: Int(LAMINA_PNG_MESSAGE_SIZE))
    var data: UnsafeMutablePointer<UInt8>?
    var (size, adler) = (0, UInt32(0))
    let status = image.premultipliedARGB.withUnsafeBufferPointer { pixels in
      lamina_png_deflate_piece(
        pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow, channels,
        UInt32(rows.lowerBound), UInt32(rows.upperBound), filter, level, strategy, &data, &size, &adler,
        &message)
    }
    guard status == 0, let data else { return .failure(PNGError(PNG.text(message))) }
    defer { lamina_png_free(data) }
    let length = rows.count * (image.width * Int(channels) + 1)
    return .success(
      Piece(bytes: Array(UnsafeBufferPointer(start: data, count: size)), adler: adler, length: length))
  }
}
