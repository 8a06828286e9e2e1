import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaLayout

@Suite struct CAConstraintLayoutTests {
  func container() -> CALayer {
    let c = CALayer()
    c.frame = rect(0, 0, 400, 300)
    c.layoutManager = CAConstraintLayoutManager()
    return c
  }

  @Test func halfWidthCentredAsInApplesExample() {
    let c = container()
    let l = CALayer()
    l.name = "half"
    l.frame = rect(0, 10, 50, 100)
    l.addConstraint(CAConstraint(attribute: .midX, relativeTo: "superlayer", attribute: .midX))
    l.addConstraint(
      CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width, scale: 0.5, offset: 0))
    c.addSublayer(l)
    c.layoutIfNeeded()
    #expect(l.frame == rect(100, 10, 200, 100))
  }

  @Test func siblingsByNameWithScaleAndOffset() {
    let c = container()
    let a = CALayer()
    a.name = "a"
    a.frame = rect(10, 20, 80, 40)
    a.constraints = [
      CAConstraint(attribute: .minX, relativeTo: "superlayer", attribute: .minX, offset: 10),
      CAConstraint(attribute: .minY, relativeTo: "superlayer", attribute: .minY, offset: 20),
    ]
    let b = CALayer()
    b.name = "b"
    b.frame = rect(0, 0, 30, 30)
    // b's left edge sits 10 right of a's right edge; b's top lines up with a's middle; b is half a's height.
    b.constraints = [
      CAConstraint(attribute: .minX, relativeTo: "a", attribute: .maxX, offset: 10),
      CAConstraint(attribute: .minY, relativeTo: "a", attribute: .midY),
      CAConstraint(attribute: .height, relativeTo: "a", attribute: .height, scale: 0.5, offset: 0),
    ]
    c.sublayers = [b, a]  // the order of the sublayers does not matter
    c.layoutIfNeeded()
    #expect(a.frame == rect(10, 20, 80, 40))
    #expect(b.frame == rect(100, 40, 30, 20))  // one position on x keeps the width; y has two
  }

  @Test func edgesOnBothSidesStretch() {
    let c = container()
    let l = CALayer()
    l.frame = rect(0, 0, 10, 10)
    l.constraints = [
      CAConstraint(attribute: .minX, relativeTo: "superlayer", attribute: .minX, offset: 20),
      CAConstraint(attribute: .maxX, relativeTo: "superlayer", attribute: .maxX, offset: -20),
    ]
    c.addSublayer(l)
    c.layoutIfNeeded()
    #expect(l.frame == rect(20, 0, 360, 10))
    c.frame = rect(0, 0, 200, 300)
    c.layoutIfNeeded()
    #expect(l.frame == rect(20, 0, 160, 10))
  }

  @Test func problemsAreReportedWithTheirKind() {
    let c = container()
    let l = CALayer()
    l.name = "l"
    l.frame = rect(0, 0, 10, 10)
    l.constraints = [
      CAConstraint(attribute: .minX, relativeTo: "ghost", attribute: .minX),
      CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width),
      CAConstraint(attribute: .minY, relativeTo: "l", attribute: .minY),
    ]
    c.addSublayer(l)
    c.layoutIfNeeded()
    #expect(
      CAConstraintLayoutManager.notes(for: c) == [
        "l.minX = ghost.minX: no sibling is named \"ghost\"",
        "l.width = superlayer.width: a size with no position relationship does nothing",
        "l.minY = l.minY: a layer cannot be measured against itself",
      ])
    #expect(
      CAConstraintLayoutManager.problems(for: c).map(\.kind) == [.unknownName, .sizeAlone, .selfReference])
    #expect(l.frame == rect(0, 0, 10, 10))
  }
}

/// Core Animation's `CAConstraintLayoutManager` as measured on macOS: every expected frame below was
/// measured against Apple's QuartzCore and recorded in gnustep/libs-quartzcore
/// `Tests/quartzcore/CAConstraint/layout.m` (a 200×100 superlayer, a child at (3, 5, 40, 20)).
@Suite struct CAConstraintMeasuredTests {
  typealias A = CAConstraintAttribute

  func c(_ a: A, _ source: String, _ sa: A, scale: CGFloat = 1, offset: CGFloat = 0) -> CAConstraint {
    CAConstraint(attribute: a, relativeTo: source, attribute: sa, scale: scale, offset: offset)
  }

  func superlayer() -> CALayer {
    let root = CALayer()
    root.bounds = rect(0, 0, 200, 100)
    root.layoutManager = CAConstraintLayoutManager()
    return root
  }

  func laidOut(_ constraints: [CAConstraint]) -> CGRect {
    let root = superlayer()
    let child = CALayer()
    child.name = "child"
    child.frame = rect(3, 5, 40, 20)
    root.addSublayer(child)
    child.constraints = constraints
    root.layoutIfNeeded()
    return child.frame
  }

  @Test func oneRelationshipKeepsTheSizeAndASizeAloneDoesNothing() {
    #expect(laidOut([c(.minX, "superlayer", .minX)]) == rect(0, 5, 40, 20))
    #expect(laidOut([c(.midX, "superlayer", .midX)]).minX == 80)
    #expect(laidOut([c(.maxX, "superlayer", .maxX)]).minX == 160)
    #expect(laidOut([c(.minY, "superlayer", .minY)]).minY == 0)
    #expect(laidOut([c(.maxY, "superlayer", .maxY)]).minY == 80)
    #expect(laidOut([c(.width, "superlayer", .width, scale: 0.5)]) == rect(3, 5, 40, 20))
  }

  @Test func twoRelationshipsFixOriginAndSize() {
    let half = c(.width, "superlayer", .width, scale: 0.5)
    #expect(laidOut([c(.minX, "superlayer", .minX), c(.maxX, "superlayer", .maxX)]) == rect(0, 5, 200, 20))
    #expect(laidOut([c(.minX, "superlayer", .minX), half]) == rect(0, 5, 100, 20))
    #expect(laidOut([c(.maxX, "superlayer", .maxX), half]) == rect(100, 5, 100, 20))
    #expect(laidOut([c(.midX, "superlayer", .midX), half]) == rect(50, 5, 100, 20))
    #expect(
      laidOut([c(.minX, "superlayer", .minX, offset: 20), c(.midX, "superlayer", .midX)])
        == rect(20, 5, 160, 20))
    #expect(
      laidOut([c(.midX, "superlayer", .midX), c(.maxX, "superlayer", .maxX, offset: -20)])
        == rect(20, 5, 160, 20))
  }

  @Test func theLastRelationshipIsPairedWithTheLowestOfTheOthers() {
    let quarter = c(.width, "superlayer", .width, scale: 0.25)
    let max = c(.maxX, "superlayer", .maxX)
    let min = c(.minX, "superlayer", .minX)
    let mid = c(.midX, "superlayer", .midX, offset: -30)
    #expect(laidOut([max, min, quarter]) == rect(0, 5, 50, 20))
    #expect(laidOut([max, mid, quarter]) == rect(45, 5, 50, 20))
    #expect(laidOut([quarter, max, mid]) == rect(-60, 5, 260, 20))
    #expect(laidOut([max, mid, min]) == rect(0, 5, 140, 20))
    #expect(laidOut([min, mid, max, quarter]) == rect(0, 5, 50, 20))
  }

  @Test func relationshipsThatDescribeNothingLeaveTheAxisAlone() {
    #expect(
      laidOut([c(.minX, "superlayer", .minX, offset: 10), c(.minX, "superlayer", .minX, offset: 40)])
        == rect(3, 5, 40, 20))
    #expect(laidOut([c(.minX, "nobody", .minX)]).minX == 3)
    #expect(laidOut([c(.minX, "child", .minX, offset: 10)]).minX == 3)
  }

  @Test func scaleThenOffsetFromEitherAxisOfTheSuperlayersBounds() {
    #expect(laidOut([c(.minX, "superlayer", .maxX, scale: 0.25, offset: 7)]).minX == 57)
    #expect(laidOut([c(.minX, "superlayer", .maxY)]).minX == 100)
    let root = CALayer()
    root.bounds = rect(30, 70, 200, 100)
    root.layoutManager = CAConstraintLayoutManager()
    let child = CALayer()
    child.frame = rect(3, 5, 40, 20)
    root.addSublayer(child)
    child.constraints = [c(.minX, "superlayer", .minX), c(.minY, "superlayer", .minY)]
    root.layoutIfNeeded()
    #expect(child.frame.origin == CGPoint(x: 30, y: 70))
  }

  func pair(_ a: [CAConstraint], _ b: [CAConstraint], bFirst: Bool = false) -> (CALayer, CALayer, CALayer) {
    let root = superlayer()
    let la = CALayer()
    la.name = "a"
    la.frame = rect(10, 0, 30, 20)
    la.constraints = a
    let lb = CALayer()
    lb.name = "b"
    lb.frame = rect(0, 0, 50, 20)
    lb.constraints = b
    root.sublayers = bFirst ? [lb, la] : [la, lb]
    root.layoutIfNeeded()
    return (root, la, lb)
  }

  @Test func siblingsAreReadOnceLaidOutOnTheAxisRead() {
    let placed = pair([c(.minX, "superlayer", .minX, offset: 10)], [c(.minX, "a", .maxX, offset: 5)])
    #expect(placed.2.frame.minX == 45)
    let unplaced = pair([], [c(.minX, "a", .maxX, offset: 5)])
    #expect(unplaced.2.frame.minX == 0)
    #expect(CAConstraintLayoutManager.problems(for: unplaced.0).map(\.kind) == [.sourceNotLaidOut])
    let otherAxis = pair([c(.minY, "superlayer", .minY)], [c(.minX, "a", .maxX, offset: 5)])
    #expect(otherAxis.2.frame.minX == 0)
    let ordered = pair(
      [c(.minX, "superlayer", .midX)], [c(.minX, "a", .minX, offset: 10)], bFirst: true)
    #expect(ordered.1.frame.minX == 100 && ordered.2.frame.minX == 110)
  }

  @Test func layersWaitingOnEachOtherAreLeftWhereTheyWere() {
    let (root, a, b) = pair([c(.minX, "b", .maxX, offset: 1)], [c(.minX, "a", .maxX, offset: 1)])
    #expect(a.frame.minX == 10 && b.frame.minX == 0)
    #expect(CAConstraintLayoutManager.problems(for: root).map(\.kind) == [.cycle, .cycle])
  }

  @Test func applesTwoHalvesExample() {
    let root = superlayer()
    let left = CALayer()
    left.name = "left"
    left.frame = rect(0, 0, 20, 20)
    let right = CALayer()
    right.name = "right"
    right.frame = rect(0, 0, 20, 20)
    root.sublayers = [left, right]
    let shared = [
      c(.height, "superlayer", .height), c(.width, "superlayer", .width, scale: 0.5),
      c(.minY, "superlayer", .minY),
    ]
    left.constraints = shared + [c(.minX, "superlayer", .minX)]
    right.constraints = shared + [c(.maxX, "superlayer", .maxX)]
    root.layoutIfNeeded()
    #expect(left.frame == rect(0, 0, 100, 100))
    #expect(right.frame == rect(100, 0, 100, 100))
  }

  @Test func aLongChainInReverseOrderIsLaidOutInOnePass() {
    let root = superlayer()
    var layers: [CALayer] = []
    for i in 0..<2_000 {
      let l = CALayer()
      l.name = "l\(i)"
      l.frame = rect(0, 0, 1, 1)
      l.constraints = [i == 0 ? c(.minX, "superlayer", .minX) : c(.minX, "l\(i - 1)", .maxX)]
      layers.append(l)
    }
    root.sublayers = layers.reversed()
    root.layoutIfNeeded()
    #expect(layers[1_999].frame.minX == 1_999)
  }
}

@Suite struct LayoutPassTests {
  final class Recorder: CALayer {
    var calls = 0
    override func layoutSublayers() {
      super.layoutSublayers()
      calls += 1
    }
  }

  @Test func layoutIfNeededRunsOncePerMark() {
    let r = Recorder()
    #expect(!r.needsLayout())
    r.setNeedsLayout()
    #expect(r.needsLayout())
    r.layoutIfNeeded()
    r.layoutIfNeeded()
    #expect(r.calls == 1 && !r.needsLayout())
    r.bounds = rect(0, 0, 10, 10)  // a size change marks it
    r.layoutIfNeeded()
    #expect(r.calls == 2)
  }

  /// E131–E134, E137 and E140 of the sweep (gnustep/libs-quartzcore `CALayer/layout.m` and
  /// `protocols.m`, run against Apple's QuartzCore in its CI): every change of a settled layer's
  /// sublayers marks it as needing layout and tells its layout manager; moving it does not.
  @Test func sublayerChangesMarkLayout() {
    final class Manager: CALayoutManager {
      var invalidations = 0
      func layoutSublayers(of layer: CALayer) {}
      func invalidateLayout(of layer: CALayer) { invalidations += 1 }
    }
    let root = Recorder()
    let manager = Manager()
    root.layoutManager = manager
    let (a, b) = (CALayer(), CALayer())
    let changes: [(String, () -> Void)] = [
      ("add", { root.addSublayer(a) }), ("insert at 0", { root.insertSublayer(b, at: 0) }),
      ("insert below", { root.insertSublayer(CALayer(), below: a) }),
      ("insert above", { root.insertSublayer(CALayer(), above: a) }),
      ("remove", { b.removeFromSuperlayer() }), ("replace", { root.replaceSublayer(a, with: CALayer()) }),
      ("set sublayers", { root.sublayers = [CALayer()] }),
    ]
    for (name, change) in changes {
      root.layoutIfNeeded()
      let before = manager.invalidations
      change()
      #expect(root.needsLayout() && manager.invalidations == before + 1, "\(name)")
    }
    root.layoutIfNeeded()
    root.position = CGPoint(x: 5, y: 5)
    #expect(!root.needsLayout())
  }

  @Test func layoutStartsAtTheTopmostMarkedAncestor() {
    let top = Recorder()
    let mid = Recorder()
    let leaf = Recorder()
    top.addSublayer(mid)
    mid.addSublayer(leaf)
    top.layoutIfNeeded()
    #expect(top.calls == 1 && mid.calls == 1 && leaf.calls == 0)  // adding marked the parents
    (top.calls, mid.calls) = (0, 0)
    top.setNeedsLayout()
    leaf.setNeedsLayout()
    leaf.layoutIfNeeded()
    #expect(top.calls == 1 && mid.calls == 0 && leaf.calls == 1)
  }

  @Test func autoresizingSpringsAndStruts() {
    let parent = CALayer()
    parent.frame = rect(0, 0, 200, 100)
    let stretchy = CALayer()
    stretchy.frame = rect(10, 10, 180, 20)
    stretchy.autoresizingMask = [.layerWidthSizable]
    let pinnedRight = CALayer()
    pinnedRight.frame = rect(150, 50, 40, 40)
    pinnedRight.autoresizingMask = [.layerMinXMargin, .layerMinYMargin]
    let floating = CALayer()
    floating.frame = rect(50, 0, 100, 10)
    floating.autoresizingMask = [.layerMinXMargin, .layerMaxXMargin]
    parent.sublayers = [stretchy, pinnedRight, floating]
    parent.frame = rect(0, 0, 300, 150)
    #expect(stretchy.frame == rect(10, 10, 280, 20))
    #expect(pinnedRight.frame == rect(250, 100, 40, 40))
    #expect(floating.frame == rect(100, 0, 100, 10))  // both margins share 100 evenly (50 and 50)
  }

  /// Seed 000, listing 1-2, made exact: a 170-point view whose 160-point core is the alignment rect,
  /// scaling with the frame (alignment = frame scaled by 160/170; frame = alignment scaled by 170/160).
  final class CoreShapeLayer: CALayer {
    override func alignmentRect(forFrame frame: CGRect) -> CGRect {
      CGRect(x: frame.minX, y: frame.minY, width: frame.width * 160 / 170, height: frame.height * 160 / 170)
    }
    override func frame(forAlignmentRect rect: CGRect) -> CGRect {
      CGRect(x: rect.minX, y: rect.minY, width: rect.width * 170 / 160, height: rect.height * 170 / 160)
    }
  }

  @Test func codeBasedAlignmentRectsAreUsedByLayout() {
    let sv = root(400, 400)
    let shape = CoreShapeLayer()
    shape.name = "shape"
    shape.intrinsicContentSize = CGSize(width: 160, height: 160)
    sv.addSublayer(shape)
    NSLayoutConstraint.activate([
      shape.centerXAnchor.constraint(equalTo: sv.centerXAnchor),
      shape.centerYAnchor.constraint(equalTo: sv.centerYAnchor),
    ])
    sv.layoutIfNeeded()
    // The 160-point core is centred: (120, 120); the frame grows to 170 from there.
    #expect(shape.frame == rect(120, 120, 170, 170))
    #expect(shape.alignmentRect(forFrame: shape.frame) == rect(120, 120, 160, 160))
  }

  @Test func alignmentRectAndFrameAreInverses() {
    let l = CALayer()
    l.alignmentRectInsets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    let f = rect(0, 0, 100, 50)
    #expect(l.alignmentRect(forFrame: f) == rect(10, 5, 70, 30))
    #expect(l.frame(forAlignmentRect: l.alignmentRect(forFrame: f)) == f)
  }

  @Test func prioritiesDefaultAsInUIKit() {
    let l = CALayer()
    #expect(l.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(l.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    l.setContentHuggingPriority(.required, for: .vertical)
    #expect(l.contentHuggingPriority(for: .vertical).rawValue == 1000)
    #expect(l.intrinsicContentSize == CGSize(width: -1, height: -1))
  }
}
