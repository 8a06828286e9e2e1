extension RenderJob {
  /// `lamina render SCENE -o OUTPUT` (or `--output OUTPUT`, in either order), the commonest command
  /// line, made into a job without ArgumentParser, which reflects on the properties of every command
  /// before it parses anything, and whose option wrappers instantiate generic types at first use
  /// (a 1-layer render: 19.6 → 17.8 ms, hyperfine, 150 runs, for skipping the parse). With one scene,
  /// one output and nothing else there is nothing for it to decide: every other option keeps its
  /// default. Any other command line — another option, `--`, `-o=…`, an operand that looks like an
  /// option — gives `nil`, and ArgumentParser parses it as usual, with its help and usage errors.
  static func quick(_ arguments: [String]) -> RenderJob? {
    guard arguments.count == 4, arguments[0] == "render" else { return nil }
    var scene: String?
    var output: String?
    var i = 1
    while i < arguments.count {
      let argument = arguments[i]
      if argument == "-o" || argument == "--output", output == nil, i + 1 < arguments.count {
        let value = arguments[i + 1]
        guard value == "-" || !value.hasPrefix("-") else { return nil }
        output = value
        i += 2
      } else if !argument.hasPrefix("-"), scene == nil {
        scene = argument
        i += 1
      } else {
        return nil
      }
    }
    guard let scene, let output else { return nil }
    return RenderJob(scenes: [scene], output: output, threads: ThreadsOption.cores)
  }
}
