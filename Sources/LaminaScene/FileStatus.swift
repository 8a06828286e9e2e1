import Foundation

/// What `stat` says of a path: one system call, where FileManager's attributes also look up the
/// owner's and group's names (reading /etc/passwd and /etc/group on every scene loaded).
struct FileStatus {
  /// Whether the path names a folder.
  var isDirectory: Bool
  /// The file's length in bytes.
  var size: Int

  /// The status of `path` (symbolic links followed), or `nil` when it cannot be read.
  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    size = Int(info.st_size)
  }
}
