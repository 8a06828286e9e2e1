import Foundation
import TestSupport
import Testing

/// Where `lamina render` may write, and what a kill at any moment leaves there.
@Suite struct OutputSafetyTests {
  @Test func aFIFOOrADeviceIsRefused() throws {
    let fifo = temporaryFile("fifo.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let run = try lamina("render", "Samples/clock/scene.json", "-o", fifo.path)
    #expect(run.status == 2)
    #expect(
      run.stderr == "error: \(fifo.path): cannot write the file (it is a FIFO); expected a regular file\n")
    var info = stat()
    #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    let device = try lamina("render", "Samples/clock/scene.json", "-o", "/dev/null")
    #expect(device.status == 2 && device.stderr.contains("(it is a device)"))
  }

  @Test func theSceneItselfIsRefusedAsTheOutput() throws {
    let scene = try sceneFile(#"{"canvas": {"width": 4, "height": 4}, "layers": []}"#)
    defer { try? FileManager.default.removeItem(at: scene) }
    let before = try Data(contentsOf: scene)
    let link = temporaryFile("link.png")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: scene)
    defer { try? FileManager.default.removeItem(at: link) }
    for output in [scene.path, link.path] {
      let run = try lamina("render", scene.path, "-o", output)
      #expect(run.status == 2)
      #expect(run.stderr.contains("refusing to overwrite \(scene.path), an input of this command"))
    }
    #expect(try Data(contentsOf: scene) == before)
    let diff = try lamina(
      "diff", "Reference/clock.png", "Reference/clock-before.png", "-o", "Reference/clock.png")
    #expect(diff.status == 2 && diff.stderr.contains("refusing to overwrite Reference/clock.png"))
  }

  /// Rendering many scenes into a folder where one scene file would be its own output (`a.png`
  /// renders to `a.png`): refused before anything is written, the scene intact.
  @Test func aSceneAmongManyIsRefusedAsItsOwnOutput() throws {
    let folder = temporaryFile("many")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = #"{"canvas": {"width": 4, "height": 4}, "layers": []}"#
    let selfNamed = folder.appendingPathComponent("a.png")
    let other = folder.appendingPathComponent("b.json")
    for file in [selfNamed, other] { try Data(json.utf8).write(to: file) }
    let run = try lamina("render", other.path, selfNamed.path, "-o", folder.path)
    #expect(run.status == 2)
    #expect(run.stderr.contains("refusing to overwrite \(selfNamed.path), an input of this command"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.json"])
    #expect(try Data(contentsOf: selfNamed) == Data(json.utf8))
  }

  @Test func dashWritesThePNGToStandardOutput() throws {
    let file = temporaryFile("clock.png")
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(try lamina("render", "Samples/clock/scene.json", "-o", file.path).status == 0)
    let run = try lamina("render", "Samples/clock/scene.json", "-o", "-")
    #expect(run.status == 0)
    #expect(Data(run.stdout.utf8).count > 0)
    let piped = try binaryStdout("render", "Samples/clock/scene.json", "-o", "-")
    #expect(piped == (try Data(contentsOf: file)))
  }

  /// Paths relative to the current folder: the scene is read and the PNG written there (its
  /// temporary beside it), and an error names the scene by its absolute path.
  @Test func relativePathsAreTheCurrentFolders() throws {
    let dir = temporaryFile("relative")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = packageRoot.appendingPathComponent("Samples/clock/scene.json")
    try FileManager.default.copyItem(
      at: scene.deletingLastPathComponent(), to: dir.appendingPathComponent("clock"))
    let reference = temporaryFile("clock.png")
    defer { try? FileManager.default.removeItem(at: reference) }
    #expect(try lamina("render", scene.path, "-o", reference.path).status == 0)
    let inFolder = try run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd '\(dir.path)' && '\(laminaBinary.path)' render clock/scene.json -o out.png"])
    #expect(inFolder.status == 0)
    #expect(try Data(contentsOf: dir.appendingPathComponent("out.png")) == Data(contentsOf: reference))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["clock", "out.png"])
    let missing = try run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "cd '\(dir.path)' && '\(laminaBinary.path)' render none.json -o out.png"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "error: \(dir.path)/none.json: cannot read the file (no such file)\n")
  }

  @Test func temporariesLeftByAKilledProcessAreRemovedByTheNextWrite() throws {
    let folder = temporaryFile("stale")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dead = Process()
    dead.executableURL = URL(fileURLWithPath: "/bin/true")
    try dead.run()
    dead.waitUntilExit()
    let stale = folder.appendingPathComponent(".out.png.lamina-\(dead.processIdentifier)-12345.tmp")
    let alive = folder.appendingPathComponent(".out.png.lamina-\(getpid())-777.tmp")
    let unrelated = folder.appendingPathComponent(".notes.tmp")
    for f in [stale, alive, unrelated] {
      try Data("x".utf8).write(to: f)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -10)], ofItemAtPath: f.path)
    }
    // This process writes `alive`: it holds the lock a writer holds.
    let writer = open(alive.path, O_RDONLY)
    defer { close(writer) }
    #expect(writer >= 0 && flock(writer, LOCK_EX | LOCK_NB) == 0)
    #expect(
      try lamina("render", "Samples/clock/scene.json", "-o", folder.appendingPathComponent("out.png").path)
        .status == 0)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: alive.path), "its writer holds the lock")
    #expect(FileManager.default.fileExists(atPath: unrelated.path))
  }

  /// 50 renders stopped at random moments (SIGKILL, and SIGTERM every fifth time): the output is
  /// always the old file or the complete new one, never a prefix; SIGTERM leaves no temporary
  /// file, and a later render removes what SIGKILL left once it is 2 s old.
  @Test func killedRendersNeverLeaveAPartialFile() throws {
    let folder = temporaryFile("kills")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("big.json")
    try Data(
      #"{"canvas": {"width": 1500, "height": 1500, "background": "white"}, "layers": [{"frame": [10, 10, 1400, 1400], "backgroundColor": "red", "opacity": 0.5, "borderWidth": 9, "borderColor": "blue", "cornerRadius": 40, "transform": {"rotate": {"degrees": 7}}}]}"#
        .utf8
    ).write(to: scene)
    let output = folder.appendingPathComponent("out.png")
    let old = Data("an older, complete file".utf8)
    let start = Date()
    #expect(try lamina("render", scene.path, "-o", output.path).status == 0)
    let duration = Date().timeIntervalSince(start)
    let complete = try Data(contentsOf: output)
    var generator = SystemRandomNumberGenerator()
    var outcomes = (old: 0, new: 0)
    for i in 0..<50 {
      try old.write(to: output)
      let process = Process()
      process.executableURL = laminaBinary
      process.arguments = ["render", scene.path, "-o", output.path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(Double.random(in: 0...(duration * 1.2), using: &generator) * 1_000_000))
      kill(process.processIdentifier, i % 5 == 4 ? SIGTERM : SIGKILL)
      process.waitUntilExit()
      let now = try Data(contentsOf: output)
      #expect(now == old || now == complete, "run \(i): \(now.count) bytes")
      if now == old { outcomes.old += 1 } else { outcomes.new += 1 }
      if i % 5 == 4 {
        let own = ".lamina-\(process.processIdentifier)-"
        #expect(!temporaries(in: folder).contains { $0.contains(own) }, "SIGTERM removes its temporary file")
      }
    }
    // What SIGKILL left is taken by the next write once it is old enough to be no writer's.
    for name in temporaries(in: folder) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -10)],
        ofItemAtPath: folder.appendingPathComponent(name).path)
    }
    #expect(try lamina("render", scene.path, "-o", output.path).status == 0)
    #expect(temporaries(in: folder).isEmpty)
    #expect(try Data(contentsOf: output) == complete)
    #expect(outcomes.old + outcomes.new == 50)
  }

  private func temporaries(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.contains(".lamina-")
    }
  }
}

/// The raw bytes `lamina` writes to standard output.
func binaryStdout(_ arguments: String...) throws -> Data {
  let process = Process()
  process.executableURL = laminaBinary
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  let out = Pipe()
  process.standardOutput = out
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return data
}
