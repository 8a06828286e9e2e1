import Foundation
import Lamina

extension LayoutEngine {
  /// Sets the frames of the constrained layers from the solution, parents before children: each
  /// solved alignment rect, taken from the root's space into its superlayer's local space (bounds
  /// origin taken as zero), gives the frame.
  func applyFrames(_ root: CALayer) {
    func walk(_ layer: CALayer, in parent: LocalSpace) {
      if let v = variables[ObjectIdentifier(layer)] {
        let alignment = CGRect(x: v.x.value, y: v.y.value, width: v.w.value, height: v.h.value)
        let frame = layer.layoutItem.frame(forAlignmentRect: parent.local(alignment))
        if !frame.equalsApproximately(layer.frame) { layer.frame = frame }
      }
      let own = parent.space(of: layer, at: layer.frame)
      for sub in layer.sublayers ?? [] { walk(sub, in: own) }
    }
    let own = rootSpace(root)
    for sub in root.sublayers ?? [] { walk(sub, in: own) }
  }

  /// The constraints that could not be added together, reduced to an irreducible set (every member
  /// is needed for the conflict) by the additive method (Chinneck, "Feasibility and Infeasibility in
  /// Optimization", 2008, §6.2): grow a feasible prefix of the candidates one constraint at a time in
  /// one solver; the constraint that breaks it belongs to the set. A round costs one pass over the
  /// candidates, and there are as many rounds as members, instead of one fresh solve per candidate.
  ///
  /// The work is bounded by `explanationWorkLimit` for the whole layout; past it the set is the
  /// unreduced one (every constraint connected to the broken one), and `reduced` is false.
  func conflictingSet(broken: Entry, accepted: [Entry]) -> (set: [Entry], reduced: Bool) {
    let all = connected(to: broken, among: accepted)
    var prefix = all.count
    var core: [Int] = []
    while true {
      let s = Solver(removableEqualities: false)
      s.workLimit = LayoutEngine.explanationWorkLimit - explanationWork
      defer { explanationWork += s.work }
      guard core.allSatisfy({ s.addsRequired(all[$0]) }), s.addsRequired(broken) else {
        if s.work > s.workLimit { return (all + [broken], false) }
        break
      }
      let j = (0..<prefix).first { !s.addsRequired(all[$0]) }
      if s.work > s.workLimit { return (all + [broken], false) }
      guard let j else { break }
      core.append(j)
      prefix = j
    }
    return (core.sorted().map { all[$0] } + [broken], true)
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
    let (before, limit) = (solver.work, solver.workLimit)
    solver.workLimit = before + max(LayoutEngine.ambiguityWorkLimit - ambiguityWork, 0)
    defer {
      ambiguityWork += solver.work - before
      solver.workLimit = limit
    }
    do {
      // Removable even in a solver built without removable equalities: its dummy marker stays in
      // the probe's own rows, so taking it out costs those rows, not the tableau.
      try solver.add(link, removable: true)
      defer {
        try? solver.remove(link)
        solver.forget(probe)
      }
      let start = solver.value(of: probe)
      try solver.addEditVariable(probe, strength: 1e-6)
      defer { try? solver.removeEditVariable(probe) }
      for delta in [10.0, -10.0] {
        try solver.suggestValue(probe, start + delta)
        if abs(solver.value(of: probe) - start) > 1e-6 { return true }
      }
    } catch {
      return false
    }
    return false
  }
}

extension Solver {
  /// Adds `entry`'s constraint as required; whether it could be added.
  fileprivate func addsRequired(_ entry: LayoutEngine.Entry) -> Bool {
    (try? add(LinearConstraint(entry.linear.expression, entry.linear.relation))) != nil
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

  /// The most solver work a constraint layout of this root may take before it stops with
  /// `layoutReport?.stopped` set. Default: `LayoutEngine.defaultSolveWorkLimit`.
  public var constraintLayoutWorkLimit: Int {
    get { LayoutEngine.existing(for: self)?.solveWorkLimit ?? LayoutEngine.defaultSolveWorkLimit }
    set { LayoutEngine.engine(for: self).solveWorkLimit = newValue }
  }

  /// The constrained layers of this tree whose layout is ambiguous, in tree order.
  public var layersWithAmbiguousLayout: [CALayer] {
    layoutIfNeeded()
    guard let engine = LayoutEngine.existing(for: treeRoot) else { return [] }
    return engine.participants.filter(engine.isAmbiguous)
  }
}
