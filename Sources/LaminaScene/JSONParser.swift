import Foundation

/// A strict JSON parser (RFC 8259) that reports errors by line and column, refuses duplicate keys,
/// and limits nesting so no input can exhaust the stack.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 512

  let bytes: [UInt8]
  var index = 0
  var depth = 0
  var maximumStringBytes = Int.max
  // Members, keys and items of the objects and arrays being read, nested ones above their parents':
  // each object or array is copied out once, at its exact size, instead of growing arrays of its own.
  private let memberStack = JSONStack<JSONObject.Member>()
  let itemStack = JSONStack<JSONValue>()
  // The keys of the objects being read that the scene format does not know, for the duplicate check
  // (kept apart from the members so that reading one does not copy, retain and release its value).
  private let keyStack = JSONStack<String>()

  /// Parses one complete JSON document whose strings (keys included) are at most
  /// `maximumStringBytes` long in UTF-8.
  package static func parse(_ bytes: [UInt8], maximumStringBytes: Int = .max) throws(SceneError) -> JSONValue
  {
    var parser = JSONParser(bytes: bytes)
    parser.maximumStringBytes = maximumStringBytes
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    let value = try parser.value()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the document") }
    return value
  }

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ message: String) -> SceneError {
    let (line, column) = JSONParser.lineAndColumn(of: index, in: bytes)
    return SceneError(location: "", message: message, line: line, column: column)
  }

  /// The line and column (from 1; columns count Unicode scalars) of byte `offset` of `bytes`.
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var (line, column) = (1, 1)
    for b in bytes[..<min(offset, bytes.count)] {
      if b == 0x0A {
        line += 1
        column = 1
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func value() throws(SceneError) -> JSONValue {
    skipWhitespace()
    guard let c = current else { throw error("unexpected end of the file; expected a value") }
    switch c {
    case UInt8(ascii: "{"): return try nested { (p: inout JSONParser) throws(SceneError) in try p.object() }
    case UInt8(ascii: "["): return try nested { (p: inout JSONParser) throws(SceneError) in try p.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error("unexpected character '\(Unicode.Scalar(c))'; expected a value")
    }
  }

  mutating func nested(
    _ body: (inout JSONParser) throws(SceneError) -> JSONValue
  ) throws(SceneError) -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    guard depth <= JSONParser.maximumDepth else {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
    return try body(&self)
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(SceneError) -> JSONValue {
    let w = Array(word.utf8)
    guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
      throw error("invalid literal; expected \(word)")
    }
    index += w.count
    return value
  }

  /// The object at `{`.
  mutating func object() throws(SceneError) -> JSONValue {
    index += 1
    let (base, keyBase) = (memberStack.count, keyStack.count)
    defer {
      memberStack.drop(to: base)
      keyStack.drop(to: keyBase)
    }
    // Duplicate keys: a bit a key for the keys the scene format knows (all of a valid scene's but
    // layout metrics' names); for others, a linear scan while they are few, a set beyond.
    var seenKnown = SceneKeySet()
    var seen: Set<String>? = nil
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(JSONObject.make(movingFrom: memberStack, base: base, keys: SceneKeySet(), others: false))
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
      let start = index
      let (key, known) = try memberKey()
      let isNew: Bool
      if let known {
        isNew = seenKnown.insert(known)
      } else {
        if seen == nil, keyStack.count - keyBase >= 16 {
          seen = Set((keyBase..<keyStack.count).map { keyStack[$0] })
        }
        isNew = seen?.insert(key).inserted ?? !hasKey(key, from: keyBase)
        keyStack.push(key)
      }
      guard isNew else {
        index = start
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
      index += 1
      let member = try value()
      memberStack.push((key, member, known))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(
          JSONObject.make(
            movingFrom: memberStack, base: base, keys: seenKnown, others: keyStack.count > keyBase))
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  /// Whether the object whose other keys start at `base` of the key stack has `key` so far.
  private func hasKey(_ key: String, from base: Int) -> Bool {
    for i in base..<keyStack.count where keyStack[i] == key { return true }
    return false
  }

  /// The array at `[`; an array of numbers only is kept as `.numbers`.
  mutating func array() throws(SceneError) -> JSONValue {
    index += 1
    let base = itemStack.count
    defer { itemStack.drop(to: base) }
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    var allNumbers = true
    while true {
      skipWhitespace()
      let next = try value()
      if allNumbers, case .number = next {} else { allNumbers = false }
      itemStack.push(next)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        let n = itemStack.count - base
        guard allNumbers else { return .array(itemStack.takeTop(from: base)) }
        return .numbers(
          JSONNumbers(count: n) { out in
            for i in 0..<n {
              guard case .number(let v) = itemStack[base + i] else { continue }
              out[i] = v
            }
          })
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func number() throws(SceneError) -> Double {
    let start = index
    // The digits are checked against JSON's grammar and gathered into the significand in one pass.
    var n = JSONNumber()
    func digits(_ p: inout JSONParser, _ n: inout JSONNumber, fraction: Bool) -> Int {
      let s = p.index
      while p.index < p.bytes.count {
        let d = p.bytes[p.index] &- UInt8(ascii: "0")
        guard d < 10 else { break }
        n.append(d, fraction: fraction)
        p.index += 1
      }
      return p.index - s
    }
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self, &n, fraction: false) == 0 {
      throw error("invalid number; expected a digit")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self, &n, fraction: true) > 0 else {
        throw error("invalid number; expected a digit after '.'")
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      let negative = current == UInt8(ascii: "-")
      if negative || current == UInt8(ascii: "+") { index += 1 }
      var e = 0
      let s = index
      while let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        e = min(e * 10 + Int(c - UInt8(ascii: "0")), 100_000)
        index += 1
      }
      guard index > s else { throw error("invalid number; expected a digit in the exponent") }
      n.exponent += negative ? -e : e
    }
    if let v = n.value(negative: bytes[start] == UInt8(ascii: "-")) { return v }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let v = Double(text) else { throw error("invalid number \(text)") }
    return v
  }
}
