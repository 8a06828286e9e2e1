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

/// The scan behind `SplitMap.find`: one pass over the bytes with a stack of open containers.
struct SplitScan {
  /// An open array or object (plain values: the stack is touched at every comma and bracket).
  private struct Container {
    var isObject: Bool
    /// An array of layer entries, and the depth of its layers.
    var layers = false
    var layerDepth = 0
    /// An object that is a layer entry (or the document), and whether its last key opens layers.
    var entry = false
    var keyOpensLayers = false
    var expectsKey = false
    /// Whether an array's next byte that is not white space begins a value.
    var expectsValue = true
    /// The number of values begun so far in an array.
    var count = 0
    /// The index of this container in its parent array (-1 under a key).
    var index = -1
    /// The offset of its opening bracket.
    var start = 0
  }

  /// An array of layer entries, once closed.
  struct LayerArray {
    var start = 0, end = 0
    /// The parser's depth inside the array, and the depth of its layers.
    var jsonDepth = 0, layerDepth = 0
    /// The offset of each entry.
    var entries: [Int] = []
    /// Whether some entry is not an object.
    var other = false
    var steps: [PathLink.Step] = []
    /// The array of layers whose entry holds this one (its start), and that entry's index.
    var parent: (start: Int, index: Int)?
  }

  private var stack: [Container] = []
  private var open: [LayerArray] = []
  /// Whether the open container is an array whose next value has not begun.
  private var expecting = false

  private static let layersKey = Array("layers".utf8), sublayersKey = Array("sublayers".utf8)

  /// Scans `b`, calling `found` with each array of layer entries (up to `SplitMap.deepestLayers`
  /// deep) as it closes.
  mutating func run(_ b: UnsafeBufferPointer<UInt8>, found: (LayerArray) -> Void) {
    SplitScan.structural.withUnsafeBufferPointer { structural in run(b, structural, found) }
  }

  private mutating func run(
    _ b: UnsafeBufferPointer<UInt8>, _ structural: UnsafeBufferPointer<Bool>,
    _ found: (LayerArray) -> Void
  ) {
    var i = 0
    let n = b.count
    stack.reserveCapacity(64)
    while i < n {
      let c = b[i]
      // Most bytes are digits, spaces and colons: one table lookup passes them.
      guard structural[Int(c)] else {
        if expecting, c > 0x20, c != UInt8(ascii: ":") { value(at: i, object: false) }
        i += 1
        continue
      }
      let t = stack.count - 1
      switch c {
      case UInt8(ascii: "\""):
        let s = i + 1
        i = s
        while i < n, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
        if t >= 0, stack[t].isObject, stack[t].expectsKey {
          let key = UnsafeBufferPointer(rebasing: b[s..<min(i, n)])
          let document = t == 0
          stack[t].keyOpensLayers =
            (document && key.elementsEqual(SplitScan.layersKey))
            || (stack[t].entry && !document && key.elementsEqual(SplitScan.sublayersKey))
          stack[t].expectsKey = false
        } else if expecting {
          value(at: s - 1, object: false)
        }
      case UInt8(ascii: "{"):
        let inLayers = t >= 0 && !stack[t].isObject && stack[t].layers
        let index = t >= 0 && !stack[t].isObject ? stack[t].count : -1
        if expecting { value(at: i, object: true) }
        var o = Container(isObject: true, entry: inLayers || t < 0, expectsKey: true)
        o.index = index
        o.start = i
        o.layerDepth = inLayers ? stack[t].layerDepth : 0
        stack.append(o)
      case UInt8(ascii: "["):
        let index = t >= 0 && !stack[t].isObject ? stack[t].count : -1
        if expecting { value(at: i, object: false) }
        var a = Container(isObject: false)
        a.index = index
        a.start = i
        if t >= 0, stack[t].isObject, stack[t].keyOpensLayers {
          a.layers = true
          a.layerDepth = t == 0 ? 1 : stack[t].layerDepth + 1
        }
        stack.append(a)
        expecting = true
        if a.layers, a.layerDepth <= SplitMap.deepestLayers {
          var array = LayerArray(start: i, jsonDepth: stack.count, layerDepth: a.layerDepth, steps: steps())
          // The entry holding it (the document holds the top array) and that entry's array.
          if t >= 1 { array.parent = (stack[t - 1].start, stack[t].index) }
          open.append(array)
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        expecting = false
        guard let top = stack.popLast() else { return }
        if top.layers, top.layerDepth <= SplitMap.deepestLayers, var array = open.popLast() {
          array.end = i
          found(array)
        }
      default:  // a comma
        guard t >= 0 else { break }
        if stack[t].isObject {
          stack[t].expectsKey = true
        } else {
          stack[t].expectsValue = true
          expecting = true
        }
      }
      i += 1
    }
  }

  /// The path from the document to the open array of layers: each array of layers by its key, each
  /// entry by its index.
  private func steps() -> [PathLink.Step] {
    var out: [PathLink.Step] = []
    for k in stack.indices.dropFirst() {
      if stack[k].isObject {
        out.append(.index(stack[k].index))
      } else {
        out.append(.known(k == 1 ? .layers : .sublayers))
      }
    }
    return out
  }

  /// Notes a value beginning at `i` in the open array.
  private mutating func value(at i: Int, object: Bool) {
    expecting = false
    let t = stack.count - 1
    guard t >= 0, !stack[t].isObject, stack[t].expectsValue else { return }
    stack[t].expectsValue = false
    stack[t].count += 1
    guard stack[t].layers, stack[t].layerDepth <= SplitMap.deepestLayers, !open.isEmpty else { return }
    open[open.count - 1].entries.append(i)
    if !object { open[open.count - 1].other = true }
  }

  /// The bytes that open, close or separate (quotes included): the others only begin or continue a
  /// number, a literal, white space or a colon.
  private static let structural: [Bool] = (0..<256).map { b in
    [
      UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: ","),
    ]
    .contains(UInt8(b))
  }
}
