import Foundation
import TestSupport
import Testing

/// `Docs/scene.schema.json`, the key tables of `Docs/scene-format.md`, `SceneKey.swift` and
/// `SceneFormat.swift` are what `scripts/scene-format` writes from its one declaration of the format.
@Suite struct SceneFormatTests {
  /// `scripts/scene-format --check` finds every output as it would write it.
  @Test func generatedFilesAgreeWithTheDeclaration() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "scripts/scene-format", "--check"]
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    (process.standardOutput, process.standardError) = (output, output)
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "scripts/scene-format --check failed:\n\(text)")
  }
}
