import ArgumentParser
import LaminaRender
import LaminaScene

/// `--max-work SECONDS`, which `render` and `animate` share: the estimated CPU time a render may
/// take before it is refused (`RenderLimits.work`).
struct WorkOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The estimated CPU seconds a render may take (1…86400); animate's frames share it.",
      discussion: "Work past it is refused before it is drawn; raise it for scenes you trust.",
      valueName: "seconds"))
  var maxWork = Double(RenderLimits().work) / 1e9

  func validate() throws {
    guard (1...86400).contains(maxWork) else {
      throw ValidationError("--max-work must be between 1 and 86400")
    }
  }

  /// The limit in nanoseconds (validated: 1…86,400 s).
  var nanoseconds: Int { Int(maxWork * 1e9) }
}
