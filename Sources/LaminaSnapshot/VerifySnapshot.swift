import Foundation
import Lamina
import LaminaDiff
import LaminaRender
import LaminaScene

/// Compares `image` with the reference at `reference` and returns why it failed, or `nil`.
///
/// Records per `configuration` (never on CI). On a mismatch it writes expected, actual, diff and
/// side-by-side PNGs to `artifacts` (default: a folder under `.build/lamina-snapshots/` named like the
/// reference), and the message gives the numbers, those paths and the command that accepts the change.
public func verifySnapshot(
  of image: CGImage, reference: URL, artifacts: URL? = nil, tolerance: ImageTolerance = .exact,
  configuration: SnapshotConfiguration = SnapshotConfiguration()
) -> SnapshotFailure? {
  if let problem = configuration.problem {
    return SnapshotFailure(
      message: problem, reference: reference, result: nil, artifacts: [], recorded: false)
  }
  let folder =
    artifacts
    ?? configuration.artifacts(for: reference.path).appendingPathComponent(
      reference.deletingPathExtension().lastPathComponent)
  return SnapshotCheck(
    image: image, reference: reference, artifacts: folder, tolerance: tolerance, configuration: configuration
  ).run()
}

/// Renders `layer` (like `LayerRenderer.render`) and verifies it against the reference named after the
/// test: `Reference/<test-file>/<test-name>[-<named>].png`.
public func verifySnapshot(
  of layer: CALayer, named name: String? = nil, size: CGSize? = nil, scale: CGFloat = 1,
  background: CGColor? = nil,
  tolerance: ImageTolerance = .exact, configuration: SnapshotConfiguration = SnapshotConfiguration(),
  filePath: String = #filePath, function: String = #function
) -> SnapshotFailure? {
  let reference = referenceURL(
    named: name, configuration: configuration, filePath: filePath, function: function)
  do {
    let image = try LayerRenderer().render(layer, size: size, scale: scale, background: background)
    return verifySnapshot(
      of: image, reference: reference, artifacts: artifactsURL(reference, configuration, filePath),
      tolerance: tolerance, configuration: configuration)
  } catch {
    return SnapshotFailure(
      message: "could not render the layer: \(error)", reference: reference, result: nil, artifacts: [],
      recorded: false)
  }
}

/// Renders `scene` (at `scale`, default the scene's) and verifies it against the reference named after
/// the test.
public func verifySnapshot(
  of scene: Scene, named name: String? = nil, scale: CGFloat? = nil, tolerance: ImageTolerance = .exact,
  configuration: SnapshotConfiguration = SnapshotConfiguration(), filePath: String = #filePath,
  function: String = #function
) -> SnapshotFailure? {
  let reference = referenceURL(
    named: name, configuration: configuration, filePath: filePath, function: function)
  do {
    return verifySnapshot(
      of: try scene.render(scale: scale), reference: reference,
      artifacts: artifactsURL(reference, configuration, filePath),
      tolerance: tolerance, configuration: configuration)
  } catch {
    return SnapshotFailure(
      message: "could not render the scene: \(error)", reference: reference, result: nil, artifacts: [],
      recorded: false)
  }
}

/// `Reference/<test-file>/<test-name>[-<named>][-<n>].png` for the calling test.
func referenceURL(
  named name: String?, configuration: SnapshotConfiguration, filePath: String, function: String
) -> URL {
  let key = filePath + "|" + function + "|" + (name ?? "")
  let counter = name == nil ? SnapshotCounter.shared.next(key) : 1
  let relative = SnapshotName.relativePath(
    filePath: filePath, function: function, named: name, counter: counter)
  return configuration.references(for: filePath).appendingPathComponent(relative)
}

/// The artifacts folder mirroring `reference`'s path below the references folder.
func artifactsURL(_ reference: URL, _ configuration: SnapshotConfiguration, _ filePath: String) -> URL {
  let base = configuration.references(for: filePath).standardizedFileURL.path + "/"
  let path = reference.deletingPathExtension().standardizedFileURL.path
  let relative =
    path.hasPrefix(base)
    ? String(path.dropFirst(base.count)) : reference.deletingPathExtension().lastPathComponent
  return configuration.artifacts(for: filePath).appendingPathComponent(relative)
}

/// One verification: load, compare, record or report.
struct SnapshotCheck {
  let image: CGImage
  let reference: URL
  let artifacts: URL
  let tolerance: ImageTolerance
  let configuration: SnapshotConfiguration

  func run() -> SnapshotFailure? {
    let mode = configuration.effectiveRecord
    guard FileManager.default.fileExists(atPath: reference.path) else { return missing(mode) }
    let expected: CGImage
    do {
      expected = try PNG.read(contentsOf: reference)
    } catch {
      return failure("cannot read the reference: \(error)", result: nil)
    }
    if mode == .all {
      guard ImageDiff.compare(expected, image).passed else {
        return record("Re-recorded the reference (mode all)", result: nil)
      }
      return nil
    }
    let (result, diff) = ImageDiff.compareDrawingDiff(expected, image, tolerance: tolerance)
    if result.passed { return nil }
    if mode == .failed {
      return record("Re-recorded the reference (mode failed): \(result.summary)", result: result)
    }
    return mismatch(expected: expected, diff: diff, result: result)
  }

  private func missing(_ mode: SnapshotRecordMode) -> SnapshotFailure {
    guard mode == .never else { return record("No reference existed; recorded one", result: nil) }
    let written = write([("actual.png", image)])
    let why =
      configuration.isContinuousIntegration
      ? "recording is refused on CI (CI is set): record it locally and commit it"
      : "record it with LAMINA_SNAPSHOT_RECORD=missing"
    var message = "No reference at \(reference.path); \(why)."
    if let actual = written.first { message += "\nActual: \(actual.path)\nAccept: \(acceptCommand(actual))" }
    return failure(message, result: nil, artifacts: written)
  }

  private func record(_ what: String, result: ImageDiffResult?) -> SnapshotFailure {
    do {
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try PNG.write(image, to: reference, options: .compact)
    } catch {
      return failure("cannot record the reference: \(error)", result: result)
    }
    var f = failure("\(what) at \(reference.path). Look at it, then run the test again.", result: result)
    f.recorded = true
    return f
  }

  private func mismatch(expected: CGImage, diff: CGImage, result: ImageDiffResult) -> SnapshotFailure {
    let strip = ImageDiff.sideBySide([expected, image, diff])
    let written = write(
      [("expected.png", expected), ("actual.png", image), ("diff.png", diff)]
        + (strip.map { [("side-by-side.png", $0)] } ?? []))
    var message = "Snapshot does not match \(reference.path) (\(tolerance)): \(result.summary)."
    if !written.isEmpty {
      message += "\nArtifacts: " + written.map(\.path).joined(separator: ", ")
      if let actual = written.first(where: { $0.lastPathComponent == "actual.png" }) {
        message += "\nAccept the change: \(acceptCommand(actual))"
      }
    }
    return failure(message, result: result, artifacts: written)
  }

  private func acceptCommand(_ actual: URL) -> String {
    "mkdir -p '\(reference.deletingLastPathComponent().path)' && cp '\(actual.path)' '\(reference.path)'"
  }

  /// Writes the artifacts it can; returns the files written.
  private func write(_ files: [(String, CGImage)]) -> [URL] {
    guard (try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)) != nil
    else { return [] }
    return files.compactMap { name, image in
      let url = artifacts.appendingPathComponent(name)
      return (try? PNG.write(image, to: url)) != nil ? url : nil
    }
  }

  private func failure(_ message: String, result: ImageDiffResult?, artifacts: [URL] = []) -> SnapshotFailure
  {
    SnapshotFailure(
      message: message, reference: reference, result: result, artifacts: artifacts, recorded: false)
  }
}
