import Foundation
import Lamina

/// One `CAConstraintLayoutManager` layout of a superlayer's sublayers: every (sublayer, axis) is
/// laid out after the sibling axes it reads, in dependency order (Kahn's algorithm, so a chain of
/// n sublayers costs O(n)); what waits in a circle is left alone.
struct CAConstraintPass {
  let superlayer: CALayer
  let sublayers: [CALayer]
  /// The sublayers' frames, updated as axes are laid out.
  var frames: [CGRect]
  var problems: [CAConstraintProblem] = []
  /// Where each problem's constraint stands: (sublayer index, position in its `constraints`).
  private var problemPositions: [(Int, Int)] = []
  /// Per item, the relationships on its axis with their positions in the layer's `constraints`.
  private let relationships: [[(position: Int, constraint: CAConstraint)]]
  /// Per item (`index * 2 + (horizontal ? 0 : 1)`): laid out on that axis (the value can be read).
  private var laidOut: [Bool]
  private var byName: [String: Int] = [:]

  init(superlayer: CALayer) {
    self.superlayer = superlayer
    let sublayers = superlayer.sublayers ?? []
    self.sublayers = sublayers
    frames = sublayers.map(\.frame)
    laidOut = Array(repeating: false, count: sublayers.count * 2)
    relationships = (0..<(sublayers.count * 2)).map { item in
      (sublayers[item / 2].constraints ?? []).enumerated()
        .filter { $0.element.attribute.isHorizontal == (item % 2 == 0) }
        .map { (position: $0.offset, constraint: $0.element) }
    }
    for (i, s) in sublayers.enumerated() { if let n = s.name, byName[n] == nil { byName[n] = i } }
  }

  /// Where a relationship reads its value from.
  private enum Source {
    case superlayer
    case sibling(item: Int)
    case unknown
    case itself
  }

  private func source(of c: CAConstraint, index: Int) -> Source {
    if c.sourceName == "superlayer" { return .superlayer }
    guard let sibling = byName[c.sourceName] else { return .unknown }
    if sibling == index { return .itself }
    return .sibling(item: sibling * 2 + (c.sourceAttribute.isHorizontal ? 0 : 1))
  }

  /// Records that `c`, the relationship at `position` of sublayer `index`, could not be used.
  mutating func report(_ c: CAConstraint, at position: Int, of index: Int, _ kind: CAConstraintProblem.Kind) {
    let layer = sublayers[index]
    problems.append(
      CAConstraintProblem(
        layer: layer.name ?? "\(type(of: layer))", index: index, constraint: c.description,
        source: c.sourceName, kind: kind))
    problemPositions.append((index, position))
  }

  mutating func run() {
    let count = laidOut.count
    var waitingOn = Array(repeating: 0, count: count)
    var dependents = Array(repeating: [Int](), count: count)
    var pending = Array(repeating: false, count: count)
    for item in 0..<count where !relationships[item].isEmpty { pending[item] = true }
    for item in 0..<count where pending[item] {
      for (_, c) in relationships[item] {
        if case .sibling(let dep) = source(of: c, index: item / 2), pending[dep] {
          waitingOn[item] += 1
          dependents[dep].append(item)
        }
      }
    }
    var queue = (0..<count).filter { pending[$0] && waitingOn[$0] == 0 }
    var head = 0
    var done = Array(repeating: false, count: count)
    func finish(_ item: Int, into queue: inout [Int]) {
      done[item] = true
      for d in dependents[item] where !done[d] {
        waitingOn[d] -= 1
        if waitingOn[d] == 0 { queue.append(d) }
      }
    }
    while head < queue.count {
      let item = queue[head]
      head += 1
      layOut(item)
      finish(item, into: &queue)
    }
    // What is left waits on a circle. Peel off the items only downstream of one (nothing left
    // waits on them): they are laid out afterwards, upstream first, reading the circle as absent.
    var stuck = Set((0..<count).filter { pending[$0] && !done[$0] })
    var downstream: [Int] = []
    var waitedOnBy = [Int: Int]()
    for item in stuck {
      for d in dependents[item] where stuck.contains(d) { waitedOnBy[item, default: 0] += 1 }
    }
    var peel = stuck.filter { waitedOnBy[$0, default: 0] == 0 }.sorted()
    while let item = peel.popLast() {
      stuck.remove(item)
      downstream.append(item)
      for (_, c) in relationships[item] {
        if case .sibling(let dep) = source(of: c, index: item / 2), stuck.contains(dep) {
          waitedOnBy[dep, default: 0] -= 1
          if waitedOnBy[dep] == 0 { peel.append(dep) }
        }
      }
    }
    for item in stuck.sorted() { layOut(item, waitingIn: stuck) }
    for item in downstream.reversed() { layOut(item) }
    // Report in the order the constraints were given, sublayer by sublayer.
    let order = problems.indices.sorted { a, b in
      problemPositions[a] != problemPositions[b] ? problemPositions[a] < problemPositions[b] : a < b
    }
    problems = order.map { problems[$0] }
  }

  /// Lays out one axis of one sublayer from the relationships it can read. An item in `circle`
  /// waits forever: it reports what it cannot read and stays where it is.
  private mutating func layOut(_ item: Int, waitingIn circle: Set<Int> = []) {
    let index = item / 2
    var usable: [(position: Int, constraint: CAConstraint, value: CGFloat)] = []
    for (position, c) in relationships[item] {
      switch source(of: c, index: index) {
      case .superlayer:
        usable.append((position, c, value(of: c.sourceAttribute, in: superlayer.bounds) * c.scale + c.offset))
      case .unknown: report(c, at: position, of: index, .unknownName)
      case .itself: report(c, at: position, of: index, .selfReference)
      case .sibling(let dep):
        if circle.contains(dep) {
          report(c, at: position, of: index, .cycle)
        } else if laidOut[dep] {
          usable.append((position, c, value(of: c.sourceAttribute, in: frames[dep / 2]) * c.scale + c.offset))
        } else {
          report(c, at: position, of: index, .sourceNotLaidOut)
        }
      }
    }
    guard circle.isEmpty, let span = span(usable, item: item) else { return }
    laidOut[item] = true
    if item % 2 == 0 {
      frames[index].origin.x = span.origin
      frames[index].size.width = span.size
    } else {
      frames[index].origin.y = span.origin
      frames[index].size.height = span.size
    }
  }
}
