import Foundation
import Lamina

/// Parses SVG path data (`d` attribute syntax, SVG 1.1 §8.3) into a `CGMutablePath`.
///
/// Every command is supported: M L H V C S Q T A Z and their relative forms, with implicit repeats
/// and the number grammar's compact forms (`1-2`, `.5.5`, `1e3`). Elliptical arcs are converted to
/// centre form as the SVG implementation notes (§F.6.5) say, radii scaled up when too small
/// (§F.6.6). Errors name the character offset and what was expected.
struct SVGPathParser {
  private let chars: [UInt8]
  private var i = 0
  private let path = CGMutablePath()
  private var current = CGPoint.zero
  private var start = CGPoint.zero
  /// The last control point, for S and T reflections, and which kind of command left it.
  private var lastControl: (point: CGPoint, cubic: Bool)?

  /// A failure: the offset into the string and the message.
  struct Failure: Error {
    var offset: Int
    var message: String
  }

  init(_ text: String) { chars = Array(text.utf8) }

  static func parse(_ text: String) throws(Failure) -> CGMutablePath {
    var parser = SVGPathParser(text)
    try parser.run()
    return parser.path
  }

  private mutating func run() throws(Failure) {
    skipSeparators()
    guard i < chars.count else { return }
    guard chars[i] == UInt8(ascii: "M") || chars[i] == UInt8(ascii: "m") else {
      throw Failure(offset: i, message: "path data must start with a move command (M or m)")
    }
    var command: UInt8 = 0
    while true {
      skipSeparators()
      guard i < chars.count else { return }
      if isCommand(chars[i]) {
        command = chars[i]
        i += 1
      } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z")
        || !"0123456789+-.".utf8.contains(chars[i])
      {
        throw Failure(
          offset: i, message: "expected a path command letter, got \"\(Character(UnicodeScalar(chars[i])))\"")
      }
      try execute(command)
      // After a move, repeated coordinate pairs are lines.
      if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
      if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
    }
  }

  private func isCommand(_ c: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(c) }

  private mutating func execute(_ command: UInt8) throws(Failure) {
    let relative = command >= UInt8(ascii: "a")
    let base = relative ? current : .zero
    func abs(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + base.x, y: p.y + base.y) }
    var control: (CGPoint, Bool)? = nil
    switch command | 0x20 {
    case UInt8(ascii: "m"):
      current = abs(try pair())
      start = current
      path.move(to: current)
    case UInt8(ascii: "l"):
      current = abs(try pair())
      path.addLine(to: current)
    case UInt8(ascii: "h"):
      current = CGPoint(x: try number() + base.x, y: current.y)
      path.addLine(to: current)
    case UInt8(ascii: "v"):
      current = CGPoint(x: current.x, y: try number() + base.y)
      path.addLine(to: current)
    case UInt8(ascii: "c"):
      let (c1, c2, p) = (abs(try pair()), abs(try pair()), abs(try pair()))
      path.addCurve(to: p, control1: c1, control2: c2)
      (current, control) = (p, (c2, true))
    case UInt8(ascii: "s"):
      let c1 = reflected(cubic: true)
      let (c2, p) = (abs(try pair()), abs(try pair()))
      path.addCurve(to: p, control1: c1, control2: c2)
      (current, control) = (p, (c2, true))
    case UInt8(ascii: "q"):
      let (c, p) = (abs(try pair()), abs(try pair()))
      path.addQuadCurve(to: p, control: c)
      (current, control) = (p, (c, false))
    case UInt8(ascii: "t"):
      let c = reflected(cubic: false)
      let p = abs(try pair())
      path.addQuadCurve(to: p, control: c)
      (current, control) = (p, (c, false))
    case UInt8(ascii: "a"):
      let (rx, ry, angle) = (try number(), try number(), try number())
      let (large, sweep) = (try flag(), try flag())
      let p = abs(try pair())
      SVGArc(from: current, to: p, rx: rx, ry: ry, degrees: angle, large: large, sweep: sweep).append(
        to: path)
      current = p
    default:  // z
      path.closeSubpath()
      current = start
    }
    lastControl = control.map { ($0.0, $0.1) }
  }

  /// The reflection of the last control point about the current point, when the previous command
  /// was of the same family; otherwise the current point (SVG's rule for S and T).
  private func reflected(cubic: Bool) -> CGPoint {
    guard let last = lastControl, last.cubic == cubic else { return current }
    return CGPoint(x: 2 * current.x - last.point.x, y: 2 * current.y - last.point.y)
  }

  private mutating func skipSeparators() {
    while i < chars.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(chars[i]) { i += 1 }
  }

  private mutating func pair() throws(Failure) -> CGPoint { CGPoint(x: try number(), y: try number()) }

  private mutating func flag() throws(Failure) -> Bool {
    skipSeparators()
    guard i < chars.count, chars[i] == UInt8(ascii: "0") || chars[i] == UInt8(ascii: "1") else {
      throw Failure(offset: i, message: "expected an arc flag (0 or 1)")
    }
    i += 1
    return chars[i - 1] == UInt8(ascii: "1")
  }

  /// A number in SVG's grammar: sign, digits, optional fraction, optional exponent.
  private mutating func number() throws(Failure) -> CGFloat {
    skipSeparators()
    let begin = i
    func digits() -> Int {
      let s = i
      while i < chars.count, chars[i] >= UInt8(ascii: "0"), chars[i] <= UInt8(ascii: "9") { i += 1 }
      return i - s
    }
    if i < chars.count, chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") { i += 1 }
    var count = digits()
    if i < chars.count, chars[i] == UInt8(ascii: ".") {
      i += 1
      count += digits()
    }
    guard count > 0 else { throw Failure(offset: begin, message: "expected a number") }
    if i < chars.count, chars[i] == UInt8(ascii: "e") || chars[i] == UInt8(ascii: "E") {
      let mark = i
      i += 1
      if i < chars.count, chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") { i += 1 }
      if digits() == 0 { i = mark }
    }
    guard let value = Double(String(decoding: chars[begin..<i], as: UTF8.self)), value.isFinite else {
      throw Failure(offset: begin, message: "expected a finite number")
    }
    return CGFloat(value)
  }
}
