import Foundation
import LaminaGeometry
import LaminaImage

/// Points files for hit testing (`lamina hit-test --points`): one `X,Y` a line, lines ending in LF,
/// CRLF or CR; blank lines and lines starting with `#` are skipped.
public enum PointList {
  /// The largest points file, in bytes: as large as a scene file may be.
  public static let maximumBytes = 64 << 20
  /// The longest line: a point is two numbers.
  public static let maximumLine = 256

  /// The points in the file at `path` (`-`: standard input).
  public static func read(_ path: String) throws(FileError) -> [CGPoint] {
    let name = path == "-" ? "standard input" : path
    let bytes: [UInt8]
    do {
      bytes =
        try path == "-"
        ? FileBytes.read(descriptor: STDIN_FILENO, atMost: maximumBytes)
        : FileBytes.read(path, atMost: maximumBytes)
    } catch {
      switch error {
      case .folder: throw FileError("cannot read the points file (it is a folder)", path: name)
      case .unreadable(let why) where path == "-":
        throw FileError("cannot read the points from standard input (\(why))", path: "-")
      case .unreadable(let why): throw FileError("cannot read the points file (\(why))", path: path)
      case .tooLarge(let size):
        throw FileError("the points are \(size) bytes or more; the limit is \(maximumBytes)", path: name)
      }
    }
    return try parse(bytes, name: name)
  }

  /// The points in `bytes`, a points file's contents; errors name `name` and the line.
  public static func parse(_ bytes: [UInt8], name: String) throws(FileError) -> [CGPoint] {
    guard bytes.count <= maximumBytes else {
      throw FileError("the points are \(bytes.count) bytes; the limit is \(maximumBytes)", path: name)
    }
    var points: [CGPoint] = []
    var (start, line) = (0, 0)
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
      line += 1
      guard end - start <= maximumLine else {
        throw FileError("line \(line): longer than \(maximumLine) bytes; expected a point X,Y", path: name)
      }
      let content = Substring(String(decoding: bytes[start..<end], as: UTF8.self))
      let crlf = end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A
      start = end + (crlf ? 2 : 1)
      let first = content.utf8.first(where: { $0 != 0x20 && $0 != 0x09 })
      if first == nil || first == UInt8(ascii: "#") { continue }
      guard let p = point(content) else {
        let shown = content.trimmingCharacters(in: .whitespaces).prefix(40)
        throw FileError("line \(line): expected a point X,Y, got \"\(shown)\"", path: name)
      }
      points.append(p)
    }
    return points
  }

  /// `X,Y` with optional spaces or tabs around each number, both finite; read on the UTF-8 bytes.
  public static func point(_ text: Substring) -> CGPoint? {
    let utf8 = text.utf8
    guard let comma = utf8.firstIndex(of: UInt8(ascii: ",")) else { return nil }
    func number(_ part: Substring.UTF8View.SubSequence) -> Double? {
      let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
      guard let start = part.firstIndex(where: { !blank($0) }),
        let end = part.lastIndex(where: { !blank($0) })
      else { return nil }
      return Double(Substring(part[start...end])).flatMap { $0.isFinite ? $0 : nil }
    }
    let rest = utf8[utf8.index(after: comma)...]
    guard !rest.contains(UInt8(ascii: ",")), let x = number(utf8[..<comma]), let y = number(rest) else {
      return nil
    }
    return CGPoint(x: x, y: y)
  }
}
