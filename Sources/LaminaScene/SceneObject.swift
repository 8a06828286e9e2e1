/// A JSON object of a scene, its members looked up by key.
///
/// Building a layer asks for many keys a layer seldom has (a layer entry has a handful of the
/// hundred or so keys there are), so a lookup first tests a 64-bit filter of the keys present —
/// one bit per key from its length and first byte — and compares strings only when the
/// bit is set. No dictionary is built and no key is hashed.
package struct SceneObject {
  private let members: JSONObject
  /// The object's place, the parent of its members' paths.
  let link: PathLink
  private let filter: UInt64

  init(_ members: JSONObject, link: PathLink) {
    self.members = members
    self.link = link
    var filter: UInt64 = 0
    for (key, _) in members { filter |= SceneObject.bit(key) }
    self.filter = filter
  }

  private static func bit(_ key: String) -> UInt64 {
    let utf8 = key.utf8
    let h = utf8.count &* 11 &+ Int(utf8.first ?? 0)
    return 1 << UInt64(h & 63)
  }

  /// The member `key`, if the object has it.
  package subscript(key: String) -> SceneNode? {
    guard filter & SceneObject.bit(key) != 0 else { return nil }
    for (k, v) in members where k == key { return SceneNode(v, parent: link, step: .key(k)) }
    return nil
  }

  /// The member `key`, or an error at `parent` saying it is missing.
  package func required(_ key: String, in parent: SceneNode) throws(SceneError) -> SceneNode {
    guard let v = self[key] else { throw parent.fail("missing required key \"\(key)\"") }
    return v
  }

  /// Frees the members (see `JSONObject.release`): the builder's last use of a layer's object.
  func release() { members.release() }

  /// The items of the array member `key`, taken out of the object so that each can be freed as soon
  /// as it is used (see `SceneItems`), or `nil` when there is no such member; an error when it is no
  /// array.
  func takeItems(_ key: String) throws(SceneError) -> SceneItems? {
    guard filter & SceneObject.bit(key) != 0, let value = members.take(key) else { return nil }
    guard let items = value.items else {
      throw SceneNode(value, parent: link, step: .key(key)).fail("expected an array, got \(value.kind)")
    }
    return SceneItems(items: items, link: PathLink(parent: link, step: .key(key)))
  }

  /// How many members the object has.
  package var count: Int { members.count }

  /// The first member, if any (without making the list of all).
  package var first: (key: String, value: SceneNode)? {
    guard let (key, value) = members.first else { return nil }
    return (key, SceneNode(value, parent: link, step: .key(key)))
  }

  /// The members in the file's order.
  package var all: [(key: String, value: SceneNode)] {
    members.map { ($0.key, SceneNode($0.value, parent: link, step: .key($0.key))) }
  }
}

/// The items of an array taken out of its object, handed out one at a time: each is dropped from
/// the array as it is handed out, so once its user is done with it nothing holds it.
struct SceneItems {
  private var items: [JSONValue]
  private let link: PathLink

  init(items: [JSONValue], link: PathLink) {
    self.items = items
    self.link = link
  }

  /// Calls `body` with each item in order, releasing the array's hold on it first.
  mutating func forEach(_ body: (SceneNode) throws(SceneError) -> Void) throws(SceneError) {
    for i in items.indices {
      let node = SceneNode(items[i], parent: link, step: .index(i))
      items[i] = .null
      try body(node)
    }
  }
}

/// A long list of allowed keys with a set for checking them (the list is kept for error messages).
package struct AllowedKeys: Sendable {
  let list: [String]
  let set: Set<String>

  package init(_ list: [String]) {
    self.list = list
    set = Set(list)
  }
}

/// One step of a path in the document, linked to the steps before it.
final class PathLink: Sendable {
  /// A key, an index, or a whole path given up front.
  enum Step: Sendable {
    case base(String)
    case key(String)
    case index(Int)
  }

  let parent: PathLink?
  let step: Step

  init(parent: PathLink?, step: Step) {
    self.parent = parent
    self.step = step
  }

  /// The path of `step` after `parent`: `layers[2].transform`.
  static func spell(_ parent: PathLink?, _ step: Step) -> String {
    var steps = [step]
    var link = parent
    while let l = link {
      steps.append(l.step)
      link = l.parent
    }
    var path = ""
    for step in steps.reversed() {
      switch step {
      case .base(let base): path = base
      case .key(let key): path = path.isEmpty ? key : "\(path).\(key)"
      case .index(let i): path += "[\(i)]"
      }
    }
    return path
  }
}
