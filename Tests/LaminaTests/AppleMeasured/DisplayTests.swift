import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's display suites (run in CI).
@Suite struct DisplayTests {
  /// E148 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/redisplay.m@c89ffca L30-40, run against Apple
  /// QuartzCore in CI): a plain layer redisplays for none of its keys, nor for one it does not have.
  @Test func aPlainLayerRedisplaysForNoKey() {
    for key in ["bounds", "position", "opacity", "contents", "aKeyNobodyDefines"] {
      #expect(!CALayer.needsDisplay(forKey: key), "\(key)")
    }
  }

  /// E149 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/redisplay.m@c89ffca L46-53, run against Apple
  /// QuartzCore in CI): a settled layer stays settled when its opacity changes.
  @Test func anOpacityChangeLeavesASettledLayerSettled() {
    let l = CALayer()
    l.displayIfNeeded()
    #expect(!l.needsDisplay())
    l.opacity = 0.5
    #expect(!l.needsDisplay())
  }

  /// E153 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/drawing.m@a305db1 L437-448, run against
  /// Apple QuartzCore in CI): a text layer that has just displayed is settled; a new string or font
  /// size asks for a display again.
  @Test func aTextLayerAsksForADisplayWhenItsTextChanges() {
    let t = CATextLayer()
    t.bounds = rect(0, 0, 160, 60)
    t.string = "Hg"
    t.display()
    #expect(!t.needsDisplay())
    t.string = "Other"
    #expect(t.needsDisplay())
    t.display()
    t.fontSize = 12
    #expect(t.needsDisplay())
  }

  /// E222 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/animations.m@c89ffca L55-62, run against Apple
  /// QuartzCore in CI): taking a layer's animations away does not redisplay it.
  @Test func removingAnimationsDoesNotRedisplay() {
    let l = CALayer()
    l.add(CABasicAnimation(keyPath: "opacity"), forKey: "first")
    l.displayIfNeeded()
    l.removeAllAnimations()
    #expect(!l.needsDisplay())
  }
}
