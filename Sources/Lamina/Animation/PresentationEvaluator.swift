import Foundation
import Synchronization

/// Evaluates one layer tree's presentation at one time after another into the same copy: the first
/// call builds the presentation tree, later calls refresh its layers' properties from the model and
/// apply the animations again, without allocating, as long as the model tree keeps its structure
/// (the same layers, sublayers and masks; a change rebuilds it). What a render server does each
/// frame, and what `lamina animate` and motion snapshots use.
///
/// The tree returned is the same object every call: render or read it before asking for the next
/// time. `CALayer.presentationTree(at:)` makes an independent copy instead.
public final class PresentationEvaluator {
  /// The model tree's root.
  public let model: CALayer
  /// The model layers in build order (pre-order, each mask after its owner's sublayers).
  private var models: [CALayer] = []
  /// Each model layer's parent in `models` (its superlayer, or a mask's owner); −1 for the root.
  private var parents: [Int] = []
  /// The presentation copies, index for index with `models`.
  private var copies: [CALayer] = []
  private var root: CALayer?
  /// `models` without retains, for the refresh loop (`models` keeps them alive).
  private var refs: [(model: Unmanaged<CALayer>, copy: Unmanaged<CALayer>, parent: Int)] = []
  /// The counters when the tree was last checked.
  private var structureSeen = -1
  private var displaySeen = -1
  /// The local time of each layer, reused between calls.
  private var times: [Double] = []
  /// Per layer: the model's `valuesVersion` the copy was last refreshed from, and the only fields
  /// the last refresh's animations wrote (`nil`: anything may have changed; copy everything).
  private var refreshed: [(version: Int, fields: UInt16?)] = []

  /// Every layer's animations, flattened with what evaluating them needs, and each layer's range.
  private var items: [WorkItem] = []
  private var ranges: [Range<Int>] = []
  private var animationsSeen = -1

  /// An animation with its timing and direct target unboxed for the refresh loop.
  private struct WorkItem {
    let animation: Unmanaged<CAAnimation>
    let timing: TimingFields
    let curve: CAMediaTimingFunction?
    let direct: (DirectKey, SIMD2<Double>, SIMD2<Double>)?
  }

  /// Rebuilds `items` from the models' current animations (they are kept alive by their layers).
  private func collectItems() {
    items = []
    ranges = []
    for m in models {
      let start = items.count
      for entry in m.animationState.entries {
        let a = entry.animation
        let p = a as? CAPropertyAnimation
        items.append(
          WorkItem(
            animation: Unmanaged.passUnretained(a), timing: a.timing, curve: a.timingFunction,
            direct: p?.direct))
      }
      ranges.append(start..<items.count)
    }
  }

  /// An evaluator for the tree `model` roots.
  public init(_ model: CALayer) { self.model = model }

  /// The presentation tree at media time `time`.
  public func tree(at time: CFTimeInterval) -> CALayer {
    let structure = TreeGeneration.structure.load(ordering: .relaxed)
    guard let root, structure == structureSeen || structureUnchanged() else {
      let built = model.presentationTree(at: time)
      record(built)
      structureSeen = TreeGeneration.structure.load(ordering: .relaxed)
      displaySeen = TreeGeneration.display.load(ordering: .relaxed)
      return built
    }
    structureSeen = structure
    let animations = TreeGeneration.animations.load(ordering: .relaxed)
    if animations != animationsSeen {
      collectItems()
      animationsSeen = animations
    }
    let display = TreeGeneration.display.load(ordering: .relaxed)
    if display != displaySeen {
      model.displaySubtreeIfNeeded()
      displaySeen = display
    }
    let top = model.superlayer.map { $0.toLocalTime(time) } ?? time
    for i in refs.indices {
      let (mref, cref, parent) = refs[i]
      mref._withUnsafeGuaranteedRef { m in
        cref._withUnsafeGuaranteedRef { copy in
          let t = CALayer.localTime(of: m, parent < 0 ? top : times[parent])
          times[i] = t
          // Restore what the last frame's animations changed: only their fields when the model is
          // unchanged and they wrote nothing else, else every value.
          let version = m.valuesVersion
          // (Layer kinds keep more properties than `values`; they are always copied whole.)
          if version == refreshed[i].version, let fields = refreshed[i].fields, type(of: m) == CALayer.self {
            CALayer.restore(fields, into: copy, from: m)
          } else {
            copy.values = m.values
            copy.copyKindProperties(from: m)
          }
          var written: UInt16? = 0
          for j in ranges[i] {
            let timing = items[j].timing
            if timing.isRemovedOnCompletion && timing.hasEnded(at: t) { continue }
            if let (key, from, to) = items[j].direct {
              guard let state = timing.state(at: t) else { continue }
              let f = items[j].curve?.progress(at: state.fraction) ?? state.fraction
              if copy.values.write(key, from + (to - from) * f) {
                written? |= key.bit
                continue
              }
            }
            items[j].animation._withUnsafeGuaranteedRef { $0.apply(to: copy, at: t) }
            written = nil
          }
          refreshed[i] = (version, written)
          if let r = m as? CAReplicatorLayer, let replica = copy as? CAReplicatorLayer,
            !replica.delayedInstances.isEmpty
              || (r.instanceDelay != 0 && r.children.contains(where: \.hasAnimationsInSubtree))
          {
            var masks = Set<ObjectIdentifier>()
            replica.delayedInstances = r.delayedInstanceCopies(at: t, parent: replica, masks: &masks)
          }
        }
      }
    }
    return root
  }

  /// Whether the model still has the layers, in the places, the copy was built from.
  private func structureUnchanged() -> Bool {
    var i = 0
    var same = true
    var seen = Set<ObjectIdentifier>()
    func visit(_ layer: CALayer) {
      guard same else { return }
      guard i < models.count, models[i] === layer else {
        same = false
        return
      }
      i += 1
      for child in layer.children { visit(child) }
      if let mask = layer.mask, seen.insert(ObjectIdentifier(mask)).inserted { visit(mask) }
    }
    visit(model)
    return same && i == models.count
  }

  /// Remembers the pairs of a freshly built tree, walking model and copy side by side.
  private func record(_ built: CALayer) {
    models = []
    parents = []
    copies = []
    var seen = Set<ObjectIdentifier>()
    func visit(_ m: CALayer, _ c: CALayer, parent: Int) {
      let index = models.count
      models.append(m)
      copies.append(c)
      parents.append(parent)
      for (mc, cc) in zip(m.children, c.children) { visit(mc, cc, parent: index) }
      if let mask = m.mask, let copyMask = c.mask, seen.insert(ObjectIdentifier(mask)).inserted {
        visit(mask, copyMask, parent: index)
      }
    }
    visit(model, built, parent: -1)
    root = built
    refs = models.indices.map {
      (Unmanaged.passUnretained(models[$0]), Unmanaged.passUnretained(copies[$0]), parents[$0])
    }
    times = [Double](repeating: 0, count: models.count)
    refreshed = [(Int, UInt16?)](repeating: (-1, nil), count: models.count)
    collectItems()
    animationsSeen = TreeGeneration.animations.load(ordering: .relaxed)
  }
}

/// Counters that move whenever any layer tree changes its structure (sublayers, masks), a layer's
/// stored values change, or a layer is marked for display, so an evaluator or an index can tell in
/// O(1) that nothing it depends on changed.
enum TreeGeneration {
  static let structure = Atomic<Int>(0)
  static let values = Atomic<Int>(0)
  static let display = Atomic<Int>(0)
  /// How many layers are marked as needing display now: with none, `displaySubtreeIfNeeded()` has
  /// nothing to find, and skips its walk (100,000 layers: about 20 ms).
  static let marked = Atomic<Int>(0)
  static let animations = Atomic<Int>(0)
}
