/// Finding a value's line and column from its JSON path, for errors raised after parsing.
///
/// The parsed document keeps no positions (that would cost every value of every scene); an error is
/// rare, so its position is found again from the bytes when it is raised: the path is followed from
/// the top, skipping the values it does not enter.
extension JSONParser {
  /// The line and column where the value at `path` (as `SceneNode` writes paths: `layers[2].frame`,
  /// empty or `(top level)` for the document) starts in `bytes`, or `nil` when the path is not
  /// one of the document's.
  package static func position(of path: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    var rest = path == "(top level)" ? Substring() : Substring(path)
    while true {
      parser.skipWhitespace()
      if rest.isEmpty { return lineAndColumn(of: parser.index, in: bytes) }
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let n = Int(rest[rest.index(after: rest.startIndex)..<close]),
          parser.enterItem(n)
        else { return nil }
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == ".", parser.current == UInt8(ascii: "{") { rest = rest.dropFirst() }
        guard let key = parser.enterMember(matchingStartOf: rest) else { return nil }
        rest = rest.dropFirst(key.count)
      }
    }
  }

  /// Moves to the start of item `n` of the array that starts here; false when there is none.
  private mutating func enterItem(_ n: Int) -> Bool {
    guard current == UInt8(ascii: "[") else { return false }
    index += 1
    for _ in 0..<n {
      guard (try? value()) != nil else { return false }
      skipWhitespace()
      guard current == UInt8(ascii: ",") else { return false }
      index += 1
    }
    skipWhitespace()
    return current != UInt8(ascii: "]")
  }

  /// Moves to the value of the first member of the object that starts here whose key begins `path`
  /// and is followed there by the end, `.` or `[`; returns that key, or `nil` when none is.
  private mutating func enterMember(matchingStartOf path: Substring) -> String? {
    guard current == UInt8(ascii: "{") else { return nil }
    index += 1
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\""), let key = try? string() else { return nil }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      if path.hasPrefix(key) {
        let after = path.dropFirst(key.count)
        if after.isEmpty || after.first == "." || after.first == "[" { return key }
      }
      guard (try? value()) != nil else { return nil }
      skipWhitespace()
      guard current == UInt8(ascii: ",") else { return nil }
      index += 1
    }
  }
}
