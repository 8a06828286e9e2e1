import Foundation
import LaminaGraphics

/// AppKit's drawing context: the current Core Graphics context (the one `UIGraphicsGetCurrentContext`
/// returns: inside `NSView.draw(_:)`, the view's layer's).
open class NSGraphicsContext {
  /// The Core Graphics context drawn into.
  public let cgContext: CGContext
  /// Whether the context's y axis points down.
  public let isFlipped: Bool

  /// Wraps `cgContext`.
  public init(cgContext: CGContext, flipped: Bool) {
    self.cgContext = cgContext
    self.isFlipped = flipped
  }

  /// The current context, or `nil` outside drawing. Its `isFlipped` reads the context's matrix.
  public static var current: NSGraphicsContext? {
    UIGraphicsGetCurrentContext().map { NSGraphicsContext(cgContext: $0, flipped: $0.ctm.d < 0) }
  }

  /// Saves the current context's graphics state.
  public static func saveGraphicsState() { UIGraphicsGetCurrentContext()?.saveGState() }
  /// Restores the current context's graphics state.
  public static func restoreGraphicsState() { UIGraphicsGetCurrentContext()?.restoreGState() }
  /// Saves this context's graphics state.
  open func saveGraphicsState() { cgContext.saveGState() }
  /// Restores this context's graphics state.
  open func restoreGraphicsState() { cgContext.restoreGState() }
}
