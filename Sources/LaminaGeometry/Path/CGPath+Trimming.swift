import Foundation

extension CGPath {
  /// The part of the path between fractions `start` and `end` of its total drawn length (all
  /// subpaths, closing lines included, in order), as `CAShapeLayer`'s `strokeStart` and `strokeEnd`
  /// trim a stroke. Fractions are clamped to 0…1; `start ≥ end` gives an empty path; `(0, 1)` the
  /// path itself. Curves are cut into exact Bézier pieces.
  package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
    let (s0, s1) = (min(max(start.isNaN ? 0 : start, 0), 1), min(max(end.isNaN ? 1 : end, 0), 1))
    guard s0 < s1 else { return CGPath(segments: []) }
    if s0 == 0, s1 == 1 { return self }
    let pieces = drawnPieces()
    let tables = pieces.map(ArcLengthTable.init)
    let total = tables.reduce(0) { $0 + $1.length }
    guard total > 0 else { return CGPath(segments: []) }
    let (from, to) = (s0 * total, s1 * total)
    var out: [PathSegment] = []
    var walked: CGFloat = 0
    var penDown = false
    for (piece, table) in zip(pieces, tables) {
      if piece.startsSubpath { penDown = false }
      let (a, b) = (max(from - walked, 0), min(to - walked, table.length))
      walked += table.length
      guard a < b else { continue }
      table.emit(from: a, to: b, into: &out, penDown: &penDown)
      if walked >= to { break }
    }
    return CGPath(segments: out)
  }
}
