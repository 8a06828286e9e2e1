import Foundation
import Testing

@testable import Lamina

@Suite struct CALayerSublayersTests {
  func names(_ l: CALayer) -> [String] { (l.sublayers ?? []).map { $0.name ?? "?" } }
  func named(_ n: String) -> CALayer {
    let l = CALayer()
    l.name = n
    return l
  }

  @Test func addAndInsertPlaceSublayersInOrder() {
    let p = CALayer()
    #expect(p.sublayers == nil)
    let (a, b, c, d, e) = (named("a"), named("b"), named("c"), named("d"), named("e"))
    p.addSublayer(a)
    p.addSublayer(c)
    p.insertSublayer(b, at: 1)
    #expect(names(p) == ["a", "b", "c"])
    p.insertSublayer(d, below: a)
    p.insertSublayer(e, above: c)
    #expect(names(p) == ["d", "a", "b", "c", "e"])
    #expect(a.superlayer === p)
    p.insertSublayer(a, at: 99)
    #expect(names(p) == ["d", "b", "c", "e", "a"])
    p.insertSublayer(e, above: nil)
    p.insertSublayer(d, below: nil)
    #expect(names(p) == ["d", "b", "c", "a", "e"])
  }

  @Test func addingMovesALayerFromItsPreviousSuperlayer() {
    let (p, q, x) = (named("p"), named("q"), named("x"))
    p.addSublayer(x)
    q.addSublayer(x)
    #expect(p.sublayers == nil && names(q) == ["x"] && x.superlayer === q)
  }

  @Test func replaceAndRemove() {
    let p = CALayer()
    let (a, b, c) = (named("a"), named("b"), named("c"))
    p.sublayers = [a, b]
    p.replaceSublayer(a, with: c)
    #expect(names(p) == ["c", "b"] && a.superlayer == nil && c.superlayer === p)
    p.replaceSublayer(a, with: named("z"))
    #expect(names(p) == ["c", "b"])
    b.removeFromSuperlayer()
    #expect(names(p) == ["c"] && b.superlayer == nil)
    b.removeFromSuperlayer()
  }

  @Test func settingSublayersReplacesThemAndSkipsDuplicates() {
    let p = CALayer()
    let (a, b) = (named("a"), named("b"))
    p.sublayers = [a, b, a]
    #expect(names(p) == ["a", "b"])
    p.sublayers = [b]
    #expect(names(p) == ["b"] && a.superlayer == nil)
    p.sublayers = nil
    #expect(p.sublayers == nil && b.superlayer == nil)
  }

  @Test func cyclesAreRefusedAndTheTreeIsUnchanged() {
    let (root, mid, leaf) = (named("root"), named("mid"), named("leaf"))
    root.addSublayer(mid)
    mid.addSublayer(leaf)
    leaf.addSublayer(root)
    leaf.addSublayer(leaf)
    leaf.insertSublayer(mid, at: 0)
    leaf.insertSublayer(root, below: nil)
    leaf.insertSublayer(mid, above: nil)
    mid.replaceSublayer(leaf, with: root)
    leaf.sublayers = [root, mid]
    #expect(leaf.sublayers == nil && names(root) == ["mid"] && names(mid) == ["leaf"])
    #expect(root.superlayer == nil)
    #expect(!leaf.canAddSublayer(root) && root.canAddSublayer(named("new")))
  }

  @Test func drawingOrderIsStableSortByZPosition() {
    // E4.9, E4.10.
    let p = CALayer()
    for (n, z) in [("A", 0.0), ("B", -1), ("C", 0), ("D", 5)] as [(String, CGFloat)] {
      let l = named(n)
      l.zPosition = z
      p.addSublayer(l)
    }
    #expect(p.sublayersInDrawingOrder.map { $0.name! } == ["B", "A", "C", "D"])
    let q = CALayer()
    for (n, z) in [("A", 1.0), ("B", 0), ("C", 1)] as [(String, CGFloat)] {
      let l = named(n)
      l.zPosition = z
      q.addSublayer(l)
    }
    #expect(q.sublayersInDrawingOrder.map { $0.name! } == ["B", "A", "C"])
  }

  @Test func greenViewInFrontAfterRaisingItsZPosition() {
    // Seed 002, listing 3.3: green added first draws behind red, until its zPosition is 1.
    let root = CALayer()
    let (green, red) = (named("green"), named("red"))
    root.sublayers = [green, red]
    #expect(root.sublayersInDrawingOrder.map(\.name) == ["green", "red"])
    green.zPosition = 1
    #expect(root.sublayersInDrawingOrder.map(\.name) == ["red", "green"])
  }

  @Test func superlayerIsNotKeptAlive() {
    let child = CALayer()
    do {
      let parent = CALayer()
      parent.addSublayer(child)
      #expect(child.superlayer === parent)
    }
    #expect(child.superlayer == nil)
  }

  /// A layer set as `mask` reports the masked layer as its superlayer without becoming one of its
  /// sublayers, as measured on Apple's framework; unset or removed, it has none.
  @Test func aMaskReportsTheMaskedLayerAsItsSuperlayer() {
    let (l, m, other) = (CALayer(), CALayer(), CALayer())
    l.mask = m
    #expect(m.superlayer === l && l.sublayers == nil)
    l.mask = other
    #expect(m.superlayer == nil && other.superlayer === l)
    other.removeFromSuperlayer()
    #expect(l.mask == nil && other.superlayer == nil)
    // The model's mask keeps its superlayer when the presentation is copied; the copy's mask is
    // the copy's.
    l.mask = m
    let p = l.presentation()
    #expect(m.superlayer === l && p?.mask?.superlayer === p && p?.mask !== m)
  }

  /// A mask that already has a superlayer (Apple: it "must not"), or one that is the layer or an
  /// ancestor of it, keeps its own superlayer: no second parent, no cycle.
  /// E59 of the sweep (gnustep/libs-quartzcore `CALayer/masking.m` L129–136, run against Apple's
  /// QuartzCore in its CI): a sublayer made another layer's mask leaves its tree.
  @Test func aMaskTakenFromATreeLeavesIt() {
    let (root, l, inTree) = (CALayer(), CALayer(), CALayer())
    root.addSublayer(l)
    root.addSublayer(inTree)
    l.mask = inTree
    #expect(inTree.superlayer === l && root.sublayers?.count == 1 && root.sublayers?[0] === l)
    // An ancestor, or another layer's mask, keeps its place: no cycle, no second parent.
    l.mask = root
    #expect(root.superlayer == nil && l.superlayer === root && l.mask === root)
    let (a, b, m) = (CALayer(), CALayer(), CALayer())
    a.mask = m
    b.mask = m
    #expect(m.superlayer === a)
  }

  /// E150 of the sweep (gnustep/libs-quartzcore `CALayer/redisplay.m` L59–72, run against Apple's
  /// QuartzCore): a class answering true from `needsDisplay(forKey:)` for a key is marked as needing
  /// display when that property changes, and not for other keys.
  @Test func needsDisplayForKeyMarksTheLayer() {
    final class Redrawn: CALayer {
      override class func needsDisplay(forKey key: String) -> Bool { key == "opacity" }
    }
    let l = Redrawn()
    #expect(Redrawn.needsDisplay(forKey: "opacity") && !Redrawn.needsDisplay(forKey: "bounds"))
    l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(!l.needsDisplay())
    l.opacity = 0.25
    #expect(l.needsDisplay())
  }
}

/// Layout reaches masks: a layer inside a mask that only layout sizes is sized before anything
/// reads it (lottie-ios's engine depends on it; its iOS snapshots pass with assertions on).
@Suite struct MaskLayoutTests {
  /// A layer that sizes its sublayers to its bounds when laid out.
  final class Filling: CALayer {
    override func layoutSublayers() {
      for s in sublayers ?? [] { s.frame = bounds }
    }
  }

  @Test func layoutIfNeededLaysOutTheMasksTree() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    let mask = Filling()
    mask.frame = root.bounds
    let inner = CALayer()
    mask.addSublayer(inner)
    root.mask = mask
    mask.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(!mask.needsLayout())
  }
}
