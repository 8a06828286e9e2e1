import Foundation
import Lamina

/// JSON written into a `<script type="application/json">` element of the page: `<`, `>` and `&`
/// are written as `\u` escapes, so no name or text from the scene can close the element or open
/// another, and so are the controls and the line and paragraph separators.
struct PageJSON {
  private(set) var bytes: [UInt8] = []

  /// Appends `text` as it is (punctuation: brackets, commas, keys written by the page).
  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends `"key": `, after a comma unless it is its object's first.
  mutating func key(_ name: String) {
    if bytes.last != UInt8(ascii: "{") { raw(", ") }
    string(name)
    raw(": ")
  }

  /// Appends the member `"key": v` (`null` for `nil`).
  mutating func member(_ key: String, _ v: Int?) {
    self.key(key)
    raw(v.map(String.init) ?? "null")
  }

  /// Appends the member `"key": true` or `false`.
  mutating func member(_ key: String, _ b: Bool) {
    self.key(key)
    raw(b ? "true" : "false")
  }

  /// Appends the member `"key": "s"` (`null` for `nil`).
  mutating func member(_ key: String, string s: String?) {
    self.key(key)
    string(s)
  }

  /// Appends `items` as an array, each written by `write`, `separator` between them.
  mutating func array<S: Sequence>(
    _ items: S, separator: String = ", ", _ write: (inout PageJSON, S.Element) -> Void
  ) {
    raw("[")
    for (i, item) in items.enumerated() {
      if i > 0 { raw(separator) }
      write(&self, item)
    }
    raw("]")
  }

  /// Appends `s` as a JSON string.
  mutating func string(_ s: String) {
    bytes.append(UInt8(ascii: "\""))
    for u in s.unicodeScalars {
      switch u {
      case "\"": raw("\\\"")
      case "\\": raw("\\\\")
      case "<", ">", "&", "\u{2028}", "\u{2029}": raw(String(format: "\\u%04x", u.value))
      case _ where u.value < 0x20 || u.value == 0x7F: raw(String(format: "\\u%04x", u.value))
      default: bytes.append(contentsOf: String(u).utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `s`, or `null`.
  mutating func string(_ s: String?) {
    guard let s else { return raw("null") }
    string(s)
  }

  /// Appends `v` (at most four decimals, as the CLI prints numbers), `null` when not finite.
  mutating func number(_ v: CGFloat) {
    guard v.isFinite else { return raw("null") }
    v.appendCompactText(to: &bytes)
  }

  /// Appends `[x, y, …]` for the points, or `null`.
  mutating func points(_ points: [CGPoint]?) {
    guard let points else { return raw("null") }
    raw("[")
    for (i, p) in points.enumerated() {
      if i > 0 { raw(", ") }
      number(p.x)
      raw(", ")
      number(p.y)
    }
    raw("]")
  }

  /// Appends the nine entries of `h` by rows, or `null`.
  mutating func homography(_ h: Homography?) {
    guard let h else { return raw("null") }
    let entries = [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33]
    raw("[")
    for (i, v) in entries.enumerated() {
      if i > 0 { raw(", ") }
      // Full precision: the page maps points through it as `convert` does.
      raw(v.isFinite ? "\(Double(v))" : "null")
    }
    raw("]")
  }

  /// Appends `"data:image/png;base64,…"` for PNG bytes.
  mutating func png(_ png: [UInt8]) {
    raw("\"data:image/png;base64,")
    raw(Data(png).base64EncodedString())
    raw("\"")
  }

  /// Appends `[a, b, …]`.
  mutating func integers<S: Sequence>(_ values: S) where S.Element: BinaryInteger {
    raw("[")
    var first = true
    for v in values {
      if !first { raw(",") }
      first = false
      raw(String(v))
    }
    raw("]")
  }
}
