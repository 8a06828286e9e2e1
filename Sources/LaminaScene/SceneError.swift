import Foundation

/// A scene file that could not be loaded: which file, where in it, and what was expected.
///
/// Printed as one line: `clock.json: layers[0].opacity (line 7, column 18): expected a number from
/// 0 to 1, got 2`; a JSON syntax error has a line and column but no path:
/// `clock.json: line 3, column 14: expected a key in double quotes`.
public struct SceneError: Error, Equatable, CustomStringConvertible {
  /// The scene file, when the scene came from one.
  public var file: String?
  /// The JSON path of the value at fault (`layers[2].transform`), `(top level)`, or empty for a
  /// syntax error or an error about the file itself.
  public var location: String
  /// What was wrong and what was expected.
  public var message: String
  /// The line (from 1) where the value at fault starts, when the document is known.
  public var line: Int?
  /// The column (from 1, in Unicode scalars) where the value at fault starts.
  public var column: Int?

  /// Creates an error.
  public init(file: String? = nil, location: String, message: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.location = location
    self.message = message
    self.line = line
    self.column = column
  }

  /// `file: location (line L, column C): message`, leaving out what is not known.
  public var description: String {
    let position = line.flatMap { line in column.map { "line \(line), column \($0)" } }
    let place: String? =
      switch (location.isEmpty, position) {
      case (true, nil): nil
      case (true, let position?): position
      case (false, nil): location
      case (false, let position?): "\(location) (\(position))"
      }
    return [file, place, message].compactMap { $0 }.joined(separator: ": ")
  }

}
