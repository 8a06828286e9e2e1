import Foundation
import Lamina
import LaminaRender

/// A JSON value with its path in the document, so every error can say where it is.
///
/// The path is kept as a chain of steps (keys and indices) up to the document, and spelled out
/// only when it is read, for an error: most values never need it.
package struct SceneNode {
  package let value: JSONValue
  /// The steps to the parent; `nil` for the document and for nodes made with `init(_:path:)`.
  private let parent: PathLink?
  private let step: PathLink.Step
  /// The node's own link, when it was made with one (a layer entry the parser has linked already).
  private let ownLink: PathLink?

  package init(_ value: JSONValue, path: String) {
    self.value = value
    parent = nil
    step = .base(path)
    ownLink = nil
  }

  init(_ value: JSONValue, parent: PathLink, step: PathLink.Step) {
    self.value = value
    self.parent = parent
    self.step = step
    ownLink = nil
  }

  /// The node at `link` (which its children's paths then share, instead of a link of their own).
  init(_ value: JSONValue, link: PathLink) {
    self.value = value
    parent = link.parent
    step = link.step
    ownLink = link
  }

  /// This node as the parent of its children's paths.
  var link: PathLink { ownLink ?? PathLink(parent: parent, step: step) }

  /// Where the value is: `layers[2].transform`, or empty for the document.
  package var path: String { PathLink.spell(parent, step) }

  package func fail(_ message: String) -> SceneError {
    let path = self.path
    return SceneError(location: path.isEmpty ? "(top level)" : path, message: message)
  }

  /// The members of an object, after checking that every key is one of `allowed`.
  func object(allowing allowed: [SceneKey]) throws(SceneError) -> SceneObject {
    try object(allowing: AllowedKeys(allowed))
  }

  /// The members of an object, after checking that every key is one of `allowed` (made once, for
  /// the lists used often: a layer's keys).
  func object(allowing allowed: AllowedKeys) throws(SceneError) -> SceneObject {
    let object = try anyObject()
    if let (key, v) = object.firstMember(notIn: allowed.set) {
      throw v.fail(Suggestion.unknown("key", key, among: allowed.list.map(\.rawValue)))
    }
    return object
  }

  /// The members of an object, whatever its keys (for keys the file chooses: layout metrics).
  package func anyObject() throws(SceneError) -> SceneObject {
    guard case .object(let members) = value else { throw fail("expected an object, got \(value.kind)") }
    return SceneObject(members, link: link)
  }

  package func array() throws(SceneError) -> [SceneNode] {
    guard let items = value.items else { throw fail("expected an array, got \(value.kind)") }
    let link = self.link
    return items.enumerated().map { SceneNode($0.element, parent: link, step: .index($0.offset)) }
  }

  package func string() throws(SceneError) -> String {
    guard case .string(let s) = value else { throw fail("expected a string, got \(value.kind)") }
    return s
  }

  package func bool() throws(SceneError) -> Bool {
    guard case .bool(let b) = value else { throw fail("expected true or false, got \(value.kind)") }
    return b
  }

  /// A finite number, optionally within `range`.
  package func number(in range: ClosedRange<Double>? = nil, _ what: String = "a number") throws(SceneError)
    -> CGFloat
  {
    guard case .number(let n) = value else { throw fail("expected \(what), got \(value.kind)") }
    guard n.isFinite else { throw fail("expected a finite number, got \(n)") }
    if let range, !range.contains(n) { throw fail("expected \(what), got \(format(n))") }
    return CGFloat(n)
  }

  /// Exactly `count` finite numbers in an array.
  package func numbers(_ count: Int, _ what: String) throws(SceneError) -> [CGFloat] {
    // The common case without a node per item: the right count of finite numbers.
    if case .numbers(let values) = value, values.count == count, values.allSatisfy(\.isFinite) {
      return values.map { CGFloat($0) }
    }
    let items = try array()
    guard items.count == count else {
      throw fail(
        "expected \(what) (an array of \(count) numbers), got \(items.count) item\(items.count == 1 ? "" : "s")"
      )
    }
    var out: [CGFloat] = []
    for item in items { out.append(try item.number()) }
    return out
  }

  /// A point: `[x, y]` or `{"x": …, "y": …}`.
  package func point() throws(SceneError) -> CGPoint {
    if case .object = value {
      let o = try object(allowing: SceneNode.pointKeys)
      return CGPoint(x: try o.required(.x, in: self).number(), y: try o.required(.y, in: self).number())
    }
    // The common case without a node per item: two finite numbers.
    if case .numbers(let v) = value, v.count == 2, v[0].isFinite, v[1].isFinite {
      return CGPoint(x: v[0], y: v[1])
    }
    let n = try numbers(2, "a point [x, y]")
    return CGPoint(x: n[0], y: n[1])
  }

  /// A rectangle with a non-negative size: `[x, y, width, height]` or an object with those keys.
  package func rect() throws(SceneError) -> CGRect {
    let r: CGRect
    if case .object = value {
      let o = try object(allowing: SceneNode.rectKeys)
      r = CGRect(
        x: try o.required(.x, in: self).number(), y: try o.required(.y, in: self).number(),
        width: try o.required(.width, in: self).number(), height: try o.required(.height, in: self).number()
      )
    } else if case .numbers(let v) = value, v.count == 4, v.allSatisfy(\.isFinite) {
      r = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])  // the common case, without a node per item
    } else {
      let n = try numbers(4, "a rectangle [x, y, width, height]")
      r = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    guard r.size.width >= 0, r.size.height >= 0 else {
      throw fail(
        "expected a non-negative width and height, got \(format(r.size.width))×\(format(r.size.height))")
    }
    return r
  }
}
