import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's CAScrollLayer suites (run in CI).
@Suite struct ScrollingTests {
  /// A scroll layer with bounds (0,0,100,80) holding content with frame (0,0,500,400).
  private func scrollerWithContent() -> (scroll: CAScrollLayer, content: CALayer) {
    let scroll = CAScrollLayer()
    let content = CALayer()
    content.frame = rect(0, 0, 500, 400)
    scroll.addSublayer(content)
    scroll.bounds = rect(0, 0, 100, 80)
    return (scroll, content)
  }

  /// E285 (gnustep/libs-quartzcore Tests/quartzcore/CAScrollLayer/scroll.m@c757d37 L44-49, run against
  /// Apple QuartzCore in CI): scrolling to a point moves the bounds origin there and leaves the size.
  @Test func scrollingToAPointMovesTheBoundsOrigin() {
    let s = CAScrollLayer()
    s.bounds = rect(0, 0, 100, 100)
    s.scroll(to: pt(50, 60))
    #expect(s.bounds.origin == pt(50, 60))
    #expect(s.bounds.size == CGSize(width: 100, height: 100))
  }

  /// E286 (gnustep/libs-quartzcore Tests/quartzcore/CAScrollLayer/scroll.m@c757d37 L55-77, run against
  /// Apple QuartzCore in CI): scrolling to a rectangle moves as little as it can; one in view moves
  /// nothing; one behind is scrolled back to; one too big is scrolled to its own origin.
  @Test func scrollingToARectangleMovesAsLittleAsItCan() {
    let s = CAScrollLayer()
    s.bounds = rect(50, 60, 100, 100)
    s.scroll(to: rect(200, 200, 10, 10))
    #expect(s.bounds.origin == pt(110, 110))
    s.bounds = rect(100, 100, 100, 100)
    s.scroll(to: rect(120, 120, 10, 10))
    #expect(s.bounds.origin == pt(100, 100))
    s.bounds = rect(100, 100, 100, 100)
    s.scroll(to: rect(20, 20, 10, 10))
    #expect(s.bounds.origin == pt(20, 20))
    s.bounds = rect(0, 0, 100, 100)
    s.scroll(to: rect(20, 20, 400, 400))
    #expect(s.bounds.origin == pt(20, 20))
  }

  /// E291 (gnustep/libs-quartzcore Tests/quartzcore/CAScrollLayer/visible.m@c757d37 L76-88, run against
  /// Apple QuartzCore in CI): a sublayer's rectangle is scrolled into view by the least amount, one in
  /// view moves nothing, and one too big scrolls to its own origin.
  @Test func aSublayerScrollsRectanglesIntoView() {
    let (scroll, content) = scrollerWithContent()
    content.scrollRectToVisible(rect(200, 150, 20, 10))
    #expect(scroll.bounds.isApproximatelyEqual(to: rect(120, 80, 100, 80), tolerance: 1e-4))
    scroll.bounds = rect(0, 0, 100, 80)
    content.scrollRectToVisible(rect(10, 10, 20, 10))
    #expect(scroll.bounds.isApproximatelyEqual(to: rect(0, 0, 100, 80), tolerance: 1e-4))
    scroll.bounds = rect(0, 0, 100, 80)
    content.scrollRectToVisible(rect(200, 150, 400, 400))
    #expect(scroll.bounds.isApproximatelyEqual(to: rect(200, 150, 100, 80), tolerance: 1e-4))
  }

  /// E292 (gnustep/libs-quartzcore Tests/quartzcore/CAScrollLayer/visible.m@c757d37 L101-111, run against
  /// Apple QuartzCore in CI): a point is taken from the layer that was asked, not from the scroll layer,
  /// which leaves only part of that layer in view.
  @Test func aDeepLayerScrollsFromItsOwnCoordinates() {
    let (scroll, content) = scrollerWithContent()
    let deep = CALayer()
    deep.frame = rect(30, 40, 20, 20)
    content.addSublayer(deep)
    #expect(deep.visibleRect.isApproximatelyEqual(to: rect(0, 0, 20, 20), tolerance: 1e-4))
    deep.scroll(pt(5, 5))
    #expect(scroll.bounds.isApproximatelyEqual(to: rect(35, 45, 100, 80), tolerance: 1e-4))
    #expect(deep.visibleRect.isApproximatelyEqual(to: rect(5, 5, 15, 15), tolerance: 1e-4))
  }
}
