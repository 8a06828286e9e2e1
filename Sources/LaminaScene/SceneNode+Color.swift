import Foundation
import Lamina

extension SceneNode {
  /// UIKit's named colours, by the names its class properties use.
  static let namedColors: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
    "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0),
    "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
    "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1),
    "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1),
    "gray": (0.5, 0.5, 0.5, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
    "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1),
  ]

  /// A colour: `"#rgb"`, `"#rgba"`, `"#rrggbb"`, `"#rrggbbaa"`, a UIKit colour name, or components
  /// in 0…1: `{"red", "green", "blue", "alpha"}` or `{"white", "alpha"}` (alpha defaults to 1).
  package func color() throws(SceneError) -> CGColor {
    switch value {
    case .string(let s) where s.hasPrefix("#"):
      guard let c = SceneNode.hexColor(s.dropFirst()) else {
        throw fail("expected a colour as #rgb, #rgba, #rrggbb or #rrggbbaa, got \"\(s)\"")
      }
      return c
    case .string(let s):
      guard let c = SceneNode.namedColors[s] else {
        let names = SceneNode.namedColors.keys.sorted().joined(separator: ", ")
        throw fail("unknown colour name \"\(s)\"; expected a hex colour or one of: \(names)")
      }
      return CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    case .object(let members) where members.contains { $0.key == "white" }:
      let o = try object(allowing: ["white", "alpha"])
      return CGColor(gray: try o.required("white", in: self).unit(), alpha: try o["alpha"]?.unit() ?? 1)
    case .object:
      let o = try object(allowing: ["red", "green", "blue", "alpha"])
      return CGColor(
        red: try o.required("red", in: self).unit(), green: try o.required("green", in: self).unit(),
        blue: try o.required("blue", in: self).unit(), alpha: try o["alpha"]?.unit() ?? 1)
    default:
      throw fail(
        "expected a colour (a hex string, a colour name or an object of components), got \(value.kind)")
    }
  }

  /// A number in 0…1.
  func unit() throws(SceneError) -> CGFloat { try number(in: 0...1, "a number from 0 to 1") }

  private static func hexColor(_ digits: Substring) -> CGColor? {
    var values: [Int] = []
    values.reserveCapacity(8)
    for byte in digits.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(byte - UInt8(ascii: "0")))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(Int(byte - UInt8(ascii: "a")) + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(Int(byte - UInt8(ascii: "A")) + 10)
      default: return nil
      }
    }
    guard [3, 4, 6, 8].contains(values.count) else { return nil }
    let short = values.count <= 4
    var channels: [CGFloat] = []
    var i = 0
    while i < values.count {
      let v = short ? values[i] * 17 : values[i] * 16 + values[i + 1]
      channels.append(CGFloat(v) / 255)
      i += short ? 1 : 2
    }
    if channels.count == 3 { channels.append(1) }
    return CGColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
  }
}
