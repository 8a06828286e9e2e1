import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's CALayer suites (run against Apple in CI).
@Suite struct LayerPropertyTests {
  /// E3 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/geometry.m@98f0d6e L65-93, run against Apple
  /// QuartzCore in CI): every geometry property reads back exactly what was set.
  @Test func geometryPropertiesReadBackWhatWasSet() {
    let l = CALayer()
    l.bounds = rect(1, 2, 3, 4)
    #expect(l.bounds == rect(1, 2, 3, 4))
    l.position = pt(5, 6)
    #expect(l.position == pt(5, 6))
    l.anchorPoint = pt(0.25, 0.75)
    #expect(l.anchorPoint == pt(0.25, 0.75))
    l.anchorPointZ = 7
    #expect(l.anchorPointZ == 7)
    l.zPosition = -5
    #expect(l.zPosition == -5)
    l.contentsScale = 2
    #expect(l.contentsScale == 2)
    l.masksToBounds = true
    #expect(l.masksToBounds)
    l.isGeometryFlipped = true
    #expect(l.isGeometryFlipped)
    l.isHidden = true
    #expect(l.isHidden)
    l.transform = CATransform3DMakeScale(2, 3, 4)
    #expect(l.transform.m11 == 2 && l.transform.m22 == 3 && l.transform.m33 == 4)
    l.sublayerTransform = CATransform3DMakeTranslation(8, 9, 10)
    let s = l.sublayerTransform
    #expect(s.m41 == 8 && s.m42 == 9 && s.m43 == 10)
  }

  /// E4 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/geometry.m@98f0d6e L96-102, run against Apple
  /// QuartzCore in CI): setting the bounds moves neither the position nor the anchor point.
  @Test func settingTheBoundsLeavesPositionAndAnchorPointAlone() {
    let k = CALayer()
    k.position = pt(7, 9)
    k.anchorPoint = pt(0.25, 0.75)
    k.bounds = rect(0, 0, 30, 40)
    #expect(k.position == pt(7, 9))
    #expect(k.anchorPoint == pt(0.25, 0.75))
  }

  /// E33 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/masking.m@a305db1 L33-35, run against Apple
  /// QuartzCore in CI): a new layer antialiases all four edges (left, right, bottom, top: 15).
  @Test func aNewLayerAntialiasesAllFourEdges() {
    let l = CALayer()
    #expect(l.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
    #expect(l.edgeAntialiasingMask.rawValue == 15)
  }

  /// E36 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/masking.m@a305db1 L59-70, run against Apple
  /// QuartzCore in CI): edge antialiasing, group opacity and the edge mask read back as set
  /// (drawsAsynchronously and minificationFilterBias have no Lamina API).
  @Test func antialiasingAndGroupOpacityReadBackAsSet() {
    let l = CALayer()
    l.allowsEdgeAntialiasing = false
    #expect(!l.allowsEdgeAntialiasing)
    l.allowsGroupOpacity = false
    #expect(!l.allowsGroupOpacity)
    l.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge]
    #expect(l.edgeAntialiasingMask == [.layerLeftEdge, .layerTopEdge])
    #expect(l.edgeAntialiasingMask.rawValue == 9)
  }

  /// E37 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/masking.m@a305db1 L72-84, run against Apple
  /// QuartzCore in CI): contentsCenter and contentsRect read back unchecked, even outside the unit square.
  @Test func contentsCenterAndContentsRectReadBackUnchecked() {
    let l = CALayer()
    l.contentsCenter = rect(0.25, 0.25, 0.5, 0.5)
    #expect(l.contentsCenter == rect(0.25, 0.25, 0.5, 0.5))
    l.contentsCenter = rect(-1, -1, 4, 4)
    #expect(l.contentsCenter == rect(-1, -1, 4, 4))
    #expect(l.contentsRect == rect(0, 0, 1, 1))
    l.contentsRect = rect(0.25, 0.25, 0.5, 0.5)
    #expect(l.contentsRect == rect(0.25, 0.25, 0.5, 0.5))
  }

  /// E42 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/modern.m@a00fea6 L118-145, run against Apple
  /// QuartzCore in CI): a corner curve and a pair of masked corners read back (the contents-format and
  /// dynamic-range properties of the same row have no Lamina API).
  @Test func cornerCurveAndMaskedCornersReadBack() {
    let l = CALayer()
    l.cornerCurve = .continuous
    #expect(l.cornerCurve == .continuous)
    l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    #expect(l.maskedCorners.rawValue == 9)
  }

  /// E43 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/modern.m@a00fea6 L152-155, run against Apple
  /// QuartzCore in CI): a corner curve name Apple does not know puts the layer back to circular.
  @Test func anUnknownCornerCurveFallsBackToCircular() {
    let l = CALayer()
    l.cornerCurve = .continuous
    l.cornerCurve = CALayerCornerCurve(rawValue: "not a curve")
    #expect(l.cornerCurve == .circular)
    #expect(l.cornerCurve.rawValue == "circular")
  }

  /// E45 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/modern.m@a00fea6 L172-174, run against Apple
  /// QuartzCore in CI): bits of maskedCorners that are not corners are dropped (255 reads 15).
  @Test func maskedCornersDropBitsThatAreNotCorners() {
    let l = CALayer()
    l.maskedCorners = CACornerMask(rawValue: 255)
    #expect(l.maskedCorners.rawValue == 15)
  }

  /// E56 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/layout.m@ae680ff L121-132, run against Apple
  /// QuartzCore in CI): a layer added after the sublayers were set outright joins them.
  @Test func aLayerAddedAfterSettingSublayersJoinsThem() {
    let root = CALayer()
    root.bounds = rect(0, 0, 100, 100)
    root.addSublayer(CALayer())
    root.layoutIfNeeded()
    let added = CALayer()
    root.sublayers = [CALayer()]
    root.addSublayer(added)
    #expect(root.sublayers?.count == 2)
    #expect(added.superlayer === root)
  }

  /// E107 (gnustep/libs-quartzcore Tests/quartzcore/CAConstraint/constraint.m@ae680ff L72-76, run against
  /// Apple QuartzCore in CI): a layer has no name to begin with and takes the one it is given.
  @Test func aLayerHasNoNameUntilGivenOne() {
    let l = CALayer()
    #expect(l.name == nil)
    l.name = "a"
    #expect(l.name == "a")
  }

  /// E360 (gnustep/libs-quartzcore Tests/quartzcore/CAGravity/gravity.m@a305db1 L58-62; the file is
  /// skipped in Apple CI, its header says the rectangles were measured against Apple QuartzCore):
  /// contents with no width occupy nothing under resize gravity.
  @Test func contentsWithNoWidthOccupyNothing() {
    let r = CALayerContentsGravity.resize.rect(
      forContentsOfSize: CGSize(width: 0, height: 10), in: rect(0, 0, 80, 60))
    #expect(r.width.isApproximatelyEqual(to: 0, tolerance: 1e-4))
    #expect(r.height.isApproximatelyEqual(to: 0, tolerance: 1e-4))
  }
}
