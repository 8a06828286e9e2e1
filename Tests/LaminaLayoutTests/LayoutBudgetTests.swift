import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaLayout

/// A row of `count` layers, each 2 points wide, 1 point right of the one before: four required
/// equalities a layer, every one depending on all before it.
private func chain(_ count: Int) -> (root: CALayer, layers: [CALayer]) {
  let sv = root()
  var layers: [CALayer] = []
  for i in 0..<count {
    let l = child("l\(i)", of: sv)
    if let p = layers.last {
      NSLayoutConstraint.activate([
        l.leftAnchor.constraint(equalTo: p.rightAnchor, constant: 1),
        l.topAnchor.constraint(equalTo: p.bottomAnchor, constant: 1),
        l.widthAnchor.constraint(equalTo: p.widthAnchor), l.heightAnchor.constraint(equalTo: p.heightAnchor),
      ])
    } else {
      NSLayoutConstraint.activate([
        l.leftAnchor.constraint(equalTo: sv.leftAnchor), l.topAnchor.constraint(equalTo: sv.topAnchor),
        l.widthAnchor.constraint(equalToConstant: 2), l.heightAnchor.constraint(equalToConstant: 2),
      ])
    }
    layers.append(l)
  }
  return (sv, layers)
}

@Suite struct LayoutBudgetTests {
  @Test func aLongChainOfEqualitiesSolvesInLinearWork() throws {
    var work: [Int] = []
    for count in [200, 400, 800] {
      let (sv, layers) = chain(count)
      sv.layoutIfNeeded()
      #expect(layers[count - 1].frame == rect(CGFloat(3 * (count - 1)), CGFloat(3 * (count - 1)), 2, 2))
      work.append(LayoutEngine.existing(for: sv)!.solver.work)
    }
    // Twice the constraints, at most 2.2 times the work (it was quadratic: dummies in every row).
    #expect(work[1] <= work[0] * 22 / 10 && work[2] <= work[1] * 22 / 10, "work \(work)")
  }

  @Test func ambiguityProbesOfALongChainStayLinear() throws {
    var work: [Int] = []
    for count in [200, 400] {
      let (sv, _) = chain(count)
      #expect(sv.layersWithAmbiguousLayout.isEmpty)
      work.append(LayoutEngine.existing(for: sv)!.ambiguityWork)
    }
    #expect(work[1] <= work[0] * 22 / 10, "work \(work)")
  }

  @Test func ambiguityProbesLeaveNothingInTheObjective() throws {
    let (sv, _) = chain(50)
    #expect(sv.layersWithAmbiguousLayout.isEmpty)
    let solver = try #require(LayoutEngine.existing(for: sv)).solver
    // 200 probes, each a variable of its own; once forgotten, none is left in the objective.
    #expect(solver.objective.count == 0 && solver.rows.count == 200)
  }

  @Test func aConflictAtTheEndOfALongChainIsReportedWithinTheBudget() throws {
    let (sv, layers) = chain(400)
    let conflicting = layers[399].rightAnchor.constraint(equalTo: sv.leftAnchor, constant: 5)
    conflicting.isActive = true
    sv.layoutIfNeeded()
    let engine = try #require(LayoutEngine.existing(for: sv))
    let report = engine.report
    #expect(report.conflicts.count == 1)
    #expect(report.conflicts[0].broken == conflicting.description)
    #expect(!report.conflicts[0].isReduced, "800 constraints deep: more than the explanation budget")
    #expect(report.conflicts[0].message.contains("(not reduced:"))
    #expect(engine.explanationWork <= LayoutEngine.explanationWorkLimit + 100_000)
    #expect(layers[399].frame == rect(1197, 1197, 2, 2), "the broken constraint is left out")
  }

  @Test func aSmallConflictIsStillReducedToAnIrreducibleSet() throws {
    let (sv, layers) = chain(5)
    let conflicting = layers[4].leftAnchor.constraint(equalTo: sv.leftAnchor, constant: 1)
    conflicting.isActive = true
    sv.layoutIfNeeded()
    let conflict = try #require(LayoutEngine.existing(for: sv)?.report.conflicts.first)
    #expect(conflict.isReduced)
    // l0.left = 0, l0.width = 2 and four links of left to the previous right (with equal widths)
    // force l4.left = 12; with the broken one, eleven. The rest (tops, heights) are not needed.
    #expect(conflict.conflicting.count == 11, "\(conflict.conflicting)")
    #expect(!conflict.conflicting.contains { $0.contains(".top") || $0.contains(".height") })
  }

  @Test func layoutPastItsWorkLimitStopsAndSaysWhere() throws {
    let (sv, _) = chain(100)
    sv.constraintLayoutWorkLimit = 50
    sv.layoutIfNeeded()
    let report = try #require(sv.layoutReport)
    let stopped = try #require(report.stopped)
    #expect(stopped.hasPrefix("solving "))
    #expect(stopped.contains("took more than 50 steps, the layout budget; stopped at <NSLayoutConstraint"))
  }

  @Test func theSolverRefusesConstraintsPastItsWorkLimit() throws {
    let s = Solver()
    s.workLimit = 0
    let x = Variable("x")
    try s.add(LinearConstraint(LinearExpression([(x, 1)], constant: -3), .equal))
    #expect(s.work > 0)
    #expect(throws: SolverError.workLimitExceeded(0)) {
      try s.add(LinearConstraint(LinearExpression([(x, 1)], constant: -4), .lessThanOrEqual))
    }
  }
}
