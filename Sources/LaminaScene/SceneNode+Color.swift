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
  /// The keys of a grey colour's object, and of an RGB one's (made once: a scene may hold a colour
  /// object for each of its layers).
  static let grayKeys = AllowedKeys(SceneFormat.grayColor)
  static let rgbKeys = AllowedKeys(SceneFormat.rgbColor)

  package func color() throws(SceneError) -> CGColor {
    switch value {
    case .string(var s):
      // A hex colour read from the string's bytes: `nil` when it is no hex colour, `.some(nil)`
      // when it is a bad one.
      let hex: CGColor?? = s.withUTF8 { bytes in
        bytes.first == UInt8(ascii: "#") ? .some(SceneNode.hexColor(bytes.dropFirst())) : nil
      }
      if let hex {
        guard let c = hex else {
          throw fail("expected a colour as #rgb, #rgba, #rrggbb or #rrggbbaa, got \"\(s)\"")
        }
        return c
      }
      guard let c = SceneNode.namedColors[s] else {
        let names = SceneNode.namedColors.keys.sorted().joined(separator: ", ")
        throw fail("unknown colour name \"\(s)\"; expected a hex colour or one of: \(names)")
      }
      return CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    case .object(let members) where members.contains { $0.known == .white }:
      let o = try object(allowing: SceneNode.grayKeys)
      return CGColor(gray: try o.required(.white, in: self).unit(), alpha: try o[.alpha]?.unit() ?? 1)
    case .object:
      let o = try object(allowing: SceneNode.rgbKeys)
      return CGColor(
        red: try o.required(.red, in: self).unit(), green: try o.required(.green, in: self).unit(),
        blue: try o.required(.blue, in: self).unit(), alpha: try o[.alpha]?.unit() ?? 1)
    default:
      throw fail(
        "expected a colour (a hex string, a colour name or an object of components), got \(value.kind)")
    }
  }

  /// A number in 0…1.
  func unit() throws(SceneError) -> CGFloat { try number(in: 0...1, "a number from 0 to 1") }

  /// The colour of 3, 4, 6 or 8 hex digits, read into one integer (no array made).
  private static func hexColor(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> CGColor? {
    var (bits, count): (UInt32, Int) = (0, 0)
    for byte in digits {
      let nibble: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      guard count < 8 else { return nil }
      bits = bits << 4 | UInt32(nibble)
      count += 1
    }
    guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
    // Channel k of n: one digit times 17 (#rgb, #rgba) or two digits; alpha 255 when not given.
    let n = count <= 4 ? count : count / 2
    let width: UInt32 = count <= 4 ? 4 : 8
    func channel(_ k: Int) -> CGFloat {
      guard k < n else { return 1 }
      let v = (bits >> (width * UInt32(n - 1 - k))) & (width == 4 ? 0xF : 0xFF)
      return CGFloat(width == 4 ? v * 17 : v) / 255
    }
    return CGColor(red: channel(0), green: channel(1), blue: channel(2), alpha: channel(3))
  }
}
