import Foundation

// The simplex steps of the solver: primal (phase 1 and 2), dual (after `suggestValue`), and the
// choice of the row to pivot when a constraint is removed.

extension Solver {
  // MARK: Simplex

  /// Primal simplex: minimises the objective (or, in phase 1, the artificial row) by pivoting in the
  /// lowest-id symbol with a negative coefficient, until none is left.
  func optimize(phase1: Bool = false) throws(SolverError) {
    for _ in 0..<1_000_000 {
      let goal = phase1 ? artificial! : objective
      // The cells before the entering symbol's count as work: a long objective is scanned anew at
      // every pivot.
      var scanned = 0
      while scanned < goal.count && (goal.symbols[scanned].kind == .dummy || goal.coefficients[scanned] >= 0)
      {
        scanned += 1
      }
      work += scanned
      guard scanned < goal.count else { return }
      let entering = goal.symbols[scanned]
      var best: (symbol: Symbol, ratio: Double)?
      let candidates = rowsContaining(entering)
      work += candidates.count
      for basic in candidates where basic.kind != .external {
        let row = rows[basic]!
        let c = row.coefficient(entering)
        guard c < 0 else { continue }
        let ratio = -row.constant / c
        if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) {
          best = (basic, ratio)
        }
      }
      guard let leaving = best?.symbol else { throw .internalError("the objective is unbounded") }
      var row = takeRow(leaving)!
      row.solve(leaving, entering)
      substitute(entering, row)
      setRow(entering, row)
    }
    throw .internalError("simplex did not converge")
  }

  func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      guard var row = rows[leaving], row.constant < 0 else { continue }
      var best: (symbol: Symbol, ratio: Double)?
      for (s, c) in row.cells where c > 0 && s.kind != .dummy {
        let ratio = objective.coefficient(s) / c
        if best == nil || ratio < best!.ratio || (ratio == best!.ratio && s < best!.symbol) {
          best = (s, ratio)
        }
      }
      guard let entering = best?.symbol else { throw .internalError("dual optimize failed") }
      takeRow(leaving)
      row.solve(leaving, entering)
      substitute(entering, row)
      setRow(entering, row)
    }
  }

  /// The row to pivot `marker` into when removing its constraint (kiwi's three-step choice).
  func leavingRow(for marker: Symbol) -> Symbol? {
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for basic in rowsContaining(marker) {
      let row = rows[basic]!
      let c = row.coefficient(marker)
      guard c != 0 else { continue }
      if basic.kind == .external {
        if third == nil || basic > third! { third = basic }
      } else if c < 0 {
        let r = -row.constant / c
        if first == nil || r < first!.1 || (r == first!.1 && basic < first!.0) { first = (basic, r) }
      } else {
        let r = row.constant / c
        if second == nil || r < second!.1 || (r == second!.1 && basic < second!.0) { second = (basic, r) }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }
}
