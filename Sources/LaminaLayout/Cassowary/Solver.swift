import Foundation

/// Why the solver refused a request.
package enum SolverError: Error, Equatable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  case unsatisfiable(String)
  /// The constraint is already in the solver.
  case duplicateConstraint(String)
  /// The constraint is not in the solver.
  case unknownConstraint(String)
  /// The variable is already an edit variable.
  case duplicateEditVariable(String)
  /// The variable is not an edit variable.
  case unknownEditVariable(String)
  /// Edit variables cannot be required.
  case requiredEditStrength
  /// A coefficient or constant is not finite.
  case notFinite(String)
  /// The objective is unbounded or a dual step found no entering symbol (a bug, reported not crashed).
  case internalError(String)
  /// A required equality of a solver made without `removableEqualities` cannot be removed.
  case notRemovable(String)
  /// The solver has done more than `workLimit` units of work.
  case workLimitExceeded(Int)

  /// What went wrong.
  package var description: String {
    switch self {
    case .unsatisfiable(let c): return "unsatisfiable constraint: \(c)"
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
    case .requiredEditStrength: return "edit variables cannot be required"
    case .notFinite(let c): return "non-finite value in constraint: \(c)"
    case .internalError(let m): return "internal solver error: \(m)"
    case .notRemovable(let c): return "required equality cannot be removed from this solver: \(c)"
    case .workLimitExceeded(let limit): return "the solver's work limit of \(limit) steps is exceeded"
    }
  }
}

/// An incremental Cassowary solver (Badros, Borning and Stuckey 2001), in the dual-simplex style of
/// kiwi: required and weighted optional constraints, edit variables with `suggestValue`, removal.
///
/// Optional constraints are minimised as one weighted sum of their errors; ties between equally good
/// solutions are broken by the order constraints were added (lowest symbol id first, Bland's rule).
package final class Solver {
  struct Tag {
    var marker: Symbol
    var other: Symbol?
    /// False for a required equality whose marker was left out of the tableau.
    var removable = true
  }

  struct Edit {
    var tag: Tag
    var constraint: LinearConstraint
    var constant: Double
  }

  var constraints: [LinearConstraint: Tag] = [:]
  var rows: [Symbol: Row] = [:]
  /// For each parametric symbol, the basic symbols whose rows contain it (so substitution and ratio
  /// tests visit only those rows, not the whole tableau) — or once did: an entry is added when a row
  /// gains the symbol and dropped when the column is next read (`rowsContaining`), so a row's
  /// symbols are not hashed in and out of sets each time it changes.
  var columns = ColumnIndex()
  var symbols: [Variable: Symbol] = [:]
  var edits: [Variable: Edit] = [:]
  var infeasible: [Symbol] = []
  var objective = Row()
  /// The symbols that entered the row last merged by `substitute`.
  var entered: [Symbol] = []
  var artificial: Row?
  var nextID = 1
  /// The most symbols a solver makes (ids are never reused): past it `add` refuses.
  static let maximumSymbolID = 1 << 28
  /// Whether required equalities keep a dummy marker in the tableau so they can be removed.
  package let removableEqualities: Bool
  /// Work done so far: tableau cells rewritten by substitution or entered into the column index,
  /// rows visited by ratio tests and objective cells scanned for an entering symbol, a
  /// machine-independent measure of solving time and memory (`Docs/limits.md`).
  package internal(set) var work = 0
  /// The work after which `add` refuses more constraints (`workLimitExceeded`). Default: none.
  package var workLimit = Int.max

  /// An empty solver. With `removableEqualities` false, required equalities cannot be removed (or
  /// have their constant changed by removal and addition), but they leave no dummy symbol in the
  /// rows: in a chain of n equalities each row would otherwise carry one dummy per constraint
  /// before it, and solving would cost O(n²).
  package init(removableEqualities: Bool = true) {
    self.removableEqualities = removableEqualities
  }

  /// The number of constraints in the solver.
  package var constraintCount: Int { constraints.count }

  /// Whether `c` is in the solver.
  package func contains(_ c: LinearConstraint) -> Bool { constraints[c] != nil }

  private func symbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextID += 1 }
    columns.grow(to: nextID)
    return Symbol(id: nextID, kind: kind)
  }

  // MARK: Adding and removing constraints

  /// Adds `c`; throws `unsatisfiable` (leaving the solver as it was) when `c` is required and cannot
  /// hold with the required constraints already added. `removable` overrides `removableEqualities`
  /// for this constraint.
  package func add(_ c: LinearConstraint, removable: Bool? = nil) throws(SolverError) {
    guard work <= workLimit else { throw .workLimitExceeded(workLimit) }
    // Symbols are packed into 32 bits in the column index (`Symbol.packed`); an add makes at most 3.
    guard nextID < Solver.maximumSymbolID else {
      throw .internalError("the solver has made \(nextID) symbols, its limit")
    }
    guard constraints[c] == nil else { throw .duplicateConstraint(c.description) }
    guard c.expression.constant.isFinite, c.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      throw .notFinite(c.description)
    }
    var (row, tag) = makeRow(c, removable: removable ?? removableEqualities)
    if !tag.removable && row.isEmpty {
      // Everything substituted away: redundant if the constant is zero, else impossible.
      guard Row.nearZero(row.constant) else { throw .unsatisfiable(c.description) }
      constraints[c] = tag
      return
    }
    var subject = chooseSubject(row, tag)
    if subject == nil && tag.removable && row.symbols.allSatisfy({ $0.kind == .dummy }) {
      // Only a required equality gets here, and nothing of it has entered the tableau yet.
      guard Row.nearZero(row.constant) else { throw .unsatisfiable(c.description) }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    } else {
      // Phase 1 pivots the tableau; keep a copy of the rows so a refused constraint leaves no
      // trace. The column index is not copied (its pool is as large as the tableau, and most such
      // constraints are accepted): a refusal builds it anew from the rows.
      let saved = (rows, objective, infeasible)
      work += rows.count
      guard try addWithArtificialVariable(row) else {
        (rows, objective, infeasible) = saved
        rebuildColumns()
        throw .unsatisfiable(c.description)
      }
    }
    constraints[c] = tag
    try optimize()
  }

  /// Removes `c`.
  package func remove(_ c: LinearConstraint) throws(SolverError) {
    guard let tag = constraints[c] else { throw .unknownConstraint(c.description) }
    guard tag.removable else { throw .notRemovable(c.description) }
    constraints[c] = nil
    removeErrorEffects(tag)
    if takeRow(tag.marker) == nil {
      guard let leaving = leavingRow(for: tag.marker) else {
        throw .internalError("failed to find a leaving row while removing a constraint")
      }
      var row = takeRow(leaving)!
      row.solve(leaving, tag.marker)
      substitute(tag.marker, row)
    }
    try optimize()
  }

  /// Drops `v`, which no constraint in the solver mentions any more (an ambiguity probe's variable),
  /// from the solver: its row or its objective term, left behind by the removals, would otherwise
  /// lengthen the objective by a cell a probe, scanned at every pivot after.
  package func forget(_ v: Variable) {
    guard let s = symbols.removeValue(forKey: v) else { return }
    takeRow(s)
    objective.remove(s)
  }

  // MARK: Edit variables

  /// Makes `v` an edit variable at `strength` (below required), initially suggesting 0.
  package func addEditVariable(_ v: Variable, strength: Double) throws(SolverError) {
    guard edits[v] == nil else { throw .duplicateEditVariable(v.description) }
    let s = Strength.clip(strength)
    guard s < Strength.required else { throw .requiredEditStrength }
    let c = LinearConstraint(LinearExpression([(v, 1)]), .equal, strength: s)
    try add(c)
    edits[v] = Edit(tag: constraints[c]!, constraint: c, constant: 0)
  }

  /// Stops editing `v`.
  package func removeEditVariable(_ v: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: v) else { throw .unknownEditVariable(v.description) }
    try remove(edit.constraint)
  }

  /// Suggests `value` for the edit variable `v`; re-solves incrementally with dual simplex.
  package func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
    guard var edit = edits[v] else { throw .unknownEditVariable(v.description) }
    guard value.isFinite else { throw .notFinite("suggested value \(value) for \(v)") }
    let delta = value - edit.constant
    edit.constant = value
    edits[v] = edit
    let plus = edit.tag.marker
    let minus = edit.tag.other!
    if rows[plus] != nil {
      rows[plus]!.constant -= delta
      if rows[plus]!.constant < 0 { infeasible.append(plus) }
    } else if rows[minus] != nil {
      rows[minus]!.constant += delta
      if rows[minus]!.constant < 0 { infeasible.append(minus) }
    } else {
      for basic in rowsContaining(plus) {
        rows[basic]!.constant += rows[basic]!.coefficient(plus) * delta
        if rows[basic]!.constant < 0 && basic.kind != .external { infeasible.append(basic) }
      }
    }
    try dualOptimize()
  }

  /// Copies the solution into every variable's `value`.
  package func updateVariables() {
    for (variable, symbol) in symbols { variable.value = rows[symbol]?.constant ?? 0 }
  }

  /// The current solution for `v` (0 when the solver does not know it), without copying every
  /// variable's value as `updateVariables` does.
  package func value(of v: Variable) -> Double {
    symbols[v].flatMap { rows[$0]?.constant } ?? 0
  }

  // MARK: Rows and columns

  func setRow(_ basic: Symbol, _ row: Row) {
    rows[basic] = row
    work += row.count
    addToColumns(removableEqualities ? row.symbols.filter(indexes) : row.symbols, basic)
  }

  /// Notes that `basic`'s row holds each of `symbols`; a column grown past twice the rows there are
  /// is read again, which drops its stale entries, so unread columns stay small.
  private func addToColumns(_ symbols: [Symbol], _ basic: Symbol) {
    var overgrown: [Symbol] = []
    columns.add(symbols, basic, limit: 2 * rows.count + 16, overgrown: &overgrown)
    for s in overgrown { _ = rowsContaining(s) }
  }

  /// A new column index listing exactly the rows there are (after a refused phase 1 restores them).
  private func rebuildColumns() {
    columns = ColumnIndex()
    columns.grow(to: nextID - 1)
    for (basic, row) in rows {
      work += row.count
      for s in row.symbols where indexes(s) { columns.add(s, basic) }
    }
  }

  @discardableResult
  func takeRow(_ basic: Symbol) -> Row? { rows.removeValue(forKey: basic) }

  /// Whether `s` has a column in the index. Dummy symbols of a solver with removable equalities are
  /// not indexed (they are plentiful, and looked up only when such a constraint is redundant or
  /// removed), so for them the rows are scanned; without removable equalities the few dummies are
  /// those of constraints added as removable, and are indexed.
  private func indexes(_ s: Symbol) -> Bool { s.kind != .dummy || !removableEqualities }

  /// The basic symbols whose rows contain `s`, ascending by id; the column keeps just those.
  func rowsContaining(_ s: Symbol) -> [Symbol] {
    guard indexes(s) else { return rows.compactMap { $0.value.contains(s) ? $0.key : nil }.sorted() }
    var live = columns.entries(s).filter { rows[$0]?.contains(s) == true }
    live.sort()
    var unique = 0
    for i in live.indices where i == 0 || live[i] != live[unique - 1] {
      live[unique] = live[i]
      unique += 1
    }
    live.removeLast(live.count - unique)
    // A list with nothing stale or twice listed is kept as it is (in its own order).
    if live.count < columns.count(s) { columns.replace(s, with: live) }
    return live
  }

  // MARK: Building rows

  private func symbol(for v: Variable) -> Symbol {
    if let s = symbols[v] { return s }
    let s = symbol(.external)
    symbols[v] = s
    return s
  }

  private func makeRow(_ c: LinearConstraint, removable: Bool) -> (Row, Tag) {
    var row = Row(constant: c.expression.constant)
    for (variable, coefficient) in c.expression.terms where !Row.nearZero(coefficient) {
      let s = symbol(for: variable)
      if let basic = rows[s] { row.insert(basic, coefficient) } else { row.insert(s, coefficient) }
    }
    var tag: Tag
    switch c.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
      let slack = symbol(.slack)
      tag = Tag(marker: slack, other: nil)
      row.insert(slack, sign)
      if !c.isRequired {
        let error = symbol(.error)
        tag.other = error
        row.insert(error, -sign)
        objective.insert(error, c.strength)
      }
    case .equal:
      if c.isRequired {
        let dummy = symbol(.dummy)
        tag = Tag(marker: dummy, other: nil, removable: removable)
        if removable { row.insert(dummy, 1) }
      } else {
        let (plus, minus) = (symbol(.error), symbol(.error))
        tag = Tag(marker: plus, other: minus)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, c.strength)
        objective.insert(minus, c.strength)
      }
    }
    if row.constant < 0 { row.negate() }
    work += row.count + 1
    return (row, tag)
  }

  /// The external symbol in no other row, else in one, else the lowest-id external symbol (rows are
  /// counted up to 2: a chain's far end is in hundreds); else a pivotable marker or other with a
  /// negative coefficient. Solving for a symbol no row holds needs no
  /// substitution, so a chain of constraints, added in any order, keeps every row short; kiwi's
  /// choice, the lowest id, rewrites one long row per constraint when a chain is added from its end.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    var best: (symbol: Symbol, uses: Int)?
    for s in row.symbols where s.kind == .external {
      let uses = uses(of: s, past: min(best?.uses ?? 2, 2))
      if best == nil || uses < best!.uses { best = (s, uses) }
    }
    if let best { return best.symbol }
    for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind.isPivotable && row.coefficient(s) < 0 {
      return s
    }
    return nil
  }

  /// How many rows hold `s` (a row entered twice in its column counted twice), counting no further
  /// than `limit`: enough to tell whether `s` is in fewer rows than the best subject so far.
  private func uses(of s: Symbol, past limit: Int) -> Int {
    var n = 0
    columns.forEach(s) { basic in
      if rows[basic]?.contains(s) == true { n += 1 }
      return n < limit
    }
    return n
  }

  /// Adds `row` through an artificial variable (phase 1); returns whether it was satisfiable.
  private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
    let art = symbol(.slack)
    setRow(art, row)
    artificial = row
    try optimize(phase1: true)
    let success = Row.nearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = takeRow(art) {
      if basic.isEmpty { return success }
      guard let entering = basic.symbols.first(where: { $0.kind.isPivotable }) else { return false }
      basic.solve(art, entering)
      substitute(entering, basic)
      setRow(entering, basic)
    }
    for key in rowsContaining(art) {
      rows[key]!.remove(art)
    }
    columns.replace(art, with: [])
    objective.remove(art)
    return success
  }

  private func removeErrorEffects(_ tag: Tag) {
    for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .error {
      let strength = objective.coefficient(s)
      if let row = rows[s] {
        objective.insert(row, -strength)
      } else {
        objective.insert(s, -strength)
      }
    }
  }

  /// Replaces `s` by `row` in every row holding it, the column index told of the symbols that enter
  /// each row (not rebuilt for all of its symbols).
  func substitute(_ s: Symbol, _ row: Row) {
    for basic in rowsContaining(s) {
      guard var r = rows.removeValue(forKey: basic) else { continue }
      let cells = r.count
      // `s` and any symbol that cancels out leave stale entries, dropped when their column is read.
      entered.removeAll(keepingCapacity: true)
      let held = r.substitute(s, row, entered: &entered)
      rows[basic] = r
      guard held else { continue }
      addToColumns(removableEqualities ? entered.filter(indexes) : entered, basic)
      work += cells + row.count
      if basic.kind != .external && r.constant < 0 { infeasible.append(basic) }
    }
    entered.removeAll(keepingCapacity: true)
    _ = objective.substitute(s, row, entered: &entered)
    artificial?.substitute(s, row)
  }

}
