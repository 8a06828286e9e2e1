import Foundation
import Lamina

/// A JSON value with its path in the document, so every error can say where it is.
package struct SceneNode {
  package let value: JSONValue
  package let path: String

  package init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  package func fail(_ message: String) -> SceneError {
    SceneError(location: path.isEmpty ? "(top level)" : path, message: message)
  }

  private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The members of an object, after checking that every key is one of `allowed`.
  package func object(allowing allowed: [String]) throws(SceneError) -> [String: SceneNode] {
    guard case .object(let members) = value else { throw fail("expected an object, got \(value.kind)") }
    var out: [String: SceneNode] = [:]
    for (key, v) in members {
      guard allowed.contains(key) else {
        throw SceneNode(v, path: child(key)).fail(
          "unknown key \"\(key)\"; expected one of: \(allowed.joined(separator: ", "))")
      }
      out[key] = SceneNode(v, path: child(key))
    }
    return out
  }

  package func array() throws(SceneError) -> [SceneNode] {
    guard case .array(let items) = value else { throw fail("expected an array, got \(value.kind)") }
    return items.enumerated().map { SceneNode($0.element, path: "\(path)[\($0.offset)]") }
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
      let o = try object(allowing: ["x", "y"])
      return CGPoint(x: try o.required("x", in: self).number(), y: try o.required("y", in: self).number())
    }
    let n = try numbers(2, "a point [x, y]")
    return CGPoint(x: n[0], y: n[1])
  }

  /// A rectangle with a non-negative size: `[x, y, width, height]` or an object with those keys.
  package func rect() throws(SceneError) -> CGRect {
    let r: CGRect
    if case .object = value {
      let o = try object(allowing: ["x", "y", "width", "height"])
      r = CGRect(
        x: try o.required("x", in: self).number(), y: try o.required("y", in: self).number(),
        width: try o.required("width", in: self).number(), height: try o.required("height", in: self).number()
      )
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

/// `3` rather than `3.0` for whole numbers in messages.
package func format(_ n: Double) -> String {
  n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
}

extension Dictionary where Key == String, Value == SceneNode {
  /// The member `key`, or an error at `parent` saying it is missing.
  package func required(_ key: String, in parent: SceneNode) throws(SceneError) -> SceneNode {
    guard let v = self[key] else { throw parent.fail("missing required key \"\(key)\"") }
    return v
  }
}
