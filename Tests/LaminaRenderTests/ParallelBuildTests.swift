import Foundation
import Lamina
import Testing

@testable import LaminaRender

/// Building a large render tree on several threads (`RenderNode.parallelNodes`): the same tree, node
/// for node and in the same order, as one thread's, and the same pixels.
@Suite struct ParallelBuildTests {
  /// 120 random trees (shapes, gradients, images, masks, rotations, group opacity, clips) side by side
  /// under one layer, with a transform layer, a replicator, a hidden subtree and siblings reordered by
  /// `zPosition` among them: 2, 3 and 7 threads build exactly the tree one thread builds.
  @Test func severalThreadsBuildTheTreeOneThreadBuilds() throws {
    let root = bigTree(trees: 120)
    let one = try #require(RenderNode(root: root, threads: 1))
    #expect(one.nodeCount > 3_000)
    let expected = lines(one)
    for threads in [2, 3, 7] {
      let many = try #require(RenderNode(root: root, threads: threads))
      let got = lines(many)
      #expect(got.count == expected.count, "\(threads) threads")
      let first = got.indices.first { $0 < expected.count && got[$0] != expected[$0] }
      #expect(first == nil, "\(threads) threads: node \(first ?? -1) differs")
    }
  }

  /// Above `LayerRenderer.parallelBuildNodes` the renderer builds on its threads: one thread and four
  /// give the same pixels, and they are the pixels of a tree built on one thread and drawn on one.
  @Test func aLargeTreeRendersTheSameWithAnyNumberOfThreads() throws {
    let root = bigTree(trees: 220)
    var traits = RenderReplication.Traits()
    let nodes = RenderReplication.nodeCount(root, limit: 1_000_000, traits: &traits)
    #expect(nodes >= LayerRenderer.parallelBuildNodes)
    var renderer = LayerRenderer()
    let one = try renderer.render(root, background: CGColor(gray: 0.9, alpha: 1))
    renderer.threads = 4
    let four = try renderer.render(root, background: CGColor(gray: 0.9, alpha: 1))
    #expect(four.premultipliedARGB == one.premultipliedARGB)
    #expect(one.paintedCount == one.width * one.height)
  }

  /// A tree's traits come from the walk that counts its nodes: text and replicators anywhere, hidden
  /// subtrees included (which count no nodes).
  @Test func theCountingWalkFindsTextAndReplicators() {
    let root = layer(frame: rect(0, 0, 100, 100))
    let hidden = layer(frame: rect(0, 0, 10, 10))
    hidden.isHidden = true
    root.addSublayer(hidden)
    var traits = RenderReplication.Traits()
    #expect(RenderReplication.nodeCount(root, limit: 100, traits: &traits) == 1)
    #expect(!traits.text && !traits.replicates)
    hidden.addSublayer(CATextLayer())
    hidden.addSublayer(CAReplicatorLayer())
    traits = RenderReplication.Traits()
    #expect(RenderReplication.nodeCount(root, limit: 100, traits: &traits) == 1)
    #expect(traits.text && traits.replicates)
    hidden.sublayers = nil
    let replicator = CAReplicatorLayer()
    replicator.instanceCount = 3
    replicator.addSublayer(layer(frame: rect(0, 0, 5, 5), color: red))
    root.addSublayer(replicator)
    traits = RenderReplication.Traits()
    #expect(RenderReplication.nodeCount(root, limit: 100, traits: &traits) == 5)
    #expect(!traits.text && traits.replicates)
  }

  /// Counting on several threads gives one thread's count at every limit, below a chain of single
  /// sublayers and with hidden subtrees, text and nested replicators among the trees, and its
  /// traits whenever the count stays within the limit.
  @Test func theCountingWalkOnSeveralThreadsGivesOneThreadsCount() {
    let root = bigTree(trees: 60)
    let top = root.sublayers![0]
    let hidden = layer(frame: rect(0, 0, 10, 10))
    hidden.isHidden = true
    hidden.addSublayer(CATextLayer())
    top.insertSublayer(hidden, at: 30)
    let outer = CAReplicatorLayer()
    outer.instanceCount = 3
    let inner = CAReplicatorLayer()
    inner.instanceCount = 5
    inner.addSublayer(layer(frame: rect(0, 0, 5, 5), color: red))
    outer.addSublayer(inner)
    top.addSublayer(outer)
    var all = RenderReplication.Traits()
    let total = RenderReplication.nodeCount(root, limit: 1_000_000, traits: &all)
    #expect(total > 1_500 && all.text && all.replicates)
    for limit in [1, 10, 500, total - 1, total, total + 1, 1_000_000] {
      var one = RenderReplication.Traits()
      let expected = RenderReplication.nodeCount(root, limit: limit, traits: &one)
      for threads in [2, 3] {
        var many = RenderReplication.Traits()
        let got = RenderReplication.nodeCount(root, limit: limit, traits: &many, threads: threads)
        #expect(got == expected, "limit \(limit), \(threads) threads")
        if expected < limit {
          #expect(many.text == one.text && many.replicates == one.replicates, "limit \(limit)")
        }
      }
    }
  }

  /// The intermediate-surface budget counts a large tree's subtrees on several threads to one
  /// thread's verdict: the same sums when within the limits, and the same error (layer and
  /// message) when one subtree passes a limit alone or only all of them together do.
  @Test func theBudgetWalkOnSeveralThreadsGivesOneThreadsVerdict() throws {
    let root = layer(frame: rect(0, 0, 200, 200), color: CGColor(gray: 1, alpha: 1))
    let top = layer(frame: root.bounds)
    root.addSublayer(top)
    for i in 0..<40 {
      let group = layer(frame: rect(CGFloat(i % 8) * 25, CGFloat(i / 8) * 40, 24, 39), color: red)
      group.opacity = 0.5
      group.name = "group \(i)"
      for j in 0..<150 {
        group.addSublayer(layer(frame: rect(CGFloat(j % 6) * 4, CGFloat(j / 6), 3, 1), color: blue))
      }
      top.addSublayer(group)
    }
    let tree = try #require(RenderNode(root: root))
    #expect(tree.nodeCount >= LayerRenderer.parallelBuildNodes)
    func walk(_ limits: RenderLimits, threads: Int) -> (IntermediateBudget, String?) {
      var budget = IntermediateBudget(limits: limits, clipsGroups: true)
      budget.threads = threads
      do {
        try budget.visit(tree, tree.toParent, clip: rect(0, 0, 200, 200))
        return (budget, nil)
      } catch {
        return (budget, error.description)
      }
    }
    let (one, none) = walk(RenderLimits(), threads: 1)
    let (two, alsoNone) = walk(RenderLimits(), threads: 2)
    #expect(none == nil && alsoNone == nil && !two.redo)
    #expect(two.used == one.used && two.painted == one.painted && two.peak == one.peak && one.painted > 0)
    // Together over the painted-pixel limit, each part well under it: the parts cannot tell.
    var together = RenderLimits()
    together.paintedPixels = one.painted - 1
    // One part alone over a limit: a translucent group (936 pixels) over 500 alive at once.
    var alone = RenderLimits()
    alone.intermediatePixels = 500
    for (limits, says) in [(together, "pixels painted"), (alone, "alive at once")] {
      let (parallel, _) = walk(limits, threads: 2)
      #expect(parallel.redo)
      var renderer = LayerRenderer()
      renderer.limits = limits
      let message = { (r: LayerRenderer) -> String in
        do {
          _ = try r.render(root)
          return "ok"
        } catch {
          return String(describing: error)
        }
      }
      let single = message(renderer)
      renderer.threads = 2
      #expect(message(renderer) == single)
      #expect(single.contains(says), "\(single)")
    }
  }

  /// `trees` random trees under one layer, with the kinds building treats apart among them.
  private func bigTree(trees: Int) -> CALayer {
    var random = RandomLayers(rng: SplitMix(seed: 11))
    let root = layer(frame: rect(0, 0, 240, 320), color: CGColor(gray: 1, alpha: 1))
    let top = layer(frame: root.bounds)
    root.addSublayer(top)
    for k in 0..<trees {
      random.gradients = k % 3 == 0
      random.images = k % 4 == 0
      let tree = random.tree(width: 240, height: 320)
      tree.zPosition = k % 5 == 0 ? 1 : 0
      tree.isHidden = k % 17 == 0
      top.addSublayer(tree)
    }
    let flat = CATransformLayer()
    flat.frame = rect(20, 20, 100, 100)
    flat.addSublayer(layer(frame: rect(0, 0, 40, 40), color: red))
    let behind = layer(frame: rect(30, 30, 40, 40), color: blue)
    behind.zPosition = -10
    flat.addSublayer(behind)
    top.insertSublayer(flat, at: 3)
    let replicator = CAReplicatorLayer()
    replicator.frame = rect(0, 200, 240, 40)
    replicator.instanceCount = 4
    replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
    replicator.addSublayer(layer(frame: rect(0, 0, 30, 30), color: red))
    top.insertSublayer(replicator, at: 7)
    return root
  }

  /// Every node of `node`'s tree, depth first, as a line of what it draws and where.
  private func lines(_ node: RenderNode) -> [String] {
    var out: [String] = []
    func visit(_ n: RenderNode, _ depth: Int) {
      out.append(
        "\(depth) \(n.index) \(n.toParent) \(n.bounds) \(n.extent) \(n.opacity) \(n.nodeCount) "
          + "\(n.operations) \(String(describing: n.background)) \(String(describing: n.borderColor)) "
          + "\(n.borderWidth) \(n.cornerRadius) \(n.masksToBounds) \(n.children.count) "
          + "\(String(describing: n.tint)) \(n.contents?.patches.count ?? -1) \(n.shape != nil) "
          + "\(n.gradient != nil) \(n.mask != nil)")
      if let mask = n.mask { visit(mask.node, depth + 1) }
      for child in n.children { visit(child, depth + 1) }
    }
    visit(node, 0)
    return out
  }
}
