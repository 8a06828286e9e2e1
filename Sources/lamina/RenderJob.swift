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
  /// What each scene's render is asked for; its threads are the most working at once (on scenes, or
  /// on bands of one image).
  var request: RenderRequest
  /// The estimated nanoseconds each scene's render may take (`RenderLimits.work`).
  var workLimit = RenderLimits().work
  /// Smaller, slower PNG encoding.
  var compact = false

  /// Renders every scene and writes every output.
  func run() throws {
    if scenes.count > 1 { return try renderMany() }
    try reportingErrors {
      if output != "-" { try checkOutput(output, inputs: scenes) }
      let png = try renderPNG(scenes[0], request: request)
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

  /// The scene at `path`, loaded and rendered as `request` asks, as a PNG file's bytes.
  func renderPNG(_ path: String, request: RenderRequest) throws -> [UInt8] {
    var scene = try loadScene(path, allowOutsideFiles: allowOutsideFiles)
    scene.renderLimits.work = workLimit
    return try scene.renderPNG(request, options: pngOptions)
  }
}
