import Foundation
import Lamina
import LaminaDiff

/// Verifies a snapshot of `view` (a `UIView`, or any `LayerOwner`) and reports a failure to the
/// running test framework, as `assertSnapshot(of:)` does for a layer. As swift-snapshot-testing's
/// view strategy does, `size` (when given) resizes the view first; the view is then laid out
/// (`layoutIfNeeded()` on its layer) and its layer rendered.
public func assertSnapshot(
  of view: some LayerOwner, named name: String? = nil, size: CGSize? = nil, scale: CGFloat = 1,
  background: CGColor? = nil,
  tolerance: ImageTolerance = .exact, configuration: SnapshotConfiguration = SnapshotConfiguration(),
  fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  function: String = #function
) {
  assertSnapshot(
    of: view.preparedForSnapshot(size: size), named: name, scale: scale, background: background,
    tolerance: tolerance, configuration: configuration, fileID: fileID, file: file, line: line,
    column: column, function: function)
}

/// Verifies a snapshot of `view`, resized to `size` when given and laid out, and returns why it
/// failed, or `nil` (see `verifySnapshot(of:)` for a layer).
public func verifySnapshot(
  of view: some LayerOwner, named name: String? = nil, size: CGSize? = nil, scale: CGFloat = 1,
  background: CGColor? = nil,
  tolerance: ImageTolerance = .exact, configuration: SnapshotConfiguration = SnapshotConfiguration(),
  filePath: String = #filePath, function: String = #function
) -> SnapshotFailure? {
  verifySnapshot(
    of: view.preparedForSnapshot(size: size), named: name, scale: scale, background: background,
    tolerance: tolerance, configuration: configuration, filePath: filePath, function: function)
}
