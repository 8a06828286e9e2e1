import Foundation
import LaminaRender
import TestSupport
import Testing

/// Whole-file writes and the sweep of temporaries left by killed processes.
@Suite struct AtomicFileTests {
  /// The process id of a process that has ended.
  private func deadProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// Writes a temporary as a writer would leave it, last changed 10 s ago (older than a sweep
  /// waits for); with `locked`, returns a descriptor holding its lock, as a live writer holds it.
  @discardableResult
  private func leftover(_ url: URL, locked: Bool = false) throws -> Int32? {
    try Data("x".utf8).write(to: url)
    let old = Date(timeIntervalSinceNow: -10)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
    guard locked else { return nil }
    let fd = open(url.path, O_RDONLY)
    #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
    return fd
  }

  /// The temporary goes beside the destination: the folder is the path up to its last slash.
  @Test func aPathSplitsIntoItsFolderAndName() {
    #expect(AtomicFile.split("a/b/c.png") == ("a/b", "c.png"))
    #expect(AtomicFile.split("c.png") == (".", "c.png"))
    #expect(AtomicFile.split("/c.png") == ("/", "c.png"))
    #expect(AtomicFile.split("/tmp/x/../c.png") == ("/tmp/x/..", "c.png"))
    #expect(AtomicFile.split("./c d é.png") == (".", "c d é.png"))
  }

  /// A file written over keeps its permissions (it became 0644 once); a new file gets 0644 less the
  /// umask.
  @Test func aReplacedFileKeepsItsMode() throws {
    let dir = try temporaryFolder("atomic-mode")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("out.png").path
    func mode() throws -> Int {
      try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
    try AtomicFile.write([1, 2, 3], to: path)
    // The umask, read without setting it (`umask(2)` can only be read by changing it).
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let mask = try #require(Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
    #expect(try mode() == 0o644 & ~mask)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    try AtomicFile.write([4, 5], to: path)
    #expect(try mode() == 0o600)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([4, 5]))
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: path)
    try AtomicFile.write([6], to: path)
    #expect(try mode() == 0o751)
  }

  /// The first write into a folder removes what a dead writer left there; the folder is read once
  /// a process, so a temporary left afterwards waits for the next process (a render of many
  /// scenes into one folder reads it once, not once a scene).
  @Test func aFolderIsSweptAtTheFirstWriteOfAProcess() throws {
    let dir = try temporaryFolder("atomic-sweep")
    defer { try? FileManager.default.removeItem(at: dir) }
    let dead = try deadProcess()
    let stale = dir.appendingPathComponent(".a.png.lamina-\(dead)-1.tmp")
    try leftover(stale)
    #expect(!AtomicFile.hasSwept(dir.path))
    try AtomicFile.write([1, 2, 3], to: dir.appendingPathComponent("a.png").path)
    #expect(AtomicFile.hasSwept(dir.path))
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    let later = dir.appendingPathComponent(".b.png.lamina-\(dead)-2.tmp")
    try leftover(later)
    try AtomicFile.write([4, 5], to: dir.appendingPathComponent("b.png").path)
    #expect(FileManager.default.fileExists(atPath: later.path))
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(names == [".b.png.lamina-\(dead)-2.tmp", "a.png", "b.png"])
    #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data([1, 2, 3]))
    #expect(try Data(contentsOf: dir.appendingPathComponent("b.png")) == Data([4, 5]))
  }

  /// A writer in another PID namespace sharing the folder has a PID that is no process here: its
  /// file is kept while it holds the lock, and a file nobody holds is taken only once it is old.
  @Test func theLockNotThePIDSaysWhetherTheWriterLives() throws {
    let dir = try temporaryFolder("atomic-namespace")
    defer { try? FileManager.default.removeItem(at: dir) }
    let elsewhere = try deadProcess()
    let live = dir.appendingPathComponent(".a.png.lamina-\(elsewhere)-1.tmp")
    let fd = try #require(try leftover(live, locked: true))
    defer { close(fd) }
    let dead = dir.appendingPathComponent(".b.png.lamina-\(elsewhere)-2.tmp")
    try leftover(dead)
    let fresh = dir.appendingPathComponent(".c.png.lamina-\(elsewhere)-3.tmp")
    try Data("x".utf8).write(to: fresh)
    try AtomicFile.write([1], to: dir.appendingPathComponent("a.png").path)
    #expect(FileManager.default.fileExists(atPath: live.path), "its writer holds the lock")
    #expect(!FileManager.default.fileExists(atPath: dead.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path), "too new to tell")
  }
}
