import Foundation
import Lamina

/// An object that can handle touches: views and view controllers. Lamina delivers no events; the
/// methods are there for the code that overrides them, and for tests that call them.
open class UIResponder {
  /// A responder.
  public init() {}

  /// The next responder up the chain (a view's superview or controller). Default: `nil`.
  open var next: UIResponder? { nil }
  /// Touches began: passed up the chain by default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }
  /// Touches moved: passed up the chain by default.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }
  /// Touches ended: passed up the chain by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }
  /// Touches were cancelled: passed up the chain by default.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// Whether the responder can become first responder. Default: `false`.
  open var canBecomeFirstResponder: Bool { false }
  /// Asks to become first responder: refused (Lamina has no keyboard focus).
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Gives up first responder.
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// Whether the responder is first responder: never.
  open var isFirstResponder: Bool { false }
}

/// A finger on the screen, at a point in a view. Lamina makes none itself: tests make them to
/// call a view's touch methods.
open class UITouch: Hashable {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

  /// The view the touch is in.
  open private(set) weak var view: UIView?
  /// The phase. Default: `.began`.
  open var phase: Phase = .began
  /// How many taps. Default: 1.
  open var tapCount = 1
  /// When the touch happened, in seconds of media time.
  open var timestamp: TimeInterval
  private let point: CGPoint
  private let previous: CGPoint

  /// A touch at `point` in `view`'s coordinates (moved from `previous`, by default the same point).
  public init(at point: CGPoint, in view: UIView, previous: CGPoint? = nil) {
    (self.point, self.previous, self.view) = (point, previous ?? point, view)
    timestamp = CACurrentMediaTime()
  }

  /// The touch's location in `view`'s coordinates (the touch's view's when `nil`).
  open func location(in view: UIView?) -> CGPoint { self.view.map { $0.convert(point, to: view) } ?? point }
  /// The touch's previous location in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    self.view.map { $0.convert(previous, to: view) } ?? previous
  }

  /// Touches are equal only to themselves.
  public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
  /// Hashes the touch's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The device: Linux, with no battery or orientation to report.
public final class UIDevice: Sendable {
  /// The kinds of device interface.
  public enum UserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5 }
  /// Which way the device is held.
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  }
  /// Whether the device is charging.
  public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

  /// The device this runs on.
  public static let current = UIDevice()
  /// The device's name.
  public let name = "Linux"
  /// The model.
  public let model = "Linux"
  /// The operating system's name.
  public let systemName = "Linux"
  /// The operating system's version.
  public let systemVersion = ProcessInfo.processInfo.operatingSystemVersionString
  /// The interface idiom: unspecified.
  public let userInterfaceIdiom = UserInterfaceIdiom.unspecified
  /// The orientation: unknown.
  public let orientation = Orientation.unknown
  /// The charge, 0…1, or −1 when unknown, as Apple reports it without battery monitoring: always −1.
  public let batteryLevel: Float = -1
  /// The battery state: unknown.
  public let batteryState = BatteryState.unknown
  /// Whether battery monitoring is on: never (there is nothing to monitor).
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
}
