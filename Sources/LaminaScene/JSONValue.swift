import Foundation

/// A parsed JSON document. Objects keep their key order so errors and dumps follow the file.
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// An array whose items are all numbers, as the parser gives it: 8 bytes an item, not a value
  /// each (bounds, points and matrices are most of a scene file's arrays). Equal to the `.array`
  /// of the same numbers.
  case numbers([Double])
  case object([(key: String, value: JSONValue)])

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

extension JSONValue {
  /// Takes `value` and frees it on a new thread: releasing a document of 100,000 objects costs about
  /// a tenth of reading it, which the caller need not wait for.
  static func releaseInBackground(_ value: inout JSONValue?) {
    guard let taken = value.take() else { return }
    let box = Disposal(consume taken)
    Thread.detachNewThread { box.value = nil }
  }
}

/// The only reference to a document being freed, handed to the thread that frees it.
private final class Disposal: @unchecked Sendable {
  var value: JSONValue?
  init(_ value: consuming JSONValue) { self.value = value }
}
