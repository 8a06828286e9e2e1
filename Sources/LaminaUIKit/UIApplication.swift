import Foundation

/// The application (UIKit's `UIApplication`): Lamina runs no app, so there is one, always active,
/// and its lifecycle notifications, named as UIKit names them, are never posted by Lamina.
open class UIApplication: UIResponder, @unchecked Sendable {
  /// Where the app is in its life.
  public enum State: Int, Sendable { case active, inactive, background }

  /// The application.
  public static let shared = UIApplication()

  /// Always `.active`: nothing sends a Lamina process to the background.
  open var applicationState: State { .active }

  /// Posted by UIKit before the app comes to the foreground.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted by UIKit when the app went to the background.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted by UIKit when the app became active.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted by UIKit when the app is about to become inactive.
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted by UIKit when memory runs low.
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted by UIKit before the app ends.
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

/// The accessibility settings (UIKit's `UIAccessibility`): Linux has none of iOS's, so each reads
/// as its default.
public enum UIAccessibility {
  /// Whether the user asked for less motion: `false`.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether VoiceOver is running: `false`.
  public static var isVoiceOverRunning: Bool { false }
  /// Posted by UIKit when the reduce-motion setting changes.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
