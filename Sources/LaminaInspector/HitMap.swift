import Foundation
import Lamina

/// The answer `lamina hit-test` gives at the centre of every point of the canvas, `(x + 0.5,
/// y + 0.5)`, as layer numbers (0: nothing, the canvas itself counting as nothing), run-length
/// coded row by row: what the page looks up as the pointer moves.
struct HitMap: Equatable {
  /// Points across and down.
  let width, height: Int
  /// Runs over the rows one after another: a layer number, then how many points in a row have it.
  var runs: [Int32] = []

  /// Points past `maximumTests` layer tests (`HitTestIndex`'s count) in all.
  struct TooManyTests: Error {}

  /// The map of `root`'s tree over `width × height` points, in sibling order `order`; `numbers`
  /// gives each layer's number.
  init(
    _ root: CALayer, width: Int, height: Int, order: CALayer.HitTestOrder, numbers: [ObjectIdentifier: Int],
    tests: inout Int, maximumTests: Int
  ) throws(TooManyTests) {
    (self.width, self.height) = (width, height)
    let index = HitTestIndex(root, order: order)
    var (current, run): (Int32, Int32) = (-1, 0)
    for y in 0..<height {
      for x in 0..<width {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        let hit = index.hitTest(p, visits: &tests)
        guard tests <= maximumTests else { throw TooManyTests() }
        let number = hit.flatMap { $0 === root ? nil : numbers[ObjectIdentifier($0)] }.map(Int32.init) ?? 0
        if number == current {
          run += 1
        } else {
          if run > 0 { runs += [current, run] }
          (current, run) = (number, 1)
        }
      }
    }
    if run > 0 { runs += [current, run] }
  }

  /// The layer number at point `(x, y)` of the map.
  func number(x: Int, y: Int) -> Int32 {
    var k = y * width + x
    for i in stride(from: 0, to: runs.count, by: 2) {
      if k < Int(runs[i + 1]) { return runs[i] }
      k -= Int(runs[i + 1])
    }
    return 0
  }
}
