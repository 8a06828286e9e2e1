// Strings and keys: the common ASCII case straight from the bytes, escapes and UTF-8 checked.
extension JSONParser {
  /// A member's key, with the scene key it spells when the format knows it. A known key spelt
  /// without escapes (nearly every key of a scene) is matched on the file's bytes: no `String` is
  /// decoded, the key's own spelling is used.
  mutating func memberKey() throws(SceneError) -> (String, SceneKey?) {
    var end = index + 1
    var hash = SceneKeyTable.hashSeed  // hashed on the way, for the table
    while end < bytes.count, end - index <= 64 {
      let c = bytes[end]
      if c == UInt8(ascii: "\"") {
        guard let known = SceneKeyTable.key(bytes, index + 1..<end, hash: hash) else { break }
        index = end + 1
        return (known.rawValue, known)
      }
      if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { break }
      hash = SceneKeyTable.hash(hash, c)
      end += 1
    }
    let key = try string()
    return (key, SceneKeyTable.key(key))
  }

  mutating func string() throws(SceneError) -> String {
    let start = index
    index += 1
    // Most strings are short ASCII without escapes: taken straight from the bytes.
    var end = index
    while end < bytes.count, end - index <= maximumStringBytes {
      let c = bytes[end]
      if c == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 1
        return text
      }
      if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { break }
      end += 1
    }
    var out = [UInt8]()
    while true {
      guard out.count <= maximumStringBytes else {
        index = start
        throw error("string longer than \(maximumStringBytes) bytes, the limit")
      }
      guard let c = current else { throw error("unterminated string") }
      index += 1
      switch c {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &out)
      case 0..<0x20:
        index -= 1
        throw error("control character in a string; escape it")
      case 0x80...:
        index -= 1
        let length = utf8SequenceLength()
        guard length > 0 else { throw error("invalid UTF-8 in a string; the file must be UTF-8") }
        out.append(contentsOf: bytes[index..<index + length])
        index += length
      default:
        out.append(c)
      }
    }
  }

  /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF), or 0 when it is not one.
  private func utf8SequenceLength() -> Int {
    let lead = bytes[index]
    let (length, second): (Int, ClosedRange<UInt8>)
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return 0
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
    return bytes[index + 2..<index + length].allSatisfy { $0 & 0xC0 == 0x80 } ? length : 0
  }

  private mutating func escape(into out: inout [UInt8]) throws(SceneError) {
    guard let e = current else { throw error("unterminated escape") }
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let s = simple[e] {
      out.append(s)
      return
    }
    guard e == UInt8(ascii: "u") else { throw error("invalid escape '\\\(Unicode.Scalar(e))'") }
    var scalar = try hex4()
    if (0xD800..<0xDC00).contains(scalar) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("unpaired surrogate in \\u escape") }
      index += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in \\u escape") }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
    out.append(contentsOf: Array(String(Character(u)).utf8))
  }

  private mutating func hex4() throws(SceneError) -> UInt32 {
    guard bytes.count - index >= 4,
      bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits after \\u") }
    index += 4
    return v
  }
}
