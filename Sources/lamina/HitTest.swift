import ArgumentParser
import Foundation
import Lamina
import LaminaScene

struct HitTest: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hit-test",
    abstract: "Report the layer hit at each point of the canvas.",
    discussion: """
      Prints, per point, the hit layer's path of names from the top of the scene (an unnamed layer
      shows as its index, [2]) and the point in that layer's own coordinates. The canvas itself
      counts as nothing. Exits 1 when some point hits nothing.
      """)

  @OptionGroup var input: SceneInput

  @Argument(help: "Points in canvas coordinates, as X,Y.")
  var points: [CanvasPoint]

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
    if points.isEmpty { throw ValidationError("give at least one point X,Y") }
    if let time, !time.isFinite { throw ValidationError("--time must be a finite number of seconds") }
  }

  func run() throws {
    var missed = false
    try reportingErrors {
      let scene = try loadScene(input)
      let root = time.map { scene.root.presentationTree(at: $0) } ?? scene.root
      let results = points.map { p in HitResult(root: root, point: p.point, order: order) }
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

  init(root: CALayer, point: CGPoint, order: CALayer.HitTestOrder) {
    self.point = point
    let hit = root.hitTest(point, order: order)
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
