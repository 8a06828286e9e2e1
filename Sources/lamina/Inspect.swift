import ArgumentParser
import Foundation
import LaminaImage
import LaminaInspector
import LaminaScene

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Write a scene's layer inspector: one self-contained HTML page.",
    discussion: """
      The page shows the render beside the layer tree. Hovering over the picture names the layer \
      `lamina hit-test` names at that point (in either sibling order); selecting a layer lists its \
      geometry and properties and draws its frame, bounds, anchor point and alignment rect over the \
      picture. An exploded 3D view spreads the layers by depth; a timeline scrubs through the \
      animations' frames at --fps; the layout's problems are listed and shown on their layers. The \
      page needs no server and no network: open it, or keep it as a CI artifact. It is written to a \
      temporary file and renamed into place. With --watch it is rewritten whenever the scene or one \
      of its images changes (an error is printed and the last page kept); stop with Ctrl-C.

      Examples:
        lamina inspect Samples/clock/scene.json -o clock.html
        lamina inspect Samples/spring-bounce/scene.json -o bounce.html --fps 30
        lamina inspect my-scene.json -o my-scene.html --watch
      """)

  @OptionGroup var input: SceneInput

  @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
  var output: String

  @Option(help: "Timeline frames per second, for a scene with animations (1…60).")
  var fps = 10

  @Option(help: "Pixels per point of the pictures; default: the scene's canvas scale.")
  var scale: Double?

  @OptionGroup var work: WorkOption

  @Flag(help: "Keep running, and rewrite the page whenever the scene or its images change.")
  var watch = false

  func validate() throws {
    guard (1...60).contains(fps) else { throw ValidationError("--fps must be between 1 and 60") }
    _ = try renderRequest(scale: scale, time: nil)
  }

  func run() throws {
    try reportingErrors {
      try checkOutput(output, inputs: [input.scene])
      guard watch else { return _ = try write() }
      watchForChanges()
    }
  }

  /// Writes the page, then again whenever one of the files it was made from changes, until
  /// stopped. The files' stamps are taken before each write, so a save during a write is seen next
  /// time round; an error is printed, the last page kept, and the files watched are then the scene
  /// and those of the last page made.
  private func watchForChanges() -> Never {
    var watched = [input.scene]
    var stamps: [String: FileStamp] = [:]
    while true {
      let before = Dictionary(uniqueKeysWithValues: watched.map { ($0, FileStamp($0)) })
      do {
        let files = try write()
        printError(
          "lamina inspect: wrote \(terminalSafe(output)); watching \(files.count) files (Ctrl-C stops)")
        watched = files
      } catch {
        printError("error: \(terminalSafe("\(error)"))")
      }
      stamps = Dictionary(uniqueKeysWithValues: watched.map { ($0, before[$0] ?? FileStamp($0)) })
      repeat {
        usleep(250_000)
      } while watched.allSatisfy { FileStamp($0) == stamps[$0] }
      // Let a save in progress finish before reading.
      usleep(100_000)
    }
  }

  /// Inspects the scene and writes the page; returns the files it was made from.
  private func write() throws -> [String] {
    var scene = try loadScene(input)
    scene.renderLimits.work = work.nanoseconds
    var options = InspectorOptions()
    (options.fps, options.scale) = (fps, scale.map { CGFloat($0) })
    let page = try Inspection(scene, options: options).page(limits: options.limits)
    try AtomicFile.write(page, to: output)
    return [input.scene] + scene.imageFiles.filter { $0 != input.scene }
  }
}

/// What `stat` says changes when a file is saved: its modification time, size and inode (an
/// editor that writes a new file and renames it changes the inode); `nil` for a missing file.
struct FileStamp: Equatable {
  let stamp: [Int]?

  init(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      stamp = nil
      return
    }
    stamp = [
      Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size), Int(info.st_ino),
    ]
  }
}
