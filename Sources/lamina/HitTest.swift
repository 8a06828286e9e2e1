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

  /// The most layer tests one command may make, points times the layers a point may be tested
  /// against: a bound on its time (Docs/limits.md).
  static let maximumLayerTests = 1_000_000_000

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
      // At most 16M points (64 MiB) on 200,000 layers (the scene's limit): the product fits an Int.
      let tests = all.count * (index?.count ?? 0)
      guard tests <= HitTest.maximumLayerTests else {
        throw FileError(
          "\(all.count) points on \(index?.count ?? 0) layers could take \(tests) layer tests; the limit is \(HitTest.maximumLayerTests) (give fewer points)",
          path: pointsFile == "-" ? "standard input" : pointsFile ?? input.scene)
      }
      let paths = LayerPaths(root: root)
      let results = all.map { p in
        HitResult(
          root: root, point: p,
          hit: index?.hitTest(p) ?? (index == nil ? root.hitTest(p, order: order) : nil),
          paths: paths)
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
    guard let p = PointList.point(Substring(argument)) else { return nil }
    point = p
  }
}

/// What one point hit.
struct HitResult {
  let point: CGPoint
  let layer: CALayer?
  let path: [String]
  let local: CGPoint?

  init(root: CALayer, point: CGPoint, hit: CALayer?, paths: LayerPaths) {
    self.point = point
    let found = hit === root ? nil : hit
    layer = found
    path = found.map(paths.path) ?? []
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

/// The names from just below `root` down to a layer (an unnamed layer is its index, `[i]`), each
/// layer's worked out once: many points hit the same layers, and a layer's index among thousands of
/// siblings is found from one pass over them, not a search for each point.
final class LayerPaths {
  private let root: CALayer
  private var paths: [ObjectIdentifier: [String]] = [:]
  private var indices: [ObjectIdentifier: Int] = [:]
  private var indexedParents: Set<ObjectIdentifier> = []

  init(root: CALayer) { self.root = root }

  func path(_ layer: CALayer) -> [String] {
    guard layer !== root else { return [] }
    if let known = paths[ObjectIdentifier(layer)] { return known }
    let parent = layer.superlayer
    let above = parent.map(path) ?? []
    let found = above + [layer.name ?? "[\(parent.map { index(of: layer, in: $0) } ?? 0)]"]
    paths[ObjectIdentifier(layer)] = found
    return found
  }

  private func index(of layer: CALayer, in parent: CALayer) -> Int {
    if indexedParents.insert(ObjectIdentifier(parent)).inserted {
      for (i, child) in (parent.sublayers ?? []).enumerated() { indices[ObjectIdentifier(child)] = i }
    }
    return indices[ObjectIdentifier(layer)] ?? 0
  }
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
