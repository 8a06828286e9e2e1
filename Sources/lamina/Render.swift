import ArgumentParser
import Foundation
import LaminaRender
import LaminaScene

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render a scene to a PNG file.",
    discussion:
      """
      The PNG is written to a temporary file beside the output and renamed into place, so a failure \
      or a kill never leaves a partial file. The output must be a regular file (or -), and not the \
      scene itself.
      """
  )

  @OptionGroup var input: SceneInput

  @Option(name: [.short, .customLong("output")], help: "The PNG file to write; - for standard output.")
  var output: String

  @Option(help: "Pixels per point (1, 2, 3, …); default: the scene's canvas scale.")
  var scale: Double?

  @Option(
    help: "Render at this media time in seconds, animations applied (default: the model, no animation).")
  var time: Double?

  @Flag(help: "Smaller, slower PNG encoding (for reference images).")
  var compact = false

  @Flag(help: "Draw every layer's alignment rect (yellow), as UIViewShowAlignmentRects does.")
  var showAlignmentRects = false

  @Flag(help: "Draw every layer's frame (blue).")
  var showFrames = false

  @Flag(help: "Draw every layer's anchor point (red dots).")
  var showAnchorPoints = false

  func validate() throws {
    if let scale, !(scale > 0 && scale <= 16) {
      throw ValidationError("--scale must be greater than 0 and at most 16")
    }
    if let time, !time.isFinite { throw ValidationError("--time must be a finite number of seconds") }
  }

  func run() throws {
    try reportingErrors {
      if output != "-" { try checkOutput(output, inputs: [input.scene]) }
      let scene = try loadScene(input)
      var debug: DebugOverlayOptions = []
      if showAlignmentRects { debug.insert(.alignmentRects) }
      if showFrames { debug.insert(.frames) }
      if showAnchorPoints { debug.insert(.anchorPoints) }
      let image = try scene.render(scale: scale.map { CGFloat($0) }, debug: debug, time: time)
      let options: PNGOptions = compact ? .compact : .fast
      if output == "-" {
        FileHandle.standardOutput.write(Data(try PNG.encode(image, options: options)))
      } else {
        try PNG.write(image, to: URL(fileURLWithPath: output), options: options)
      }
    }
  }
}

/// Loads the scene named on the command line with the options it gives.
func loadScene(_ input: SceneInput) throws -> Scene {
  var options = SceneOptions()
  options.allowFilesOutsideSceneFolder = input.allowOutsideFiles
  return try Scene.load(contentsOf: URL(fileURLWithPath: input.scene), options: options)
}

/// Refuses an output path that is one of the command's inputs, or exists and is not a regular file.
func checkOutput(_ output: String, inputs: [String]) throws {
  if let input = inputs.first(where: { AtomicFile.sameFile($0, output) }) {
    throw FileError(
      "refusing to overwrite \(input), an input of this command; choose another output", path: output)
  }
  try AtomicFile.checkDestination(output)
}
