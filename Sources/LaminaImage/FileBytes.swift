import Foundation

/// The bytes of a file, read straight into an array (FileManager's `Data` and a copy into `[UInt8]`
/// would hold the file twice at once), or why not: `at most` bytes, else `tooLarge`.
package enum FileBytes {
  /// Why a file could not be read.
  package enum Failure: Error {
    /// The path names a folder.
    case folder
    /// The file could not be opened or read; the reason in words.
    case unreadable(String)
    /// The file holds more than the limit (its size when known).
    case tooLarge(Int)
  }

  /// The bytes of the file at `path`, at most `limit` of them.
  package static func read(_ path: String, atMost limit: Int) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .unreadable(reason(errno)) }
    defer { close(fd) }
    return try read(descriptor: fd, atMost: limit)
  }

  /// The bytes read from the open descriptor `fd` (a file, or a pipe such as standard input) to its
  /// end, at most `limit` of them.
  package static func read(descriptor fd: Int32, atMost limit: Int) throws(Failure) -> [UInt8] {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(reason(errno)) }
    if (info.st_mode & S_IFMT) == S_IFDIR { throw .folder }
    let expected = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
    guard expected <= limit else { throw .tooLarge(expected) }
    // One byte more than the limit is asked for, so a file that grew since stat is still caught.
    var bytes = [UInt8](repeating: 0, count: min(limit, max(expected, 4096)) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= limit else { throw .tooLarge(count) }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
      }
      let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .unreadable(reason(errno))
      }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else { throw .tooLarge(count) }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  /// The reason for `code` in the words the rest of Lamina uses for the common ones.
  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR: return "no such file"
    case EACCES, EPERM: return "permission denied"
    default: return String(cString: strerror(code))
    }
  }
}
