/// A set of scene keys as bits, one a key: the keys an object has, or the keys it may have.
package struct SceneKeySet: Equatable, Sendable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  init() {}

  /// The set of `keys`.
  init<S: Sequence<SceneKey>>(_ keys: S) {
    for key in keys { insert(key) }
  }

  /// Adds `key`; whether it was not there before.
  @discardableResult
  mutating func insert(_ key: SceneKey) -> Bool {
    let (word, bit) = (key.number >> 6, UInt64(1) << UInt64(key.number & 63))
    let had: Bool
    switch word {
    case 0: (had, words.0) = (words.0 & bit != 0, words.0 | bit)
    case 1: (had, words.1) = (words.1 & bit != 0, words.1 | bit)
    case 2: (had, words.2) = (words.2 & bit != 0, words.2 | bit)
    default: (had, words.3) = (words.3 & bit != 0, words.3 | bit)
    }
    return !had
  }

  /// Whether `key` is in the set.
  @inline(__always)
  func contains(_ key: SceneKey) -> Bool {
    let bit = UInt64(1) << UInt64(key.number & 63)
    switch key.number >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }

  /// Whether the set and `other` have a key in common.
  func intersects(_ other: SceneKeySet) -> Bool {
    words.0 & other.words.0 != 0 || words.1 & other.words.1 != 0 || words.2 & other.words.2 != 0
      || words.3 & other.words.3 != 0
  }

  /// Whether every key of the set is in `other`.
  func isSubset(of other: SceneKeySet) -> Bool {
    words.0 & ~other.words.0 == 0 && words.1 & ~other.words.1 == 0 && words.2 & ~other.words.2 == 0
      && words.3 & ~other.words.3 == 0
  }

  package static func == (a: SceneKeySet, b: SceneKeySet) -> Bool {
    a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
  }
}

/// The scene keys by spelling, for the parser: a key's bytes to its `SceneKey` with one hash and one
/// comparison, without making a `String`.
enum SceneKeyTable {
  private static let slotCount = 512
  /// Each slot holds a key's number + 1, or 0 when empty (open addressing, probed in order).
  private static let slots: [UInt8] = {
    precondition(SceneKey.allCases.count < 256 && SceneKey.allCases.count * 2 < slotCount)
    var slots = [UInt8](repeating: 0, count: slotCount)
    for key in SceneKey.allCases {
      let spelling = Array(key.rawValue.utf8)
      var i = Int(hash(spelling, 0..<spelling.count)) & (slotCount - 1)
      while slots[i] != 0 { i = (i + 1) & (slotCount - 1) }
      slots[i] = UInt8(key.number + 1)
    }
    return slots
  }()
  /// Every key's spelling, one after the other, and where each starts (by number; one more entry
  /// for the end of the last): one array, no array a key.
  private static let spellings: (bytes: [UInt8], starts: [Int]) = {
    var (bytes, starts) = ([UInt8](), [0])
    for key in SceneKey.allCases {
      bytes += Array(key.rawValue.utf8)
      starts.append(bytes.count)
    }
    return (bytes, starts)
  }()
  /// Each key, by number.
  private static let keys: [SceneKey] = SceneKey.allCases

  /// FNV-1a, a byte at a time (keys are short; this is a few cycles a byte): the hash of no bytes.
  static let hashSeed: UInt32 = 2_166_136_261

  /// The hash `h` of some bytes followed by `byte`.
  @inline(__always)
  static func hash(_ h: UInt32, _ byte: UInt8) -> UInt32 { (h ^ UInt32(byte)) &* 16_777_619 }

  private static func hash(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
    var h = hashSeed
    for i in range { h = hash(h, bytes[i]) }
    return h
  }

  /// The key spelt by `bytes[range]` (UTF-8, unescaped), or `nil` when the format has no such key;
  /// `hash` is the bytes' hash when the caller has it already.
  static func key(_ bytes: [UInt8], _ range: Range<Int>, hash: UInt32? = nil) -> SceneKey? {
    var i = Int(hash ?? self.hash(bytes, range)) & (slotCount - 1)
    while true {
      let slot = slots[i]
      if slot == 0 { return nil }
      if matches(Int(slot) - 1, bytes, range) { return keys[Int(slot) - 1] }
      i = (i + 1) & (slotCount - 1)
    }
  }

  /// The key spelt `spelling`, or `nil` when the format has no such key.
  static func key(_ spelling: String) -> SceneKey? {
    let bytes = Array(spelling.utf8)
    return key(bytes, 0..<bytes.count)
  }

  /// Whether key number `number` is spelt `bytes[range]`.
  private static func matches(_ number: Int, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let (spelt, starts) = spellings
    var i = starts[number]
    guard starts[number + 1] - i == range.count else { return false }
    for j in range {
      guard spelt[i] == bytes[j] else { return false }
      i += 1
    }
    return true
  }
}
