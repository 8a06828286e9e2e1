import ArgumentParser
import Foundation
import Lamina
import LaminaRender
import LaminaScene

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    // Named here, not derived from the type name at run time (a reflective cast costing ~1 ms).
    commandName: "render",
    abstract: "Render scenes to PNG files.",
    discussion:
      """
      The PNG is written to a temporary file beside the output and renamed into place, so a failure \
      or a kill never leaves a partial file. The output must be a regular file (or -), and not the \
      scene itself. With several scenes, -o names a folder (made if missing) and each scene is \
      written to <folder>/<name>.png, its name being the file's (or, for a scene.json, its folder's); \
      the scenes are rendered --threads at a time, and a scene that fails is reported and the others \
      written: the exit status is then 2.

      Examples:
        lamina render Samples/clock/scene.json -o clock.png
        lamina render Samples/clock/scene.json -o clock@2x.png --scale 2
        lamina render Samples/*/scene.json -o renders/
      """
  )

  @Argument(help: "The scene files (JSON).")
  var scenes: [String]

  @Flag(help: "Allow images outside the scene file's folder.")
  var allowOutsideFiles = false

  @Option(
    name: [.short, .customLong("output")],
    help: "The PNG file to write (- for standard output); with several scenes, a folder.")
  var output: String

  @OptionGroup var parallel: ThreadsOption

  @Option(help: "Pixels per point (1, 2, 3, …); default: the scene's canvas scale.")
  var scale: Double?

  @Option(
    help: "Render at this media time in seconds, animations applied (default: the model, no animation).")
  var time: Double?

  @OptionGroup var work: WorkOption

  @Flag(help: "Smaller, slower PNG encoding (for reference images).")
  var compact = false

  @Flag(help: "Draw every layer's alignment rect (yellow), as UIViewShowAlignmentRects does.")
  var showAlignmentRects = false

  @Flag(help: "Draw every layer's frame (blue).")
  var showFrames = false

  @Flag(help: "Draw every layer's anchor point (red dots).")
  var showAnchorPoints = false

  func validate() throws {
    if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    if scenes.count > 1, output == "-" { throw ValidationError("several scenes need -o FOLDER, not -") }
    _ = try job
  }

  func run() throws { try job.run() }

  /// What the options ask for, as plain values: the render request checked once, its errors in the
  /// options' names.
  var job: RenderJob {
    get throws {
      var debug: DebugOverlayOptions = []
      if showAlignmentRects { debug.insert(.alignmentRects) }
      if showFrames { debug.insert(.frames) }
      if showAnchorPoints { debug.insert(.anchorPoints) }
      let request = try renderRequest(scale: scale, time: time, overlay: debug, threads: parallel.count)
      return RenderJob(
        scenes: scenes, output: output, allowOutsideFiles: allowOutsideFiles,
        request: request, workLimit: work.nanoseconds, compact: compact)
    }
  }
}

/// The render request the options give, or a usage error naming the option out of range
/// (`--scale must be greater than 0 and at most 16, got 0.0`); `timeOption` names the time's option.
func renderRequest(
  scale: Double?, time: Double?, overlay: DebugOverlayOptions = [], threads: Int = 1,
  timeOption: String = "time"
) throws -> RenderRequest {
  do {
    return try RenderRequest(scale: scale.map { CGFloat($0) }, time: time, overlay: overlay, threads: threads)
  } catch {
    let option = if case .time = error { timeOption } else { error.name }
    throw ValidationError("--\(option) \(error.rule)")
  }
}

/// Loads the scene named on the command line with the options it gives (`hit-test`, `dump`,
/// `layout` and `animate` load one scene).
func loadScene(_ input: SceneInput) throws -> Scene {
  try loadScene(input.scene, allowOutsideFiles: input.allowOutsideFiles)
}

/// Loads the scene file at `path`; images outside its folder only when `allowOutsideFiles`.
func loadScene(_ path: String, allowOutsideFiles: Bool) throws -> Scene {
  var options = SceneOptions()
  options.allowFilesOutsideSceneFolder = allowOutsideFiles
  return try Scene.load(contentsOfFile: path, options: options)
}

/// Refuses an output path that is one of the command's inputs, or exists and is not a regular file.
func checkOutput(_ output: String, inputs: [String]) throws {
  try checkOutputs([output], inputs: inputs)
}

/// Refuses output paths that are inputs of the command (the same file, through links too), or exist
/// and are not regular files. Each file is looked at once (a render of thousands of scenes into a
/// folder once compared every output with every input, two `stat` calls a pair).
func checkOutputs(_ outputs: [String], inputs: [String]) throws {
  var inputFiles: [FileIdentity: String] = [:]
  for input in inputs {
    guard let file = FileIdentity(path: input), inputFiles[file] == nil else { continue }
    inputFiles[file] = input
  }
  for output in outputs {
    if let file = FileIdentity(path: output), let input = inputFiles[file] {
      throw FileError(
        "refusing to overwrite \(input), an input of this command; choose another output", path: output)
    }
    try AtomicFile.checkDestination(output)
  }
}
