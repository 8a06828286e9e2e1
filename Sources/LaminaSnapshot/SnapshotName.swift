import Foundation
import Testing
import XCTest

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

/// Counts unnamed snapshots per running test so that a second one gets `-2`, a third `-3`, as
/// swift-snapshot-testing does: a Swift Testing test (and each case of a parameterized one) counts
/// on its own, so parallel tests calling one helper get the same names whatever the scheduling;
/// XCTest runs tests one at a time and its counts start again with each test.
final class SnapshotCounter: @unchecked Sendable {
  static let shared = SnapshotCounter()
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  /// The next number for `key` within the running test.
  func next(_ key: String) -> Int {
    let scope = Self.currentTestScope()
    lock.lock()
    defer { lock.unlock() }
    counts[scope + "|" + key, default: 0] += 1
    return counts[scope + "|" + key]!
  }

  /// Forgets the counts of XCTest tests (called as each XCTest test starts and ends).
  func resetXCTestCounts() {
    lock.lock()
    defer { lock.unlock() }
    counts = counts.filter { !$0.key.hasPrefix("xctest|") }
  }

  /// The running Swift Testing test (and argument case), or `xctest` outside Swift Testing.
  static func currentTestScope() -> String {
    guard let test = Test.current else {
      XCTestCounterReset.install()
      return "xctest"
    }
    var scope = "\(test.id)"
    if let testCase = Test.Case.current, testCase.isParameterized {
      scope += "|" + String(reflecting: testCase)
    }
    return scope
  }
}

/// Resets XCTest counts at each test's start and end (installed on first use).
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
  nonisolated(unsafe) private static var installed = false
  private static let lock = NSLock()

  static func install() {
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    installed = true
    XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset())
  }

  func testCaseWillStart(_ testCase: XCTestCase) { SnapshotCounter.shared.resetXCTestCounts() }
  func testCaseDidFinish(_ testCase: XCTestCase) { SnapshotCounter.shared.resetXCTestCounts() }
}
