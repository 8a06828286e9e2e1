import Foundation

/// Haptic feedback. Linux machines have no haptic engine, so, as on Apple's devices without one,
/// preparing and triggering feedback does nothing.
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}
  /// Readies the engine: nothing to ready.
  open func prepare() {}
}

/// Feedback for a physical impact.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  /// The style given at creation.
  public let style: FeedbackStyle
  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) { self.style = style }
  /// A medium impact generator.
  public override convenience init() { self.init(style: .medium) }
  /// Triggers an impact: nothing happens without an engine.
  open func impactOccurred() {}
  /// Triggers an impact of `intensity` (0…1): nothing happens without an engine.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Triggers selection feedback: nothing happens without an engine.
  open func selectionChanged() {}
}

/// Feedback for a task's outcome.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome.
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  /// Triggers outcome feedback: nothing happens without an engine.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
