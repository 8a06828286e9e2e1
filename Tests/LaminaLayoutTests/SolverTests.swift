import Foundation
import Testing

@testable import LaminaLayout

/// `Σ terms + constant` from pairs, for short tests.
func expr(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
  LinearExpression(terms, constant: constant)
}

@Suite struct SolverTests {
  @Test func requiredEqualitiesChain() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let s = Solver()
    try s.add(LinearConstraint(expr((x, 1), constant: -10), .equal))  // x == 10
    try s.add(LinearConstraint(expr((y, 1), (x, -1), constant: -5), .equal))  // y == x + 5
    s.updateVariables()
    #expect(x.value == 10 && y.value == 15)
  }

  @Test func requiredInequalityBeatsAWeakPreference() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(LinearConstraint(expr((x, 1), constant: -10), .greaterThanOrEqual))  // x >= 10
    try s.add(LinearConstraint(expr((x, 1), constant: -5), .equal, strength: Strength.weak))  // x == 5 (weak)
    s.updateVariables()
    #expect(x.value == 10)
  }

  @Test func strongerPreferenceWins() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(LinearConstraint(expr((x, 1), constant: -20), .equal, strength: Strength.weak))
    try s.add(LinearConstraint(expr((x, 1), constant: -10), .equal, strength: Strength.strong))
    s.updateVariables()
    #expect(x.value == 10)
  }

  @Test func conflictingRequiredConstraintIsRefusedAndTheSolverKeepsWorking() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let s = Solver()
    try s.add(LinearConstraint(expr((x, 1), constant: -10), .equal))
    let conflict = LinearConstraint(expr((x, 1), constant: -20), .equal)
    #expect(throws: SolverError.unsatisfiable(conflict.description)) { try s.add(conflict) }
    #expect(!s.contains(conflict) && s.constraintCount == 1)
    try s.add(LinearConstraint(expr((y, 1), (x, -2)), .equal))
    s.updateVariables()
    #expect(x.value == 10 && y.value == 20)
  }

  @Test func unsatisfiableInequalitiesThroughPhaseOne() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let s = Solver()
    try s.add(LinearConstraint(expr((x, 1), (y, 1), constant: -10), .lessThanOrEqual))  // x + y <= 10
    try s.add(LinearConstraint(expr((x, 1), constant: -6), .greaterThanOrEqual))  // x >= 6
    #expect(throws: SolverError.self) {
      try s.add(LinearConstraint(expr((y, 1), constant: -6), .greaterThanOrEqual))  // y >= 6: impossible
    }
    try s.add(LinearConstraint(expr((y, 1), constant: -3), .greaterThanOrEqual))  // y >= 3: fine
    s.updateVariables()
    #expect(x.value + y.value <= 10 + 1e-9 && x.value >= 6 - 1e-9 && y.value >= 3 - 1e-9)
  }

  @Test func aRefusalThroughPhaseOneLeavesEveryRowReachable() throws {
    // A chain v₀ … v₉ (vᵢ = vᵢ₋₁ + 1) whose rows all hold v₀, then a refusal through phase 1, which
    // rebuilds the column index from the restored rows; pinning v₀ must still reach every row.
    let v = (0..<10).map { Variable("v\($0)") }
    let (x, y) = (Variable("x"), Variable("y"))
    let s = Solver()
    for i in 1..<10 { try s.add(LinearConstraint(expr((v[i], 1), (v[i - 1], -1), constant: -1), .equal)) }
    try s.add(LinearConstraint(expr((x, 1), (y, 1), constant: -10), .lessThanOrEqual))
    try s.add(LinearConstraint(expr((x, 1), constant: -6), .greaterThanOrEqual))
    #expect(throws: SolverError.self) {
      try s.add(LinearConstraint(expr((y, 1), constant: -6), .greaterThanOrEqual))
    }
    try s.add(LinearConstraint(expr((v[0], 1), constant: -5), .equal))
    s.updateVariables()
    #expect(v.map(\.value) == (5...14).map(Double.init))
  }

  @Test func editVariablesResolveIncrementally() throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let s = Solver()
    try s.add(LinearConstraint(expr((y, 1), (x, -2)), .equal))  // y == 2x
    try s.add(LinearConstraint(expr((x, 1), constant: -100), .lessThanOrEqual))  // x <= 100
    try s.addEditVariable(x, strength: Strength.strong)
    try s.suggestValue(x, 42)
    s.updateVariables()
    #expect(x.value == 42 && y.value == 84)
    try s.suggestValue(x, 250)
    s.updateVariables()
    #expect(x.value == 100 && y.value == 200)
    try s.suggestValue(x, 7)
    s.updateVariables()
    #expect(x.value == 7 && y.value == 14)
    #expect(throws: SolverError.requiredEditStrength) {
      try s.addEditVariable(y, strength: Strength.required)
    }
    #expect(throws: SolverError.duplicateEditVariable("x")) {
      try s.addEditVariable(x, strength: Strength.weak)
    }
    try s.removeEditVariable(x)
    #expect(throws: SolverError.unknownEditVariable("x")) { try s.suggestValue(x, 1) }
  }

  @Test func removingAConstraintReleasesTheVariable() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(LinearConstraint(expr((x, 1), constant: -5), .equal, strength: Strength.weak))
    let pin = LinearConstraint(expr((x, 1), constant: -50), .equal)
    try s.add(pin)
    s.updateVariables()
    #expect(x.value == 50)
    try s.remove(pin)
    s.updateVariables()
    #expect(x.value == 5)
    #expect(throws: SolverError.unknownConstraint(pin.description)) { try s.remove(pin) }
    let weak = LinearConstraint(expr((x, 1)), .equal, strength: 1)
    try s.add(weak)
    #expect(throws: SolverError.duplicateConstraint(weak.description)) { try s.add(weak) }
  }

  @Test func nonFiniteCoefficientsAreRefused() {
    let x = Variable("x")
    #expect(throws: SolverError.self) { try Solver().add(LinearConstraint(expr((x, Double.nan)), .equal)) }
    #expect(throws: SolverError.self) {
      try Solver().add(LinearConstraint(expr((x, 1), constant: Double.infinity), .equal))
    }
  }

  @Test func midpointExampleFromTheCassowaryPaper() throws {
    // xm = (xl + xr) / 2, xl + 10 <= xr, xr <= 100, xl >= 0; weak wishes xl = 90 (pushed back) and xm = 50.
    let (xl, xm, xr) = (Variable("xl"), Variable("xm"), Variable("xr"))
    let s = Solver()
    try s.add(LinearConstraint(expr((xm, 2), (xl, -1), (xr, -1)), .equal))
    try s.add(LinearConstraint(expr((xl, 1), (xr, -1), constant: 10), .lessThanOrEqual))
    try s.add(LinearConstraint(expr((xr, 1), constant: -100), .lessThanOrEqual))
    try s.add(LinearConstraint(expr((xl, 1)), .greaterThanOrEqual))
    try s.add(LinearConstraint(expr((xl, 1), constant: -90), .equal, strength: Strength.strong))
    s.updateVariables()
    #expect(xl.value == 90 && xr.value == 100 && xm.value == 95)
  }
}
