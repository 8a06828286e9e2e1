import Foundation
import Lamina
import Synchronization

/// Loading a large scene on two threads: a helper scans the bytes for a `SplitPlan`, then reads and
/// builds the later entries of that array of layers with a builder of its own, while the parser
/// reads the document from the start. When the parser reaches the plan's entry it takes the
/// helper's layers and goes on after them (`claim`).
///
/// The scene is the one a single thread builds: the helper runs the same parser and builder code
/// on the same bytes, its entries get the same paths, and it refuses anything whose building
/// touches state shared across the document (images, drawings, text, layout, animations), which
/// leaves it nothing to merge but its count of layers. Errors are the single thread's too: when the
/// helper fails, refuses, or would take the scene past the layer limit, the parser reads those
/// entries itself and meets the error where it is.
final class SplitLoader: @unchecked Sendable {
  /// The fewest bytes a scene has for its loading to be split: below it, the scan and the thread
  /// cost more than they save.
  static let leastBytes = 1 << 20

  /// What the helper hands over: its layers (`.built` values), where the array ends (the offset of
  /// its `]`), and how many layers it admitted (its entries' descendants and masks included).
  struct Result {
    var items: [JSONValue]
    var end: Int
    var layers: Int
  }

  private let condition = NSCondition()
  private var plan: SplitPlan?
  /// `nil` while the helper works; then its result, or `.none` when it failed or gave up.
  private var outcome: Result??
  /// The plan's array start, readable without the lock (-1 until a plan is known): the parser
  /// checks it before every layer entry.
  private let planned = Atomic<Int>(-1)
  private let cancelled = Atomic<Bool>(false)
  /// Whether the parser took the helper's layers (for tests).
  private(set) var claimed = false

  /// Starts the helper on `bytes`, building with `options`.
  init(bytes: [UInt8], options: SceneOptions) {
    let thread = Thread { [self] in run(bytes, options) }
    thread.stackSize = 8 << 20  // as deep as the main thread's: building recurses once a level
    thread.start()
  }

  /// The helper's layers for the entry at `offset`, the `index`th of the array at `arrayStart` (at
  /// parser depth `jsonDepth`, its layers at `layerDepth`), when that is where the plan begins and
  /// the helper succeeded; waits for it. `nil` otherwise: the parser reads the entry itself.
  func claim(arrayStart: Int, index: Int, offset: Int, jsonDepth: Int, layerDepth: Int) -> Result? {
    guard planned.load(ordering: .acquiring) == arrayStart else { return nil }
    condition.lock()
    defer { condition.unlock() }
    guard let plan, plan.index <= index else { return nil }
    guard plan.index == index, plan.start == offset, plan.jsonDepth == jsonDepth,
      plan.layerDepth == layerDepth
    else {
      cancelled.store(true, ordering: .relaxed)
      return nil
    }
    while outcome == nil { condition.wait() }
    claimed = outcome! != nil
    return outcome!
  }

  /// Stops the helper (the parser finished or failed without taking its work).
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  private func run(_ bytes: [UInt8], _ options: SceneOptions) {
    guard let plan = SplitPlan.find(in: bytes), !cancelled.load(ordering: .relaxed) else {
      return finish(nil)
    }
    condition.lock()
    self.plan = plan
    condition.unlock()
    planned.store(plan.arrayStart, ordering: .releasing)
    finish(read(plan, bytes, options))
  }

  private func finish(_ result: Result?) {
    condition.lock()
    outcome = .some(result)
    condition.broadcast()
    condition.unlock()
  }

  /// The plan's entries, read and built by a builder of the helper's own; `nil` at any error.
  private func read(_ plan: SplitPlan, _ bytes: [UInt8], _ options: SceneOptions) -> Result? {
    let builder = SceneBuilder(options: options, images: ImageResolver(sceneFile: nil, allowOutside: false))
    builder.isHelper = true
    builder.stopped = { [self] in cancelled.load(ordering: .relaxed) }
    var link = PathLink(parent: nil, step: .base(""))
    for step in plan.steps { link = PathLink(parent: link, step: step) }
    var parser = JSONParser(bytes: bytes)
    parser.maximumStringBytes = options.maximumStringBytes
    parser.sink = builder
    parser.index = plan.start
    parser.depth = plan.jsonDepth
    var items: [JSONValue] = []
    do throws(SceneError) {
      for i in plan.index... {
        guard !cancelled.load(ordering: .relaxed), parser.current == UInt8(ascii: "{") else { return nil }
        items.append(
          try parser.layerEntry(parent: link, step: .index(i), depth: plan.layerDepth, isMask: false))
        parser.skipWhitespace()
        if parser.current == UInt8(ascii: "]") { break }
        guard parser.current == UInt8(ascii: ",") else { return nil }
        parser.index += 1
        parser.skipWhitespace()
      }
    } catch {
      return nil
    }
    return Result(items: items, end: parser.index, layers: builder.layers)
  }
}

extension SceneBuilder {
  /// What a helper leaves to the parser's thread: images (one cache and budget for the scene),
  /// drawings and text (counted and displayed for the scene), layout (resolved across layers, in
  /// document order) and animations (counted for the scene).
  static let sharedStateKeys = AllowedKeys([.type] + sharedStatePastType.list)

  /// Throws when the helper must not build the layer of `o`: it has a key of `sharedStateKeys` (a
  /// `type` other than a shape, gradient, replicator or transform layer's included).
  static func checkHelperMayBuild(_ o: SceneObject, _ node: SceneNode) throws(SceneError) {
    guard let key = o.firstKey(of: sharedStateKeys) else { return }
    if key == .type, let name = try? o[.type]?.string(),
      ["layer", "shape", "gradient", "replicator", "transform"].contains(name),
      o.firstKey(of: sharedStatePastType) == nil
    {
      return
    }
    throw node.fail("left to the parser's thread")
  }

  /// `sharedStateKeys` but `type`.
  private static let sharedStatePastType = AllowedKeys(
    [.contents, .drawing] + textKeys + layoutKeys + animationKeys)
}
