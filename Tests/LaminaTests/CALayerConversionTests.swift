import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CALayerConversionTests {
  /// E3.1's pair: parent P bounds (0,0,200,200) at (100,100); child C bounds (0,0,50,50) at (100,50).
  func parentAndChild() -> (CALayer, CALayer) {
    let p = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100), name: "P")
    let c = layer(bounds: rect(0, 0, 50, 50), position: pt(100, 50), name: "C")
    p.addSublayer(c)
    return (p, c)
  }

  func perspective(_ d: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
  }

  @Test func pointsConvertBetweenParentAndChild() {
    // E3.1.
    let (p, c) = parentAndChild()
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(75, 25), tolerance: 1e-4))
    #expect(c.convert(pt(50, 50), to: p).isApproximatelyEqual(to: pt(125, 75), tolerance: 1e-4))
    #expect(c.convert(pt(0, 0), from: p).isApproximatelyEqual(to: pt(-75, -25), tolerance: 1e-4))
    #expect(p.convert(pt(75, 25), to: c).isApproximatelyEqual(to: pt(0, 0), tolerance: 1e-4))
  }

  @Test func sublayerTranslationMovesSublayers() {
    // E3.2.
    let (p, c) = parentAndChild()
    p.sublayerTransform = CATransform3DMakeTranslation(10, 20, 0)
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(85, 45), tolerance: 1e-4))
  }

  @Test func sublayerScaleActsAboutTheSuperlayersAnchor() {
    // E3.3: the point measured on Apple, and frame ≠ converted bounds under a sublayerTransform.
    let (p, c) = parentAndChild()
    p.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    c.transform = CATransform3DMakeTranslation(5, 6, 0)
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(60, -38), tolerance: 1e-4))
    #expect(c.frame.isApproximatelyEqual(to: rect(80, 31, 50, 50), tolerance: 1e-4))
    #expect(c.convert(c.bounds, to: p).isApproximatelyEqual(to: rect(60, -38, 100, 100), tolerance: 1e-4))
  }

  @Test func sublayerPivotIsTheAnchorPointNotTheCentre() {
    // E3.4.
    let (p, c) = parentAndChild()
    p.anchorPoint = pt(0, 0)
    p.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(150, 50), tolerance: 1e-4))
  }

  @Test func sublayerPivotIncludesBoundsOrigin() {
    // E3.5.
    let g = layer(bounds: rect(0, 0, 400, 400), position: pt(200, 200), name: "G")
    let p = layer(bounds: rect(0, 100, 200, 200), position: pt(100, 100), name: "P")
    p.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let c = layer(bounds: rect(0, 0, 50, 50), position: pt(100, 150), name: "C")
    g.addSublayer(p)
    p.addSublayer(c)
    #expect(c.convert(pt(0, 0), to: g).isApproximatelyEqual(to: pt(50, -50), tolerance: 1e-4))
  }

  @Test func nestedLayersRoundTrip() {
    // E3.6.
    let g0 = layer(bounds: rect(0, 0, 400, 400), position: pt(200, 200))
    let g1 = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100))
    let g2 = layer(bounds: rect(0, 0, 50, 50), position: pt(25, 25))
    g0.addSublayer(g1)
    g1.addSublayer(g2)
    #expect(g2.convert(pt(0, 0), to: g0).isApproximatelyEqual(to: pt(0, 0), tolerance: 1e-4))
    #expect(g2.convert(pt(0, 0), from: g0).isApproximatelyEqual(to: pt(0, 0), tolerance: 1e-4))
    #expect(g0.convert(pt(12, 34), to: g2).isApproximatelyEqual(to: pt(12, 34), tolerance: 1e-4))
  }

  @Test func boundsOriginShiftsSublayers() {
    // E1.18.
    let r = layer(frame: rect(0, 0, 100, 100))
    let m = layer(frame: rect(0, 0, 60, 60))
    m.bounds = rect(10, 10, 60, 60)
    #expect(m.position == pt(30, 30))
    let leaf = layer(frame: rect(10, 10, 20, 20))
    r.addSublayer(m)
    m.addSublayer(leaf)
    #expect(leaf.convert(leaf.bounds, to: r).isApproximatelyEqual(to: rect(0, 0, 20, 20), tolerance: 1e-4))
  }

  @Test func scrolledBoundsOriginShowsContentAtTopLeft() {
    // E1.19.
    let outer = layer(frame: rect(0, 0, 400, 400))
    let scroller = layer(frame: rect(10, 10, 100, 80))
    let content = layer(frame: rect(0, 0, 500, 400))
    outer.addSublayer(scroller)
    scroller.addSublayer(content)
    scroller.bounds.origin = pt(50, 60)
    #expect(content.convert(pt(50, 60), to: outer).isApproximatelyEqual(to: pt(10, 10), tolerance: 1e-4))
    #expect(content.convert(pt(0, 0), to: outer).isApproximatelyEqual(to: pt(-40, -50), tolerance: 1e-4))
    #expect(content.convert(pt(120, 100), to: outer).isApproximatelyEqual(to: pt(80, 50), tolerance: 1e-4))
    scroller.bounds.origin = .zero
    #expect(content.convert(pt(50, 60), to: outer).isApproximatelyEqual(to: pt(60, 70), tolerance: 1e-4))
  }

  @Test func geometryFlippedPlacesSublayersFromTheBottom() {
    // E3.7.
    let (t, p, c) = flippedTree()
    #expect(c.position == pt(35, 20))
    #expect(c.convert(c.bounds, to: t).isApproximatelyEqual(to: rect(10, 70, 50, 20), tolerance: 1e-4))
    #expect(c.convert(pt(0, 0), to: t).isApproximatelyEqual(to: pt(10, 90), tolerance: 1e-4))
    p.isGeometryFlipped = false
    #expect(c.convert(c.bounds, to: t).isApproximatelyEqual(to: rect(10, 10, 50, 20), tolerance: 1e-4))
  }

  @Test func ownFlipKeepsTheLayerInPlaceButMirrorsItsOrigin() {
    // E3.8.
    let s = layer(frame: rect(0, 0, 1000, 1000))
    let l = layer(bounds: rect(0, 0, 100, 50), position: pt(200, 300), anchor: pt(0, 0))
    l.isGeometryFlipped = true
    s.addSublayer(l)
    #expect(l.convert(l.bounds, to: s).isApproximatelyEqual(to: rect(200, 300, 100, 50), tolerance: 1e-4))
    #expect(l.convert(pt(0, 0), to: s).isApproximatelyEqual(to: pt(200, 350), tolerance: 1e-4))
  }

  @Test func flipAxisFollowsScrolledBounds() {
    // E3.9.
    let (t, p, c) = flippedTree()
    p.bounds = rect(0, 30, 200, 100)
    c.position = pt(35, 50)
    #expect(c.convert(c.bounds, to: t).isApproximatelyEqual(to: rect(10, 70, 50, 20), tolerance: 1e-4))
  }

  @Test(arguments: [
    // E3.10: (A flipped, B flipped) → C's rect in the root, the parity of the flips (iOS's
    // `contentsAreFlipped()` is its negation: its implicit container is flipped too).
    (false, false, rect(10, 10, 20, 20), false),
    (false, true, rect(10, 70, 20, 20), true),
    (true, false, rect(10, 170, 20, 20), true),
    (true, true, rect(10, 110, 20, 20), false),
  ])
  func nestedFlipsComposeAsMatrices(aFlipped: Bool, bFlipped: Bool, expected: CGRect, parity: Bool) {
    let root = layer(frame: rect(0, 0, 200, 200))
    let a = layer(frame: rect(0, 0, 200, 200))
    let b = layer(frame: rect(0, 0, 100, 100))
    let c = layer(frame: rect(10, 10, 20, 20))
    root.addSublayer(a)
    a.addSublayer(b)
    b.addSublayer(c)
    (a.isGeometryFlipped, b.isGeometryFlipped) = (aFlipped, bFlipped)
    #expect(c.convert(c.bounds, to: root).isApproximatelyEqual(to: expected, tolerance: 1e-4))
    #expect(c.contentsAreFlipped() == !parity)
  }

  @Test func siblingsConvertThroughTheirParent() {
    // E5.1.
    let parent = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100))
    let s1 = layer(bounds: rect(0, 0, 50, 50), position: pt(25, 25))
    let s2 = layer(bounds: rect(0, 0, 50, 50), position: pt(125, 25))
    parent.addSublayer(s1)
    parent.addSublayer(s2)
    #expect(s1.convert(pt(0, 0), to: s2).isApproximatelyEqual(to: pt(-100, 0), tolerance: 1e-4))
    // E5.5: into a scaled sibling.
    let a1 = layer(bounds: rect(0, 0, 40, 40), position: pt(60, 160))
    a1.transform = CATransform3DMakeScale(2, 2, 1)
    parent.addSublayer(a1)
    #expect(s1.convert(pt(10, 10), to: a1).isApproximatelyEqual(to: pt(-5, -55), tolerance: 1e-4))
    #expect(a1.convert(pt(10, 10), from: s1).isApproximatelyEqual(to: pt(-5, -55), tolerance: 1e-4))
  }

  @Test func separateTreesShareOneContainerSpace() {
    // E5.2, and nil meaning that space.
    let u1 = layer(bounds: rect(0, 0, 50, 50), position: pt(25, 25))
    let u2 = layer(bounds: rect(0, 0, 50, 50), position: pt(500, 500))
    #expect(u1.convert(pt(0, 0), to: u2).isApproximatelyEqual(to: pt(-475, -475), tolerance: 1e-4))
    #expect(u2.convert(pt(0, 0), from: u1).isApproximatelyEqual(to: pt(-475, -475), tolerance: 1e-4))
    let framed = layer(frame: rect(10, 20, 100, 50))
    #expect(framed.convert(pt(1, 1), to: nil).isApproximatelyEqual(to: pt(11, 21), tolerance: 1e-4))
    #expect(framed.convert(pt(11, 21), from: nil).isApproximatelyEqual(to: pt(1, 1), tolerance: 1e-4))
    #expect(
      framed.convert(rect(0, 0, 5, 5), to: nil).isApproximatelyEqual(to: rect(10, 20, 5, 5), tolerance: 1e-4))
    #expect(
      framed.convert(rect(10, 20, 5, 5), from: nil).isApproximatelyEqual(
        to: rect(0, 0, 5, 5), tolerance: 1e-4))
  }

  @Test func rotatedRectsConvertToBoundingBoxes() {
    // E5.3, E5.4.
    let parent = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100))
    let child = layer(bounds: rect(0, 0, 100, 100), position: pt(100, 100))
    child.transform = CATransform3DMakeRotation(degrees(45), 0, 0, 1)
    parent.addSublayer(child)
    #expect(
      child.convert(rect(0, 0, 100, 100), to: parent).isApproximatelyEqual(
        to: rect(29.2893, 29.2893, 141.4214, 141.4214), tolerance: 1e-4))
    #expect(child.convert(pt(50, 50), to: parent).isApproximatelyEqual(to: pt(100, 100), tolerance: 1e-4))
    #expect(
      child.convert(rect(0, 0, 10, 10), to: parent).isApproximatelyEqual(
        to: rect(92.9289, 29.2893, 14.1421, 14.1421), tolerance: 1e-4))
  }

  /// E5.6's tree: R ⊃ K, K rotated 60° about y under its own perspective (d = 500).
  func perspectiveTree() -> (CALayer, CALayer) {
    let r = layer(bounds: rect(0, 0, 400, 400), position: pt(200, 200))
    let k = layer(bounds: rect(0, 0, 200, 100), position: pt(200, 200))
    k.transform = CATransform3DRotate(perspective(500), degrees(60), 0, 1, 0)
    r.addSublayer(k)
    return (r, k)
  }

  @Test func perspectivePointsDivideByW() {
    // E5.6.
    let (r, k) = perspectiveTree()
    let cases: [(CGPoint, CGPoint)] = [
      (pt(0, 0), pt(139.5255, 139.5255)), (pt(200, 0), pt(242.6183, 157.3817)),
      (pt(200, 100), pt(242.6183, 242.6183)), (pt(0, 100), pt(139.5255, 260.4745)),
      (pt(200, 50), pt(242.6183, 200)), (pt(100, 50), pt(200, 200)),
    ]
    for (local, expected) in cases {
      #expect(k.convert(local, to: r).isApproximatelyEqual(to: expected, tolerance: 1e-4))
    }
  }

  @Test func perspectiveInverseConversion() {
    // E5.7.
    let (r, k) = perspectiveTree()
    #expect(k.convert(pt(150, 150), from: r).isApproximatelyEqual(to: pt(14.7634, 7.3817), tolerance: 1e-4))
    #expect(k.convert(pt(242.6183, 200), from: r).isApproximatelyEqual(to: pt(200, 50), tolerance: 1e-4))
  }

  @Test func perspectiveRectAndFrameAreTheProjectedBoundingBox() {
    // E5.8.
    let (r, k) = perspectiveTree()
    let expected = rect(139.5255, 139.5255, 103.0928, 120.9490)
    #expect(k.convert(k.bounds, to: r).isApproximatelyEqual(to: expected, tolerance: 1e-4))
    #expect(k.frame.isApproximatelyEqual(to: expected, tolerance: 1e-4))
  }

  @Test func perspectivePointsRoundTrip() {
    let (r, k) = perspectiveTree()
    for local in [pt(3, 4), pt(150, 90), pt(-20, 130), pt(199, 1)] {
      #expect(k.convert(k.convert(local, to: r), from: r).isApproximatelyEqual(to: local, tolerance: 1e-7))
    }
  }

  @Test func sharedPerspectiveMakesZPositionChangeApparentSize() {
    // E2.2 and E2.3.
    let p = layer(bounds: rect(0, 0, 400, 400), position: pt(200, 200))
    p.sublayerTransform = perspective(500)
    let c = layer(bounds: rect(0, 0, 100, 100), position: pt(300, 200))
    c.zPosition = 100
    p.addSublayer(c)
    #expect(
      c.convert(c.bounds, to: p).isApproximatelyEqual(to: rect(262.5, 137.5, 125, 125), tolerance: 1e-4))
    #expect(c.convert(pt(50, 50), to: p).isApproximatelyEqual(to: pt(325, 200), tolerance: 1e-4))
    #expect(c.frame.isApproximatelyEqual(to: rect(250, 150, 100, 100), tolerance: 1e-4))
    c.zPosition = -100
    #expect(
      c.convert(c.bounds, to: p).isApproximatelyEqual(
        to: rect(241.6667, 158.3333, 83.3333, 83.3333), tolerance: 1e-4))
    #expect(c.convert(pt(50, 50), to: p).isApproximatelyEqual(to: pt(283.3333, 200), tolerance: 1e-4))
  }

  @Test func ordinaryLayersFlattenTheirSublayers() {
    // E4.11, ordinary-layer case: C's zPosition is flattened into P's plane.
    let r = layer(bounds: rect(0, 0, 400, 400), position: pt(200, 200))
    let p = layer(bounds: rect(0, 0, 200, 100), position: pt(200, 200))
    p.transform = CATransform3DRotate(perspective(500), degrees(60), 0, 1, 0)
    let c = layer(bounds: rect(0, 0, 20, 20), position: pt(100, 50))
    c.zPosition = 100
    r.addSublayer(p)
    p.addSublayer(c)
    #expect(c.convert(pt(10, 10), to: r).isApproximatelyEqual(to: pt(200, 200), tolerance: 1e-4))
    #expect(
      c.convert(c.bounds, to: r).isApproximatelyEqual(
        to: rect(194.9119, 189.8237, 10.003, 20.3525), tolerance: 1e-4))
  }

  @Test func singularTargetsAndPointsBehindTheEyeAreNotFinite() {
    let (p, c) = parentAndChild()
    c.transform = CATransform3DMakeScale(0, 1, 1)
    #expect(c.convert(pt(10, 10), from: p).x.isNaN)
    #expect(c.convert(rect(0, 0, 5, 5), from: p).isNull)
    #expect(c.convert(pt(25, 10), to: p).isApproximatelyEqual(to: pt(100, 35), tolerance: 1e-4))
    let (r, k) = perspectiveTree()
    k.transform = CATransform3DTranslate(perspective(100), 0, 0, 150)
    #expect(k.convert(pt(0, 0), to: r).x.isNaN)
    #expect(k.convert(k.bounds, to: r).isNull)
  }

  @Test func singularLayerAboveTheCommonAncestorDoesNotBreakConversion() {
    let collapsed = layer(bounds: rect(0, 0, 10, 10), position: .zero)
    collapsed.transform = CATransform3DMakeScale(0, 0, 1)
    let (p, c) = parentAndChild()
    collapsed.addSublayer(p)
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(75, 25), tolerance: 1e-4))
  }
}

@Suite struct CAScrollLayerTests {
  /// E1.20's tree: a 100×80 scroll layer holding a 500×400 content layer at (0,0).
  func scrolled() -> (CAScrollLayer, CALayer) {
    let s = CAScrollLayer()
    s.frame = rect(0, 0, 100, 80)
    let content = layer(frame: rect(0, 0, 500, 400))
    s.addSublayer(content)
    return (s, content)
  }

  @Test func scrollPointMovesTheBoundsOrigin() {
    // E1.20.
    let (s, content) = scrolled()
    content.scroll(pt(50, 60))
    #expect(s.bounds == rect(50, 60, 100, 80))
    #expect(s.frame == rect(0, 0, 100, 80))
    #expect(content.visibleRect.isApproximatelyEqual(to: rect(50, 60, 100, 80), tolerance: 1e-4))
  }

  @Test func scrollModeLimitsTheAxes() {
    let (s, content) = scrolled()
    s.scrollMode = .vertically
    content.scroll(pt(50, 60))
    #expect(s.bounds.origin == pt(0, 60))
    s.scrollMode = .none
    content.scroll(pt(10, 10))
    #expect(s.bounds.origin == pt(0, 60))
  }

  @Test func scrollRectToVisibleMovesTheLeastDistance() {
    let (s, content) = scrolled()
    content.scrollRectToVisible(rect(150, 20, 30, 30))
    #expect(s.bounds.origin == pt(80, 0))
    content.scrollRectToVisible(rect(10, 10, 10, 10))
    #expect(s.bounds.origin == pt(10, 0))
    #expect(content.visibleRect.isApproximatelyEqual(to: rect(10, 0, 100, 80), tolerance: 1e-4))
  }

  @Test func withoutAScrollLayerTheWholeBoundsIsVisible() {
    let l = layer(frame: rect(0, 0, 30, 40))
    l.scroll(pt(5, 5))
    #expect(l.visibleRect == rect(0, 0, 30, 40))
  }
}
