/// A JSON object of a scene, its members looked up by key.
///
/// Building a layer asks for many keys a layer seldom has (a layer entry has a handful of the
/// hundred or so keys there are), so the parser numbers the keys the format knows (`SceneKey`) and
/// a lookup tests one bit of the set of the object's keys; only a key that is there is searched
/// for, by number. No dictionary is built, no key is hashed or compared as a string.
package struct SceneObject {
  private let members: JSONObject
  /// The object's place, the parent of its members' paths.
  let link: PathLink
  /// The object's keys that the format knows.
  private let keys: SceneKeySet
  /// Whether it has keys the format does not know (layout metrics' names, or mistakes).
  private let hasOtherKeys: Bool

  init(_ members: JSONObject, link: PathLink) {
    self.members = members
    self.link = link
    (keys, hasOtherKeys) = members.knownKeys
  }

  /// The member `key`, if the object has it.
  @inline(__always)
  subscript(key: SceneKey) -> SceneNode? {
    guard keys.contains(key), let i = members.index(of: key) else { return nil }
    return SceneNode(members[i].value, parent: link, step: .known(key))
  }

  /// The member `key`, or an error at `parent` saying it is missing.
  func required(_ key: SceneKey, in parent: SceneNode) throws(SceneError) -> SceneNode {
    guard let v = self[key] else { throw parent.fail("missing required key \"\(key.rawValue)\"") }
    return v
  }

  /// The first of `keys` (in their list's order) that the object has, if any.
  func firstKey(of keys: AllowedKeys) -> SceneKey? {
    guard self.keys.intersects(keys.set) else { return nil }
    return keys.list.first { self.keys.contains($0) }
  }

  /// The first member whose key is not in `allowed`, if any (in the file's order).
  func firstMember(notIn allowed: SceneKeySet) -> (key: String, value: SceneNode)? {
    guard hasOtherKeys || !keys.isSubset(of: allowed) else { return nil }
    for (k, v, known) in members where known.map({ !allowed.contains($0) }) ?? true {
      return (k, SceneNode(v, parent: link, step: .key(k)))
    }
    return nil
  }

  /// Frees the members (see `JSONObject.release`): the builder's last use of a layer's object.
  func release() { members.release() }

  /// The items of the array member `key`, taken out of the object so that each can be freed as soon
  /// as it is used (see `SceneItems`), or `nil` when there is no such member; an error when it is no
  /// array.
  func takeItems(_ key: SceneKey) throws(SceneError) -> SceneItems? {
    guard keys.contains(key), let value = members.take(key) else { return nil }
    guard let items = value.items else {
      throw SceneNode(value, parent: link, step: .known(key)).fail(
        "expected an array, got \(value.kind)")
    }
    return SceneItems(items: items, link: PathLink(parent: link, step: .known(key)))
  }

  /// How many members the object has.
  package var count: Int { members.count }

  /// The first member, if any (without making the list of all).
  package var first: (key: String, value: SceneNode)? {
    guard let (key, value, _) = members.first else { return nil }
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

/// A list of allowed keys made once, with its set (the list is kept, in its order, for messages).
struct AllowedKeys: Sendable {
  let list: [SceneKey]
  let set: SceneKeySet

  init(_ list: [SceneKey]) {
    self.list = list
    set = SceneKeySet(list)
  }
}

/// One step of a path in the document, linked to the steps before it.
final class PathLink: Sendable {
  /// A key, an index, or a whole path given up front.
  enum Step: Sendable {
    case base(String)
    case key(String)
    /// A key of the scene format (spelt only when the path is).
    case known(SceneKey)
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
      case .known(let key): path = path.isEmpty ? key.rawValue : "\(path).\(key.rawValue)"
      case .index(let i): path += "[\(i)]"
      }
    }
    return path
  }
}
