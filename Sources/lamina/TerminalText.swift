import Foundation
import LaminaScene

/// Writes `text` and a newline to standard error.
func printError(_ text: String) { writeStandardError("\(text)\n") }

/// Writes `text` to standard error; a failure to (a full or closed stream) is ignored, there being
/// nowhere left to report it.
func writeStandardError(_ text: String) {
  try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}
