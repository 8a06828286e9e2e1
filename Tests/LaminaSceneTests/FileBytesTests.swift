import Foundation
import Testing

@testable import LaminaImage
@testable import LaminaScene

/// Reading a scene file's bytes (`FileBytes`): exactly what was written, and the limit holds.
@Suite struct FileBytesTests {
  /// A file of 4 MiB and 3 bytes with a different byte at every place of a 251-byte cycle: read
  /// whole, and refused one byte over the limit.
  @Test func readsTheBytesWrittenWithinTheLimit() throws {
    let size = (4 << 20) + 3
    let written = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251 &* 7) }
    let path = NSTemporaryDirectory() + "lamina-filebytes-\(getpid()).bin"
    defer { unlink(path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(written)))
    let read = try FileBytes.read(path, atMost: size)
    #expect(read.count == size && read == written)
    #expect {
      _ = try FileBytes.read(path, atMost: size - 1)
    } throws: { error in
      guard case FileBytes.Failure.tooLarge(let found) = error else { return false }
      return found == size
    }
  }
}
