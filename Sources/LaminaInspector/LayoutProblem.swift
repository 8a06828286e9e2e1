import Foundation
import Lamina
import LaminaLayout
import LaminaScene

/// A problem of the scene's layout, as `lamina layout` reports it, with the layers it is about.
struct LayoutProblem: Equatable {
  /// `conflict`, `invalid`, `ambiguous`, `constraint` (a `CAConstraint`) or `stopped` (the budget).
  let kind: String
  /// What `lamina layout` prints for it: text from the scene escaped as there (`terminalSafe`),
  /// the lines of Apple's wording kept.
  let message: String
  /// The layers' numbers.
  let layers: [Int]

  /// Every problem of the layout of `root`'s tree; `numbers` gives each layer's number.
  static func all(_ root: CALayer, numbers: [ObjectIdentifier: Int]) -> [LayoutProblem] {
    let ambiguous = root.layersWithAmbiguousLayout
    let report = root.layoutReport
    let paths = LayerPaths(root: root)
    var out: [LayoutProblem] = []
    for c in report?.conflicts ?? [] {
      out.append(
        LayoutProblem(
          kind: "conflict", message: c.message(quoting: terminalSafe),
          layers: c.layers.compactMap { numbers[$0] }))
    }
    for i in report?.invalid ?? [] {
      out.append(
        LayoutProblem(
          kind: "invalid", message: terminalSafe("invalid constraint \(i.constraint): \(i.reason)"),
          layers: []))
    }
    for layer in ambiguous {
      let path = terminalSafe(paths.path(layer).joined(separator: "/"))
      out.append(
        LayoutProblem(
          kind: "ambiguous", message: "\(path): ambiguous layout (the constraints leave its frame open)",
          layers: numbers[ObjectIdentifier(layer)].map { [$0] } ?? []))
    }
    for (layer, problem) in root.constraintProblemsBelow {
      out.append(
        LayoutProblem(
          kind: "constraint",
          message: terminalSafe("CAConstraint of \(paths.path(layer).joined(separator: "/")): \(problem)"),
          layers: numbers[ObjectIdentifier(layer)].map { [$0] } ?? []))
    }
    if let stopped = report?.stopped {
      out.append(LayoutProblem(kind: "stopped", message: terminalSafe(stopped), layers: []))
    }
    return out
  }
}
