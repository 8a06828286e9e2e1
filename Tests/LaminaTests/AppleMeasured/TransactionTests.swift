import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's CATransaction suites (run in CI).
@Suite struct TransactionTests {
  /// What another thread read of its own transactions.
  private final class OtherThreadReadings: @unchecked Sendable {
    var duration = -1.0
    var disableActions = true
  }

  /// Runs `body` on a new thread and waits (at most 10 s, as the source does) for it to finish.
  private func onAnotherThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.start()
    return done.wait(timeout: .now() + 10) == .success
  }

  /// E164 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L89-97, run against
  /// Apple QuartzCore in CI): the transaction keys are Apple's strings.
  @Test func theTransactionKeysAreApplesStrings() {
    #expect(kCATransactionAnimationDuration == "animationDuration")
    #expect(kCATransactionDisableActions == "disableActions")
    #expect(kCATransactionAnimationTimingFunction == "animationTimingFunction")
  }

  /// E166 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L118-141, run
  /// against Apple QuartzCore in CI): a transaction begins at 0.25 s and reads back the duration, the
  /// disabled actions and the timing function (ease-in, control point 1 (0.42, 0)) it is given.
  @Test func aTransactionReadsBackWhatItWasGiven() {
    CATransaction.begin()
    let initial = CATransaction.animationDuration()
    CATransaction.setAnimationDuration(1.5)
    let duration = CATransaction.animationDuration()
    CATransaction.setDisableActions(true)
    let disabled = CATransaction.disableActions()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
    let function = CATransaction.animationTimingFunction()
    CATransaction.commit()
    #expect(initial == 0.25)
    #expect(duration == 1.5)
    #expect(disabled)
    var point: [Float] = [-1, -1]
    function?.getControlPoint(at: 1, values: &point)
    #expect(function != nil)
    #expect(point == [0.42, 0])
  }

  /// E169 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L177-189, run
  /// against Apple QuartzCore in CI): a nested transaction takes its own duration and does not carry it
  /// out; the enclosing one keeps its duration and its disabled actions.
  @Test func aNestedTransactionKeepsItsDurationToItself() {
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setDisableActions(true)
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    let inner = CATransaction.animationDuration()
    CATransaction.commit()
    let outer = CATransaction.animationDuration()
    let outerDisabled = CATransaction.disableActions()
    CATransaction.commit()
    #expect(inner == 2)
    #expect(outer == 1)
    #expect(outerDisabled)
  }

  /// E170 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L195-217, run
  /// against Apple QuartzCore in CI): the keys and the accessors read and write the same values.
  @Test func keysAndAccessorsShareTheirValues() {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.75)
    let durationByKey = CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double
    CATransaction.setValue(1.25, forKey: kCATransactionAnimationDuration)
    let durationByAccessor = CATransaction.animationDuration()
    CATransaction.setDisableActions(true)
    let disabledByKey = CATransaction.value(forKey: kCATransactionDisableActions) as? Bool
    CATransaction.setValue(false, forKey: kCATransactionDisableActions)
    let disabledByAccessor = CATransaction.disableActions()
    CATransaction.commit()
    #expect(durationByKey == 0.75)
    #expect(durationByAccessor == 1.25)
    #expect(disabledByKey == true)
    #expect(!disabledByAccessor)
  }

  /// E172 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L251-258, run
  /// against Apple QuartzCore in CI): commit without begin, flush, lock and unlock are harmless, and an
  /// unmatched commit leaves the duration at 0.25.
  @Test func theClassMethodsThatTakeNoTransactionAreHarmless() {
    CATransaction.commit()
    #expect(CATransaction.animationDuration() == 0.25)
    CATransaction.flush()
    CATransaction.lock()
    CATransaction.unlock()
  }

  /// E173 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L264-280, run
  /// against Apple QuartzCore in CI): a flush takes the implicit transaction away but leaves an explicit
  /// one where it is.
  @Test func aFlushTakesOnlyTheImplicitTransaction() {
    CATransaction.setAnimationDuration(5)
    let implicit = CATransaction.animationDuration()
    CATransaction.flush()
    let flushed = CATransaction.animationDuration()
    CATransaction.begin()
    CATransaction.setAnimationDuration(7)
    CATransaction.flush()
    let explicit = CATransaction.animationDuration()
    CATransaction.commit()
    let committed = CATransaction.animationDuration()
    CATransaction.flush()
    CATransaction.flush()
    #expect(implicit == 5)
    #expect(flushed == 0.25)
    #expect(explicit == 7)
    #expect(committed == 0.25)
  }

  /// E174 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L289-305, run
  /// against Apple QuartzCore in CI): the lock can be taken twice, a transaction works while it is held,
  /// and giving back a lock never taken does nothing.
  @Test func theLockNestsAndATransactionWorksUnderIt() {
    CATransaction.lock()
    CATransaction.unlock()
    CATransaction.lock()
    CATransaction.lock()
    CATransaction.unlock()
    CATransaction.unlock()
    CATransaction.lock()
    CATransaction.begin()
    CATransaction.setAnimationDuration(9)
    let duration = CATransaction.animationDuration()
    CATransaction.commit()
    CATransaction.unlock()
    CATransaction.unlock()
    #expect(duration == 9)
  }

  /// E175 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/transaction.m@05969d0 L313-341, run
  /// against Apple QuartzCore in CI): a transaction belongs to the thread that began it.
  @Test func aTransactionBelongsToTheThreadThatBeganIt() {
    let look = OtherThreadReadings()
    CATransaction.begin()
    CATransaction.setAnimationDuration(5)
    CATransaction.setDisableActions(true)
    let looked = onAnotherThread {
      look.duration = CATransaction.animationDuration()
      look.disableActions = CATransaction.disableActions()
    }
    let mine = CATransaction.animationDuration()
    CATransaction.commit()
    let afterCommit = CATransaction.animationDuration()
    #expect(looked)
    #expect(look.duration == 0.25)
    #expect(!look.disableActions)
    #expect(mine == 5)
    #expect(afterCommit == 0.25)

    let own = OtherThreadReadings()
    CATransaction.begin()
    CATransaction.setAnimationDuration(3)
    let ran = onAnotherThread {
      CATransaction.begin()
      CATransaction.setAnimationDuration(11)
      own.duration = CATransaction.animationDuration()
      CATransaction.commit()
    }
    let stillMine = CATransaction.animationDuration()
    CATransaction.commit()
    #expect(ran)
    #expect(own.duration == 11)
    #expect(stillMine == 3)
    #expect(CATransaction.animationDuration() == 0.25)
  }

  /// E176 (gnustep/libs-quartzcore Tests/quartzcore/CATransaction/completion.m@05969d0 L23-34, run against
  /// Apple QuartzCore in CI): a transaction starts with no completion block, answers the one it is given,
  /// and the block is gone once that transaction has been committed.
  @Test func theCompletionBlockBelongsToItsTransaction() {
    CATransaction.begin()
    let before = CATransaction.completionBlock()
    CATransaction.setCompletionBlock {}
    let given = CATransaction.completionBlock()
    CATransaction.commit()
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.3))
    #expect(before == nil)
    #expect(given != nil)
    #expect(CATransaction.completionBlock() == nil)
  }
}
