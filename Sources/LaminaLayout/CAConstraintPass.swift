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
  /// Per item (`index * 2 + (horizontal ? 0 : 1)`): laid out on that axis (the value can be read).
  private var laidOut: [Bool]
  private var byName: [String: Int] = [:]

  init(superlayer: CALayer) {
    self.superlayer = superlayer
    sublayers = superlayer.sublayers ?? []
    frames = sublayers.map(\.frame)
    laidOut = Array(repeating: false, count: sublayers.count * 2)
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

  private func relationships(_ item: Int) -> [CAConstraint] {
    let horizontal = item % 2 == 0
    return (sublayers[item / 2].constraints ?? []).filter { $0.attribute.isHorizontal == horizontal }
  }

  mutating func run() {
    let count = laidOut.count
    var waitingOn = Array(repeating: 0, count: count)
    var dependents = Array(repeating: [Int](), count: count)
    var pending = Array(repeating: false, count: count)
    for item in 0..<count where !relationships(item).isEmpty { pending[item] = true }
    for item in 0..<count where pending[item] {
      for c in relationships(item) {
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
      for c in relationships(item) {
        if case .sibling(let dep) = source(of: c, index: item / 2), stuck.contains(dep) {
          waitedOnBy[dep, default: 0] -= 1
          if waitedOnBy[dep] == 0 { peel.append(dep) }
        }
      }
    }
    for item in stuck.sorted() { layOut(item, waitingIn: stuck) }
    for item in downstream.reversed() { layOut(item) }
    // Report in the order the constraints were given, sublayer by sublayer.
    func position(_ p: CAConstraintProblem) -> (Int, Int) {
      (p.index, (sublayers[p.index].constraints ?? []).firstIndex { $0.description == p.constraint } ?? 0)
    }
    problems = problems.enumerated().sorted { a, b in
      let (pa, pb) = (position(a.element), position(b.element))
      return pa != pb ? pa < pb : a.offset < b.offset
    }.map(\.element)
  }

  /// Lays out one axis of one sublayer from the relationships it can read. An item in `circle`
  /// waits forever: it reports what it cannot read and stays where it is.
  private mutating func layOut(_ item: Int, waitingIn circle: Set<Int> = []) {
    let index = item / 2
    let name = sublayers[index].name ?? "\(type(of: sublayers[index]))"
    var usable: [(CAConstraint, CGFloat)] = []
    for c in relationships(item) {
      func problem(_ kind: CAConstraintProblem.Kind) {
        problems.append(
          CAConstraintProblem(
            layer: name, index: index, constraint: c.description, source: c.sourceName, kind: kind))
      }
      switch source(of: c, index: index) {
      case .superlayer:
        usable.append((c, value(of: c.sourceAttribute, in: superlayer.bounds) * c.scale + c.offset))
      case .unknown: problem(.unknownName)
      case .itself: problem(.selfReference)
      case .sibling(let dep):
        if circle.contains(dep) {
          problem(.cycle)
        } else if laidOut[dep] {
          usable.append((c, value(of: c.sourceAttribute, in: frames[dep / 2]) * c.scale + c.offset))
        } else {
          problem(.sourceNotLaidOut)
        }
      }
    }
    guard circle.isEmpty, let span = span(usable, item: item, name: name) else { return }
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
