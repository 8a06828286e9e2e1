import ArgumentParser
import Foundation
import Testing

@testable import lamina

/// Every subcommand's help: examples that parse as given, and lines that fit 80 columns.
@Suite struct HelpTests {
  /// The example command lines of `command`'s help (after "Examples:"), as arguments, without a
  /// shell redirection.
  private func examples(_ command: any ParsableCommand.Type) -> [[String]] {
    let discussion = command.configuration.discussion
    guard let start = discussion.range(of: "Examples:\n") else { return [] }
    return discussion[start.upperBound...].split(separator: "\n").map { line in
      let words = line.split(separator: " ").map(String.init)
      return Array(words.dropFirst().prefix { $0 != ">" })
    }
  }

  @Test func everySubcommandShowsExamplesThatParse() throws {
    for command in LaminaCommand.configuration.subcommands {
      let lines = examples(command)
      #expect(lines.count >= 1, "\(command._commandName)")
      for arguments in lines {
        #expect(arguments.first == command._commandName)
        #expect(throws: Never.self, "\(arguments)") { _ = try LaminaCommand.parseAsRoot(arguments) }
      }
    }
  }

  @Test func helpFitsEightyColumns() throws {
    var invocations = [["--help"]]
    for command in LaminaCommand.configuration.subcommands {
      invocations.append([command._commandName, "--help"])
    }
    for arguments in invocations {
      let help = try run(laminaBinary, arguments, environment: ["COLUMNS": "80"]).stdout
      // (ArgumentParser never wraps the usage line.)
      let long = help.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("USAGE:") }
      #expect(!help.isEmpty && long.isEmpty, "\(arguments): \(long)")
    }
  }
}
