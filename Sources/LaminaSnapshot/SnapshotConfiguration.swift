import Foundation
import LaminaDiff

/// When a snapshot assertion writes its reference image instead of only comparing.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Never write; a missing reference fails.
  case never
  /// Write references that do not exist yet (and fail, so the new image gets looked at). The default.
  case missing
  /// Also rewrite references that no longer match (and fail).
  case failed
  /// Rewrite every reference whose pixels changed (unchanged ones are left alone) and fail when one
  /// was written.
  case all
}

/// Where snapshots live and when they are recorded. Every field can also be set by environment:
/// `LAMINA_SNAPSHOT_RECORD` (never, missing, failed, all), `LAMINA_SNAPSHOT_REFERENCES` (a folder),
/// `LAMINA_SNAPSHOT_ARTIFACTS` (a folder), and `CI` (as `ContinuousIntegration` reads it: set, and
/// not empty, `0` or `false`, it refuses recording).
public struct SnapshotConfiguration: Sendable {
  /// The record mode. Default: `LAMINA_SNAPSHOT_RECORD`, else `.missing`.
  public var record: SnapshotRecordMode
  /// The folder of reference images; `nil` means `Reference/` at the package root (found by walking
  /// up from the test file to `Package.swift`).
  public var referenceDirectory: URL?
  /// The folder failure artifacts are written to; `nil` means `.build/lamina-snapshots/` at the
  /// package root.
  public var artifactsDirectory: URL?
  /// Whether this is a CI run: recording is then refused, so a retry can never turn a missing or
  /// changed reference green. Default: `ContinuousIntegration.isRunning(in: environment)`.
  public var isContinuousIntegration: Bool
  /// Why the environment could not be read (an unknown `LAMINA_SNAPSHOT_RECORD`), or `nil`. A
  /// configuration with a problem fails every snapshot with it instead of guessing a mode.
  public var problem: String?

  /// A configuration; `nil` arguments take the environment's values or the defaults.
  public init(
    record: SnapshotRecordMode? = nil, referenceDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    isContinuousIntegration: Bool? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let asked = environment["LAMINA_SNAPSHOT_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
    let parsed = asked.flatMap(SnapshotRecordMode.init(rawValue:))
    self.record = record ?? parsed ?? .missing
    if record == nil, let asked, parsed == nil {
      let names = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      problem =
        "LAMINA_SNAPSHOT_RECORD=\(asked.debugDescription) is not a record mode; expected one of: \(names)"
    }
    self.referenceDirectory =
      referenceDirectory ?? environment["LAMINA_SNAPSHOT_REFERENCES"].map { URL(fileURLWithPath: $0) }
    self.artifactsDirectory =
      artifactsDirectory ?? environment["LAMINA_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
    self.isContinuousIntegration =
      isContinuousIntegration ?? ContinuousIntegration.isRunning(in: environment)
  }

  /// The record mode in force: `.never` on CI, whatever was asked.
  public var effectiveRecord: SnapshotRecordMode { isContinuousIntegration ? .never : record }

  /// The package root above `filePath`: the nearest folder holding `Package.swift`.
  static func packageRoot(above filePath: String) -> URL? {
    var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while dir.path != "/" {
      if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
        return dir
      }
      dir.deleteLastPathComponent()
    }
    return nil
  }

  func references(for filePath: String) -> URL {
    referenceDirectory
      ?? (SnapshotConfiguration.packageRoot(above: filePath) ?? URL(fileURLWithPath: "."))
      .appendingPathComponent("Reference")
  }

  func artifacts(for filePath: String) -> URL {
    artifactsDirectory
      ?? (SnapshotConfiguration.packageRoot(above: filePath) ?? URL(fileURLWithPath: "."))
      .appendingPathComponent(
        ".build/lamina-snapshots")
  }
}
