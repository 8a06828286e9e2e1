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
