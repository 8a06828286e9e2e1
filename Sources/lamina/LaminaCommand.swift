import ArgumentParser
import Foundation

@main
struct LaminaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lamina",
    abstract: "Render Core Animation layer scenes to PNG, and query their geometry.",
    discussion: """
      Scenes are JSON files describing a canvas and a tree of layers with Core Animation's
      property names (see Docs/scene-format.md).

      Exit codes: 0 success; 1 hit-test found nothing at some point, diff found the images
      different, or check found a sample that differs from its reference; 2 a scene, an image or
      an output could not be read, built, rendered or written (one line "error: …" on stderr,
      naming the file and the JSON path); 64 the command line itself was wrong.
      """,
    version: "0.1.0",
    subcommands: [Render.self, Animate.self, HitTest.self, Dump.self, Layout.self, Diff.self, Check.self])

  /// Sets how memory is kept (see `keepFreedMemory`), then runs the command line: `render SCENE -o
  /// OUTPUT` directly (see `RenderJob.quick`), everything else through ArgumentParser.
  static func main() {
    keepFreedMemory()
    guard let job = RenderJob.quick(Array(CommandLine.arguments.dropFirst())) else { return main(nil) }
    do {
      try job.run()
    } catch {
      Render.exit(withError: error)
    }
  }

  /// Has glibc's malloc serve blocks of up to 256 MiB from its heap and keep freed memory for reuse
  /// until the process ends. By default every block over 128 KiB is a fresh mapping, unmapped when
  /// freed, and the heap is trimmed as soon as its top is free: a render then page-faults in its
  /// canvas, every PNG piece's buffers and zlib's state anew (a 1-layer render spent more time in the
  /// kernel than in its own code). A command's working set is then what it peaks at, as before.
  static func keepFreedMemory() {
    // mallopt is in malloc.h, which Swift's Glibc module leaves out: looked up by name. Its
    // parameters, from that header: M_MMAP_THRESHOLD is -3, M_TRIM_THRESHOLD -1.
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    _ = mallopt(-3, 256 << 20)
    _ = mallopt(-1, 512 << 20)
  }
}

/// The options every subcommand that reads a scene shares.
struct SceneInput: ParsableArguments {
  @Argument(help: "The scene file (JSON).")
  var scene: String

  @Flag(help: "Allow images outside the scene file's folder.")
  var allowOutsideFiles = false
}

/// Runs `body`, printing any error as one `error: …` line on stderr and exiting with status 2.
func reportingErrors(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    printError("error: \(terminalSafe("\(error)"))")
    throw ExitCode(2)
  }
}
