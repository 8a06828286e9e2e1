import Foundation

// When particles are born. A cell's rate is its `birthRate` times the layer's, each changing only
// where the layer records a change made while it is shown (the layer's `birthRate`, or a cell's
// through `setValue(_:forKeyPath: "emitterCells.NAME.birthRate")`): before it, the old rate holds.
// So setting a rate to 0 stops births and lets the particles alive finish their lives, as confetti
// code that stops its emitter expects, instead of rewriting the past.

/// A birth rate changed at a layer-local time while the layer was shown.
package struct BirthRateChange: Sendable {
  /// When, in the layer's local time.
  var time: Double
  /// The cell whose rate changed, or `nil` for the layer's own `birthRate`.
  var cell: ObjectIdentifier?
  var old: Float
  var new: Float
}

/// The births of one cell: the cumulative count `births(by:)` as a piecewise-linear function of
/// time, from the cell's `beginTime`, and its inverse `time(ofBirth:)`.
struct BirthSchedule {
  /// Each piece: from `start`, `rate` births a second, `before` births already made.
  private(set) var pieces: [(start: Double, rate: Double, before: Double)] = []

  /// The schedule of `cell` in `layer`, its rate the cell's times the layer's at each moment.
  init(cell: CAEmitterCell, layer: CAEmitterLayer) {
    let id = ObjectIdentifier(cell)
    let changes = layer.birthRateChanges.filter { $0.cell == nil || $0.cell == id }
    var cellRate = Double(changes.first { $0.cell == id }?.old ?? cell.birthRate)
    var layerRate = Double(changes.first { $0.cell == nil }?.old ?? layer.birthRate)
    let begin = cell.beginTime
    var start = begin
    for change in changes.sorted(by: { $0.time < $1.time }) {
      if change.time > start {
        append(from: start, rate: cellRate * layerRate)
        start = change.time
      }
      if change.cell == nil { layerRate = Double(change.new) } else { cellRate = Double(change.new) }
    }
    append(from: start, rate: cellRate * layerRate)
  }

  private mutating func append(from start: Double, rate: Double) {
    let safe = rate.isFinite && rate > 0 ? rate : 0
    let before = pieces.last.map { $0.before + ($0.rate * (start - $0.start)) } ?? 0
    pieces.append((start, safe, before))
  }

  /// How many particles have been born by time `t` (fractional; 0 before the first piece).
  func births(by t: Double) -> Double {
    guard let piece = pieces.last(where: { $0.start <= t }) else { return 0 }
    return piece.before + piece.rate * (t - piece.start)
  }

  /// When particle `k` (0, 1, …) is born, or `nil` when it never is.
  func time(ofBirth k: Double) -> Double? {
    for (i, piece) in pieces.enumerated() where piece.rate > 0 {
      let end = i + 1 < pieces.count ? pieces[i + 1].before : .infinity
      if k >= piece.before && k < end { return piece.start + (k - piece.before) / piece.rate }
    }
    return nil
  }

  /// The highest rate any piece has.
  var highestRate: Double { pieces.map(\.rate).max() ?? 0 }
}

extension CAEmitterLayer {
  /// Records a change of a birth rate (the layer's, or `cell`'s) made while the layer is shown.
  func recordBirthRate(of cell: CAEmitterCell?, from old: Float, to new: Float) {
    guard isCommitted, old != new else { return }
    let change = BirthRateChange(
      time: toLocalTime(MediaClock.now), cell: cell.map(ObjectIdentifier.init), old: old, new: new)
    birthRateChanges.append(change)
  }
}
