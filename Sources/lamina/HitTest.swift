import ArgumentParser
import Foundation
import Lamina
import LaminaRender
import LaminaScene

struct HitTest: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hit-test",
    abstract: "Report the layer hit at each point of the canvas.",
    discussion: """
      Prints, per point, the hit layer's path of names from the top of the scene (an unnamed layer \
      shows as its index, [2]) and the point in that layer's own coordinates. The canvas itself \
      counts as nothing. Exits 1 when some point hits nothing. Points come from the arguments and \
      from --points FILE (one X,Y a line; - reads standard input); many points are answered through \
      an index of the tree (HitTestIndex), with the same answers as the plain walk.
      """)

  @OptionGroup var input: SceneInput

  @Argument(help: "Points in canvas coordinates, as X,Y.")
  var points: [CanvasPoint] = []

  @Option(
    name: .customLong("points"),
    help: ArgumentHelp(
      "Also read points from this file, one X,Y a line (- for standard input).", valueName: "file"))
  var pointsFile: String?

  @Option(help: "Hit-test at this media time in seconds, where animations show the layers.")
  var time: Double?

  @Flag(help: "Print a JSON array instead of text.")
  var json = false

  @Option(
    help:
      "Sibling order: modern (zPosition, then later siblings first, as Apple measures today) or sublayers (array order only)."
  )
  var order: CALayer.HitTestOrder = .modern

  func validate() throws {
    if points.isEmpty && pointsFile == nil {
      throw ValidationError("give at least one point X,Y, or --points FILE")
    }
    _ = try renderRequest(scale: nil, time: time)
  }

  func run() throws {
    var missed = false
    try reportingErrors {
      let scene = try loadScene(input)
      let root = time.map { scene.root.presentationSnapshot(at: $0) } ?? scene.root
      let all = points.map(\.point) + (try pointsFile.map(PointList.read) ?? [])
      // Past a few points, building the index once is cheaper than walking the tree per point.
      let index = all.count > 16 ? HitTestIndex(root, order: order) : nil
      let results = all.map { p in
        HitResult(
          root: root, point: p, hit: index?.hitTest(p) ?? (index == nil ? root.hitTest(p, order: order) : nil)
        )
      }
      missed = results.contains { $0.layer == nil }
      print(json ? HitResult.json(results) : results.map(\.text).joined(separator: "\n"))
    }
    if missed { throw ExitCode(1) }
  }
}

extension CALayer.HitTestOrder: ExpressibleByArgument {}

/// A point given on the command line as `X,Y`.
struct CanvasPoint: ExpressibleByArgument {
  let point: CGPoint

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite
    else { return nil }
    point = CGPoint(x: x, y: y)
  }
}

/// What one point hit.
struct HitResult {
  let point: CGPoint
  let layer: CALayer?
  let path: [String]
  let local: CGPoint?

  init(root: CALayer, point: CGPoint, hit: CALayer?) {
    self.point = point
    let found = hit === root ? nil : hit
    layer = found
    path = found.map { layerPath($0, below: root) } ?? []
    local = found?.convert(point, from: root)
  }

  var text: String {
    let p = "\(number(point.x)),\(number(point.y))"
    guard let local else { return "\(p): nothing" }
    return "\(p): \(terminalSafe(path.joined(separator: "/"))) at (\(number(local.x)), \(number(local.y)))"
  }

  static func json(_ results: [HitResult]) -> String {
    let items = results.map { r in
      let point = "[\(number(r.point.x)), \(number(r.point.y))]"
      guard let local = r.local else { return "  {\"point\": \(point), \"layer\": null}" }
      let path = r.path.map { jsonString($0) }.joined(separator: ", ")
      return "  {\"point\": \(point), \"layer\": \(jsonString(r.path.joined(separator: "/"))), "
        + "\"path\": [\(path)], \"local\": [\(number(local.x)), \(number(local.y))]}"
    }
    return "[\n" + items.joined(separator: ",\n") + "\n]"
  }
}

/// The names from just below `root` down to `layer`; an unnamed layer is its index, `[i]`.
func layerPath(_ layer: CALayer, below root: CALayer) -> [String] {
  var names: [String] = []
  var node: CALayer? = layer
  while let n = node, n !== root {
    let index = n.superlayer?.sublayers?.firstIndex { $0 === n } ?? 0
    names.append(n.name ?? "[\(index)]")
    node = n.superlayer
  }
  return names.reversed()
}

/// `4.5`, `30`, `-7.3817` (see `CGFloat.compactText`).
func number(_ v: CGFloat) -> String { v.compactText }

/// `s` as a JSON string literal.
func jsonString(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case _ where needsEscape(u) && u.value <= 0xFFFF: out += String(format: "\\u%04x", u.value)
    default: out.unicodeScalars.append(u)
    }
  }
  return out + "\""
}

/// Points read from a file or standard input: one `X,Y` a line; blank lines and lines starting
/// with `#` are skipped.
enum PointList {
  static func read(_ path: String) throws -> [CGPoint] {
    let data: Data
    if path == "-" {
      do {
        data = try FileHandle.standardInput.readToEnd() ?? Data()
      } catch {
        throw FileError("cannot read the points from standard input (\(reason(error)))", path: "-")
      }
    } else {
      guard let d = FileManager.default.contents(atPath: path) else {
        throw FileError("cannot read the points file", path: path)
      }
      data = d
    }
    let name = path == "-" ? "standard input" : path
    var points: [CGPoint] = []
    // Lines end in LF, CRLF or CR (a CRLF is one Character, so it is split on as a newline).
    for (i, line) in String(decoding: data, as: UTF8.self).split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    )
    .enumerated() {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("#") { continue }
      guard let p = CanvasPoint(argument: String(text)) else {
        throw FileError("line \(i + 1): expected a point X,Y, got \"\(text.prefix(40))\"", path: name)
      }
      points.append(p.point)
    }
    return points
  }
}
