import ArgumentParser
import Foundation
import Testing

@testable import lamina

/// Every subcommand's help ends with examples that parse as given (its wrapping at 80 columns:
/// `RenderCommandTests.helpParagraphsWrapOnlyAtTheWidth`).
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
}
