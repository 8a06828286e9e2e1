import Lamina

/// What builds layers from their entries while the parser reads a scene: the scene builder.
///
/// A scene is then built as its file is read: each layer from an entry that was just parsed (still
/// in the processor's caches), its sublayers (read before the entry ends) already built; the entry's
/// values are freed as soon as its layer is made, so the document as a whole never exists in memory.
protocol SceneLayerSink: AnyObject {
  /// Counts the layer whose entry begins at `place` (before its sublayers: document order) and checks
  /// the limits; returns its number in document order.
  func admit(_ place: SceneNode, depth: Int) throws(SceneError) -> Int
  /// The layer of `entry`, whose sublayers and mask are already built (`.built` values); `isMask`
  /// when it is a layer's mask.
  func build(_ entry: SceneNode, depth: Int, order: Int, isMask: Bool) throws(SceneError) -> CALayer
  /// Counts `layers` built by a helper thread (see `SplitLoader`); `false`, counting nothing, when
  /// they would exceed the limit.
  func absorb(layers: Int) -> Bool
}

extension SceneLayerSink {
  /// A sink that does not count layers takes none from a helper.
  func absorb(layers: Int) -> Bool { false }
}

/// The layer entry (or the document) whose members the parser is reading.
struct LayerEntry {
  /// Its place in the document.
  let link: PathLink
  /// How deep its layer is (top-level layers 1); 0 for the document.
  let depth: Int
}

extension JSONParser {
  /// Parses a scene document, handing each layer entry to `sink` as soon as it is read: the entries
  /// of the document's `layers`, of each entry's `sublayers`, and each entry's `mask`. Those values
  /// are `.built` layers in the document returned.
  static func parse(
    _ bytes: [UInt8], maximumStringBytes: Int = .max, building sink: SceneLayerSink,
    splitter: SplitLoader? = nil
  ) throws(SceneError) -> JSONValue {
    try document(bytes, maximumStringBytes: maximumStringBytes, sink: sink) {
      (p: inout JSONParser) throws(SceneError) in
      p.splitter = splitter
      p.skipWhitespace()
      let document = LayerEntry(link: PathLink(parent: nil, step: .base("")), depth: 0)
      guard p.current == UInt8(ascii: "{") else { return try p.value() }
      return try p.nested { (p: inout JSONParser) throws(SceneError) in try p.object(entry: document) }
    }
  }

  /// The value of the member `key` of `entry`: its layers, built as they are read, when it is the
  /// document's `layers`, an entry's `sublayers` or its `mask`; otherwise the plain value.
  mutating func memberValue(_ key: SceneKey, of entry: LayerEntry) throws(SceneError) -> JSONValue {
    skipWhitespace()
    let isDocument = entry.depth == 0
    switch key {
    case .layers where isDocument && current == UInt8(ascii: "["),
      .sublayers where !isDocument && current == UInt8(ascii: "["):
      let link = PathLink(parent: entry.link, step: .known(key))
      return try nested { (p: inout JSONParser) throws(SceneError) in
        try p.layerArray(link, depth: entry.depth + 1)
      }
    case .mask where !isDocument && current == UInt8(ascii: "{"):
      return try layerEntry(parent: entry.link, step: .known(.mask), depth: entry.depth + 1, isMask: true)
    default:
      return try value()
    }
  }

  /// An array of layer entries (at `[`), each built as soon as it is read; other items are kept as
  /// they are, for the builder to refuse.
  private mutating func layerArray(_ link: PathLink, depth: Int) throws(SceneError) -> JSONValue {
    let start = index
    return try array(
      { (p: inout JSONParser, i: Int) throws(SceneError) in
        p.current == UInt8(ascii: "{")
          ? try p.layerEntry(parent: link, step: .index(i), depth: depth, isMask: false) : try p.value()
      },
      rest: splitter.map { splitter in
        { (p: inout JSONParser, i: Int) -> [JSONValue]? in
          guard
            let result = splitter.claim(
              arrayStart: start, index: i, offset: p.index, jsonDepth: p.depth, layerDepth: depth)
          else { return nil }
          // Past the layer limit: the parser reads them and meets the error where one thread does.
          guard p.sink!.absorb(layers: result.layers) else {
            splitter.cancel()
            return nil
          }
          p.index = result.end
          return result.items
        }
      })
  }

  /// The layer of the entry at `{`, at `step` after `parent`: admitted, read, then built.
  mutating func layerEntry(
    parent: PathLink, step: PathLink.Step, depth: Int, isMask: Bool
  ) throws(SceneError) -> JSONValue {
    let order = try sink!.admit(SceneNode(.null, parent: parent, step: step), depth: depth)
    let entry = LayerEntry(link: PathLink(parent: parent, step: step), depth: depth)
    let value = try nested { (p: inout JSONParser) throws(SceneError) in try p.object(entry: entry) }
    let node = SceneNode(value, link: entry.link)
    return .built(try sink!.build(node, depth: depth, order: order, isMask: isMask))
  }
}
