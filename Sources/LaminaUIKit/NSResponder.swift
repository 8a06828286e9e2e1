import Foundation

/// AppKit's responder: the base of views. Lamina delivers no events.
open class NSResponder {
  /// A responder.
  public init() {}
  /// The next responder up the chain: a view's superview. Default: `nil`.
  open var nextResponder: NSResponder?
}
