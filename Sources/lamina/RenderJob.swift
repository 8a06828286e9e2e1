import Foundation
import Lamina
import LaminaRender
import LaminaScene

/// What `lamina render` was asked to do, as plain values, made by `Render` from its parsed options.
struct RenderJob {
  /// The scene files.
  var scenes: [String]
  /// The PNG file (or `-`), or with several scenes the folder.
  var output: String
  /// Whether images may come from outside a scene's folder.
  var allowOutsideFiles = false
  /// The most threads working at once (scenes, or bands of one image).
  var threads: Int
  /// What each scene's render is asked for (its threads: bands of one image when there is one scene).
  var request: RenderRequest
  /// Smaller, slower PNG encoding.
  var compact = false

  /// Renders every scene and writes every output.
  func run() throws {
    if scenes.count > 1 { return try renderMany() }
    try reportingErrors {
      if output != "-" { try checkOutput(output, inputs: scenes) }
      let png = try renderPNG(scenes[0], threads: threads)
      if output == "-" {
        do {
          try FileHandle.standardOutput.write(contentsOf: Data(png))
        } catch {
          throw FileError("cannot write the PNG to standard output (\(reason(error)))", path: "-")
        }
      } else {
        try PNG.write(encoded: png, toFile: output)
      }
    }
  }

  /// The PNG writer's settings.
  var pngOptions: PNGOptions { compact ? .compact : .fast }

  /// The scene at `path`, loaded and rendered with the job's request, its image drawn and encoded by
  /// up to `threads` threads, as a PNG file's bytes.
  func renderPNG(_ path: String, threads: Int) throws -> [UInt8] {
    let scene = try loadScene(path, allowOutsideFiles: allowOutsideFiles)
    let request = try RenderRequest(
      scale: request.scale, time: request.time, background: request.background, overlay: request.overlay,
      threads: threads)
    return try scene.renderPNG(request, options: pngOptions)
  }
}
