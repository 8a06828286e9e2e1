import Foundation
import Lamina

/// The helper's side of `SplitLoader`: entries taken from the end of the document backwards.
extension SplitLoader {
  /// Scans `bytes`, then takes entries until it meets the parser, fails, or is stopped.
  func run(_ bytes: [UInt8], _ options: SceneOptions) {
    let map = cancelled.load(ordering: .relaxed) ? nil : SplitMap.find(in: bytes)
    condition.lock()
    self.map = map
    if pacing.parserWaitsAt < .max {
      while !parserWaits, !cancelled.load(ordering: .relaxed) { condition.wait() }
    }
    condition.unlock()
    if let map { take(map, bytes, options) }
    condition.lock()
    helperStops()
    condition.unlock()
  }

  /// Walks `map` from its last entry backwards. An entry the parser has not begun is read and
  /// built whole, unless it is too large to be read before the parser would reach it: then its
  /// sublayers are walked (from the last) and the entries before it after them. The entry the
  /// parser is in is gone into (its sublayers, when the map has them); everything before it is the
  /// parser's.
  private func take(_ map: SplitMap, _ bytes: [UInt8], _ options: SceneOptions) {
    let builder = SceneBuilder(options: options, images: ImageResolver(sceneFile: nil, allowOutside: false))
    builder.isHelper = true
    builder.stopped = { [self] in cancelled.load(ordering: .relaxed) }
    var parser = JSONParser(bytes: bytes)
    parser.maximumStringBytes = options.maximumStringBytes
    parser.sink = builder
    guard let top = map.arrays[map.top] else { return }
    // The arrays being walked, innermost last, each with the index of the entry to look at next.
    var walk = [(array: top, link: SplitLoader.link(top.steps), k: top.entries.count - 1)]
    var taken = 0
    while let (array, link, k) = walk.last {
      guard k >= 0 else {
        walk.removeLast()
        continue
      }
      walk[walk.count - 1].k -= 1
      let start = array.entries[k]
      let size = (k + 1 < array.entries.count ? array.entries[k + 1] : array.end) - start
      let inner = array.children[k].flatMap { map.arrays[$0] }
      condition.lock()
      guard !cancelled.load(ordering: .relaxed), taken < pacing.helperEntries else {
        return condition.unlock()
      }
      let parserIn = parserAt >= start
      // Read whole, the entry must take less than the parser needs to reach it (at about the
      // same speed): at most half the bytes between them.
      guard !parserIn, size * 2 <= start - parserAt || inner == nil else {
        condition.unlock()
        if parserIn { walk.removeAll() }
        if let inner { walk.append((inner, SplitLoader.link(inner.steps), inner.entries.count - 1)) }
        continue
      }
      building = start
      condition.unlock()
      let before = builder.layers
      let item = entry(k, of: array, link, &parser)
      condition.lock()
      defer { condition.unlock() }
      building = nil
      condition.broadcast()
      // An entry that fails or is refused is left to the parser, which meets the error where a
      // single thread does.
      guard let item, !cancelled.load(ordering: .relaxed) else { return }
      built[start] = (item.value, builder.layers - before, item.end)
      taken += 1
    }
  }

  /// The `k`th entry of `array` (whose path is `link`), read and built, and the offset just after
  /// it; `nil` when it fails, is refused, or does not end where the map says the next entry (or the
  /// array's `]`) is.
  private func entry(_ k: Int, of array: SplitMap.LayerArray, _ link: PathLink, _ parser: inout JSONParser)
    -> (value: JSONValue, end: Int)?
  {
    parser.index = array.entries[k]
    parser.depth = array.jsonDepth
    guard parser.current == UInt8(ascii: "{") else { return nil }
    do throws(SceneError) {
      let item = try parser.layerEntry(parent: link, step: .index(k), depth: array.layerDepth, isMask: false)
      let end = parser.index
      parser.skipWhitespace()
      if k + 1 < array.entries.count {
        guard parser.current == UInt8(ascii: ",") else { return nil }
        parser.index += 1
        parser.skipWhitespace()
        return parser.index == array.entries[k + 1] ? (item, end) : nil
      }
      return parser.current == UInt8(ascii: "]") && parser.index == array.end ? (item, end) : nil
    } catch {
      return nil
    }
  }

  /// The path of an array of layers from the document.
  private static func link(_ steps: [PathLink.Step]) -> PathLink {
    var link = PathLink(parent: nil, step: .base(""))
    for step in steps { link = PathLink(parent: link, step: step) }
    return link
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
