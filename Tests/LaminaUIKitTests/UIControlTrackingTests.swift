import Foundation
import LaminaUIKit
import Testing

/// A control tracks the touches handed to it as UIKit documents: the tracking methods in order,
/// touch-down, drag and touch-up events by where the touch is.
@Suite struct UIControlTrackingTests {
  final class Recorder: UIControl {
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      calls.append("begin")
      return true
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
      calls.append("continue")
      return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
  }

  func events(_ control: UIControl) -> () -> [UIControl.Event] {
    var seen: [UIControl.Event] = []
    for e in [
      UIControl.Event.touchDown, .touchDragInside, .touchDragOutside, .touchDragExit, .touchUpInside,
      .touchUpOutside, .touchCancel, .primaryActionTriggered,
    ] {
      control.addAction(for: e) { _ in seen.append(e) }
    }
    return { seen }
  }

  @Test func aTapInsideIsTouchUpInside() {
    let control = Recorder(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let seen = events(control)
    let touch = UITouch(at: CGPoint(x: 10, y: 10), in: control)
    control.touchesBegan([touch], with: nil)
    #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
    control.touchesEnded([touch], with: nil)
    #expect(control.calls == ["begin", "end"] && !control.isTracking && !control.isHighlighted)
    #expect(seen() == [.touchDown, .touchUpInside, .primaryActionTriggered])
  }

  @Test func draggingOutBeforeLiftingIsTouchUpOutside() {
    let control = Recorder(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let seen = events(control)
    control.touchesBegan([UITouch(at: CGPoint(x: 10, y: 10), in: control)], with: nil)
    let outside = UITouch(at: CGPoint(x: 60, y: 10), in: control)
    control.touchesMoved([outside], with: nil)
    #expect(!control.isTouchInside && !control.isHighlighted)
    control.touchesEnded([outside], with: nil)
    #expect(control.calls == ["begin", "continue", "end"])
    #expect(seen() == [.touchDown, .touchDragOutside, .touchDragExit, .touchUpOutside])
  }

  @Test func aCancelledTouchCallsCancelTrackingAndADisabledControlIgnoresTouches() {
    let control = Recorder(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let seen = events(control)
    let touch = UITouch(at: CGPoint(x: 10, y: 10), in: control)
    control.touchesBegan([touch], with: nil)
    control.touchesCancelled([touch], with: nil)
    #expect(control.calls == ["begin", "cancel"] && seen() == [.touchDown, .touchCancel])
    control.isEnabled = false
    control.touchesBegan([touch], with: nil)
    #expect(control.calls.count == 2 && !control.isTracking)
  }

  @Test func applicationAndAccessibilityNamesAreUIKits() {
    #expect(
      UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification"
    )
    #expect(UIApplication.shared.applicationState == .active && !UIAccessibility.isReduceMotionEnabled)
    #expect(
      UIControl.Event.touchUpOutside.rawValue == 1 << 7 && UIControl.Event.allTouchEvents.rawValue == 0xFFF)
  }
}
