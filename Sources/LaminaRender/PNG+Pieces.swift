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
    let opaque = image.premultipliedARGB.withUnsafeBufferPointer {
      lamina_png_is_opaque($0.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow) != 0
    }
    let cut = PNGPieceCut(width: image.width, height: image.height, channels: !keepAlpha && opaque ? 3 : 4)
    let pieces = inParallel(cut.count, threads: threads) { k -> PNGPieceOutcome in
      PNGPiece.deflate(image, rows: cut.rows(k), channels: cut.channels, filter: filter, trial: trial)
    }
    var done = [PNGPiece]()
    for piece in pieces { done.append(try piece.get()) }
    return try assemble(done, cut: cut, trial: trial)
  }

  /// The PNG file of `pieces`, the compressed pieces of `cut` in order.
  static func assemble(_ pieces: [PNGPiece], cut: PNGPieceCut, trial: PNGOptions.Trial) throws(PNGError)
    -> [UInt8]
  {
    var (joined, sizes, adlers, lengths) = ([UInt8](), [Int](), [UInt32](), [Int]())
    for p in pieces {
      joined += p.bytes
      sizes.append(p.bytes.count)
      adlers.append(p.adler)
      lengths.append(p.length)
    }
    var message = [CChar](repeating: 0, count: Int(LAMINA_PNG_MESSAGE_SIZE))
    var data: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = lamina_png_assemble(
      UInt32(cut.width), UInt32(cut.height), cut.channels, trial.zlibLevel, trial.strategy.rawValue, joined,
      sizes, adlers, lengths, pieces.count, &data, &size, &message)
    guard status == 0, let data else { throw PNGError(text(message)) }
    defer { lamina_png_free(data) }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The PNG filter type (0 none … 4 Paeth) of a set holding exactly one, else `nil`.
  static func filterType(_ filters: PNGOptions.Filters) -> Int32? {
    let all: [PNGOptions.Filters] = [.none, .sub, .up, .average, .paeth]
    let chosen = all.indices.filter { filters.contains(all[$0]) }
    return chosen.count == 1 ? Int32(chosen[0]) : nil
  }
}

/// How an image's rows are cut into pieces: runs of whole rows of about `PNG.pieceBytes` filtered
/// bytes, fixed by the image's width, height and channels alone.
struct PNGPieceCut: Sendable {
  /// The image's size in pixels.
  let width: Int, height: Int
  /// 3 (RGB) or 4 (RGBA).
  let channels: Int32
  /// The rows of every piece but perhaps the last.
  let rowsPerPiece: Int

  init(width: Int, height: Int, channels: Int32) {
    (self.width, self.height, self.channels) = (width, height, channels)
    rowsPerPiece = max(1, PNG.pieceBytes / (width * Int(channels) + 1))
  }

  /// How many pieces there are.
  var count: Int { (height + rowsPerPiece - 1) / rowsPerPiece }

  /// The rows of piece `k`.
  func rows(_ k: Int) -> Range<Int> { (k * rowsPerPiece)..<min(height, (k + 1) * rowsPerPiece) }
}

/// A compressed piece, or why it could not be made. Not a `Result`: making the metadata of
/// `Result<PNGPiece, PNGError>` the runtime checks `PNGError: Error` by reading every protocol
/// conformance in the program, which a small render otherwise never does (see `RenderBands`).
enum PNGPieceOutcome: Sendable {
  case piece(PNGPiece)
  case failure(PNGError)

  /// The piece, or its error thrown.
  func get() throws(PNGError) -> PNGPiece {
    switch self {
    case .piece(let piece): return piece
    case .failure(let error): throw error
    }
  }
}

/// One compressed run of rows.
struct PNGPiece: Sendable {
  var bytes: [UInt8]
  var adler: UInt32
  /// Its filtered bytes before compression.
  var length: Int

  /// Rows `rows` of `image` compressed.
  static func deflate(
    _ image: CGImage, rows: Range<Int>, channels: Int32, filter: Int32, trial: PNGOptions.Trial
  ) -> PNGPieceOutcome {
    image.premultipliedARGB.withUnsafeBufferPointer { pixels in
      made(rows: rows, width: image.width, channels: channels) { data, size, adler, message in
        lamina_png_deflate_piece(
          pixels.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow, channels,
          UInt32(rows.lowerBound), UInt32(rows.upperBound), filter, trial.zlibLevel, trial.strategy.rawValue,
          data, size, adler, message)
      }
    }
  }

  /// Rows `pieceRows` of an image `height` rows tall whose row y is at `rows[y]`, compressed.
  static func deflate(
    rows: UnsafePointer<UnsafePointer<UInt32>?>, width: Int, height: Int, pieceRows: Range<Int>,
    channels: Int32,
    filter: Int32, trial: PNGOptions.Trial
  ) -> PNGPieceOutcome {
    made(rows: pieceRows, width: width, channels: channels) { data, size, adler, message in
      lamina_png_deflate_piece_rows(
        rows, UInt32(width), UInt32(height), channels, UInt32(pieceRows.lowerBound),
        UInt32(pieceRows.upperBound), filter, trial.zlibLevel, trial.strategy.rawValue, data, size, adler,
        message)
    }
  }

  /// The piece `deflate` (one of the C functions) makes, or its error.
  private static func made(
    rows: Range<Int>, width: Int, channels: Int32,
    _ deflate: (
      UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>,
      UnsafeMutablePointer<UInt32>,
      UnsafeMutablePointer<CChar>
    ) -> Int32
  ) -> PNGPieceOutcome {
    var message = [CChar](repeating: 0, count: Int(LAMINA_PNG_MESSAGE_SIZE))
    var data: UnsafeMutablePointer<UInt8>?
    var (size, adler) = (0, UInt32(0))
    let status = message.withUnsafeMutableBufferPointer { deflate(&data, &size, &adler, $0.baseAddress!) }
    guard status == 0, let data else { return .failure(PNGError(PNG.text(message))) }
    defer { lamina_png_free(data) }
    let length = rows.count * (width * Int(channels) + 1)
    return .piece(
      PNGPiece(bytes: Array(UnsafeBufferPointer(start: data, count: size)), adler: adler, length: length))
  }
}
