import Foundation
import Testing

@testable import LaminaScene

/// Reading a scene file's bytes (`FileBytes`): a large file read in two halves at once is the same
/// bytes as read by one thread, and the limit holds either way.
@Suite struct FileBytesTests {
  /// A file of an odd number of bytes past `leastBytesInHalves`, with a different byte at every
  /// place of a 251-byte cycle: two threads read exactly what one reads, and what was written.
  @Test func twoHalvesReadTheSameBytes() throws {
    let size = FileBytes.leastBytesInHalves + 3
    let written = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251 &* 7) }
    let path = NSTemporaryDirectory() + "lamina-filebytes-\(getpid()).bin"
    defer { unlink(path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(written)))
    let two = try FileBytes.read(path, atMost: size, threads: 2)
    let one = try FileBytes.read(path, atMost: size, threads: 1)
    #expect(two.count == size && two == written && one == written)
    // One byte over the limit is refused before anything is read, on two threads as on one.
    for threads in [1, 2] {
      #expect {
        _ = try FileBytes.read(path, atMost: size - 1, threads: threads)
      } throws: { error in
        guard case FileBytes.Failure.tooLarge(let found) = error else { return false }
        return found == size
      }
    }
  }
}
