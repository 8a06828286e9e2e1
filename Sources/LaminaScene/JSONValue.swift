import Foundation
import Lamina

/// A parsed JSON document. Objects keep their key order so errors and dumps follow the file.
package enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// An array whose items are all numbers, as the parser gives it: 8 bytes an item, not a value
  /// each. Equal to the `.array` of the same numbers.
  case numbers(JSONNumbers)
  case object(JSONObject)

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.numbers(let a), .numbers(let b)): return a == b
    case (.numbers, .array), (.array, .numbers): return lhs.items == rhs.items
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The items of an array (of either form), or `nil` when the value is no array.
  package var items: [JSONValue]? {
    switch self {
    case .array(let items): return items
    case .numbers(let numbers): return numbers.map(JSONValue.number)
    default: return nil
    }
  }

  /// A short name of the value's kind, for error messages ("a string", "an array", …).
  package var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array, .numbers: return "an array"
    case .object: return "an object"
    }
  }
}

/// A JSON object's members in the file's order, kept in one allocation (as an array of them was),
/// but by reference, so that the scene builder can free them as soon as it has built the layer they
/// describe (`release`): a document is then freed while the scene is built, not after it, and the
/// memory a large scene peaks at is its layers', not its layers' and its document's together.
///
/// Only `release` and `take` change it, called by the builder on the one thread that owns the
/// document; the parser makes it whole and nobody reads a layer's object after its layer is built.
package final class JSONObject: ManagedBuffer<
  JSONObjectHeader, (key: String, value: JSONValue, known: SceneKey?)
>
{
  /// One member: a key, its value, and the key as one the scene format knows (`nil` for others).
  package typealias Member = (key: String, value: JSONValue, known: SceneKey?)

  /// An object of the members from `base` to the top of `stack`, moved off it, whose known keys
  /// are `keys` and which has `others` or not (the parser has both from its duplicate check).
  static func make(movingFrom stack: JSONStack<Member>, base: Int, keys: SceneKeySet, others: Bool)
    -> JSONObject
  {
    let n = stack.count - base
    let made = create(minimumCapacity: n) { _ in JSONObjectHeader(count: n, keys: keys, others: others) }
    let object = unsafeDowncast(made, to: JSONObject.self)
    object.withUnsafeMutablePointerToElements { elements in stack.moveTop(from: base, to: elements) }
    return object
  }

  /// The value of the member `key`, taken out (the member holds null afterwards), or `nil`.
  func take(_ key: SceneKey) -> JSONValue? {
    withUnsafeMutablePointers { header, elements in
      for i in 0..<header.pointee.count where elements[i].known == key {
        let taken = elements[i].value
        elements[i].value = .null
        return taken
      }
      return nil
    }
  }

  /// The index of the member whose key is `key`, or `nil`.
  func index(of key: SceneKey) -> Int? {
    withUnsafeMutablePointers { header, elements in
      for i in 0..<header.pointee.count where elements[i].known == key { return i }
      return nil
    }
  }

  /// The set of the members' keys that the scene format knows, and whether it has others.
  var knownKeys: (keys: SceneKeySet, others: Bool) {
    withUnsafeMutablePointerToHeader { ($0.pointee.keys, $0.pointee.others) }
  }

  /// Frees every member (the object is empty afterwards).
  package func release() {
    withUnsafeMutablePointers { header, elements in
      let n = header.pointee.count
      header.pointee = JSONObjectHeader()
      elements.deinitialize(count: n)
    }
  }

  deinit {
    _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
  }
}

extension JSONObject: RandomAccessCollection {
  /// The count, read through a pointer (reading `header` checks exclusive access at run time).
  package var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  package var startIndex: Int { 0 }
  package var endIndex: Int { count }

  package subscript(position: Int) -> Member {
    precondition(position >= 0 && position < count, "member index out of range")
    return withUnsafeMutablePointerToElements { $0[position] }
  }
}

/// What a `JSONObject` keeps before its members: their count and, for lookups without a pass over
/// them, the set of their keys that the scene format knows and whether there are others.
package struct JSONObjectHeader {
  var count = 0
  var keys = SceneKeySet()
  var others = false
}
