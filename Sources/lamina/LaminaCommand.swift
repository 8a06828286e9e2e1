import ArgumentParser
import Foundation
import LaminaGraphics
import LaminaScene

@main
struct LaminaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lamina",
    abstract: "Render Core Animation layer scenes to PNG, and query their geometry.",
    discussion: """
      Scenes are JSON files describing a canvas and a tree of layers with Core Animation's \
      property names (see Docs/scene-format.md).

      Exit codes: 0 success; 1 hit-test found nothing at some point, diff found the images \
      different, or check found a sample that differs from its reference; 2 a scene, an image or \
      an output could not be read, built, rendered or written (one line "error: …" on stderr, \
      naming the file and the JSON path); 64 the command line itself was wrong.
      """,
    version: "0.1.0",
    subcommands: [
      Render.self, Animate.self, HitTest.self, Dump.self, Layout.self, Inspect.self, Diff.self, Check.self,
    ])

  /// Removes half-written outputs on a stopping signal (`SignalCleanup`), then runs the command line;
  /// what it printed that standard output could not take (a full disk, a closed stream) is an error.
  static func main() {
    SignalCleanup.install()
    // The CLI owns its standard error: Pango's own warnings stay off it.
    FontLibrary.keepPangoMessagesQuiet()
    let arguments = Array(CommandLine.arguments.dropFirst())
    suggestSubcommand(for: arguments)
    main(HitTest.joiningPoints(arguments))
    if !standardOutputWasWritten() {
      printError("error: -: cannot write to standard output (\(String(cString: strerror(errno))))")
      Glibc.exit(2)
    }
  }
}

extension LaminaCommand {
  /// Exits with status 64 and a "did you mean …?" line when the first argument is a near miss of a
  /// subcommand's name (ArgumentParser only says the argument was unexpected).
  static func suggestSubcommand(for arguments: [String]) {
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) else { return }
    let near = Suggestion.nearest(to: first, in: names)
    guard !near.isEmpty else { return }
    let choices = near.map { "'\($0)'" }.joined(separator: " or ")
    printError("Error: unknown subcommand '\(terminalSafe(first))'; did you mean \(choices)?")
    printError("Usage: lamina <subcommand>\n  See 'lamina --help' for more information.")
    Glibc.exit(64)
  }
}

/// The options every subcommand that reads a scene shares.
struct SceneInput: ParsableArguments {
  @Argument(help: "The scene file (JSON).")
  var scene: String

  @Flag(help: "Allow images outside the scene file's folder.")
  var allowOutsideFiles = false
}

/// The system's reason for an I/O error from Foundation: its POSIX message when it has one.
func reason(_ error: any Error) -> String {
  let ns = error as NSError
  if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(posix.code)))
  }
  return ns.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(ns.code))) : ns.localizedDescription
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
