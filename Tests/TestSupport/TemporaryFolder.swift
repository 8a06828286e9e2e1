import Foundation

/// A new empty folder `lamina-<name>-<UUID>` in the temporary directory; the caller removes it.
public func temporaryFolder(_ name: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("lamina-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
