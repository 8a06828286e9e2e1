import Foundation
import LaminaImage
import LaminaScene
import TestSupport
import Testing

@testable import lamina

/// Runs `command` in a shell in the package root, `$LAMINA` naming the built executable.
private func shell(_ command: String) throws -> Run {
  try run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: ["LAMINA": laminaBinary.path])
}

/// Standard streams that cannot be written or read end in one `error:` line and exit 2, not a trap.
@Suite struct StandardStreamTests {
  @Test func aFullStandardOutputIsAnError() throws {
    let png = try shell(#""$LAMINA" render Samples/clock/scene.json -o - > /dev/full"#)
    #expect(png.status == 2, "\(png.stderr)")
    #expect(png.stderr == "error: -: cannot write the PNG to standard output (No space left on device)\n")
    let dump = try shell(#""$LAMINA" dump Samples/clock/scene.json > /dev/full"#)
    #expect(dump.status == 2, "\(dump.stderr)")
    #expect(dump.stderr == "error: -: cannot write to standard output (No space left on device)\n")
  }

  @Test func aClosedStandardInputIsAnError() throws {
    let run = try shell(#""$LAMINA" hit-test Samples/hit-test/scene.json --points - <&-"#)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.hasPrefix("error: -: cannot read the points from standard input ("), "\(run.stderr)")
  }

  /// Points files from Windows tools end their lines in CRLF (once read as one line).
  @Test func pointsFilesMayEndLinesInCRLF() throws {
    let file = temporaryFile("points.txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("10,20\r\n# a comment\r\n\r\n30.5,40\r\n5,6".utf8).write(to: file)
    #expect(
      try PointList.read(file.path) == [CGPoint(x: 10, y: 20), CGPoint(x: 30.5, y: 40), CGPoint(x: 5, y: 6)])
    try Data("1,2\r\nx\r\n".utf8).write(to: file)
    #expect(throws: FileError("line 2: expected a point X,Y, got \"x\"", path: file.path)) {
      try PointList.read(file.path)
    }
  }

  /// An animation may end at 1e300 seconds, or at no finite time: the frame count is capped before it
  /// becomes an Int (1e300 once trapped).
  @Test func frameCountsAreCappedBeforeTheyBecomeIntegers() {
    #expect(AnimationFrames(from: 0, to: 1, fps: 30).count == 31)
    #expect(AnimationFrames(from: 0, to: 1e300, fps: 30).count == AnimationFrames.maximumCount)
    #expect(AnimationFrames(from: -1e300, to: 0, fps: 240).count == AnimationFrames.maximumCount)
    #expect(AnimationFrames(from: 0, to: .infinity, fps: 30).count == AnimationFrames.maximumCount)
    #expect(AnimationFrames(from: .infinity, to: .infinity, fps: 30).count == 1)
  }
}
