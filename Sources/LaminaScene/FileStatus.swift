import Foundation

/// What `stat` says of a path: one system call, where FileManager's attributes also look up the
/// owner's and group's names (reading /etc/passwd and /etc/group for every image).
struct FileStatus {
  /// The file's length in bytes.
  var size: Int

  /// The status of `path` (symbolic links followed), or `nil` when it cannot be read.
  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = Int(info.st_size)
  }
}
