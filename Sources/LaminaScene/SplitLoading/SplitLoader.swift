import Foundation
import Lamina
import Synchronization

/// Loading a large scene on two threads: a helper scans the bytes for a `SplitMap`, then reads and
/// builds layer entries from the end of the document backwards, one whole entry at a time, while
/// the parser reads it from the start; they meet wherever their speeds make them meet. The helper
/// takes an entry only when the parser has not begun it (or anything after it); when the parser is
/// inside an entry, the helper goes on with that entry's sublayers, again from the last. When the
/// parser reaches the first entry the helper took in an array, it takes the helper's layers for
/// the rest of that array and goes on after them (`claim`).
///
/// The scene is the one a single thread builds: the helper runs the same parser and builder code
/// on the same bytes, its entries get the same paths, and it refuses anything whose building
/// touches state shared across the document (images, drawings, text, layout, animations), which
/// leaves it nothing to merge but its count of layers. Errors are the single thread's too: the
/// helper stops at an entry it fails on or refuses and leaves it to the parser, which also reads
/// the helper's entries itself when taking them would pass the layer limit.
final class SplitLoader: @unchecked Sendable {
  /// The fewest bytes a scene has for its loading to be split: below it, the scan and the thread
  /// cost more than they save.
  static let leastBytes = 1 << 20

  /// What the helper hands over: its layers (`.built` values) for consecutive entries of an array,
  /// where the last of them ends (the parser goes on from there), and how many layers it admitted
  /// (its entries' descendants and masks included).
  struct Result {
    var items: [JSONValue]
    var end: Int
    var layers: Int
  }

  /// For tests: the helper waits for the parser to reach an entry at or past `parserWaitsAt`, where
  /// the parser waits for the helper to stop (so they meet there whatever the threads' speeds); the
  /// helper stops after `helperEntries` entries.
  struct Pacing {
    var parserWaitsAt = Int.max
    var helperEntries = Int.max
  }

  /// Guards everything below but `cancelled` and `claims` (the parser's own); the helper's side is
  /// in SplitLoader+Helper.swift.
  let condition = NSCondition()
  /// The map, once the scan has made it.
  var map: SplitMap?
  /// The offset of the last layer entry the parser began (-1: none yet).
  var parserAt = -1
  /// The offset of the entry the helper is building, if any.
  var building: Int?
  /// The helper's layers by their entry's offset, with the layers each admitted and where it ends.
  var built: [Int: (item: JSONValue, layers: Int, end: Int)] = [:]
  /// Whether the helper has stopped taking entries.
  var stopped = false
  let cancelled = Atomic<Bool>(false)
  var pacing: Pacing
  /// Whether the parser has reached `pacing.parserWaitsAt` (and waits there for the helper).
  var parserWaits = false
  /// The layer depth of the array of each run of entries the parser took from the helper, in order
  /// (for tests).
  private(set) var claims: [Int] = []

  /// Starts the helper on `bytes`, building with `options`.
  init(bytes: [UInt8], options: SceneOptions, pacing: Pacing = Pacing()) {
    self.pacing = pacing
    let thread = Thread { [self] in run(bytes, options) }
    thread.stackSize = 8 << 20  // as deep as the main thread's: building recurses once a level
    thread.start()
  }

  /// Called by the parser before the `index`th entry of the array of layers at `arrayStart`, the
  /// entry at `offset` (at parser depth `jsonDepth`, its layers at `layerDepth`): the helper's
  /// layers for this entry and the ones after it that the helper took too, when it took this one
  /// (waiting for the entry it is building), else `nil` and the parser reads the entry itself.
  func claim(arrayStart: Int, index: Int, offset: Int, jsonDepth: Int, layerDepth: Int) -> Result? {
    guard layerDepth <= SplitMap.deepestLayers else { return nil }
    condition.lock()
    defer { condition.unlock() }
    if offset >= pacing.parserWaitsAt {
      pacing.parserWaitsAt = .max
      parserWaits = true
      condition.broadcast()
      while !stopped { condition.wait() }
    }
    while building == offset { condition.wait() }
    guard built[offset] != nil else {
      parserAt = offset
      return nil
    }
    guard let array = map?.arrays[arrayStart], array.jsonDepth == jsonDepth, array.layerDepth == layerDepth,
      array.entries.indices.contains(index), array.entries[index] == offset
    else {
      stopHelper()
      parserAt = offset
      return nil
    }
    var result = Result(items: [], end: offset, layers: 0)
    for start in array.entries[index...] {
      guard let (item, layers, end) = built.removeValue(forKey: start) else { break }
      result.items.append(item)
      result.layers += layers
      result.end = end
    }
    claims.append(layerDepth)
    return result
  }

  /// Stops the helper and drops its layers: the parser reads everything it has not taken (it
  /// finished, failed, or could not take the helper's layers).
  func cancel() {
    condition.lock()
    stopHelper()
    condition.broadcast()
    condition.unlock()
  }

  /// `cancel` with the lock held.
  private func stopHelper() {
    cancelled.store(true, ordering: .relaxed)
    built = [:]
  }

  /// Marks the helper stopped, with the lock held.
  func helperStops() {
    stopped = true
    building = nil
    condition.broadcast()
  }
}
