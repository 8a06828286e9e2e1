import Foundation

extension CGPath {
  /// The most dashes `copy(dashingWithPhase:lengths:)` makes before giving up and returning the path
  /// undashed, so that tiny lengths on a long path cannot exhaust memory.
  public static let maximumDashCount = 1_000_000

  /// The path cut into dashes: `lengths` alternate on and off (in the path's units, after
  /// `transform`), starting `phase` units into the pattern, restarted at each subpath as Core
  /// Graphics and PostScript do. Curves are cut into exact Bézier pieces.
  ///
  /// A pattern that cannot dash (empty, a negative or non-finite length, or all zeros) returns the
  /// path unchanged, as drawing with it strokes solid.
  public func copy(
    dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
  )
    -> CGPath
  {
    let source = transform.isIdentity ? self : CGPath(segments: segments.map { $0.applying(transform) })
    let total = lengths.reduce(0, +)
    guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), total > 0, total.isFinite,
      phase.isFinite
    else { return source }
    var dasher = Dasher(lengths: lengths, phase: phase)
    for piece in source.drawnPieces() {
      if piece.startsSubpath { dasher.restart() }
      dasher.cut(piece)
      if dasher.count > CGPath.maximumDashCount { return source }
    }
    return CGPath(segments: dasher.out)
  }

  /// Every drawn line or cubic with its start point, closing lines included; quadratics as cubics.
  package func drawnPieces() -> [DrawnPiece] {
    var out: [DrawnPiece] = []
    var (start, last) = (CGPoint.zero, CGPoint.zero)
    var fresh = true
    for s in segments {
      switch s {
      case .move(let p):
        (start, last, fresh) = (p, p, true)
      case .line(let p):
        out.append(DrawnPiece(from: last, c1: nil, c2: nil, to: p, startsSubpath: fresh))
        (last, fresh) = (p, false)
      case .quad(let c, let p):
        let (c1, c2) = Bezier.elevate(last, c, p)
        out.append(DrawnPiece(from: last, c1: c1, c2: c2, to: p, startsSubpath: fresh))
        (last, fresh) = (p, false)
      case .cubic(let c1, let c2, let p):
        out.append(DrawnPiece(from: last, c1: c1, c2: c2, to: p, startsSubpath: fresh))
        (last, fresh) = (p, false)
      case .close:
        out.append(DrawnPiece(from: last, c1: nil, c2: nil, to: start, startsSubpath: fresh))
        (last, fresh) = (start, true)
      }
    }
    return out
  }
}

/// A line (no controls) or cubic Bézier as drawn, with where it starts.
package struct DrawnPiece {
  package var from: CGPoint
  package var c1: CGPoint?
  package var c2: CGPoint?
  package var to: CGPoint
  /// Whether a new subpath begins here.
  package var startsSubpath: Bool
}

/// Walks drawn pieces through an on/off pattern, emitting the "on" parts.
private struct Dasher {
  let lengths: [CGFloat]
  let phase: CGFloat
  var index = 0
  var remaining: CGFloat = 0
  var on = true
  var penDown = false
  var out: [PathSegment] = []
  var count = 0

  init(lengths: [CGFloat], phase: CGFloat) {
    self.lengths = lengths
    self.phase = phase
    restart()
  }

  /// Back to the pattern's start, advanced by the phase.
  mutating func restart() {
    let total = lengths.reduce(0, +)
    var skip = phase.truncatingRemainder(dividingBy: total)
    if skip < 0 { skip += total }
    (index, on, penDown) = (0, true, false)
    while skip >= lengths[index] {
      skip -= lengths[index]
      index = (index + 1) % lengths.count
      on.toggle()
    }
    remaining = lengths[index] - skip
  }

  mutating func cut(_ piece: DrawnPiece) {
    let table = ArcLengthTable(piece)
    let length = table.length
    var s: CGFloat = 0
    while s < length, count <= CGPath.maximumDashCount {
      let step = min(remaining, length - s)
      if on, step > 0 { table.emit(from: s, to: s + step, into: &out, penDown: &penDown) }
      s += step
      remaining -= step
      if remaining <= 0 { advance() }
    }
  }

  private mutating func advance() {
    index = (index + 1) % lengths.count
    on.toggle()
    penDown = false
    remaining = lengths[index]
    count += 1
  }
}

/// Arc length against parameter for one drawn piece, by flattening.
struct ArcLengthTable {
  let piece: DrawnPiece
  var ts: [CGFloat] = [0]
  var lengths: [CGFloat] = [0]

  init(_ piece: DrawnPiece) {
    self.piece = piece
    guard let c1 = piece.c1, let c2 = piece.c2 else {
      ts.append(1)
      lengths.append(hypot(piece.to.x - piece.from.x, piece.to.y - piece.from.y))
      return
    }
    let n = Bezier.pieces(piece.from, c1, c2, piece.to, tolerance: 0.01)
    var last = piece.from
    for i in 1...n {
      let t = CGFloat(i) / CGFloat(n)
      let p = Bezier.point(piece.from, c1, c2, piece.to, t)
      ts.append(t)
      lengths.append(lengths[lengths.count - 1] + hypot(p.x - last.x, p.y - last.y))
      last = p
    }
  }

  var length: CGFloat { lengths[lengths.count - 1] }

  func parameter(at s: CGFloat) -> CGFloat {
    guard length > 0 else { return 0 }
    var lo = 0
    var hi = lengths.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if lengths[mid] < s { lo = mid } else { hi = mid }
    }
    let span = lengths[hi] - lengths[lo]
    let f = span > 0 ? (s - lengths[lo]) / span : 0
    return min(max(ts[lo] + (ts[hi] - ts[lo]) * f, 0), 1)
  }

  func point(_ t: CGFloat) -> CGPoint {
    guard let c1 = piece.c1, let c2 = piece.c2 else {
      return CGPoint(
        x: piece.from.x + (piece.to.x - piece.from.x) * t, y: piece.from.y + (piece.to.y - piece.from.y) * t)
    }
    return Bezier.point(piece.from, c1, c2, piece.to, t)
  }

  /// Appends the piece between arc lengths `s0` and `s1` to `out` (exact Bézier pieces for curves),
  /// after a move to its start unless `penDown`.
  func emit(from s0: CGFloat, to s1: CGFloat, into out: inout [PathSegment], penDown: inout Bool) {
    let (t0, t1) = (parameter(at: s0), parameter(at: s1))
    if !penDown {
      out.append(.move(point(t0)))
      penDown = true
    }
    if let c1 = piece.c1, let c2 = piece.c2 {
      let q = Bezier.split(piece.from, c1, c2, piece.to, from: t0, to: t1)
      out.append(.cubic(q.1, q.2, q.3))
    } else {
      out.append(.line(point(t1)))
    }
  }
}
