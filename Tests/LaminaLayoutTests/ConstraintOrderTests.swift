import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaLayout

/// Which required constraint is broken follows activation order (spec §9.2), wherever each one is
/// installed; layers that take part in Auto Layout without being named still get laid out.
@Suite struct ConstraintOrderTests {
  /// `a.width == b.width` and `b.width == 5 × a.height` (installed on `row`, a level down) and
  /// `a.width == 0.5 × superview.width` (on the root): they cannot all hold with `a.height == 10`.
  func conflictingTree(deepFirst: Bool) -> (root: CALayer, a: CALayer, deep: [String], shallow: String) {
    let sv = root(320, 480)
    let row = child("row", of: sv)
    row.frame = rect(0, 0, 320, 100)
    let a = child("a", of: row)
    let b = child("b", of: row)
    for l in [a, b] {
      l.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        l.topAnchor.constraint(equalTo: row.topAnchor), l.heightAnchor.constraint(equalToConstant: 10),
        l.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      ])
    }
    let deep = [
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
      b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 5),
    ]
    let shallow = a.widthAnchor.constraint(equalTo: sv.widthAnchor, multiplier: 0.5)
    if deepFirst {
      NSLayoutConstraint.activate(deep)
      shallow.isActive = true
    } else {
      shallow.isActive = true
      NSLayoutConstraint.activate(deep)
    }
    #expect(deep[0].installedOn === row && deep[1].installedOn === row && shallow.installedOn === sv)
    return (sv, a, deep.map(\.description), shallow.description)
  }

  @Test func theLaterActivatedConstraintIsBrokenWhereverItIsInstalled() throws {
    let first = conflictingTree(deepFirst: true)
    first.root.layoutIfNeeded()
    let report = try #require(first.root.layoutReport)
    #expect(report.conflicts.map(\.broken) == [first.shallow])
    #expect(first.a.frame.width == 50)

    let second = conflictingTree(deepFirst: false)
    second.root.layoutIfNeeded()
    let other = try #require(second.root.layoutReport)
    #expect(other.conflicts.map(\.broken) == [second.deep[1]])
    #expect(second.a.frame.width == 160)
  }

  @Test func anUnnamedLayerOutOfAutoresizingGetsItsIntrinsicSizeAndIsAmbiguous() throws {
    let sv = root(320, 480)
    let box = child("box", of: sv)
    _ = try visual(["H:|-[box]-|", "V:|-[box(==40)]"], ["box": box])
    let label = child("label", of: sv, intrinsic: CGSize(width: 50, height: 20))
    label.frame = rect(7, 9, 1, 1)
    label.translatesAutoresizingMaskIntoConstraints = false
    sv.layoutIfNeeded()
    #expect(box.frame == rect(20, 20, 280, 40))
    #expect(label.frame.size == CGSize(width: 50, height: 20))
    #expect(label.hasAmbiguousLayout)
    #expect(!box.hasAmbiguousLayout)
    #expect(sv.layersWithAmbiguousLayout.map(\.name) == ["label"])

    // Placed by a constraint that names only its position, it is no longer ambiguous.
    let kept = child("kept", of: sv, intrinsic: CGSize(width: 30, height: 12))
    kept.frame = rect(5, 100, 30, 12)
    sv.layoutIfNeeded()
    #expect(kept.frame == rect(5, 100, 30, 12), "a layer that keeps its frame is not solved for")
    #expect(!sv.layersWithAmbiguousLayout.contains { $0 === kept })
  }
}
