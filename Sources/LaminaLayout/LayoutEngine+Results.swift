import Foundation
import Lamina

extension LayoutEngine {
  /// Sets the frames of the constrained layers from the solution, parents before children; frames
  /// are relative to the superlayer's bounds (its bounds origin taken as zero).
  func applyFrames(_ root: CALayer) {
    func walk(_ layer: CALayer, parentOrigin: CGPoint) {
      var origin = CGPoint(x: parentOrigin.x + layer.frame.minX, y: parentOrigin.y + layer.frame.minY)
      if let v = variables[ObjectIdentifier(layer)] {
        let alignment = CGRect(x: v.x.value, y: v.y.value, width: v.w.value, height: v.h.value)
        let global = layer.frame(forAlignmentRect: alignment)
        let local = global.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
        if !local.equalsApproximately(layer.frame) { layer.frame = local }
        origin = global.origin
      }
      for sub in layer.sublayers ?? [] { walk(sub, parentOrigin: origin) }
    }
    for sub in root.sublayers ?? [] { walk(sub, parentOrigin: .zero) }
  }

  /// The constraints that could not be added together, reduced by deletion filtering to an
  /// irreducible set: every member is needed for the conflict.
  func conflictingSet(broken: Entry, accepted: [Entry]) -> [Entry] {
    var candidates = connected(to: broken, among: accepted)
    var i = 0
    while i < candidates.count {
      var trial = candidates
      trial.remove(at: i)
      if isFeasible(trial + [broken]) { i += 1 } else { candidates = trial }
    }
    return candidates + [broken]
  }

  /// The accepted constraints linked to `entry` through shared variables.
  private func connected(to entry: Entry, among accepted: [Entry]) -> [Entry] {
    var reached = Set(entry.linear.expression.terms.map { ObjectIdentifier($0.variable) })
    var chosen = Array(repeating: false, count: accepted.count)
    var changed = true
    while changed {
      changed = false
      for (i, e) in accepted.enumerated() where !chosen[i] {
        let vars = e.linear.expression.terms.map { ObjectIdentifier($0.variable) }
        if vars.contains(where: reached.contains) {
          chosen[i] = true
          reached.formUnion(vars)
          changed = true
        }
      }
    }
    return accepted.indices.filter { chosen[$0] }.map { accepted[$0] }
  }

  private func isFeasible(_ entries: [Entry]) -> Bool {
    let s = Solver()
    for e in entries {
      do { try s.add(LinearConstraint(e.linear.expression, e.linear.relation)) } catch { return false }
    }
    return true
  }

  /// Whether `layer`'s frame relative to its superlayer can take more than one value among the
  /// optimal solutions: each of x, y, width and height is nudged by a tiny-strength edit and
  /// watched to see if it moves.
  func isAmbiguous(_ layer: CALayer) -> Bool {
    guard let v = variables[ObjectIdentifier(layer)] else { return false }
    let parent = layer.superlayer.flatMap { variables[ObjectIdentifier($0)] }
    let pairs: [(Variable, Variable?)] = [(v.x, parent?.x), (v.y, parent?.y), (v.w, nil), (v.h, nil)]
    return pairs.contains { canMove($0.0, relativeTo: $0.1) }
  }

  private func canMove(_ variable: Variable, relativeTo reference: Variable?) -> Bool {
    let probe = Variable("probe")
    var terms: [(Variable, Double)] = [(probe, 1), (variable, -1)]
    if let reference { terms.append((reference, 1)) }
    let link = LinearConstraint(LinearExpression(terms), .equal)
    do {
      try solver.add(link)
      solver.updateVariables()
      let start = probe.value
      try solver.addEditVariable(probe, strength: 1e-6)
      defer {
        try? solver.removeEditVariable(probe)
        try? solver.remove(link)
        solver.updateVariables()
      }
      for delta in [10.0, -10.0] {
        try solver.suggestValue(probe, start + delta)
        solver.updateVariables()
        if abs(probe.value - start) > 1e-6 { return true }
      }
    } catch {
      return false
    }
    return false
  }
}

extension CGRect {
  func equalsApproximately(_ other: CGRect) -> Bool {
    abs(minX - other.minX) < 1e-9 && abs(minY - other.minY) < 1e-9 && abs(width - other.width) < 1e-9
      && abs(height - other.height) < 1e-9
  }
}

extension CALayer {
  /// The problems the last constraint layout of this root found (broken constraints with their
  /// conflicting sets, invalid constraints); `nil` when this layer has not laid out constraints.
  public var layoutReport: LayoutReport? { LayoutEngine.existing(for: self)?.report }

  /// Whether constraints leave this layer's frame (relative to its superlayer) with more than one
  /// optimal value (UIKit's `hasAmbiguousLayout`). Lays out first if needed.
  public var hasAmbiguousLayout: Bool {
    layoutIfNeeded()
    return LayoutEngine.existing(for: treeRoot)?.isAmbiguous(self) ?? false
  }

  /// The constrained layers of this tree whose layout is ambiguous, in tree order.
  public var layersWithAmbiguousLayout: [CALayer] {
    layoutIfNeeded()
    guard let engine = LayoutEngine.existing(for: treeRoot) else { return [] }
    return engine.participants.filter(engine.isAmbiguous)
  }
}
