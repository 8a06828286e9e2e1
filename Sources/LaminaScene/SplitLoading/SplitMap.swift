/// The arrays of layer entries a helper thread can take entries from while the parser reads the
/// document: the document's `layers` and the `sublayers` of layer entries, down to
/// `deepestLayers`, each with the offsets of its entries and the sublayers array of each entry.
///
/// Found by a quick scan of the bytes (strings skipped, containers counted, nothing decoded) that
/// trusts nothing: the helper checks that every entry it reads ends where the map says the next one
/// begins, and the parser takes the helper's layers only when it reaches one of those very entries
/// at the same depths (`SplitLoader.claim`), and reads them itself otherwise.
struct SplitMap {
  /// One array of layer entries, every entry an object.
  struct LayerArray {
    /// The offsets of its `[` and `]`.
    var start = 0, end = 0
    /// The parser's nesting depth inside the array, and the depth of its layers (the document's
    /// `layers` are 1).
    var jsonDepth = 0, layerDepth = 0
    /// The offset of each entry's `{`.
    var entries: [Int] = []
    /// The path from the document to the array (`layers`, `[0]`, `sublayers`).
    var steps: [PathLink.Step] = []
    /// The start of each entry's sublayers array, by the entry's index, for those in the map.
    var children: [Int: Int] = [:]
  }

  /// The arrays by the offset of their `[`.
  var arrays: [Int: LayerArray] = [:]
  /// The start of the document's `layers`.
  var top: Int

  /// How deep arrays of layers are mapped (the document's `layers` are 1): their entries are what a
  /// helper takes, so deeper means finer pieces (on the 100,000-layer scene, entries of 4 and
  /// deeper hold at most a few hundred layers).
  static let deepestLayers = 4

  /// The map of `bytes`, or `nil` when the document's `layers` is not an array of objects.
  static func find(in bytes: [UInt8]) -> SplitMap? {
    var found: [SplitScan.LayerArray] = []
    var scan = SplitScan()
    bytes.withUnsafeBufferPointer { b in
      scan.run(b) { array in
        if !array.other, !array.entries.isEmpty { found.append(array) }
      }
    }
    // Arrays close inner first: the document's `layers` is the last of depth 1.
    guard let top = found.last(where: { $0.layerDepth == 1 }) else { return nil }
    var map = SplitMap(top: top.start)
    for a in found {
      map.arrays[a.start] = LayerArray(
        start: a.start, end: a.end, jsonDepth: a.jsonDepth, layerDepth: a.layerDepth, entries: a.entries,
        steps: a.steps)
    }
    for a in found {
      guard let parent = a.parent, map.arrays[parent.start] != nil else { continue }
      map.arrays[parent.start]!.children[parent.index] = a.start
    }
    return map
  }
}
