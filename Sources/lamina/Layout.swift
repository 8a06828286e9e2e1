import ArgumentParser
import Foundation
import Lamina
import LaminaLayout
import LaminaScene

struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Solve a scene's layout and print every layer's frame and alignment rect.",
    discussion: """
      Frames and alignment rects are relative to the superlayer. After the layers come the broken \
      constraints (with the conflicting set, in Apple's console wording), invalid constraints, the \
      layers whose layout is ambiguous, and the CAConstraint relationships CAConstraintLayoutManager \
      could not use (an unknown sibling name, a circle, the same attribute twice, ...). Exit codes: \
      0 solved, 1 a CAConstraint names a sibling that does not exist, 2 the scene could not be \
      loaded. An unsatisfiable or ambiguous layout still exits 0: it is reported, not fatal.

      Examples:
        lamina layout Samples/layout-centered-button/scene.json
        lamina layout Samples/layout-centered-button/scene.json --json
      """)

  @OptionGroup var input: SceneInput

  @Flag(help: "Print JSON instead of text.")
  var json = false

  func run() throws {
    try reportingErrors {
      let scene = try loadScene(input)
      let rows = LayoutRow.rows(scene.root)
      let report = scene.root.layoutReport
      let paths = LayerPaths(root: scene.root)
      let ambiguous = scene.root.layersWithAmbiguousLayout.map { paths.path($0).joined(separator: "/") }
      let problems = CAConstraintRow.rows(scene.root)
      print(json ? jsonText(rows, report, ambiguous, problems) : text(rows, report, ambiguous, problems))
      if problems.contains(where: { $0.problem.kind == .unknownName }) { throw ExitCode(1) }
    }
  }

  private func text(
    _ rows: [LayoutRow], _ report: LayoutReport?, _ ambiguous: [String], _ problems: [CAConstraintRow]
  ) -> String {
    var lines = rows.map { r in
      "\(terminalSafe(r.path)): frame \(rect(r.frame)), alignment rect \(rect(r.alignment))"
    }
    for c in report?.conflicts ?? [] { lines.append("\n" + c.message(quoting: terminalSafe)) }
    for i in report?.invalid ?? [] {
      lines.append("invalid constraint \(terminalSafe(i.constraint)): \(terminalSafe(i.reason))")
    }
    if !ambiguous.isEmpty {
      lines.append("ambiguous layout: \(terminalSafe(ambiguous.joined(separator: ", ")))")
    }
    for p in problems {
      lines.append("CAConstraint of \(terminalSafe(p.path)): \(terminalSafe(p.problem.description))")
    }
    return lines.joined(separator: "\n")
  }

  private func jsonText(
    _ rows: [LayoutRow], _ report: LayoutReport?, _ ambiguous: [String], _ problems: [CAConstraintRow]
  ) -> String {
    func r(_ v: CGRect) -> String {
      "[\(number(v.minX)), \(number(v.minY)), \(number(v.width)), \(number(v.height))]"
    }
    let layers = rows.map {
      "    {\"path\": \(jsonString($0.path)), \"frame\": \(r($0.frame)), \"alignmentRect\": \(r($0.alignment))}"
    }
    let conflicts = (report?.conflicts ?? []).map { c in
      "    {\"broken\": \(jsonString(c.broken)), \"conflicting\": [\(c.conflicting.map(jsonString).joined(separator: ", "))]}"
    }
    let invalid = (report?.invalid ?? []).map {
      "    {\"constraint\": \(jsonString($0.constraint)), \"reason\": \(jsonString($0.reason))}"
    }
    let caProblems = problems.map {
      "    {\"layer\": \(jsonString($0.path)), \"constraint\": \(jsonString($0.problem.constraint)), "
        + "\"kind\": \(jsonString($0.problem.kind.rawValue)), \"message\": \(jsonString($0.problem.description))}"
    }
    return """
      {
        "layers": [
      \(layers.joined(separator: ",\n"))
        ],
        "conflicts": [\(conflicts.isEmpty ? "" : "\n" + conflicts.joined(separator: ",\n") + "\n  ")],
        "invalid": [\(invalid.isEmpty ? "" : "\n" + invalid.joined(separator: ",\n") + "\n  ")],
        "ambiguous": [\(ambiguous.map(jsonString).joined(separator: ", "))],
        "caConstraintProblems": [\(caProblems.isEmpty ? "" : "\n" + caProblems.joined(separator: ",\n") + "\n  ")]
      }
      """
  }

  private func rect(_ r: CGRect) -> String {
    r.isNull ? "null" : "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
  }
}

/// One layer's solved geometry.
struct LayoutRow {
  let path: String
  let frame: CGRect
  let alignment: CGRect

  static func rows(_ root: CALayer) -> [LayoutRow] {
    var out: [LayoutRow] = []
    let paths = LayerPaths(root: root)
    func walk(_ layer: CALayer) {
      for sub in layer.sublayers ?? [] {
        out.append(
          LayoutRow(
            path: paths.path(sub).joined(separator: "/"), frame: sub.frame,
            alignment: sub.alignmentRect(forFrame: sub.frame)))
        walk(sub)
      }
    }
    walk(root)
    return out
  }
}

/// A relationship `CAConstraintLayoutManager` could not use, with the layer's path.
struct CAConstraintRow {
  let path: String
  let problem: CAConstraintProblem

  static func rows(_ root: CALayer) -> [CAConstraintRow] {
    let paths = LayerPaths(root: root)
    return root.constraintProblemsBelow.map {
      CAConstraintRow(path: paths.path($0.layer).joined(separator: "/"), problem: $0.problem)
    }
  }
}
