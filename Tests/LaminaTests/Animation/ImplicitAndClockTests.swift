import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Layers' animation bookkeeping, implicit animations, transactions, the clock and presentation trees.
@Suite(.serialized) struct ImplicitAndClockTests {
  /// A layer that has been shown (its presentation read), so changes animate.
  private func shownLayer() -> CALayer {
    let l = CALayer()
    l.opacity = 1
    _ = l.presentation(at: 0)
    return l
  }

  /// A layer's own timing defaults: its time starts at 0, runs at speed 1, and lasts for ever
  /// (`duration` reads infinite on Core Animation, where an animation's default is 0).
  @Test func aLayersTimingDefaults() {
    let l = CALayer()
    #expect(l.beginTime == 0 && l.speed == 1 && l.timeOffset == 0 && l.duration == .infinity)
    #expect(CABasicAnimation().duration == 0 && l.model() === l)
  }

  @Test func changesOfAShownLayerAnimateImplicitly() {
    MediaClock.withTime(100) {
      let fresh = CALayer()
      fresh.opacity = 0  // never shown: no animation, as a layer configured before display
      #expect(fresh.animationKeys() == nil)
      let l = shownLayer()
      l.opacity = 0
      #expect(l.animationKeys() == ["opacity"])
      let a = l.animation(forKey: "opacity") as! CABasicAnimation
      #expect(a.duration == 0.25 && a.beginTime == 100 && a.fromValue as? Double == 1 && a.toValue == nil)
      // Half-way in time is 0.802 of the way on the default curve.
      #expect(abs(Double(l.presentation(at: 100.125)!.opacity) - (1 - 0.802403388)) < 1e-6)
      #expect(l.presentation(at: 101)!.opacity == 0)
      // Changing it again mid-flight starts from where it is shown.
      MediaClock.withTime(100.125) { l.opacity = 1 }
      let b = l.animation(forKey: "opacity") as! CABasicAnimation
      #expect(abs((b.fromValue as! Double) - (1 - 0.802403388)) < 1e-6)
    }
  }

  @Test func transactionsSetDurationAndDisableActions() {
    MediaClock.withTime(0) {
      let l = shownLayer()
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      l.position = CGPoint(x: 100, y: 0)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      l.cornerRadius = 8
      CATransaction.commit()
      CATransaction.commit()
      #expect(l.animationKeys() == ["position"])
      #expect(l.presentation(at: 0.5)!.position.x.isApproximatelyEqual(to: 25, tolerance: 1e-4))
      #expect(CATransaction.animationDuration() == 0.25)
    }
  }

  /// Setting `frame` on a shown layer animates what it sets, `position` and `bounds` (frame itself is
  /// not animatable: Apple's `CALayer.frame` documentation).
  @Test func settingTheFrameAnimatesPositionAndBounds() {
    MediaClock.withTime(0) {
      let l = shownLayer()
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      l.frame = CGRect(x: 100, y: 0, width: 50, height: 20)
      CATransaction.commit()
      #expect(Set(l.animationKeys() ?? []) == ["position", "bounds"])
      let half = l.presentation(at: 0.5)!
      #expect(half.position.x.isApproximatelyEqual(to: 62.5, tolerance: 1e-6))
      #expect(half.bounds.width.isApproximatelyEqual(to: 25, tolerance: 1e-6))
    }
  }

  /// An animation added with duration 0 takes the transaction's animation duration, "the default
  /// duration of animations added to layers" (Apple's CATransaction.h): 2 s here, not 0.25 s.
  @Test func zeroDurationAnimationsTakeTheTransactionsDuration() {
    MediaClock.withTime(0) {
      let l = CALayer()
      let move = CABasicAnimation(keyPath: "position.x")
      (move.fromValue, move.toValue, move.timingFunction) = (0, 100, CAMediaTimingFunction(name: .linear))
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      l.add(move, forKey: "move")
      CATransaction.commit()
      l.add(move, forKey: "default")
      #expect(l.animation(forKey: "move")?.duration == 2 && l.animation(forKey: "default")?.duration == 0.25)
      #expect(move.duration == 0)  // the caller's animation is not changed, only the layer's copy
    }
  }

  @Test func actionSearchOrder() {
    MediaClock.withTime(0) {
      let l = shownLayer()
      l.actions = ["opacity": NSNull()]
      l.opacity = 0.5
      #expect(l.animationKeys() == nil)
      let custom = CABasicAnimation()
      custom.duration = 3
      l.actions = ["position": custom]
      l.position = CGPoint(x: 10, y: 10)
      #expect(l.animation(forKey: "position")?.duration == 3)
      l.style = ["actions": ["bounds": NSNull()] as [String: CAAction]]
      l.bounds = rect(0, 0, 5, 5)
      #expect(l.animation(forKey: "bounds") == nil)
      final class Delegate: CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
      }
      let d = Delegate()
      l.delegate = d
      l.zPosition = 4
      #expect(l.animation(forKey: "zPosition") == nil)
      #expect(l.action(forKey: "zPosition") == nil)
      l.delegate = nil
      #expect(l.action(forKey: "zPosition") is CABasicAnimation)
      #expect(l.action(forKey: "name") == nil)
    }
  }

  @Test func addCopiesAndReplaces() {
    let l = CALayer()
    let a = CABasicAnimation(keyPath: "opacity")
    a.toValue = 0
    MediaClock.withTime(5) { l.add(a, forKey: "f") }
    a.toValue = 1
    #expect((l.animation(forKey: "f") as! CABasicAnimation).toValue as? Int == 0)
    #expect(a.beginTime == 0 && l.animation(forKey: "f")!.beginTime == 5)
    let b = CABasicAnimation(keyPath: "position.x")
    l.add(b, forKey: "m")
    l.add(b, forKey: "f")
    #expect(l.animationKeys() == ["m", "f"])
    l.removeAnimation(forKey: "m")
    #expect(l.animationKeys() == ["f"])
    l.removeAllAnimations()
    #expect(l.animationKeys() == nil)
  }

  /// The shared clock delivers starts, ends, removals and completion blocks as it moves.
  @Test func theClockEndsAnimationsAndRunsCompletions() {
    movingTheSharedClock {
      final class Log: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
      }
      let log = Log()
      let start = MediaClock.now
      let l = CALayer()
      var completed = 0
      CATransaction.begin()
      CATransaction.setCompletionBlock { completed += 1 }
      let a = CABasicAnimation(keyPath: "opacity")
      a.toValue = 0
      a.duration = 1
      a.delegate = log
      l.add(a, forKey: "fade")
      let kept = CABasicAnimation(keyPath: "position.x")
      kept.toValue = 50
      kept.duration = 2
      kept.isRemovedOnCompletion = false
      kept.fillMode = .forwards
      l.add(kept, forKey: "move")
      CATransaction.commit()
      #expect(log.events == ["start"] && completed == 0)
      MediaClock.set(start + 0.5)
      #expect(l.animationKeys() == ["fade", "move"])
      MediaClock.set(start + 1.5)
      #expect(l.animationKeys() == ["move"] && log.events == ["start", "stop true"] && completed == 0)
      MediaClock.advance(by: 1)
      #expect(completed == 1 && l.animationKeys() == ["move"])
      #expect(l.presentation()!.position.x.isApproximatelyEqual(to: 50, tolerance: 1e-4))
      // A transaction that adds nothing completes at commit.
      CATransaction.begin()
      CATransaction.setCompletionBlock { completed += 10 }
      CATransaction.commit()
      #expect(completed == 11)
    }
  }

  /// A test reading its own time adds an animation; another moves the shared clock past its end.
  /// The animation stays: it is not the shared clock's to end (before, it was removed).
  @Test func animationsAddedInsideWithTimeOutliveTheSharedClock() {
    let l = CALayer()
    let a = CABasicAnimation(keyPath: "opacity")
    a.duration = 1
    MediaClock.withTime(0) { l.add(a, forKey: "fade") }
    movingTheSharedClock { MediaClock.advance(by: 10) }
    #expect(l.animation(forKey: "fade") != nil)
  }

  /// Sweep rows E179–E181 (gnustep/libs-quartzcore's `CATransaction/completion.m`, run against
  /// Apple's QuartzCore): a second completion block adds to the first, setting `nil` clears only
  /// what is read back, and a nested transaction reads the enclosing one's block.
  @Test func completionBlocksAddUpAndNest() {
    var ran: [String] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { ran.append("first") }
    CATransaction.setCompletionBlock { ran.append("second") }
    CATransaction.commit()
    #expect(ran == ["first", "second"])
    CATransaction.begin()
    CATransaction.setCompletionBlock { ran.append("kept") }
    CATransaction.setCompletionBlock(nil)
    #expect(CATransaction.completionBlock() == nil)
    CATransaction.commit()
    #expect(ran.last == "kept")
    CATransaction.begin()
    CATransaction.setCompletionBlock { ran.append("outer") }
    CATransaction.begin()
    let nested = CATransaction.completionBlock() != nil
    CATransaction.commit()
    #expect(nested && ran.last == "kept")
    CATransaction.commit()
    #expect(ran.last == "outer")
  }

  /// A paused layer's time stands at its `timeOffset` (CAMediaTiming.h: "t = (tp - begin) * speed +
  /// offset. One use of this is to 'pause' a layer by setting `speed' to zero"), so an animation
  /// added to it starts at that time, is evaluated wherever `timeOffset` is moved (the scrubbing
  /// idiom), and never ends while the layer stays paused, however far the clock moves.
  @Test func animationsOnAPausedLayerFollowItsTimeOffset() {
    movingTheSharedClock {
      let start = MediaClock.now
      let root = CALayer()
      let l = CALayer()
      root.addSublayer(l)
      l.speed = 0
      l.timeOffset = 3
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0
      a.toValue = 1
      a.duration = 2
      l.add(a, forKey: "scrub")
      #expect(l.animation(forKey: "scrub")!.beginTime == 3)
      MediaClock.set(start + 100)
      #expect(l.animationKeys() == ["scrub"])
      #expect(l.presentation()!.opacity == 0)
      l.timeOffset = 3.5
      #expect(l.presentation()!.opacity == 0.25)
      l.timeOffset = 4.5
      #expect(l.presentation()!.opacity == 0.75)
      // Paused through an ancestor: the same.
      let child = CALayer()
      l.timeOffset = 0
      l.addSublayer(child)
      child.add(a, forKey: "scrub")
      MediaClock.set(start + 200)
      l.timeOffset = 1
      #expect(child.animationKeys() == ["scrub"] && child.presentation()!.opacity == 0.5)
    }
  }

  @Test func presentationTreesMirrorTheModel() {
    let root = CALayer()
    root.frame = rect(0, 0, 200, 200)
    let child = CAShapeLayer()
    child.frame = rect(0, 0, 50, 50)
    child.name = "dot"
    root.addSublayer(child)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 25
    move.toValue = 125
    move.duration = 1
    MediaClock.withTime(0) { child.add(move, forKey: "m") }
    let p = child.presentation(at: 0.5)!
    #expect(p.superlayer?.bounds == root.bounds)
    #expect(p.model() === child && p.name == "dot")
    #expect(p.frame.isApproximatelyEqual(to: rect(50, 0, 50, 50), tolerance: 1e-4))
    // Hit testing the presentation finds the layer where it is shown, not where the model is.
    let tree = root.presentationTree(at: 0.5)
    #expect(tree.hitTest(CGPoint(x: 60, y: 10))?.model() === child)
    #expect(tree.hitTest(CGPoint(x: 10, y: 10))?.model() === root)
    #expect(root.hitTest(CGPoint(x: 10, y: 10)) === child)
    // Presentation copies keep their kind, and reading them makes the tree animate changes.
    #expect(ObjectIdentifier(type(of: p)) == ObjectIdentifier(CAShapeLayer.self))
    #expect(root.isCommitted && child.isCommitted)
  }
}
