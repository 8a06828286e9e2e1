/// The scan behind `SplitMap.find`: one pass over the bytes with a stack of open containers, eight
/// bytes at a time to the next that may open, close or separate (a word's bytes tested at once:
/// most bytes are digits, and a test per byte mispredicted its branch every few bytes).
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
    /// The number of values begun so far in a mapped array of layers.
    var count = 0
    /// The index of this container in its parent array when that is a mapped array of layers (-1
    /// under a key).
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
  /// Whether the open container is a mapped array of layers whose next value has not begun.
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
    guard let base = b.baseAddress else { return }
    stack.reserveCapacity(64)
    while i < n {
      // Skipped a word at a time, unless a value of a mapped array is awaited (noted at its byte).
      if !expecting, n - i >= 8 {
        let m = SplitScan.candidates(
          UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
        if m == 0 {
          i += 8
          continue
        }
        i += m.trailingZeroBitCount >> 3
      }
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
        i = SplitScan.stringEnd(b, from: s)
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
        // Only the values of mapped arrays are noted (most arrays are numbers: nothing to note).
        expecting = a.layers && a.layerDepth <= SplitMap.deepestLayers
        if expecting {
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
        } else if stack[t].layers, stack[t].layerDepth <= SplitMap.deepestLayers {
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

  /// The offset of the quote that ends the string whose content begins at `s` (escaped quotes
  /// skipped), or past the end.
  static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, from s: Int) -> Int {
    var i = s
    let n = b.count
    while i < n {
      if n - i >= 8 {
        let w = UInt64(littleEndian: UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self))
        let m = zeroBytes(w ^ 0x2222_2222_2222_2222) | zeroBytes(w ^ 0x5C5C_5C5C_5C5C_5C5C)
        if m == 0 {
          i += 8
          continue
        }
        i += m.trailingZeroBitCount >> 3
      }
      if b[i] == UInt8(ascii: "\"") { return i }
      i += b[i] == UInt8(ascii: "\\") ? 2 : 1
    }
    return i
  }

  /// The high bit of each byte of `w` that may be a quote, comma or bracket (or `Y`, `_`, `y`, DEL,
  /// which share the brackets' bits outside 0x26; the byte itself is looked at after).
  static func candidates(_ w: UInt64) -> UInt64 {
    zeroBytes(w ^ 0x2222_2222_2222_2222) | zeroBytes(w ^ 0x2C2C_2C2C_2C2C_2C2C)
      | zeroBytes((w & 0xD9D9_D9D9_D9D9_D9D9) ^ 0x5959_5959_5959_5959)
  }

  /// The high bit of each byte of `x` that is zero (exact: no carry crosses a byte).
  static func zeroBytes(_ x: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((x & low) &+ low) | x | low)
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
