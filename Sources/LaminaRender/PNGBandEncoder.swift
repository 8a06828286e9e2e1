import CPNG
import Foundation
import Lamina

/// A PNG encoded while its image is drawn band by band, so that the whole canvas is never held at
/// once: each band of rows is drawn into a buffer of its own, each piece of the zlib stream (cut as
/// `PNG.encodeInPieces` cuts it) is compressed as soon as the bands holding its rows are drawn, by
/// the thread that drew the last of them (the pieces of the last band drawn by every thread, in
/// `finish`), and a band's buffer is handed to a band still to be drawn once every piece reading it
/// is compressed. A 1024×1024 canvas is 4 MiB; its bands in flight on
/// two threads, three of eight: 1.5. (Freed to `malloc` instead, each thread's arena would keep the
/// most it ever held, and the two together nearly a canvas.)
///
/// The pieces are the ones `encodeInPieces` makes from the whole image, compressed by the same C
/// function, so the file is the same bytes. Only the colour type cannot wait for every pixel: it is
/// guessed from the first band drawn, whichever it is (waiting for the top band instead, another
/// thread drawing ahead could compress nothing and hold every band it drew: up to a whole canvas),
/// RGBA when that band has a pixel that is not opaque, else RGB. A later band that is not opaque
/// makes an RGB guess wrong (`guessedWrong`): the bands left are not drawn, and the caller encodes
/// the image the plain way. Either way the file is the whole image's: RGBA exactly when a pixel is
/// not opaque.
final class PNGBandEncoder: @unchecked Sendable {
  private let width: Int
  private let bands: RenderBands
  /// The rows of the tallest band: every buffer holds that many.
  private let tallest: Int
  private let trial: PNGOptions.Trial
  private let filter: Int32
  private let keepsAlpha: Bool
  /// Row y's pixels, once its band's buffer exists (written before the band is drawn, read by the
  /// pieces only after it is: the lock orders the two).
  private let rows: UnsafeMutableBufferPointer<UnsafePointer<UInt32>?>
  private let lock = NSLock()
  // Guarded by `lock`:
  private var buffers: [UnsafeMutableBufferPointer<UInt32>?]
  /// Buffers no band needs any more, each as large as the largest band.
  private var spare: [UnsafeMutableBufferPointer<UInt32>] = []
  private var allocated: [UnsafeMutableBufferPointer<UInt32>] = []
  private var drawn: [Bool]
  private var transparent = false
  private var cut: PNGPieceCut?
  private var claimed: [Bool] = []
  private var pieces: [PNGPieceOutcome?] = []
  /// Per band, the pieces not yet compressed that read its rows.
  private var readers: [Int] = []
  private var wrong = false

  /// An encoder for a `width`-pixel-wide image drawn in `bands` with the one filter of `trial`, or
  /// `nil` when the trial lets libpng choose filters row by row.
  init?(width: Int, bands: RenderBands, trial: PNGOptions.Trial, keepsAlpha: Bool) {
    guard let filter = PNG.filterType(trial.filters), bands.count > 0 else { return nil }
    self.width = width
    self.bands = bands
    tallest = (0..<bands.count).map { bands.rows($0).count }.max()!
    self.trial = trial
    self.filter = filter
    self.keepsAlpha = keepsAlpha
    rows = .allocate(capacity: bands.height)
    rows.initialize(repeating: nil)
    buffers = Array(repeating: nil, count: bands.count)
    drawn = Array(repeating: false, count: bands.count)
  }

  deinit {
    for buffer in allocated { buffer.deallocate() }
    rows.deallocate()
  }

  /// How many band buffers were allocated (the rest were handed on).
  var buffersAllocated: Int { lock.withLock { allocated.count } }

  /// Whether a band drawn after the colour type was chosen turned out not to be opaque.
  var guessedWrong: Bool { lock.withLock { wrong } }

  /// A new buffer for band `k`'s rows, or `nil` once the guess is known to be wrong (the band need
  /// not be drawn).
  func buffer(forBand k: Int) -> UnsafeMutableBufferPointer<UInt32>? {
    let band = bands.rows(k)
    let buffer = lock.withLock { () -> UnsafeMutableBufferPointer<UInt32>? in
      guard !wrong else { return nil }
      let buffer = spare.popLast() ?? newBuffer()
      buffers[k] = buffer
      return buffer
    }
    guard let buffer else { return nil }
    for y in band { rows[y] = UnsafePointer(buffer.baseAddress! + (y - band.lowerBound) * width) }
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<(band.count * width)])
  }

  /// A buffer for the largest band. Under the lock.
  private func newBuffer() -> UnsafeMutableBufferPointer<UInt32> {
    let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: tallest * width)
    allocated.append(buffer)
    return buffer
  }

  /// Band `k` is drawn: chooses the colour type when it is the first band drawn, and compresses the pieces
  /// its rows complete.
  func drew(band k: Int) {
    guard let buffer = lock.withLock({ buffers[k] }) else { return }
    let opaque =
      keepsAlpha
      || lamina_png_is_opaque(buffer.baseAddress, UInt32(width), UInt32(bands.rows(k).count), width * 4) != 0
    var ready = lock.withLock { () -> [Int] in
      drawn[k] = true
      if !opaque { transparent = true }
      if cut == nil { choose(channels: keepsAlpha || transparent ? 4 : 3) }
      if !opaque, cut?.channels == 3 { wrong = true }
      return claimReady()
    }
    while !ready.isEmpty {
      let compressed = ready.map { j in (j, compress(piece: j)) }
      ready = lock.withLock {
        for (j, piece) in compressed { finished(piece: j, piece) }
        return claimReady()
      }
    }
  }

  /// The PNG, once every band is drawn, the pieces left compressed on `threads` threads; `nil` when
  /// the colour type was guessed wrong.
  func finish(threads: Int) throws(PNGError) -> [UInt8]? {
    let left = lock.withLock { claimReady(all: true) }
    let last = inParallel(left.count, threads: threads) { [self] i in compress(piece: left[i]) }
    let (chosen, compressed) = lock.withLock { () -> (PNGPieceCut?, [PNGPieceOutcome?]) in
      for (j, piece) in zip(left, last) { finished(piece: j, piece) }
      return (wrong ? nil : cut, pieces)
    }
    guard let chosen else { return nil }
    var done = [PNGPiece]()
    for piece in compressed {
      guard let piece else { throw PNGError("a piece of the image was never compressed") }
      done.append(try piece.get())
    }
    return try PNG.assemble(done, cut: chosen, trial: trial)
  }

  /// Fixes the pieces for `channels` and how many read each band. Under the lock.
  private func choose(channels: Int32) {
    let cut = PNGPieceCut(width: width, height: bands.height, channels: channels)
    self.cut = cut
    claimed = Array(repeating: false, count: cut.count)
    pieces = Array(repeating: nil, count: cut.count)
    readers = Array(repeating: 0, count: bands.count)
    for j in 0..<cut.count { for b in bandsRead(by: j, cut) { readers[b] += 1 } }
  }

  /// The pieces whose rows are all drawn and that no thread has taken yet, now taken; none once every
  /// band is drawn, unless `all` (the last pieces are compressed by `finish`, on every thread, rather
  /// than by the thread that drew the last band). Under the lock.
  private func claimReady(all: Bool = false) -> [Int] {
    guard let cut, !wrong, all || drawn.contains(false) else { return [] }
    return (0..<cut.count).filter { j in
      guard !claimed[j], bandsRead(by: j, cut).allSatisfy({ drawn[$0] }) else { return false }
      claimed[j] = true
      return true
    }
  }

  /// Stores piece `j` and hands on the buffers of the bands no piece left reads. Under the lock.
  private func finished(piece j: Int, _ piece: PNGPieceOutcome) {
    pieces[j] = piece
    guard let cut else { return }
    for b in bandsRead(by: j, cut) {
      readers[b] -= 1
      if readers[b] == 0, let buffer = buffers[b] {
        spare.append(buffer)
        buffers[b] = nil
      }
    }
  }

  /// The bands holding the rows piece `j` reads.
  private func bandsRead(by j: Int, _ cut: PNGPieceCut) -> [Int] {
    let rows = cut.rows(j)
    let first = Int(
      lamina_png_piece_start(
        UInt32(width), cut.channels, UInt32(rows.lowerBound), filter, trial.strategy.rawValue))
    return (0..<bands.count).filter { bands.rows($0).overlaps(first..<rows.upperBound) }
  }

  private func compress(piece j: Int) -> PNGPieceOutcome {
    let cut = lock.withLock { self.cut! }
    return PNGPiece.deflate(
      rows: UnsafePointer(rows.baseAddress!), width: width, height: cut.height, pieceRows: cut.rows(j),
      channels: cut.channels, filter: filter, trial: trial)
  }
}
