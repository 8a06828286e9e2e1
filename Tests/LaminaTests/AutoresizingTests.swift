import Foundation
import Testing

@testable import Lamina

/// Core Animation's autoresizing. Every expected frame here was measured on macOS against Apple's
/// QuartzCore and recorded in gnustep/libs-quartzcore `Tests/quartzcore/CALayer/autoresizing.m`:
/// a layer at (10, 20, 50, 40) in a 100×100 superlayer, the superlayer's bounds then changed once.
@Suite struct AutoresizingTests {
  func resized(_ mask: CAAutoresizingMask, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    let sup = CALayer()
    sup.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let sub = CALayer()
    sub.frame = CGRect(x: 10, y: 20, width: 50, height: 40)
    sub.autoresizingMask = mask
    sup.addSublayer(sub)
    sup.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    return sub.frame
  }

  func frame(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
  }

  @Test func onePartAtATimeTakesTheWholeChange() {
    #expect(resized([], 200, 300) == frame(10, 20, 50, 40))
    #expect(resized(.layerMinXMargin, 200, 300) == frame(110, 20, 50, 40))
    #expect(resized(.layerWidthSizable, 200, 300) == frame(10, 20, 150, 40))
    #expect(resized(.layerMaxXMargin, 200, 300) == frame(10, 20, 50, 40))
    #expect(resized(.layerMinYMargin, 200, 300) == frame(10, 220, 50, 40))
    #expect(resized(.layerHeightSizable, 200, 300) == frame(10, 20, 50, 240))
    #expect(resized(.layerMaxYMargin, 200, 300) == frame(10, 20, 50, 40))
  }

  @Test func theChangeIsSharedByWhichPartsGiveWayNotByTheirLengths() {
    // The example: Lamina used to give (26.67, 20, 133.33, 40), AppKit's proportional rule.
    #expect(resized([.layerMinXMargin, .layerWidthSizable], 200, 300) == frame(76, 20, 84, 40))
    #expect(resized([.layerWidthSizable, .layerMaxXMargin], 200, 300) == frame(10, 20, 84, 40))
    #expect(resized([.layerMinXMargin, .layerMaxXMargin], 200, 300) == frame(60, 20, 50, 40))
    #expect(
      resized([.layerMinXMargin, .layerWidthSizable, .layerMaxXMargin], 200, 300) == frame(43, 20, 84, 40))
    #expect(resized([.layerMinYMargin, .layerHeightSizable], 200, 300) == frame(10, 153, 50, 107))
    #expect(resized([.layerMinYMargin, .layerMaxYMargin], 200, 300) == frame(10, 120, 50, 40))
    #expect(
      resized([.layerMinYMargin, .layerHeightSizable, .layerMaxYMargin], 200, 300) == frame(10, 86, 50, 108))
    #expect(resized([.layerWidthSizable, .layerHeightSizable], 200, 300) == frame(10, 20, 150, 240))
    #expect(resized(CAAutoresizingMask(rawValue: 63), 200, 300) == frame(43, 86, 84, 108))
  }

  @Test func roundingFloorsTheMarginsAndShrinkingStandardizes() {
    #expect(resized([.layerMinXMargin, .layerWidthSizable], 400, 100) == frame(210, 20, 150, 40))
    #expect(resized([.layerMinXMargin, .layerWidthSizable], 110, 100) == frame(16, 20, 54, 40))
    #expect(resized([.layerMinXMargin, .layerWidthSizable], 50, 25) == frame(-24, 20, 34, 40))
    #expect(resized([.layerWidthSizable, .layerHeightSizable], 50, 25) == frame(10, -15, 0, 35))
  }

  @Test func onlyASizeChangeResizesAndOnlyAfterTheMaskIsSet() {
    let sup = CALayer()
    sup.bounds = frame(0, 0, 100, 100)
    let sub = CALayer()
    sub.frame = frame(10, 20, 50, 40)
    sub.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    sup.addSublayer(sub)
    sup.bounds = frame(30, 40, 100, 100)
    #expect(sub.frame == frame(10, 20, 50, 40))
    sup.frame = frame(0, 0, 200, 300)
    #expect(sub.frame == frame(10, 20, 150, 240))

    let late = CALayer()
    late.frame = frame(10, 20, 50, 40)
    let lateParent = CALayer()
    lateParent.bounds = frame(0, 0, 100, 100)
    lateParent.addSublayer(late)
    lateParent.bounds = frame(0, 0, 200, 300)
    late.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    #expect(late.frame == frame(10, 20, 50, 40))
  }

  @Test func resizeCanBeSentDirectlyAndCarriesDownTheTree() {
    let sup = CALayer()
    sup.bounds = frame(0, 0, 200, 300)
    let sub = CALayer()
    sub.frame = frame(10, 20, 50, 40)
    sub.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
    sup.addSublayer(sub)
    sub.resize(withOldSuperlayerSize: CGSize(width: 100, height: 100))
    #expect(sub.frame == frame(76, 20, 84, 40))

    let other = CALayer()
    other.frame = frame(10, 20, 50, 40)
    other.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    sup.addSublayer(other)
    sup.resizeSublayers(withOldSize: CGSize(width: 100, height: 100))
    #expect(other.frame == frame(10, 20, 150, 240))
    sup.resizeSublayers(withOldSize: CGSize(width: 200, height: 300))
    #expect(other.frame == frame(10, 20, 150, 240))

    let top = CALayer()
    top.bounds = frame(0, 0, 100, 100)
    let mid = CALayer()
    mid.frame = frame(0, 0, 100, 100)
    mid.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    let leaf = CALayer()
    leaf.frame = frame(10, 20, 50, 40)
    leaf.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    top.addSublayer(mid)
    mid.addSublayer(leaf)
    top.bounds = frame(0, 0, 200, 300)
    #expect(mid.frame == frame(0, 0, 200, 300))
    #expect(leaf.frame == frame(10, 20, 150, 240))
  }

  /// Not measured by Apple's suite: where the extent does not give way Lamina keeps it exactly.
  @Test func aFixedExtentKeepsItsLengthThroughRounding() {
    let axis = AutoresizingAxis(leading: true, extent: false, trailing: true)
    let r = axis.resize(min: 10, max: 60, old: 100, new: 201)
    #expect(r.min == 60 && r.max == 110)
    let lead = AutoresizingAxis(leading: true, extent: false, trailing: false)
    let s = lead.resize(min: 10.5, max: 60.5, old: 100, new: 200)
    #expect(s.min == 110 && s.max == 160)
  }
}
