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

      Examples:
        lamina hit-test Samples/hit-test/scene.json 150,150 60,60
        lamina hit-test Samples/hit-test/scene.json --points points.txt --json
      """)

  @OptionGroup var input: SceneInput

  @Argument(help: "Points in canvas coordinates, as X,Y.")
  var points: [CanvasPoints] = []

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

  /// The most layers one command may test, counted as the index tests them: a bound on its time
  /// (Docs/limits.md).
  static let maximumLayerTests = 300_000_000

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
      let all = points.flatMap(\.points) + (try pointsFile.map(PointList.read) ?? [])
      let answers = HitAnswers(root: root, json: json)
      do {
        try answers.answer(all, order: order, limit: HitTest.maximumLayerTests, threads: ThreadsOption.cores)
      } catch let error as HitAnswers.TooManyTests {
        throw FileError(
          "the first \(error.points) of \(all.count) points took more than \(error.limit) layer tests, the limit (give fewer points)",
          path: pointsFile == "-" ? "standard input" : pointsFile ?? input.scene)
      }
      missed = answers.missed
      let bytes = answers.finish()
      // Failures (a full disk, a closed stream) are reported when the command ends.
      writeStandardOutput(bytes)
    }
    if missed { throw ExitCode(1) }
  }
}

extension CALayer.HitTestOrder: ExpressibleByArgument {}

/// Points given on the command line, each as `X,Y`: one argument, or a run of them joined by
/// `HitTest.joiningPoints`.
struct CanvasPoints: ExpressibleByArgument {
  let points: [CGPoint]

  init?(argument: String) {
    var points: [CGPoint] = []
    for part in argument.split(separator: "\0", omittingEmptySubsequences: false) {
      guard let p = PointList.point(part) else { return nil }
      points.append(p)
    }
    self.points = points
  }
}

extension HitTest {
  /// `arguments` with every run of points after `hit-test`'s scene joined into one argument, NUL
  /// between them (no argument can hold a NUL). ArgumentParser takes time quadratic in a positional
  /// array's length (8,000 points: 3.7 s); joined, they are one value, read in linear time. Options'
  /// values (`--points FILE`, `--time T`, `--order O`) and arguments that are not points are left
  /// as they are, so its messages name them as before.
  static func joiningPoints(_ arguments: [String]) -> [String] {
    guard arguments.first == "hit-test" else { return arguments }
    var out = [arguments[0]]
    var (sceneSeen, terminated, run) = (false, false, [String]())
    func flush() {
      if !run.isEmpty { out.append(run.joined(separator: "\0")) }
      run = []
    }
    var i = 1
    while i < arguments.count {
      let a = arguments[i]
      i += 1
      if !terminated && a.hasPrefix("-") {
        // An option (a negative point too: ArgumentParser reads it as one unless after `--`).
        flush()
        out.append(a)
        terminated = a == "--"
        if ["--points", "--time", "--order"].contains(a), i < arguments.count {
          out.append(arguments[i])
          i += 1
        }
      } else if sceneSeen, PointList.point(Substring(a)) != nil {
        run.append(a)
      } else {
        flush()
        out.append(a)
        sceneSeen = true
      }
    }
    flush()
    return out
  }
}

/// `hit-test`'s answers, written as bytes a point at a time (text lines, or a JSON array's items):
/// each hit layer's path and its mapping from the root are worked out once, as many points hit the
/// same layers.
final class HitAnswers {
  private let root: CALayer
  private let json: Bool
  private let paths: LayerPaths
  /// Per hit layer, by its number in `known`: what is written between the point and the local
  /// point, and the root's plane mapped to the layer's.
  private var known: [ObjectIdentifier: Int] = [:]
  private var table = AnswerTable()
  /// The answers so far.
  private(set) var bytes: [UInt8] = []
  /// Whether some point hit nothing.
  private(set) var missed = false
  private var count = 0

  init(root: CALayer, json: Bool) {
    (self.root, self.json, paths) = (root, json, LayerPaths(root: root))
    if json { bytes.append(contentsOf: "[\n".utf8) }
  }

  /// Points past the work limit of `answer(_:order:limit:threads:)`: the first `points` took more
  /// than `limit` layer tests.
  struct TooManyTests: Error, Equatable {
    let points, limit: Int
  }

  /// Adds the answers for `points`, hit-tested in `order`: past a few points, through an index built
  /// once (cheaper than walking the tree per point), stopped when the index has tested more than
  /// `limit` layers, queried and written on up to `threads` threads (`HitQueries`).
  func answer(_ points: [CGPoint], order: CALayer.HitTestOrder, limit: Int, threads: Int = 1)
    throws(TooManyTests)
  {
    guard points.count > 16 else {
      for p in points { add(p, hit: root.hitTest(p, order: order)) }
      return
    }
    let hits = try HitQueries.run(HitTestIndex(root, order: order), points, limit: limit, threads: threads)
    let entries = hits.map { entry(for: $0) }
    missed = missed || entries.contains(-1)
    let parts = HitQueries.write(points, entries, table, json: json, first: count == 0, threads: threads)
    bytes.reserveCapacity(bytes.count + parts.reduce(16) { $0 + $1.count })
    for part in parts { bytes.append(contentsOf: part) }
    count += points.count
  }

  /// Adds the answer for `p`, which hit `hit` (the root counts as nothing).
  func add(_ p: CGPoint, hit: CALayer?) {
    let entry = entry(for: hit)
    missed = missed || entry < 0
    table.write(p, entry, json: json, first: count == 0, into: &bytes)
    count += 1
  }

  /// The answers, ended (a newline; the JSON array closed). They are held until then (about 60
  /// bytes a point, more with long layer paths) so that an error prints no partial answer.
  func finish() -> [UInt8] {
    bytes.append(contentsOf: (json ? "\n]\n" : "\n").utf8)
    return bytes
  }

  /// The number of `layer`'s entry in the table, made on its first hit; -1 for nothing (no layer,
  /// or the root).
  private func entry(for layer: CALayer?) -> Int {
    guard let layer, layer !== root else { return -1 }
    if let entry = known[ObjectIdentifier(layer)] { return entry }
    let path = paths.path(layer)
    let joined = path.joined(separator: "/")
    let fragment =
      json
      ? "], \"layer\": \(jsonString(joined)), \"path\": [\(path.map(jsonString).joined(separator: ", "))], \"local\": ["
      : ": \(terminalSafe(joined)) at ("
    table.fragments.append(Array(fragment.utf8))
    table.maps.append(root.planeMap(to: layer))
    known[ObjectIdentifier(layer)] = table.fragments.count - 1
    return table.fragments.count - 1
  }
}

/// What is written for each layer hit: the bytes between the point and the local point, and the
/// root's plane mapped to the layer's (`nil`: singular), as `convert(_:from:)` maps it.
struct AnswerTable: Sendable {
  var fragments: [[UInt8]] = []
  var maps: [Homography?] = []

  /// Appends the answer for `p`, which hit the layer of entry `entry` (-1: nothing), after a
  /// separator unless it is the `first`.
  func write(_ p: CGPoint, _ entry: Int, json: Bool, first: Bool, into bytes: inout [UInt8]) {
    if !first { bytes.append(contentsOf: json ? ",\n".utf8 : "\n".utf8) }
    if json { bytes.append(contentsOf: "  {\"point\": [".utf8) }
    p.x.appendCompactText(to: &bytes)
    bytes.append(contentsOf: json ? ", ".utf8 : ",".utf8)
    p.y.appendCompactText(to: &bytes)
    guard entry >= 0 else {
      return bytes.append(contentsOf: (json ? "], \"layer\": null}" : ": nothing").utf8)
    }
    bytes.append(contentsOf: fragments[entry])
    let local = maps[entry]?.map(p) ?? .notFinite
    local.x.appendCompactText(to: &bytes)
    bytes.append(contentsOf: ", ".utf8)
    local.y.appendCompactText(to: &bytes)
    bytes.append(contentsOf: (json ? "]}" : ")").utf8)
  }
}

/// `4.5`, `30`, `-7.3817` (see `CGFloat.compactText`).
func number(_ v: CGFloat) -> String { v.compactText }
