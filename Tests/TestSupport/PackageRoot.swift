import Foundation

/// The package's root folder (the one holding `Package.swift`), found from this file's path.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
