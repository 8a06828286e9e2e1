import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CALayerGeometryTests {
  @Test func defaultsAreApples() {
    let l = CALayer()
    #expect(l.bounds == .zero && l.position == .zero && l.anchorPoint == pt(0.5, 0.5))
    #expect(l.zPosition == 0 && l.anchorPointZ == 0 && l.opacity == 1 && l.contentsScale == 1)
    #expect(CATransform3DIsIdentity(l.transform) && CATransform3DIsIdentity(l.sublayerTransform))
    #expect(!l.isGeometryFlipped && !l.masksToBounds && !l.isHidden)
    #expect(l.borderColor == .black && l.backgroundColor == nil && l.contentsGravity == .resize)
    #expect(l.contentsRect == rect(0, 0, 1, 1) && l.contentsCenter == rect(0, 0, 1, 1))
  }

  @Test(arguments: [
    // E1.1–E1.5: (bounds, position, anchor) → frame.
    (rect(0, 0, 100, 50), pt(200, 300), pt(0.5, 0.5), rect(150, 275, 100, 50)),
    (rect(0, 0, 100, 50), pt(200, 300), pt(0, 0), rect(200, 300, 100, 50)),
    (rect(0, 0, 100, 50), pt(200, 300), pt(1, 1), rect(100, 250, 100, 50)),
    (rect(0, 0, 100, 50), pt(0, 0), pt(2, -1), rect(-200, 50, 100, 50)),
    (rect(11, 22, 100, 50), pt(200, 300), pt(0.5, 0.5), rect(150, 275, 100, 50)),
  ])
  func frameIsPositionMinusScaledAnchor(bounds: CGRect, position: CGPoint, anchor: CGPoint, frame: CGRect) {
    let l = layer(bounds: bounds, position: position, anchor: anchor)
    #expect(l.frame.isApproximatelyEqual(to: frame, tolerance: 1e-4))
    #expect(l.position == position)
  }

  @Test func settingFrameSetsPositionAndBoundsSize() {
    // E1.6.
    let l = layer(frame: rect(10, 20, 100, 50))
    #expect(l.bounds == rect(0, 0, 100, 50) && l.position == pt(60, 45) && l.frame == rect(10, 20, 100, 50))
  }

  @Test func settingFrameRespectsTheAnchorPoint() {
    // E1.7.
    let a = layer(bounds: .zero, position: .zero, anchor: pt(0, 0))
    a.frame = rect(10, 20, 100, 50)
    #expect(a.position == pt(10, 20))
    let b = layer(bounds: .zero, position: .zero, anchor: pt(1, 1))
    b.frame = rect(10, 20, 100, 50)
    #expect(b.position == pt(110, 70))
  }

  @Test func settingFrameKeepsBoundsOrigin() {
    // E1.8.
    let l = layer(bounds: rect(11, 22, 5, 5), position: .zero)
    l.frame = rect(10, 20, 100, 50)
    #expect(l.bounds == rect(11, 22, 100, 50) && l.position == pt(60, 45))
  }

  @Test func negativeFrameAndBoundsAreStandardized() {
    // E1.9 and spec §1.1.
    let l = layer(frame: rect(0, 0, -100, -50))
    #expect(l.bounds == rect(0, 0, 100, 50) && l.position == pt(-50, -25))
    l.bounds = rect(0, 0, -100, -50)
    #expect(l.bounds == rect(-100, -50, 100, 50))
  }

  @Test func frameUnderScaleAndTranslation() {
    // E1.10, E1.11.
    let l = layer(bounds: rect(0, 0, 100, 50), position: pt(200, 300))
    l.transform = CATransform3DMakeScale(2, 4, 1)
    #expect(l.frame.isApproximatelyEqual(to: rect(100, 200, 200, 200), tolerance: 1e-4))
    l.transform = CATransform3DMakeTranslation(10, 20, 0)
    #expect(l.frame.isApproximatelyEqual(to: rect(160, 295, 100, 50), tolerance: 1e-4))
  }

  @Test func frameOfRotatedLayerIsBoundingBox() {
    // E1.12, E1.13.
    let square = layer(bounds: rect(0, 0, 100, 100), position: .zero)
    square.transform = CATransform3DMakeRotation(degrees(45), 0, 0, 1)
    #expect(
      square.frame.isApproximatelyEqual(to: rect(-70.7107, -70.7107, 141.4214, 141.4214), tolerance: 1e-4))
    let bar = layer(bounds: rect(0, 0, 100, 50), position: pt(100, 100), anchor: pt(0, 0))
    bar.setAffineTransform(CGAffineTransform(rotationAngle: degrees(30)))
    #expect(bar.frame.isApproximatelyEqual(to: rect(75, 100, 111.6025, 93.3013), tolerance: 1e-4))
    #expect(
      bar.convert(pt(100, 50), to: nil).isApproximatelyEqual(to: pt(161.6025, 193.3013), tolerance: 1e-4))
  }

  @Test func settingFrameUnderScaleSolvesBoundsSize() {
    // E1.14, E1.15.
    let scaled = CALayer()
    scaled.transform = CATransform3DMakeScale(2, 4, 1)
    scaled.frame = rect(10, 20, 100, 50)
    #expect(
      scaled.bounds.isApproximatelyEqual(to: rect(0, 0, 50, 12.5), tolerance: 1e-4)
        && scaled.position.isApproximatelyEqual(to: pt(60, 45), tolerance: 1e-4))
    #expect(scaled.frame.isApproximatelyEqual(to: rect(10, 20, 100, 50), tolerance: 1e-4))
    let moved = CALayer()
    moved.transform = CATransform3DMakeTranslation(10, 20, 0)
    moved.frame = rect(10, 20, 100, 50)
    #expect(
      moved.bounds.isApproximatelyEqual(to: rect(0, 0, 100, 50), tolerance: 1e-4)
        && moved.position.isApproximatelyEqual(to: pt(50, 25), tolerance: 1e-4))
  }

  @Test func settingFrameUnderQuarterTurnSwapsBoundsSize() {
    // E1.16.
    let l = CALayer()
    l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    l.frame = rect(10, 20, 100, 50)
    #expect(
      l.bounds.isApproximatelyEqual(to: rect(0, 0, 50, 100), tolerance: 1e-4)
        && l.position.isApproximatelyEqual(to: pt(60, 45), tolerance: 1e-4))
    #expect(l.frame.isApproximatelyEqual(to: rect(10, 20, 100, 50), tolerance: 1e-4))
  }

  @Test func settingFrameUnderGeneralRotationKeepsBoundsSize() {
    // Spec §1.3: a 45° rotation has no unique size solution; bounds.size stays, position moves.
    let l = layer(bounds: rect(0, 0, 40, 40), position: .zero)
    l.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    l.frame = rect(100, 100, 10, 90)
    #expect(l.bounds.size == CGSize(width: 40, height: 40))
    #expect(l.frame.origin.isApproximatelyEqual(to: pt(100, 100), tolerance: 1e-4))
  }

  @Test func changingAnchorMovesFrameUnlessPositionCompensates() {
    // E1.17 (spec §1.4): anchor (0.5,0.5) → (0,0) under a 90° rotation.
    let l = layer(bounds: rect(0, 0, 100, 50), position: pt(200, 300))
    l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(l.frame.isApproximatelyEqual(to: rect(175, 250, 50, 100), tolerance: 1e-4))
    let newAnchor = pt(0, 0)
    let delta = CGSize(
      width: (newAnchor.x - l.anchorPoint.x) * l.bounds.width,
      height: (newAnchor.y - l.anchorPoint.y) * l.bounds.height
    ).applying(l.affineTransform())
    l.anchorPoint = newAnchor
    #expect(!l.frame.isApproximatelyEqual(to: rect(175, 250, 50, 100), tolerance: 1e-4))
    l.position = pt(l.position.x + delta.width, l.position.y + delta.height)
    #expect(
      l.position.isApproximatelyEqual(to: pt(225, 250), tolerance: 1e-4)
        && l.frame.isApproximatelyEqual(to: rect(175, 250, 50, 100), tolerance: 1e-4))
  }

  @Test func affineTransformAccessorsBridgeAndReplace() {
    let l = CALayer()
    l.setAffineTransform(CGAffineTransform(translationX: 5, y: 6))
    l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(l.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    l.transform = CATransform3DMakeRotation(0.3, 1, 0, 0)
    #expect(l.affineTransform().isIdentity)
  }

  @Test func zPositionDoesNotMoveTheFrameWithoutPerspective() {
    // E2.1.
    let parent = layer(bounds: rect(0, 0, 400, 400), position: pt(200, 200))
    let child = layer(bounds: rect(0, 0, 100, 100), position: pt(200, 200))
    child.zPosition = 50
    parent.addSublayer(child)
    #expect(child.convert(pt(0, 0), to: parent).isApproximatelyEqual(to: pt(150, 150), tolerance: 1e-4))
    #expect(child.frame.isApproximatelyEqual(to: rect(150, 150, 100, 100), tolerance: 1e-4))
  }

  @Test func zPositionUnderOwnPerspectiveDoesNotShrink() {
    // E2.4 and E2.5.
    let l = layer(bounds: rect(0, 0, 100, 100), position: pt(200, 200))
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 4000
    l.transform = persp
    l.zPosition = -500
    #expect(l.frame.isApproximatelyEqual(to: rect(150, 150, 100, 100), tolerance: 1e-4))
    l.zPosition = 0
    l.transform = CATransform3DTranslate(persp, 0, 0, -500)
    #expect(l.frame.isApproximatelyEqual(to: rect(155.5556, 155.5556, 88.8889, 88.8889), tolerance: 1e-4))
  }

  @Test func edgeOnRotationGivesZeroWidthFrame() {
    // E2.6.
    let l = layer(bounds: rect(0, 0, 100, 100), position: pt(200, 200))
    l.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    #expect(l.frame.isApproximatelyEqual(to: rect(200, 150, 0, 100), tolerance: 1e-4))
  }

  @Test func anchorPointZMovesTheRotationPivotOutOfPlane() {
    // With the pivot 50 pt behind the layer, the layer plane sits at +50 along the pivot's z; a 90°
    // turn about y carries +z to +x, so the edge-on layer lands 50 pt right of its position.
    let l = layer(bounds: rect(0, 0, 100, 100), position: pt(200, 200))
    l.anchorPointZ = -50
    #expect(l.frame.isApproximatelyEqual(to: rect(150, 150, 100, 100), tolerance: 1e-4))
    l.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    #expect(l.frame.isApproximatelyEqual(to: rect(250, 150, 0, 100), tolerance: 1e-4))
  }

  @Test func frameBehindTheEyeIsNull() {
    let l = layer(bounds: rect(0, 0, 100, 100), position: pt(200, 200))
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 100
    l.transform = CATransform3DTranslate(persp, 0, 0, 150)
    #expect(l.frame.isNull)
  }

  @Test func geometryFlippedDoesNotMoveTheLayersOwnFrame() {
    let l = layer(bounds: rect(0, 0, 100, 50), position: pt(200, 300), anchor: pt(0, 0))
    l.isGeometryFlipped = true
    #expect(l.frame == rect(200, 300, 100, 50))
  }

  @Test func contentsAreFlippedCountsIOSsFlippedContainerWithTheFlippedAncestors() {
    // Spec §3.4 / E3.10, with iOS's implicit container counted as one more flip: lottie-ios's text
    // layer flips its context for Core Text only when `contentsAreFlipped()`, and iOS draws that
    // text upright (its snapshot Nonanimating-FirstText-50, rendered on iOS).
    let (a, b, c) = (CALayer(), CALayer(), CALayer())
    a.addSublayer(b)
    b.addSublayer(c)
    #expect(c.contentsAreFlipped())
    a.isGeometryFlipped = true
    #expect(!b.contentsAreFlipped() && !c.contentsAreFlipped())
    b.isGeometryFlipped = true
    #expect(b.contentsAreFlipped() && c.contentsAreFlipped())
    c.isGeometryFlipped = true
    #expect(!c.contentsAreFlipped())
    let detached = CALayer()
    detached.isGeometryFlipped = true
    #expect(!detached.contentsAreFlipped())
  }

  @Test func nonFiniteValuesNeverCrash() {
    let l = layer(bounds: rect(0, 0, 10, 10), position: pt(.nan, .infinity))
    #expect(l.frame.isNull)
    l.frame = rect(.nan, 0, .infinity, -5)
    l.transform = CATransform3DMakeScale(.nan, 1, 1)
    #expect(l.frame.isNull)
    l.frame = rect(0, 0, 10, 10)
    l.zPosition = .nan
    let parent = CALayer()
    parent.addSublayer(l)
    parent.addSublayer(CALayer())
    #expect(parent.sublayersInDrawingOrder.count == 2)
    #expect(parent.hitTest(pt(5, 5)) !== l)
  }

  /// Sweep rows E25, E39, E41, E186 and E208 (gnustep/libs-quartzcore's `CALayer/geometry.m`,
  /// `masking.m`, `modern.m`, `CAMediaTiming/timing.m`, `CAKeyframeAnimation/properties.m`, run
  /// against Apple's QuartzCore): non-zero defaults are answered, zero ones are `nil`.
  @Test func defaultValuesAreApples() {
    #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
    for key in [
      "bounds", "position", "frame", "minificationFilterBias", "mask", "filters", "compositingFilter",
    ] {
      #expect(CALayer.defaultValue(forKey: key) == nil, "\(key)")
    }
    #expect((CALayer.defaultValue(forKey: "edgeAntialiasingMask") as? CAEdgeAntialiasingMask)?.rawValue == 15)
    #expect(CALayer.defaultValue(forKey: "allowsGroupOpacity") as? Bool == true)
    #expect(
      CALayer.defaultValue(forKey: "contentsCenter") as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(CALayer.defaultValue(forKey: "cornerCurve") as? CALayerCornerCurve == .circular)
    #expect((CALayer.defaultValue(forKey: "maskedCorners") as? CACornerMask)?.rawValue == 15)
    #expect(CALayer.defaultValue(forKey: "speed") as? Float == 1)
    #expect(CALayer.defaultValue(forKey: "duration") as? CFTimeInterval == .infinity)
    #expect(
      CAKeyframeAnimation.defaultValue(forKey: "calculationMode") as? CAAnimationCalculationMode == .linear)
    #expect(CAKeyframeAnimation.defaultValue(forKey: "values") == nil)
    #expect(CABasicAnimation.defaultValue(forKey: "calculationMode") == nil)
  }
}
