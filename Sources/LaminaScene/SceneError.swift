import Foundation

/// A scene file that could not be loaded: which file, where in it, and what was expected.
///
/// Printed as one line: `clock.json: layers[0].transform[1].rotate: expected "degrees" or "radians"`,
/// or with `line:column` for JSON syntax errors.
public struct SceneError: Error, Equatable, CustomStringConvertible {
  /// The scene file, when the scene came from one.
  public var file: String?
  /// Where in the document: a JSON path (`layers[2].transform`) or `line 3, column 14`.
  public var location: String
  /// What was wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(file: String? = nil, location: String, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  /// `file: location: message`.
  public var description: String {
    [file, location.isEmpty ? nil : location, message].compactMap { $0 }.joined(separator: ": ")
  }
}
