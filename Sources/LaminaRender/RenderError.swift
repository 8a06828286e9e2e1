import Foundation

/// A layer tree that could not be rendered: an impossible canvas, or Cairo's status string.
public struct RenderError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
