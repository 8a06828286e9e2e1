import Foundation
import Lamina
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
    let b = CALayer()
    b.name = "b"
    b.frame = rect(0, 0, 30, 30)
    // b's left edge sits 10 right of a's right edge; b's top lines up with a's middle; b is half a's height.
    b.constraints = [
      CAConstraint(attribute: .minX, relativeTo: "a", attribute: .maxX, offset: 10),
      CAConstraint(attribute: .minY, relativeTo: "a", attribute: .midY),
      CAConstraint(attribute: .height, relativeTo: "a", attribute: .height, scale: 0.5, offset: 0),
    ]
    c.sublayers = [a, b]
    c.layoutIfNeeded()
    #expect(a.frame == rect(10, 20, 80, 40))  // no relationships: kept
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

  @Test func unknownNamesAndConflictsAreNoted() {
    let c = container()
    let l = CALayer()
    l.name = "l"
    l.frame = rect(0, 0, 10, 10)
    l.constraints = [
      CAConstraint(attribute: .minX, relativeTo: "ghost", attribute: .minX),
      CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .width),
      CAConstraint(attribute: .width, relativeTo: "superlayer", attribute: .height),
    ]
    c.addSublayer(l)
    c.layoutIfNeeded()
    #expect(
      CAConstraintLayoutManager.notes(for: c) == [
        "l.minX = ghost.minX: no sibling named \"ghost\"",
        "l.width = superlayer.height: left out, it conflicts with the constraints before it",
        "l: more than two relationships on one axis",
      ])
    #expect(l.frame.width == 400)
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

  @Test func layoutStartsAtTheTopmostMarkedAncestor() {
    let top = Recorder()
    let mid = Recorder()
    let leaf = Recorder()
    top.addSublayer(mid)
    mid.addSublayer(leaf)
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
