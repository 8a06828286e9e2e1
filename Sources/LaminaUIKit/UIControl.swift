import Foundation
import Lamina
import LaminaUIDrawing

/// A control: a view with a state and target-action pairs. Lamina delivers no touches itself; the
/// touches a caller hands to `touchesBegan` and the rest are tracked as UIKit tracks them (see
/// `UIControl+Tracking.swift`), and `sendActions(for:)` calls the targets.
open class UIControl: UIView {
  /// A control's states.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The resting state.
    public static let normal = State([])
    /// Touched down.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The events a control sends actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch went down again (a repeated tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved from outside to inside.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved from inside to outside.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch went up inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch went up outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A primary action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content is placed across the control.
  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  /// How content is placed down the control.
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
  /// How content is placed across the control. Default: `.center`.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
  /// How content is placed down the control. Default: `.center`.
  open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }

  /// Whether the control is enabled. Default: `true`.
  open var isEnabled = true { didSet { stateChanged() } }
  /// Whether the control is selected. Default: `false`.
  open var isSelected = false { didSet { stateChanged() } }
  /// Whether the control is highlighted. Default: `false`.
  open var isHighlighted = false { didSet { stateChanged() } }
  /// The current state.
  open var state: State {
    var s = State.normal
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    if isHighlighted { s.insert(.highlighted) }
    return s
  }
  private var actions: [(target: AnyObject?, call: (AnyObject?) -> Void, events: Event)] = []
  /// Whether a touch is being tracked.
  open private(set) var isTracking = false
  /// Whether the tracked touch is inside the control's bounds.
  open private(set) var isTouchInside = false

  /// A touch went down in the control: return whether to keep tracking it. Default: `true`.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch moved: return whether to keep tracking it. Default: `true`.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch went up. Default: nothing.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// The tracked touch was cancelled. Default: nothing.
  open func cancelTracking(with event: UIEvent?) {}

  /// Called when the state changes.
  func stateChanged() { setNeedsLayout() }

  /// Calls `handler` with the control for `events` (the closure form of target-action).
  open func addAction(for events: Event, _ handler: @escaping (UIControl) -> Void) {
    actions.append((nil, { [weak self] _ in if let self { handler(self) } }, events))
  }

  /// Calls each action registered for one of `events`.
  open func sendActions(for events: Event) {
    for action in actions where !action.events.isDisjoint(with: events) { action.call(action.target) }
  }

  // UIKit's touch tracking: the touch methods call the tracking methods and send the touch events,
  // as UIKit documents for `UIControl`. Inside means inside `bounds` (`point(inside:with:)`).

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
    (isTouchInside, isHighlighted) = (true, true)
    isTracking = beginTracking(touch, with: event)
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = point(inside: touch.location(in: self), with: event)
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    (isTouchInside, isHighlighted) = (inside, inside)
    isTracking = continueTracking(touch, with: event)
    sendActions(for: events)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isHighlighted || isTracking else { return }
    let touch = touches.first
    let inside = touch.map { point(inside: $0.location(in: self), with: event) } ?? isTouchInside
    if isTracking { endTracking(touch, with: event) }
    (isTracking, isHighlighted, isTouchInside) = (false, false, false)
    sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isHighlighted || isTracking else { return }
    if isTracking { cancelTracking(with: event) }
    (isTracking, isHighlighted, isTouchInside) = (false, false, false)
    sendActions(for: .touchCancel)
  }
}
