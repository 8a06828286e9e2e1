/// Where a second thread can take over part of a scene's loading: the later entries of one array of
/// layers (the document's `layers` or an entry's `sublayers`), read and built on that thread while
/// the parser reads everything before them.
///
/// Found by a quick scan of the bytes (strings skipped, containers counted, nothing decoded) that
/// trusts nothing: the parser takes the helper's layers only when it reaches the very array and
/// entry the plan names, at the same depths (`SplitLoader.claim`), and reads them itself otherwise.
struct SplitPlan {
  /// The offset of the array's `[`.
  let arrayStart: Int
  /// The index of the first entry the helper reads, and the offset of its `{`.
  let index: Int
  let start: Int
  /// The parser's nesting depth inside the array, and the depth of the array's layers (the
  /// document's `layers` are 1).
  let jsonDepth: Int
  let layerDepth: Int
  /// The path from the document to the array (`layers`, `[0]`, `sublayers`).
  let steps: [PathLink.Step]

  /// How much of the document the helper should read: about two fifths, as it begins after the
  /// scan (measured on the 100,000-layer scene: at 0.45 the parser waited 40-70 ms for it).
  static let share = 0.38
  /// The least share worth a thread.
  static let leastShare = 0.2
  /// How deep arrays of layers are looked for (the document's `layers` are 1).
  static let deepestLayers = 3

  /// The best split of `bytes`, or `nil` when no array of layer entries holds enough of it.
  static func find(in bytes: [UInt8]) -> SplitPlan? {
    var best: (plan: SplitPlan, miss: Int)?
    let total = bytes.count
    var scan = SplitScan()
    bytes.withUnsafeBufferPointer { b in
      scan.run(b) { array, depth in
        // Every entry an object: the helper reads only layer entries.
        guard array.entries.count > 1, !array.other else { return }
        for k in 1..<array.entries.count {
          let after = array.end - array.entries[k]
          guard Double(after) >= Double(total) * leastShare else { continue }
          let miss = abs(after - Int(Double(total) * share))
          guard best == nil || miss < best!.miss else { continue }
          let plan = SplitPlan(
            arrayStart: array.start, index: k, start: array.entries[k], jsonDepth: depth,
            layerDepth: array.layerDepth, steps: array.steps)
          best = (plan, miss)
        }
      }
    }
    return best?.plan
  }
}

/// The scan behind `SplitPlan.find`: one pass over the bytes with a stack of open containers.
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
  }

  /// An array of layer entries, once closed.
  struct LayerArray {
    var start = 0, end = 0
    var layerDepth = 0
    /// The offset of each entry.
    var entries: [Int] = []
    /// Whether some entry is not an object.
    var other = false
    var steps: [PathLink.Step] = []
  }

  private var stack: [Container] = []
  private var open: [LayerArray] = []
  /// Whether the open container is an array whose next value has not begun.
  private var expecting = false

  private static let layersKey = Array("layers".utf8), sublayersKey = Array("sublayers".utf8)

  /// Scans `b`, calling `found` with each array of layer entries (up to
  /// `SplitPlan.deepestLayers` deep) as it closes, with the parser's depth inside it.
  mutating func run(_ b: UnsafeBufferPointer<UInt8>, found: (LayerArray, Int) -> Void) {
    SplitScan.structural.withUnsafeBufferPointer { structural in run(b, structural, found) }
  }

  private mutating func run(
    _ b: UnsafeBufferPointer<UInt8>, _ structural: UnsafeBufferPointer<Bool>,
    _ found: (LayerArray, Int) -> Void
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
        o.layerDepth = inLayers ? stack[t].layerDepth : 0
        stack.append(o)
      case UInt8(ascii: "["):
        let index = t >= 0 && !stack[t].isObject ? stack[t].count : -1
        if expecting { value(at: i, object: false) }
        var a = Container(isObject: false)
        a.index = index
        if t >= 0, stack[t].isObject, stack[t].keyOpensLayers {
          a.layers = true
          a.layerDepth = t == 0 ? 1 : stack[t].layerDepth + 1
        }
        stack.append(a)
        expecting = true
        if a.layers, a.layerDepth <= SplitPlan.deepestLayers {
          open.append(LayerArray(start: i, layerDepth: a.layerDepth, steps: steps()))
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        expecting = false
        guard let top = stack.popLast() else { return }
        if top.layers, top.layerDepth <= SplitPlan.deepestLayers, var array = open.popLast() {
          array.end = i
          found(array, stack.count + 1)
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
    guard stack[t].layers, stack[t].layerDepth <= SplitPlan.deepestLayers, !open.isEmpty else { return }
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
