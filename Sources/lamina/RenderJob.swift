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
  /// Pixels per point, when not the scene's own.
  var scale: Double?
  /// The media time to render at, animations applied.
  var time: Double?
  /// Smaller, slower PNG encoding.
  var compact = false
  /// The debug overlays to draw.
  var debug: DebugOverlayOptions = []

  /// Renders every scene and writes every output.
  func run() throws {
    if scenes.count > 1 { return try renderMany() }
    try reportingErrors {
      if output != "-" { try checkOutput(output, inputs: scenes) }
      let png = try renderPNG(scenes[0], threads: threads)
      if output == "-" {
        FileHandle.standardOutput.write(Data(png))
      } else {
        try PNG.write(encoded: png, toFile: output)
      }
    }
  }

  /// The PNG writer's settings.
  var pngOptions: PNGOptions { compact ? .compact : .fast }

  /// The scene at `path`, loaded and rendered with the job's options, its image rasterized by up to
  /// `threads` threads.
  func render(_ path: String, threads: Int) throws -> CGImage {
    let (scene, renderer) = try load(path, threads: threads)
    return try scene.render(scale: scale.map { CGFloat($0) }, debug: debug, renderer: renderer, time: time)
  }

  /// The scene at `path` rendered as `render` does, as a PNG file's bytes.
  func renderPNG(_ path: String, threads: Int) throws -> [UInt8] {
    let (scene, renderer) = try load(path, threads: threads)
    return try scene.renderPNG(
      scale: scale.map { CGFloat($0) }, debug: debug, renderer: renderer, time: time, options: pngOptions)
  }

  /// The scene at `path` and the renderer to draw it with, on up to `threads` threads.
  func load(_ path: String, threads: Int) throws -> (Scene, LayerRenderer) {
    let scene = try loadScene(path, allowOutsideFiles: allowOutsideFiles)
    var renderer = LayerRenderer()
    renderer.threads = threads
    return (scene, renderer)
  }
}
