import Foundation
import Lamina
import Testing

/// Behaviours measured on Apple's framework that differ from what a reading of the headers suggests.
@Suite struct AppleDifferencesTests {
  @Test func unknownGravityReadsBackAndDrawsAsCenter() {
    let l = CALayer()
    l.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
    #expect(l.contentsGravity == .center)
    l.contentsGravity = .topLeft
    #expect(l.contentsGravity == .topLeft)
  }

  @Test func scrollOnAScrollLayerScrollsItself() {
    let s = CAScrollLayer()
    s.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
    s.addSublayer(CALayer())
    s.scroll(CGPoint(x: 30, y: 40))
    #expect(s.bounds.origin == CGPoint(x: 30, y: 40))
    // A plain layer without a scroll layer above it still does nothing.
    let plain = CALayer()
    plain.scroll(CGPoint(x: 5, y: 5))
    #expect(plain.bounds.origin == .zero)
  }
}
