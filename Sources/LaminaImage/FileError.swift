import Foundation

/// A file that could not be written: what failed, the system's reason, and the path.
public struct FileError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, with the reason.
  public var message: String
  /// The file concerned.
  public var path: String

  /// Creates an error.
  public init(_ message: String, path: String) {
    self.message = message
    self.path = path
  }

  /// `message (strerror(errno))` for the current `errno`.
  static func system(_ message: String, path: String) -> FileError {
    FileError("\(message) (\(String(cString: strerror(errno))))", path: path)
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
