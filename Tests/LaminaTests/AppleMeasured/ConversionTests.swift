import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's CALayer/conversion.m (run in CI).
@Suite struct ConversionTests {
  /// Parent P bounds (0,0,200,200) at (100,100) holding child C bounds (0,0,50,50) at (100,50).
  private func parentAndChild(parentBounds: CGRect = rect(0, 0, 200, 200)) -> (p: CALayer, c: CALayer) {
    let p = layer(bounds: parentBounds, position: pt(100, 100))
    let c = layer(bounds: rect(0, 0, 50, 50), position: pt(100, 50))
    p.addSublayer(c)
    return (p, c)
  }

  /// E67 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L81-86, run against Apple
  /// QuartzCore in CI): a rectangle keeps its size and moves by the child's offset, both ways.
  @Test func aRectangleMovesByTheOffsetBothWays() {
    let (p, c) = parentAndChild()
    #expect(
      c.convert(rect(0, 0, 10, 20), to: p).isApproximatelyEqual(to: rect(75, 25, 10, 20), tolerance: 1e-4))
    #expect(
      p.convert(rect(0, 0, 10, 20), to: c).isApproximatelyEqual(to: rect(-75, -25, 10, 20), tolerance: 1e-4))
  }

  /// E68 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L93-96, run against Apple
  /// QuartzCore in CI): a point and a rectangle converted to the same layer are unchanged.
  @Test func aLayerConvertsToItselfUnchanged() {
    let l = layer(bounds: rect(0, 0, 50, 50), position: pt(100, 50))
    #expect(l.convert(pt(3, 4), to: l).isApproximatelyEqual(to: pt(3, 4), tolerance: 1e-4))
    #expect(l.convert(rect(3, 4, 5, 6), to: l).isApproximatelyEqual(to: rect(3, 4, 5, 6), tolerance: 1e-4))
  }

  /// E69 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L100-109, run against Apple
  /// QuartzCore in CI): a bounds origin on the superlayer leaves the child's conversion alone.
  @Test func theSuperlayersBoundsOriginDoesNotMoveAChild() {
    let (p, c) = parentAndChild(parentBounds: rect(10, 20, 200, 200))
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(75, 25), tolerance: 1e-4))
  }

  /// E70 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L118-129, run against Apple
  /// QuartzCore in CI): a child scaled by 2 spreads its points and rectangles about its anchor point.
  @Test func aScaledChildSpreadsAboutItsAnchorPoint() {
    let p = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100))
    let c = layer(bounds: rect(0, 0, 50, 50), position: pt(100, 50))
    c.transform = CATransform3DMakeScale(2, 2, 1)
    p.addSublayer(c)
    #expect(c.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(50, 0), tolerance: 1e-4))
    #expect(c.convert(pt(50, 50), to: p).isApproximatelyEqual(to: pt(150, 100), tolerance: 1e-4))
    #expect(
      c.convert(rect(0, 0, 10, 20), to: p).isApproximatelyEqual(to: rect(50, 0, 20, 40), tolerance: 1e-4))
  }

  /// E77 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L221-226, run against Apple
  /// QuartzCore in CI): a layer converts through its parent while attached, and as a root of its own
  /// (through the shared container space) once detached, with the same answer.
  @Test func aDetachedLayerConvertsAsARootOfItsOwn() {
    let p = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100))
    let d = layer(bounds: rect(0, 0, 50, 50), position: pt(100, 50))
    p.addSublayer(d)
    #expect(d.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(75, 25), tolerance: 1e-4))
    d.removeFromSuperlayer()
    #expect(d.convert(pt(0, 0), to: p).isApproximatelyEqual(to: pt(75, 25), tolerance: 1e-4))
  }
}
