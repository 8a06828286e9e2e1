import Foundation
import Lamina
import LaminaDiff
import LaminaScene
import Testing
import XCTest

/// Verifies a snapshot of `layer` and reports a failure to the running test framework: an `Issue`
/// with the artifacts attached under Swift Testing, an `XCTFail` under XCTest.
///
/// The reference is `Reference/<test-file>/<test-name>[-<named>].png` at the package root; a second
/// unnamed snapshot in one test gets `-2`. In a parameterized test, pass `named:`.
public func assertSnapshot(
  of layer: CALayer, named name: String? = nil, size: CGSize? = nil, scale: CGFloat = 1,
  background: CGColor? = nil,
  tolerance: ImageTolerance = .exact, configuration: SnapshotConfiguration = SnapshotConfiguration(),
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) {
  if let problem = parameterizedWithoutName(name) {
    return report(problem, Caller(fileID, file, line, column))
  }
  let failure = verifySnapshot(
    of: layer, named: name, size: size, scale: scale, background: background, tolerance: tolerance,
    configuration: configuration, filePath: "\(file)", function: function)
  if let failure { report(failure, Caller(fileID, file, line, column)) }
}

/// Verifies a snapshot of `scene` and reports a failure to the running test framework.
public func assertSnapshot(
  of scene: Scene, named name: String? = nil, scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
  configuration: SnapshotConfiguration = SnapshotConfiguration(), fileID: String = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: String = #function
) {
  if let problem = parameterizedWithoutName(name) {
    return report(problem, Caller(fileID, file, line, column))
  }
  let failure = verifySnapshot(
    of: scene, named: name, scale: scale, tolerance: tolerance, configuration: configuration,
    filePath: "\(file)",
    function: function)
  if let failure { report(failure, Caller(fileID, file, line, column)) }
}

/// Verifies `image` against an explicit reference file and reports a failure to the running test
/// framework.
public func assertSnapshot(
  of image: CGImage, reference: URL, tolerance: ImageTolerance = .exact,
  configuration: SnapshotConfiguration = SnapshotConfiguration(), fileID: String = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  if let failure = verifySnapshot(
    of: image, reference: reference, tolerance: tolerance, configuration: configuration)
  {
    report(failure, Caller(fileID, file, line, column))
  }
}

/// The test framework a failure is reported to.
enum TestFramework: Equatable {
  case swiftTesting, xcTest

  /// Swift Testing when a Swift Testing test is running on this task, XCTest otherwise.
  static var current: TestFramework { Test.current != nil ? .swiftTesting : .xcTest }
}

func parameterizedWithoutName(_ name: String?) -> SnapshotFailure? {
  guard name == nil, let test = Test.current, test.isParameterized else { return nil }
  return SnapshotFailure(
    message:
      "assertSnapshot in the parameterized test \(test.name) needs named: (one reference per argument)",
    reference: URL(fileURLWithPath: "/"), result: nil, artifacts: [], recorded: false)
}

/// Where the assertion was written, in both frameworks' terms.
struct Caller {
  let fileID: String
  let file: StaticString
  let line: UInt
  let column: UInt

  init(_ fileID: String, _ file: StaticString, _ line: UInt, _ column: UInt) {
    (self.fileID, self.file, self.line, self.column) = (fileID, file, line, column)
  }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column))
  }
}

func report(_ failure: SnapshotFailure, _ caller: Caller) {
  let location = caller.sourceLocation
  switch TestFramework.current {
  case .swiftTesting:
    for url in failure.artifacts {
      if let data = try? Data(contentsOf: url) {
        Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: location)
      }
    }
    Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
  case .xcTest:
    XCTFail(failure.message, file: caller.file, line: caller.line)
  }
}
