import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes whole files so that no reader, crash or `kill -9` ever sees a partial one: the bytes go to
/// a temporary file in the destination's folder (`.NAME.lamina-PID-RANDOM.tmp`), are flushed to
/// disk, and the file is renamed over the destination in one step. An existing file there is
/// replaced only by a complete new one.
///
/// Only regular files are written: a destination that is a folder, a FIFO, a device or a socket is
/// refused. A temporary file is removed when the write fails, and by the next process that writes
/// into the same folder when the process that left it (stopped by a signal or a crash) is gone: a
/// writer holds its temporary locked (`flock`), so the sweep works across PID namespaces;
/// `temporaryFiles` names those being written, for a program that cleans up on a signal itself. A process reads each folder for
/// those once, at its first write there: writing many files into one folder (a render of many
/// scenes) does not read the folder again for each.
public enum AtomicFile {
  /// Writes `bytes` to the file at `path`.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    do {
      try write(to: path) { append in try append(bytes) }
    } catch let error as FileError {
      throw error
    } catch {
      throw FileError("\(error)", path: path)
    }
  }

  /// Writes the file at `path` from what `produce` hands its `append` function, piece by piece, so
  /// a large file is never held whole: the pieces go to the temporary file as they come, and the
  /// file replaces `path` only when `produce` returns. An error `produce` throws is rethrown, and
  /// nothing at `path` changes.
  public static func write(
    to path: String, streaming produce: (_ append: ([UInt8]) throws(FileError) -> Void) throws -> Void
  ) throws {
    try checkDestination(path)
    let (folder, name) = split(path)
    if sweptFolders.firstVisit(folder) { removeStaleTemporaries(in: folder) }
    let temporary = "\(folder)/.\(name).lamina-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    writing.insert(temporary)
    defer { writing.remove(temporary) }
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileError.system("cannot write the file", path: path) }
    // Held until the file is closed, and released by the system if the process dies: how a sweep in
    // any process, in any PID namespace, tells a live writer's file from a dead one's.
    _ = flock(fd, LOCK_EX)
    var failure: Error?
    // A file replaced keeps its permissions (a new one gets 0644 less the umask, as `open` gives).
    var existing = stat()
    if stat(path, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 {
      failure = FileError.system("cannot write the file", path: path)
    }
    if failure == nil {
      do {
        try produce { (bytes: [UInt8]) throws(FileError) in
          guard writeAll(fd, bytes) else { throw FileError.system("cannot write the file", path: path) }
        }
      } catch {
        failure = error
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = FileError.system("cannot write the file", path: path) }
    // Renamed while still open, so the lock covers the temporary for as long as it has its name;
    // once renamed the complete, synced file is in place, whatever `close` says.
    if failure == nil, rename(temporary, path) != 0 {
      failure = FileError.system("cannot write the file", path: path)
    }
    if failure != nil { unlink(temporary) }
    close(fd)
    if let failure { throw failure }
  }

  /// The folder part of `path` and its last component: `("a/b", "c.png")` for `a/b/c.png`, `(".",
  /// "c.png")` for `c.png`, `("/", "c.png")` for `/c.png`. Split on the last slash rather than made
  /// into a `URL`, whose first use in a process costs about 0.3 ms.
  package static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
    let name = String(path[path.index(after: slash)...])
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (folder, name)
  }

  /// Refuses a destination that exists and is not a regular file.
  public static func checkDestination(_ path: String) throws(FileError) {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw FileError("cannot write the file (it is a folder)", path: path)
    case S_IFIFO: throw FileError("cannot write the file (it is a FIFO); expected a regular file", path: path)
    case S_IFCHR, S_IFBLK:
      throw FileError("cannot write the file (it is a device); expected a regular file", path: path)
    default: throw FileError("cannot write the file (it is not a regular file)", path: path)
    }
  }

  /// Whether `a` and `b` name the same existing file (hard links and symbolic links included).
  public static func sameFile(_ a: String, _ b: String) -> Bool {
    guard let x = FileIdentity(path: a) else { return false }
    return x == FileIdentity(path: b)
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
      }
      return true
    }
  }

  /// The folders this process has swept of stale temporaries.
  private static let sweptFolders = PathSet()

  /// The temporary files being written now.
  private static let writing = PathSet()

  /// The temporary files being written now, by any thread: a program that handles SIGINT or SIGTERM
  /// itself may remove them before it exits.
  public static var temporaryFiles: [String] { writing.all }

  /// Whether this process has swept `folder` (as a write into it spells it) of stale temporaries.
  package static func hasSwept(_ folder: String) -> Bool { sweptFolders.contains(folder) }

  /// How old a temporary must be before a sweep may take it: a writer locks its file the moment it
  /// makes it and keeps the lock until it is renamed, so an unlocked file this old is no writer's.
  static let staleAge = 2

  /// Removes `.*.lamina-PID-RANDOM.tmp` files in `folder` that no process holds locked and that are
  /// at least `staleAge` seconds old. The lock, not the PID, says whether the writer lives: a writer
  /// in another PID namespace sharing the folder has a PID that means nothing here. (A temporary
  /// this process may not open, made with an unreadable mode, falls back to its PID.)
  static func removeStaleTemporaries(in folder: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      guard let range = name.range(of: ".lamina-", options: .backwards) else { continue }
      let fields = name[range.upperBound...].dropLast(4).split(separator: "-")
      guard fields.count == 2, UInt32(fields[0]) != nil, UInt32(fields[1]) != nil else { continue }
      let path = "\(folder)/\(name)"
      let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
      guard fd >= 0 else {
        // A temporary that kept a replaced file's unreadable mode cannot be locked: its PID decides.
        if errno == EACCES, let pid = Int32(fields[0]), kill(pid, 0) != 0, errno == ESRCH { unlink(path) }
        continue
      }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        time(nil) - info.st_mtim.tv_sec >= staleAge, flock(fd, LOCK_EX | LOCK_NB) == 0
      else { continue }
      unlink(path)
    }
  }
}

/// A small set of paths shared by the process's threads.
private final class PathSet: @unchecked Sendable {
  private var folders: [String] = []
  private let lock = NSLock()

  /// Every path in the set.
  var all: [String] { lock.withLock { folders } }

  func insert(_ path: String) { lock.withLock { folders.append(path) } }

  func remove(_ path: String) { lock.withLock { folders.removeAll { $0 == path } } }

  /// Adds `folder`; whether it was not there yet.
  func firstVisit(_ folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if folders.contains(folder) { return false }
    folders.append(folder)
    return true
  }

  func contains(_ folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return folders.contains(folder)
  }
}

/// An existing file as the system knows it, whatever path names it (hard and symbolic links
/// included): its device and inode.
public struct FileIdentity: Hashable, Sendable {
  private let device: UInt64
  private let inode: UInt64

  /// The file at `path`, or `nil` when there is none (or it cannot be examined).
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
