import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's layout and autoresizing suites.
@Suite struct LayoutFlagTests {
  /// A layout manager that counts how often it is asked to lay out.
  private final class CountingManager: CALayoutManager {
    var count = 0
    func layoutSublayers(of layer: CALayer) { count += 1 }
  }

  /// A layout manager that records every message it is sent, as the source's does.
  private final class RecordingManager: CALayoutManager {
    var sent: [String] = []
    func layoutSublayers(of layer: CALayer) { sent.append("layoutSublayers") }
    func invalidateLayout(of layer: CALayer) { sent.append("invalidateLayout") }
    func preferredSize(of layer: CALayer) -> CGSize? {
      sent.append("preferredSize")
      return CGSize(width: 11, height: 22)
    }
  }

  /// E111 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/autoresizing.m@a305db1 L44-50, run against
  /// Apple QuartzCore in CI): the autoresizing bits are NotSizable 0, MinXMargin 1, WidthSizable 2,
  /// MaxXMargin 4, MinYMargin 8, HeightSizable 16, MaxYMargin 32.
  @Test func autoresizingBitsHaveApplesValues() {
    #expect(CAAutoresizingMask().rawValue == 0)
    #expect(CAAutoresizingMask.layerMinXMargin.rawValue == 1)
    #expect(CAAutoresizingMask.layerWidthSizable.rawValue == 2)
    #expect(CAAutoresizingMask.layerMaxXMargin.rawValue == 4)
    #expect(CAAutoresizingMask.layerMinYMargin.rawValue == 8)
    #expect(CAAutoresizingMask.layerHeightSizable.rawValue == 16)
    #expect(CAAutoresizingMask.layerMaxYMargin.rawValue == 32)
  }

  /// E112 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/autoresizing.m@a305db1 L57-65, run against
  /// Apple QuartzCore in CI): the mask starts at 0 and reads back what it is given, meaningless bits too.
  @Test func theAutoresizingMaskReadsBackEveryBit() {
    let l = CALayer()
    #expect(l.autoresizingMask.rawValue == 0)
    l.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    #expect(l.autoresizingMask == [.layerWidthSizable, .layerHeightSizable])
    l.autoresizingMask = CAAutoresizingMask(rawValue: 255)
    #expect(l.autoresizingMask.rawValue == 255)
    l.autoresizingMask = CAAutoresizingMask(rawValue: 0)
    #expect(l.autoresizingMask.rawValue == 0)
  }

  /// E113 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/autoresizing.m@a305db1 L66-67, run against
  /// Apple QuartzCore in CI): the class has no default autoresizing mask.
  @Test func theClassHasNoDefaultAutoresizingMask() {
    #expect(CALayer.defaultValue(forKey: "autoresizingMask") == nil)
  }

  /// E120 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/autoresizing.m@a305db1 L168-175, run against
  /// Apple QuartzCore in CI): a sublayer added after its superlayer grew keeps the frame it was given.
  @Test func aLayerAddedAfterTheSuperlayerGrewKeepsItsFrame() {
    let sup = CALayer()
    sup.bounds = rect(0, 0, 200, 300)
    let sub = CALayer()
    sub.frame = rect(10, 20, 50, 40)
    sub.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
    sup.addSublayer(sub)
    #expect(sub.frame.isApproximatelyEqual(to: rect(10, 20, 50, 40), tolerance: 1e-4))
  }

  /// E127 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/layout.m@d1e95be L45-48, run against Apple
  /// QuartzCore in CI): calling layoutSublayers directly does not clear the needs-layout flag.
  @Test func layoutSublayersAloneDoesNotClearTheFlag() {
    let l = CALayer()
    l.setNeedsLayout()
    l.layoutSublayers()
    #expect(l.needsLayout())
  }

  /// E128 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/layout.m@d1e95be L57-62, run against Apple
  /// QuartzCore in CI): a layer starts with no layout manager, and one it is given is asked once.
  @Test func theLayoutManagerIsAskedOnce() {
    let l = CALayer()
    #expect(l.layoutManager == nil)
    let m = CountingManager()
    l.layoutManager = m
    l.setNeedsLayout()
    l.layoutIfNeeded()
    #expect(m.count == 1)
  }

  /// E141 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/protocols.m@ae680ff L129-133, run against Apple
  /// QuartzCore in CI): a managed 50×50 layer that has been laid out and not changed sends its layout
  /// manager no message at all when asked to lay out again.
  @Test func aSettledLayerLaysOutNoFurther() {
    let manager = RecordingManager()
    let l = CALayer()
    l.bounds = rect(0, 0, 50, 50)
    l.layoutManager = manager
    l.layoutIfNeeded()
    manager.sent.removeAll()
    l.layoutIfNeeded()
    #expect(manager.sent.isEmpty)
  }

  /// E130 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/layout.m@d1e95be L96-99, run against Apple
  /// QuartzCore in CI): a 100×100 layer with a sublayer is settled once it has been laid out.
  @Test func aLayerJustLaidOutIsSettled() {
    let root = CALayer()
    root.bounds = rect(0, 0, 100, 100)
    root.addSublayer(CALayer())
    root.layoutIfNeeded()
    #expect(!root.needsLayout())
  }

  /// E136 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/layout.m@d1e95be L125-130, run against
  /// Apple QuartzCore in CI): a layer laid out before it is added is not marked by being added.
  @Test func aSettledLayerIsNotMarkedByBeingAdded() {
    let root = CALayer()
    let newcomer = CALayer()
    newcomer.layoutIfNeeded()
    root.addSublayer(newcomer)
    #expect(!newcomer.needsLayout() && root.needsLayout())
  }

  /// E138 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/protocols.m@ae680ff L72-87, run against
  /// Apple QuartzCore in CI): displaying a 20-point layer sends its delegate exactly two messages,
  /// `layerWillDraw` first, then the drawing one.
  @Test func displayTellsTheDelegateItWillDrawThenDraws() {
    final class Delegate: CALayerDelegate {
      var sent: [String] = []
      func layerWillDraw(_ layer: CALayer) { sent.append("layerWillDraw") }
      func draw(_ layer: CALayer, in ctx: CGContext) { sent.append("draw") }
    }
    let delegate = Delegate()
    let l = CALayer()
    l.bounds = rect(0, 0, 20, 20)
    l.delegate = delegate
    l.display()
    #expect(delegate.sent == ["layerWillDraw", "draw"])
  }

  /// E139 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/protocols.m@ae680ff L93-103, run against
  /// Apple QuartzCore in CI): a second `setNeedsLayout` while still marked does not tell the layout
  /// manager again.
  @Test func aSecondMarkDoesNotInvalidateAgain() {
    let l = CALayer()
    l.bounds = rect(0, 0, 50, 50)
    let manager = RecordingManager()
    l.layoutManager = manager
    l.layoutIfNeeded()
    manager.sent = []
    l.setNeedsLayout()
    l.setNeedsLayout()
    #expect(manager.sent == ["invalidateLayout"])
  }
}
