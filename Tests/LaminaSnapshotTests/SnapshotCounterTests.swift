import Foundation
import Testing
import XCTest

@testable import LaminaSnapshot

/// A helper that snapshots twice without forwarding `#function`, as shared test helpers do.
func helperReferenceNames(_ box: Sandbox) -> [String] {
  (0..<2).map { _ in
    referenceURL(
      named: nil, configuration: box.configuration(.never), filePath: "/x/HelperTests.swift",
      function: "snapshotHelper()"
    ).lastPathComponent
  }
}

/// Unnamed snapshots are counted per running test: many parallel tests (the cases below run in
/// parallel) calling one helper each get `snapshot-helper` then `snapshot-helper-2`, whatever the
/// scheduling. With one counter for the whole process the numbers ran on across tests.
@Suite struct SnapshotCounterTests {
  @Test(arguments: 0..<48)
  func parallelTestsCallingOneHelperGetTheSameNames(run: Int) {
    let box = Sandbox()
    #expect(helperReferenceNames(box) == ["snapshot-helper.png", "snapshot-helper-2.png"], "run \(run)")
  }

  @Test func aSecondTestCountsFromOneAgain() {
    #expect(helperReferenceNames(Sandbox()) == ["snapshot-helper.png", "snapshot-helper-2.png"])
  }
}

/// Under XCTest the counts start again with each test.
final class XCTestSnapshotCounterTests: XCTestCase {
  func testFirstHelperCall() {
    XCTAssertEqual(helperReferenceNames(Sandbox()), ["snapshot-helper.png", "snapshot-helper-2.png"])
  }

  func testSecondHelperCall() {
    XCTAssertEqual(helperReferenceNames(Sandbox()), ["snapshot-helper.png", "snapshot-helper-2.png"])
  }
}
