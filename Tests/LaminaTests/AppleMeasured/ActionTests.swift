import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's CALayer/actions.m (run in CI).
@Suite struct ActionTests {
  /// A delegate that answers whatever action it holds.
  private final class AnsweringDelegate: CALayerDelegate {
    var answer: CAAction?
    func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
  }

  /// Whether `found` is the very action `expected`.
  private func isAction(_ found: CAAction?, _ expected: CAAction) -> Bool {
    guard let found else { return false }
    return found === expected
  }

  /// E154 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/actions.m@98f0d6e L84-85, run against Apple
  /// QuartzCore in CI): the class offers no default action for a property.
  @Test func theClassOffersNoDefaultAction() {
    #expect(CALayer.defaultAction(forKey: "position") == nil)
  }

  /// E158 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/actions.m@98f0d6e L113-121, run against Apple
  /// QuartzCore in CI): nil from the delegate carries the search on to the actions dictionary, and an
  /// action from the delegate is preferred to the dictionary's.
  @Test func theDelegateIsPreferredAndNilCarriesTheSearchOn() {
    let l = CALayer()
    let d = AnsweringDelegate()
    l.delegate = d
    let fromActions = CABasicAnimation()
    let fromDelegate = CABasicAnimation()
    d.answer = nil
    l.actions = ["position": fromActions]
    #expect(isAction(l.action(forKey: "position"), fromActions))
    d.answer = fromDelegate
    #expect(isAction(l.action(forKey: "position"), fromDelegate))
    l.delegate = nil
  }

  /// E163 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/actions.m@98f0d6e L176-187, run against Apple
  /// QuartzCore in CI): disabling actions in a transaction does not change what the search finds.
  @Test func disablingActionsDoesNotChangeTheSearch() {
    let l = CALayer()
    let fromActions = CABasicAnimation()
    l.actions = ["position": fromActions]
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let whileDisabled = l.action(forKey: "position")
    CATransaction.commit()
    #expect(isAction(whileDisabled, fromActions))
    #expect(isAction(l.action(forKey: "position"), fromActions))
  }
}
