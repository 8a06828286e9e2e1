import Foundation
import LaminaCheck

/// `lamina check --junit FILE`: JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) read test results from. One test case per sample; a difference or a missing reference
/// is a `<failure>`, a scene that cannot be rendered an `<error>`.
struct CheckJUnit {
  let entries: [SampleCheck]
  /// The samples folder, the suite's name.
  let suite: String

  func xml() -> String {
    let failures = entries.filter { $0.status == .failed || $0.status == .missing }.count
    let errors = entries.filter { $0.status == .error }.count
    let seconds = entries.reduce(0) { $0 + $1.seconds }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"lamina check\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" time=\"\(time(seconds))\">",
      "  <testsuite name=\"\(escape(suite))\" tests=\"\(entries.count)\" failures=\"\(failures)\" "
        + "errors=\"\(errors)\" skipped=\"0\" time=\"\(time(seconds))\">",
    ]
    for e in entries {
      let open =
        "    <testcase classname=\"lamina.check\" name=\"\(escape(e.name))\" time=\"\(time(e.seconds))\""
      switch e.status {
      case .passed:
        lines.append(open + "/>")
      case .accepted:
        lines.append(open + ">")
        lines.append("      <system-out>\(escape(e.message))</system-out>")
        lines.append("    </testcase>")
      case .failed, .missing, .error:
        let (element, type) =
          e.status == .error
          ? ("error", "SampleError")
          : ("failure", e.status == .missing ? "MissingReference" : "ImageMismatch")
        lines.append(open + ">")
        lines.append(
          "      <\(element) type=\"\(type)\" message=\"\(escape(e.message))\">\(escape(e.message))</\(element)>"
        )
        lines.append("    </testcase>")
      }
    }
    lines += ["  </testsuite>", "</testsuites>", ""]
    return lines.joined(separator: "\n")
  }

  private func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

  /// Text as XML 1.0 character data or attribute value: markup characters escaped, and the control
  /// characters XML 1.0 cannot carry at all replaced by U+FFFD.
  private func escape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out.unicodeScalars.append("\u{FFFD}")
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
