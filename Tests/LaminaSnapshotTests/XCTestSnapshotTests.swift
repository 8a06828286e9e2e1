import Foundation
import Lamina
import XCTest

@testable import LaminaSnapshot

/// The same API under XCTest: failures become XCTFail.
final class XCTestSnapshotTests: XCTestCase {
  func testXCTestIsDetectedOutsideSwiftTesting() {
    XCTAssertEqual(TestFramework.current, .xcTest)
  }

  func testAMatchingSnapshotPassesUnderXCTest() throws {
    let box = Sandbox()
    defer { box.remove() }
    let recorded = verifySnapshot(of: square(red), named: "xc", configuration: box.configuration(.missing))
    XCTAssertEqual(recorded?.recorded, true)
    assertSnapshot(of: square(red), named: "xc", configuration: box.configuration(.never))
  }
}
