import Foundation

/// A PNG that could not be read or written: libpng's message, and the file when there is one.
public struct PNGError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in libpng's words or ours.
  public var message: String
  /// The file involved, if the data came from or was going to a file.
  public var path: String?

  /// Creates an error with a message and an optional file path.
  public init(_ message: String, path: String? = nil) {
    self.message = message
    self.path = path
  }

  /// `path: message`, or just the message.
  public var description: String { path.map { "\($0): \(message)" } ?? message }
}
