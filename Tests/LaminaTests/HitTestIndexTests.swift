import Foundation
import Testing

@testable import Lamina

/// `HitTestIndex` answers exactly what the plain walk answers.
@Suite struct HitTestIndexTests {
  /// A layer whose hit area is the disc inscribed in its bounds: a class the index must ask itself.
  final class DiscLayer: CALayer {
    override func contains(_ p: CGPoint) -> Bool {
      let (dx, dy) = ((p.x - bounds.midX) / (bounds.width / 2), (p.y - bounds.midY) / (bounds.height / 2))
      return dx * dx + dy * dy <= 1
    }
  }

  /// A seeded generator (SplitMix64), so a failing tree can be made again from its seed.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
    mutating func range(_ lo: CGFloat, _ hi: CGFloat) -> CGFloat { lo + (hi - lo) * unit() }
    mutating func chance(_ p: CGFloat) -> Bool { unit() < p }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
  }

  private func transform(_ r: inout Random) -> CATransform3D {
    switch r.next() % 9 {
    case 0, 1: return CATransform3DIdentity
    case 2: return CATransform3DMakeRotation(r.range(-3.2, 3.2), 0, 0, 1)
    case 3: return CATransform3DMakeScale(r.pick([-1, 0.5, 2, 0]), r.pick([1, -0.5, 3]), 1)
    case 4:
      var t = CATransform3DIdentity
      t.m34 = -1 / r.range(80, 600)
      return CATransform3DRotate(t, r.range(-1.4, 1.4), r.pick([1, 0]), r.pick([0, 1]), 0)
    case 5: return CATransform3DMakeTranslation(r.range(-20, 20), r.range(-20, 20), r.range(-50, 50))
    case 6:
      return CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: -0.4, d: 1, tx: 5, ty: 0))
    case 7:
      var t = CATransform3DMakeRotation(r.range(-1, 1), 1, 1, 0)
      t.m34 = -1 / r.range(30, 200)  // strong perspective: corners may fall behind the eye
      return t
    default: return CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    }
  }

  private func makeLayer(_ r: inout Random, depth: Int, count: inout Int) -> CALayer {
    count += 1
    let kinds: [() -> CALayer] = [
      { CALayer() }, { CALayer() }, { CALayer() }, { CAShapeLayer() }, { CATextLayer() },
      { CATransformLayer() }, { DiscLayer() }, { CAGradientLayer() },
    ]
    let layer = r.pick(kinds)()
    layer.bounds = CGRect(
      x: r.range(-10, 10), y: r.range(-10, 10), width: r.range(0, 120), height: r.range(0, 90))
    layer.position = CGPoint(x: r.range(-20, 220), y: r.range(-20, 180))
    layer.anchorPoint = CGPoint(x: r.pick([0.5, 0, 1, r.unit()]), y: r.pick([0.5, 0, r.unit()]))
    layer.zPosition = r.pick([0, 0, 0, 1, -1, 5])
    layer.transform = transform(&r)
    if r.chance(0.15) { layer.sublayerTransform = transform(&r) }
    layer.isGeometryFlipped = r.chance(0.15)
    layer.isHidden = r.chance(0.08)
    layer.masksToBounds = r.chance(0.2)
    if r.chance(0.1) {
      let mask = CALayer()
      mask.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
      layer.mask = mask
    }
    if depth < 5 {
      for _ in 0..<Int(r.next() % (depth == 0 ? 6 : 4)) where count < 60 {
        layer.addSublayer(makeLayer(&r, depth: depth + 1, count: &count))
      }
    }
    return layer
  }

  /// `root` and every layer below it (masks aside).
  private func allLayers(_ root: CALayer) -> [CALayer] {
    var (layers, stack) = ([CALayer](), [root])
    while let layer = stack.popLast() {
      layers.append(layer)
      stack += layer.sublayers ?? []
    }
    return layers
  }

  @Test func answersAsTheWalkOnThousandsOfRandomTrees() {
    var compared = 0
    var hits = 0
    var differences: [String] = []
    for seed in 0..<2_000 as Range<UInt64> {
      var r = Random(state: seed)
      var count = 0
      let root = makeLayer(&r, depth: 0, count: &count)
      let layers = allLayers(root)
      for order in CALayer.HitTestOrder.allCases {
        let index = HitTestIndex(root, order: order)
        for k in 0..<40 {
          // Half anywhere, half inside a random layer's bounds (in the root's container space).
          var p = CGPoint(x: r.range(-60, 300), y: r.range(-60, 260))
          if k % 2 == 1, let layer = layers.isEmpty ? nil : r.pick(layers) {
            let b = layer.bounds
            p = layer.convert(
              CGPoint(x: b.minX + r.unit() * b.width, y: b.minY + r.unit() * b.height), to: nil)
            if !p.x.isFinite || !p.y.isFinite { p = .zero }
          }
          let expected = order == .modern ? root.hitTest(p) : root.hitTest(p, order: order)
          let got = index.hitTest(p)
          compared += 1
          if expected != nil { hits += 1 }
          if expected !== got { differences.append("seed \(seed), \(order), \(p)") }
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(3))")
    // The trees are not trivial: a good share of points hit something.
    #expect(compared == 160_000 && hits > 30_000, "\(hits) hits")
  }

  @Test func pointsOnEdgesAndCornersAnswerAsTheWalk() {
    // Every corner and edge midpoint of every layer, converted to the root's space: where the
    // half-open bounds test and the boxes' margins matter.
    var differences = 0
    for seed in 5_000..<5_300 as Range<UInt64> {
      var r = Random(state: seed)
      var count = 0
      let root = makeLayer(&r, depth: 0, count: &count)
      let index = HitTestIndex(root)
      var stack = [root]
      while let layer = stack.popLast() {
        stack += layer.sublayers ?? []
        let b = layer.bounds
        for (x, y) in [
          (b.minX, b.minY), (b.maxX, b.maxY), (b.midX, b.minY), (b.minX, b.midY), (b.maxX, b.midY),
        ] {
          // To the roots' shared container space, where the root's hitTest takes its point.
          let p = layer.convert(CGPoint(x: x, y: y), to: nil)
          guard p.x.isFinite, p.y.isFinite else { continue }
          if root.hitTest(p) !== index.hitTest(p) { differences += 1 }
        }
      }
    }
    #expect(differences == 0)
  }

  /// Wide trees, whose nodes sort their many children into grids: 100 random subtrees (rotated,
  /// 3D, flipped, hidden, masked, asked themselves) under one root, many sharing a box, the
  /// points anywhere, inside a layer, and on every layer's corners and edges.
  @Test func wideTreesWithGridsAnswerAsTheWalk() {
    var differences: [String] = []
    for seed in 9_000..<9_008 as Range<UInt64> {
      var r = Random(state: seed)
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
      for k in 0..<100 {
        var count = 50  // one layer and at most a few below it
        let child = makeLayer(&r, depth: 3, count: &count)
        if k % 7 == 0 { child.frame = CGRect(x: 20, y: 20, width: 8, height: 8) }
        root.addSublayer(child)
      }
      let layers = allLayers(root)
      for order in CALayer.HitTestOrder.allCases {
        let index = HitTestIndex(root, order: order)
        var points = (0..<200).map { _ in CGPoint(x: r.range(-60, 460), y: r.range(-60, 360)) }
        for layer in layers {
          let b = layer.bounds
          for (x, y) in [(b.minX, b.minY), (b.maxX, b.maxY), (b.midX, b.midY)] {
            let p = layer.convert(CGPoint(x: x, y: y), to: nil)
            if p.x.isFinite, p.y.isFinite { points.append(p) }
          }
        }
        for p in points {
          let expected = order == .modern ? root.hitTest(p) : root.hitTest(p, order: order)
          if expected !== index.hitTest(p) { differences.append("seed \(seed), \(order), \(p)") }
        }
      }
    }
    #expect(differences.isEmpty, "\(differences.count) differences, first: \(differences.prefix(3))")
  }

  /// 10,000 squares of 10 × 10 points side by side under one root: through its grid a point tests
  /// the root and a handful of squares, not all 10,000.
  @Test func aWideFlatTreeIsTestedThroughItsGrid() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    for k in 0..<10_000 {
      let square = CALayer()
      square.frame = CGRect(x: CGFloat(k % 100) * 10, y: CGFloat(k / 100) * 10, width: 10, height: 10)
      square.name = "\(k)"
      root.addSublayer(square)
    }
    let index = HitTestIndex(root)
    var visits = 0
    #expect(index.hitTest(CGPoint(x: 555, y: 321), visits: &visits)?.name == "3255")
    #expect(visits <= 10, "\(visits) layers tested")
    visits = 0
    #expect(index.hitTest(CGPoint(x: 1500, y: 321), visits: &visits) == nil && visits == 1)
  }

  /// The index is a snapshot: after the tree changes, `rebuild()` indexes it as it is now.
  @Test func aChangedTreeIsIndexedAgainByRebuild() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let a = CALayer()
    a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    root.addSublayer(a)
    let index = HitTestIndex(root)
    #expect(index.hitTest(CGPoint(x: 20, y: 20)) === a && index.count == 2)
    a.position = CGPoint(x: 150, y: 150)  // moved away
    #expect(index.hitTest(CGPoint(x: 20, y: 20)) === a)  // not yet rebuilt: the snapshot's answer
    index.rebuild()
    #expect(index.hitTest(CGPoint(x: 20, y: 20)) === root)
    #expect(index.hitTest(CGPoint(x: 150, y: 150)) === a)
    let b = CALayer()
    b.frame = CGRect(x: 140, y: 140, width: 20, height: 20)
    root.addSublayer(b)  // on top of a
    index.rebuild()
    #expect(index.hitTest(CGPoint(x: 150, y: 150)) === b && index.count == 3)
    b.isHidden = true
    index.rebuild()
    #expect(index.hitTest(CGPoint(x: 150, y: 150)) === a)
    a.zPosition = -1
    b.isHidden = false
    b.zPosition = -2  // now below a
    index.rebuild()
    #expect(index.hitTest(CGPoint(x: 150, y: 150)) === a)
  }
}
