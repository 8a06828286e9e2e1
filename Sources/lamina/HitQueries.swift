import Foundation
import Lamina
import LaminaGraphics

/// `hit-test`'s speed work: many points answered through one `HitTestIndex`, in chunks on several
/// threads when the index asks no layer itself (its queries then read only the index), with the
/// same answers, and the same limit on layer tests counted in point order, as one thread.
enum HitQueries {
  /// The layer hit at each of `points`, in order; throws when the first k points took more than
  /// `limit` layer tests together. Each chunk stops past its share, a quarter of an even split of
  /// the limit, and what it left is answered afterwards, in order, on one thread, while the tests
  /// counted in point order stay within the limit: at most 1.25 × `limit` tests are made in all
  /// (the chunks after the point that passes the limit may have spent their shares).
  static func run(_ index: HitTestIndex, _ points: [CGPoint], limit: Int, threads: Int)
    throws(HitAnswers.TooManyTests) -> [CALayer?]
  {
    let chunks = index.asksLayers || threads < 2 ? 1 : min(threads * 4, points.count / 1024 + 1)
    let size = (points.count + chunks - 1) / max(chunks, 1)
    let shared = SharedIndex(index: index, points: points)
    let share = limit / (4 * chunks)
    let parts = inParallel(chunks, threads: chunks == 1 ? 1 : threads) { k in
      shared.answer(k * size..<min((k + 1) * size, points.count), upTo: share)
    }
    var hits: [CALayer?] = []
    hits.reserveCapacity(points.count)
    var tests = 0
    for (k, part) in parts.enumerated() {
      for (j, visits) in part.visits.enumerated() {
        tests += Int(visits)
        hits.append(part.hits[j].layer)
        guard tests <= limit else { throw .init(points: hits.count, limit: limit) }
      }
      for i in hits.count..<min((k + 1) * size, points.count) {
        hits.append(index.hitTest(points[i], visits: &tests))
        guard tests <= limit else { throw .init(points: i + 1, limit: limit) }
      }
    }
    return hits
  }

  /// The answers for `points`, whose hit layers are the `table`'s `entries` (-1: nothing), written
  /// in chunks on up to `threads` threads, in order: joined, the bytes `table.write` makes one
  /// point at a time. `first`: whether the first point starts the answers (no separator before it).
  static func write(
    _ points: [CGPoint], _ entries: [Int], _ table: AnswerTable, json: Bool, first: Bool, threads: Int
  ) -> [[UInt8]] {
    let chunks = threads < 2 ? 1 : min(threads * 4, points.count / 1024 + 1)
    let size = (points.count + chunks - 1) / max(chunks, 1)
    return inParallel(chunks, threads: threads) { k in
      var bytes: [UInt8] = []
      let range = k * size..<min((k + 1) * size, points.count)
      bytes.reserveCapacity(range.count * 48)
      for i in range {
        table.write(points[i], entries[i], json: json, first: first && i == 0, into: &bytes)
      }
      return bytes
    }
  }

  /// What one chunk answered: the layer hit at each of its first points, and the layers each
  /// tested.
  struct Part: @unchecked Sendable {
    var hits: [Hit] = []
    var visits: [UInt32] = []
  }

  /// A layer hit, or none.
  struct Hit { let layer: CALayer? }

  /// The index and the points, read by every chunk's thread. Sendable because a query of an index
  /// that asks no layer itself reads only the index's arrays, which nothing changes while they run.
  private struct SharedIndex: @unchecked Sendable {
    let index: HitTestIndex
    let points: [CGPoint]

    /// The answers for `range`, stopped after the point that takes the chunk past `share` tests.
    func answer(_ range: Range<Int>, upTo share: Int) -> Part {
      var part = Part()
      part.hits.reserveCapacity(range.count)
      part.visits.reserveCapacity(range.count)
      var tests = 0
      for i in range {
        let before = tests
        part.hits.append(Hit(layer: index.hitTest(points[i], visits: &tests)))
        part.visits.append(UInt32(clamping: tests - before))
        if tests > share { break }
      }
      return part
    }
  }
}
