import Foundation
import Lamina
import LaminaDiff
import LaminaRender

/// Verifies a motion: `layer`'s presentation at each of `times` (media times, as `MediaClock` reads
/// them), as one reference strip of labelled frames (`MotionStrip`), and reports a failure to the
/// running test framework; the failure names the times whose frames differ.
public func assertSnapshot(
  of layer: CALayer, at times: [CFTimeInterval], named name: String? = nil, size: CGSize? = nil,
  scale: CGFloat = 1, background: CGColor? = nil, tolerance: ImageTolerance = .exact,
  configuration: SnapshotConfiguration = SnapshotConfiguration(), fileID: String = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column, function: String = #function
) {
  if let problem = parameterizedWithoutName(name) {
    return report(problem, Caller(fileID, file, line, column))
  }
  let failure = verifySnapshot(
    of: layer, at: times, named: name, size: size, scale: scale, background: background, tolerance: tolerance,
    configuration: configuration, filePath: "\(file)", function: function)
  if let failure { report(failure, Caller(fileID, file, line, column)) }
}

/// Renders the strip of `layer` at `times` and verifies it against the reference named after the
/// test; on a mismatch the message lists the times whose frames differ.
public func verifySnapshot(
  of layer: CALayer, at times: [CFTimeInterval], named name: String? = nil, size: CGSize? = nil,
  scale: CGFloat = 1, background: CGColor? = nil, tolerance: ImageTolerance = .exact,
  configuration: SnapshotConfiguration = SnapshotConfiguration(), filePath: String = #filePath,
  function: String = #function
) -> SnapshotFailure? {
  let reference = referenceURL(
    named: name, configuration: configuration, filePath: filePath, function: function)
  let image: CGImage
  do {
    image = try MotionStrip.render(layer, at: times, size: size, scale: scale, background: background)
  } catch {
    return SnapshotFailure(
      message: "could not render the motion: \(error)", reference: reference, result: nil, artifacts: [],
      recorded: false)
  }
  guard
    var failure = verifySnapshot(
      of: image, reference: reference, artifacts: artifactsURL(reference, configuration, filePath),
      tolerance: tolerance, configuration: configuration)
  else { return nil }
  if !failure.recorded, let expected = try? PNG.read(contentsOf: reference),
    let differing = MotionStrip.differingTimes(
      expected, image, times: times, cell: size ?? layer.bounds.size, scale: scale, tolerance: tolerance),
    !differing.isEmpty
  {
    failure.message +=
      "; frames that differ: " + differing.map { "t = \(MotionStrip.label($0)) s" }.joined(separator: ", ")
  }
  return failure
}
