import Foundation

/// Reference names: `<test-file>/<test-name>[-<named>].png`, kebab-case and filesystem-safe.
enum SnapshotName {
  /// `"ClockTests.swift"` → `clock-tests`, `"rendersTheClock()"` → `renders-the-clock`,
  /// `"Dark mode @2x"` → `dark-mode-2x`.
  static func kebab(_ text: String) -> String {
    var out = ""
    var previous: Character?
    for ch in text {
      if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber { out.append("-") }
      if ch.isLetter || ch.isNumber, ch.isASCII {
        out.append(Character(ch.lowercased()))
      } else if ch == "." || ch == "_" {
        out.append(ch == "." ? "." : "-")
      } else if !out.hasSuffix("-") {
        out.append("-")
      }
      previous = ch
    }
    let trimmed = out.split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    return trimmed.isEmpty ? "snapshot" : trimmed
  }

  /// The test file's stem (`ClockTests`) from `#filePath`.
  static func fileStem(_ filePath: String) -> String {
    URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
  }

  /// The test's name from `#function`, without its argument list.
  static func testName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// The relative path of a reference: folder per test file, file per test and name.
  static func relativePath(filePath: String, function: String, named: String?, counter: Int) -> String {
    var file = kebab(testName(function))
    if let named { file += "-" + kebab(named) }
    if counter > 1 { file += "-\(counter)" }
    return kebab(fileStem(filePath)) + "/" + file + ".png"
  }
}

/// Counts unnamed snapshots per test so that a second one gets `-2`, a third `-3`.
final class SnapshotCounter: @unchecked Sendable {
  static let shared = SnapshotCounter()
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func next(_ key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    counts[key, default: 0] += 1
    return counts[key]!
  }
}
