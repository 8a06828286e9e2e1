import Foundation
import Lamina
import LaminaRender
import LaminaScene

/// What `lamina render` was asked to do, as plain values: made by `Render` from its parsed options,
/// or straight from the commonest command line (`RenderJob.quick`), which then never touches
/// ArgumentParser's property wrappers.
struct RenderJob {
  /// The scene files.
  var scenes: [String]
  /// The PNG file (or `-`), or with several scenes the folder.
  var output: String
  /// Whether images may come from outside a scene's folder.
  var allowOutsideFiles = false
  /// Threads working at once (scenes, or bands of one image).
  var threads: Int
  /// Whether `threads` was asked for (`--threads`): else an image too small to gain from a second
  /// thread is drawn on one (`LayerRenderer.rendersSmallImagesOnOneThread`).
  var threadsGiven = false
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
      let png = try renderPNG(scenes[0], threads: threads, endsWithProcess: true)
      if output == "-" {
        FileHandle.standardOutput.write(Data(png))
      } else {
        try PNG.write(encoded: png, toFile: output)
      }
    }
  }

  /// The PNG writer's settings.
  var pngOptions: PNGOptions { compact ? .compact : .fast }

  /// The scene at `path`, loaded and rendered with the job's options, its image rasterized by
  /// `threads` threads.
  /// With `endsWithProcess`, the scene's layers are never released: the process ends after writing
  /// the image, and the kernel takes its memory back at once, where releasing a large tree layer by
  /// layer costs time (100,000 layers: about 30 ms, and as much again when `malloc` next
  /// consolidates the freed blocks).
  func render(_ path: String, threads: Int, endsWithProcess: Bool = false) throws -> CGImage {
    let (scene, renderer) = try load(path, threads: threads, endsWithProcess: endsWithProcess)
    return try scene.render(scale: scale.map { CGFloat($0) }, debug: debug, renderer: renderer, time: time)
  }

  /// The scene at `path` rendered as `render` does, as a PNG file's bytes: its bands encoded as they
  /// are drawn (`LayerRenderer.renderPNG`), so the whole image is never held at once.
  func renderPNG(_ path: String, threads: Int, endsWithProcess: Bool = false) throws -> [UInt8] {
    let (scene, renderer) = try load(path, threads: threads, endsWithProcess: endsWithProcess)
    return try scene.renderPNG(
      scale: scale.map { CGFloat($0) }, debug: debug, renderer: renderer, time: time, options: pngOptions)
  }

  /// The scene at `path`, loaded on `threads` threads, and the renderer to draw it with.
  func load(_ path: String, threads: Int, endsWithProcess: Bool) throws -> (Scene, LayerRenderer) {
    let scene = try loadScene(path, allowOutsideFiles: allowOutsideFiles, threads: threads)
    if endsWithProcess { _ = Unmanaged.passRetained(scene.root) }
    var renderer = LayerRenderer()
    renderer.threads = threads
    renderer.rendersSmallImagesOnOneThread = !threadsGiven
    renderer.endsWithProcess = endsWithProcess
    return (scene, renderer)
  }
}
