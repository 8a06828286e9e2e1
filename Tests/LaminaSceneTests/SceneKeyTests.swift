import Foundation
import Testing

@testable import LaminaScene

/// The numbered keys of the scene format: numbers, the parser's table, and the checks built on them.
@Suite struct SceneKeyTests {
  /// A key's number is its place in the declaration, and every key fits the four words of a set.
  @Test func numbersAreTheDeclarationOrder() {
    for (i, key) in SceneKey.allCases.enumerated() { #expect(key.number == i) }
    #expect(SceneKey.allCases.count <= 256)
  }

  /// Every key is found by its spelling; near misses, prefixes and escaped spellings are not keys.
  @Test func theTableFindsEveryKeyAndNothingElse() {
    for key in SceneKey.allCases { #expect(SceneKeyTable.key(key.rawValue) == key) }
    for other in ["", "bound", "boundsX", "Bounds", "comment", "$commentary", "sublayer", "x ", "é"] {
      #expect(SceneKeyTable.key(other) == nil, "\(other)")
    }
    let bytes = Array(#"{"position":1}"#.utf8)
    #expect(SceneKeyTable.key(bytes, 2..<10) == .position)
    #expect(SceneKeyTable.key(bytes, 2..<9) == nil)
  }

  /// Sets hold keys from every word; a subset test sees a key of any word missing.
  @Test func setsHoldKeysOfEveryWord() {
    let keys = [
      SceneKey.allCases.first!, SceneKey.allCases[70], SceneKey.allCases[140], SceneKey.allCases.last!,
    ]
    var set = SceneKeySet()
    for key in keys {
      let inserted = set.insert(key)
      #expect(inserted)
    }
    let again = set.insert(keys[1])
    #expect(!again)
    for key in SceneKey.allCases { #expect(set.contains(key) == keys.contains(key)) }
    #expect(set.isSubset(of: SceneKeySet(SceneKey.allCases)))
    #expect(!SceneKeySet(SceneKey.allCases).isSubset(of: set))
    for key in keys { #expect(!set.isSubset(of: SceneKeySet(keys.filter { $0 != key }))) }
  }

  /// Keys are found however the file spells them: an escaped key is the same key (and a duplicate
  /// of its plain spelling), an unknown key is reported with its spelling, in the file's order.
  @Test func escapedAndUnknownKeys() throws {
    let escaped = try JSONParser.parse(Array(#"{"\u0062ounds": [0, 0, 1, 1]}"#.utf8))
    guard case .object(let members) = escaped else { throw SceneError(location: "", message: "no object") }
    #expect(members[0].known == .bounds && members[0].key == "bounds")
    #expect(throws: SceneError.self) { try JSONParser.parse(Array(#"{"bounds": 1, "\u0062ounds": 2}"#.utf8)) }
    #expect(throws: SceneError.self) { try JSONParser.parse(Array(#"{"zz": 1, "zz": 2}"#.utf8)) }
    let node = SceneNode(
      try JSONParser.parse(Array(#"{"x": 1, "zz": 2, "y": 3, "width": 4}"#.utf8)), path: "p")
    let error = try #require(throws: SceneError.self) { try node.object(allowing: [.x, .y]) }
    #expect(error.location == "p.zz")
    #expect(error.message == #"unknown key "zz"; expected one of: x, y"#)
    let second = try #require(throws: SceneError.self) {
      try SceneNode(try JSONParser.parse(Array(#"{"x": 1, "width": 4}"#.utf8)), path: "").object(allowing: [
        .y, .x,
      ])
    }
    #expect(second.location == "width" && second.message == #"unknown key "width"; expected one of: y, x"#)
  }
}
