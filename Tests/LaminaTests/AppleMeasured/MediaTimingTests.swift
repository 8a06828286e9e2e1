import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's CAMediaTiming/timing.m (run in CI).
@Suite struct MediaTimingTests {
  /// root ⊃ mid (beginTime 2, speed 3, timeOffset 0.25) ⊃ leaf (beginTime 1, speed 2, timeOffset 0.5).
  private func timedTree() -> (root: CALayer, mid: CALayer, leaf: CALayer) {
    let (root, mid, leaf) = (CALayer(), CALayer(), CALayer())
    root.addSublayer(mid)
    mid.addSublayer(leaf)
    (mid.beginTime, mid.speed, mid.timeOffset) = (2, 3, 0.25)
    (leaf.beginTime, leaf.speed, leaf.timeOffset) = (1, 2, 0.5)
    return (root, mid, leaf)
  }

  /// E184 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTiming/timing.m@4d23dca L37-50, run against
  /// Apple QuartzCore in CI): the timing an animation starts with (repeatCount and fillMode, hopeful in
  /// the source, are left out).
  @Test func theTimingAnAnimationStartsWith() {
    let a = CABasicAnimation()
    #expect(a.beginTime == 0)
    #expect(a.timeOffset == 0)
    #expect(a.repeatDuration == 0)
    #expect(!a.autoreverses)
    #expect(a.duration == 0)
    #expect(a.speed == 1)
  }

  /// E185 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTiming/timing.m@4d23dca L56-85, run against
  /// Apple QuartzCore in CI): a layer's timing setters keep what they are given; repeatCount can be
  /// infinite.
  @Test func aLayersTimingSettersKeepWhatTheyAreGiven() {
    let l = CALayer()
    l.beginTime = 1.5
    #expect(l.beginTime == 1.5)
    l.timeOffset = 0.25
    #expect(l.timeOffset == 0.25)
    l.repeatCount = 3
    #expect(l.repeatCount == 3)
    l.repeatDuration = 9
    #expect(l.repeatDuration == 9)
    l.autoreverses = true
    #expect(l.autoreverses)
    l.fillMode = .both
    #expect(l.fillMode == .both)
    #expect(l.fillMode.rawValue == "both")
    l.duration = 2
    #expect(l.duration == 2)
    l.speed = 0.5
    #expect(l.speed == 0.5)
    l.repeatCount = .infinity
    #expect(l.repeatCount.isInfinite)
  }

  /// E187 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTiming/timing.m@4d23dca L108-128, run against
  /// Apple QuartzCore in CI): a time converted into the leaf from the layer above, from the root, and
  /// out of the leaf to the layer above (18.5, 47, 5.75; 1e-9 for floating point).
  @Test func timesConvertThroughEachLayersTiming() {
    let (root, mid, leaf) = timedTree()
    #expect(leaf.convertTime(10, from: mid).isApproximatelyEqual(to: 18.5, tolerance: 1e-9))
    #expect(leaf.convertTime(10, from: root).isApproximatelyEqual(to: 47, tolerance: 1e-9))
    #expect(leaf.convertTime(10, to: mid).isApproximatelyEqual(to: 5.75, tolerance: 1e-9))
  }

  /// E188 (gnustep/libs-quartzcore Tests/quartzcore/CAMediaTiming/timing.m@4d23dca L130-134, run against
  /// Apple QuartzCore in CI): a leaf time is 23/6 at the root and in no layer at all (within 1e-5: the
  /// speeds are floats).
  @Test func aLeafTimeAtTheRootAndAtNoLayer() {
    let (root, _, leaf) = timedTree()
    #expect(leaf.convertTime(10, to: root).isApproximatelyEqual(to: 23.0 / 6.0, tolerance: 1e-5))
    #expect(leaf.convertTime(10, to: nil).isApproximatelyEqual(to: 23.0 / 6.0, tolerance: 1e-5))
  }
}
