import Foundation
import Lamina
import LaminaImage
import LaminaLayout
import LaminaRender

/// A scene file loaded into a layer tree: a canvas and the layers on it.
///
/// The root layer stands for the canvas: its bounds are `(0, 0, width, height)` and its position puts
/// its local space on the container space, so scene coordinates, hit-test points and the root's
/// local coordinates are all the same. The format is documented in `Docs/scene-format.md`.
public struct Scene {
  /// The canvas size, in points.
  public var size: CGSize
  /// Pixels per point when rendered.
  public var scale: CGFloat
  /// The canvas colour under the layers; `nil` leaves it transparent.
  public var background: CGColor?
  /// The canvas layer; the scene's layers are its sublayers.
  public var root: CALayer
  /// The file the scene came from, if any.
  public var file: URL? {
    get { filePath.map { URL(fileURLWithPath: $0) } }
    set { filePath = newValue?.path }
  }
  /// The path of the file the scene came from: a `URL` is made only when asked for (the first one a
  /// process makes has a start-up cost that shows in a small render).
  var filePath: String?
  /// The image files the scene's layers were loaded from (real paths, each once): what a watcher
  /// of the scene watches besides its file.
  public var imageFiles: [String] = []
  /// The most backing-image pixels the scene's drawing layers may take (`SceneOptions`).
  public var maximumDrawingPixels = SceneOptions().maximumDrawingPixels
  /// The limits every render of the scene is held to (`SceneOptions.renderLimits`).
  public var renderLimits = RenderLimits()
  /// The debug marks to draw over the image.
  public var debug: DebugOverlayOptions = []

  /// Renders the scene as `request` asks (its scale, else the scene's; at its media time, animations
  /// applied, else the model values; over its background, else the scene's; with the scene's debug
  /// marks and the request's), held to `renderLimits`. The layers are not changed: drawing and text
  /// layers are drawn for this render alone, and other layers show the `contents` they have.
  public func render(_ request: RenderRequest) throws(RenderError) -> CGImage {
    try render(request, meter: nil)
  }

  /// Renders as `render(_:)` does, with the work `meter` counted for earlier renders held to
  /// `renderLimits.work` together with this one's (an animation's frames).
  package func render(_ request: RenderRequest, meter: WorkMeter?) throws(RenderError) -> CGImage {
    try drawing(request, meter: meter) { shown, renderer, s, marks throws(RenderError) in
      try renderer.render(
        shown, size: size, scale: s, background: request.background ?? background, overlay: marks)
    }
  }

  /// Renders the scene as `render(_:)` does and returns the image encoded as a PNG file's bytes
  /// with `options`.
  public func renderPNG(_ request: RenderRequest, options: PNGOptions = .fast) throws(RenderError) -> [UInt8]
  {
    try drawing(request, meter: nil) { shown, renderer, s, marks throws(RenderError) in
      try renderer.renderPNG(
        shown, size: size, scale: s, background: request.background ?? background, overlay: marks,
        options: options)
    }
  }

  /// Renders the scene at `scale` (else its own), at media time `time` (else the model values), on
  /// one thread: `render(_:)` with that request.
  public func render(scale: CGFloat? = nil, time: CFTimeInterval? = nil) throws(RenderError) -> CGImage {
    try render(Self.request(scale: scale, time: time))
  }

  /// The work rendering the scene as `request` asks takes, in nanoseconds as `RenderCost`
  /// estimates it, without drawing anything: the drawing and text layers' work is counted, their
  /// images' composite (at most `maximumDrawingPixels` pixels) is not. Throws as `render(_:)`
  /// would at a limit.
  package func estimatedWork(_ request: RenderRequest, encoding: PNGOptions = .fast) throws(RenderError)
    -> Double
  {
    try drawing(request, meter: nil, drawingBackings: false) { shown, renderer, s, _ throws(RenderError) in
      var renderer = renderer
      renderer.encoding = encoding
      return try renderer.estimatedWork(shown, size: size, scale: s)
    }
  }

  /// Each layer's own drawing at `scale` (the scene's by default) as an image of its bounds, as
  /// `LayerRenderer.planes` draws them (the inspector's exploded view), at most `maximumPixels` in
  /// all (the layers left out past it counted), held to `renderLimits` with the work `meter` counted before.
  package func planes(of layers: [CALayer], scale: CGFloat? = nil, maximumPixels: Int, meter: WorkMeter?)
    throws(RenderError) -> (images: [ObjectIdentifier: CGImage], leftOut: Int)
  {
    try drawing(Self.request(scale: scale, time: nil), meter: meter) {
      _, renderer, s, _ throws(RenderError) in
      try renderer.planes(of: layers, scale: s, maximumPixels: maximumPixels) { layer in
        var (flips, node) = (false, layer.superlayer)
        while let n = node {
          flips = flips != n.isGeometryFlipped
          node = n.superlayer
        }
        return flips
      }
    }
  }

  /// `renderPNG(_:options:)` with the request `render(scale:time:)` makes.
  public func renderPNG(scale: CGFloat? = nil, time: CFTimeInterval? = nil, options: PNGOptions = .fast)
    throws(RenderError) -> [UInt8]
  {
    try renderPNG(Self.request(scale: scale, time: time), options: options)
  }

  private static func request(scale: CGFloat?, time: CFTimeInterval?) throws(RenderError) -> RenderRequest {
    do {
      return try RenderRequest(scale: scale, time: time)
    } catch {
      throw RenderError(error.description)
    }
  }

  /// What `draw` makes of the layers to show (a presentation copy at the request's time, or the
  /// model), with a renderer held to `renderLimits` and given the scene's drawing, at the request's
  /// scale or the scene's own, with the debug marks, counting its work on `meter`; errors name the
  /// scene's file.
  private func drawing<T>(
    _ request: RenderRequest, meter: WorkMeter?, drawingBackings: Bool = true,
    _ draw: (CALayer, LayerRenderer, CGFloat, [OverlayMark]) throws(RenderError) -> T
  ) throws(RenderError) -> T {
    let s = request.scale ?? scale
    do {
      var renderer = LayerRenderer(limits: renderLimits)
      renderer.threads = request.threads
      let before = meter?.spent ?? 0
      let (backings, work) = try backings(scale: s, spent: before, drawing: drawingBackings)
      (renderer.backings, renderer.spentWork, renderer.meter) = (backings, work - before, meter)
      renderer.commitsDisplay = false
      let shown = request.time.map { root.presentationSnapshot(at: $0) } ?? root
      let marks = DebugOverlay.marks(for: shown, options: debug.union(request.overlay), scale: s)
      return try draw(shown, renderer, s, marks)
    } catch {
      var located = error
      located.file = file?.path
      located.rootKey = "layers"
      throw located
    }
  }

  /// Loads and builds the scene at `url`; images are resolved relative to its folder.
  public static func load(contentsOf url: URL, options: SceneOptions = SceneOptions()) throws(SceneError)
    -> Scene
  {
    try load(contentsOfFile: url.path, options: options)
  }

  /// Loads and builds the scene in the file at `path` (relative to the current folder, or absolute);
  /// images are resolved relative to its folder. Errors name the file by its absolute path.
  public static func load(contentsOfFile path: String, options: SceneOptions = SceneOptions())
    throws(SceneError) -> Scene
  {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path, atMost: options.maximumFileBytes)
    } catch {
      let name = URL(fileURLWithPath: path).path
      switch error {
      case .folder:
        throw SceneError(file: name, location: "", message: "is a folder; expected a scene file (JSON)")
      case .tooLarge(let size):
        throw SceneError(
          file: name, location: "", message: "file is \(size) bytes; the limit is \(options.maximumFileBytes)"
        )
      case .unreadable(let reason):
        throw SceneError(file: name, location: "", message: "cannot read the file (\(reason))")
      }
    }
    return try parse(bytes, filePath: path, options: options)
  }

  /// Builds a scene from JSON bytes; `file` names it in errors and anchors relative image paths
  /// (without it, images resolve against the current directory).
  public static func parse(_ bytes: [UInt8], file: URL? = nil, options: SceneOptions = SceneOptions())
    throws(SceneError) -> Scene
  {
    try parse(bytes, filePath: file?.path, options: options)
  }

  /// `parse(_:file:options:)` with the file as a path.
  static func parse(_ bytes: [UInt8], filePath: String?, options: SceneOptions) throws(SceneError) -> Scene {
    do {
      var images = ImageResolver(sceneFile: filePath, allowOutside: options.allowFilesOutsideSceneFolder)
      images.pixelBudget = options.maximumImagePixels
      images.maximumFileBytes = options.maximumFileBytes
      let json = try JSONParser.parse(bytes, maximumStringBytes: options.maximumStringBytes)
      let builder = SceneBuilder(options: options, images: images)
      var scene = try builder.scene(SceneNode(json, path: ""))
      scene.filePath = filePath
      scene.imageFiles = builder.images.files
      return scene
    } catch {
      var e = error
      e.file = filePath.map { URL(fileURLWithPath: $0).path }
      if e.line == nil, !e.location.isEmpty,
        let (line, column) = JSONParser.position(of: e.location, in: bytes)
      {
        (e.line, e.column) = (line, column)
      }
      throw e
    }
  }

}

/// Limits and permissions for loading scenes. Defaults suit untrusted files.
public struct SceneOptions: Sendable {
  /// Allow images outside the scene file's folder (by `..`, absolute paths or symbolic links).
  /// Default: `false`, librsvg's rule.
  public var allowFilesOutsideSceneFolder = false
  /// The most layers a scene may have. Default: 200,000.
  public var maximumLayers = 200_000
  /// The deepest nesting of sublayers. Default: 128.
  public var maximumDepth = 128
  /// The most pixels the backing images of layers with `drawing` may have together at the render
  /// scale. Default: 64 megapixels (256 MiB).
  public var maximumDrawingPixels = 1 << 26
  /// The most drawing operations in a scene. Default: 10,000.
  public var maximumDrawingOperations = 10_000
  /// The limits of rendering the scene (its canvas, layers, intermediate surfaces), checked when it
  /// is loaded (the canvas) and whenever it is rendered. Default: `RenderLimits()`.
  public var renderLimits = RenderLimits()
  /// The largest scene file, and the largest image file, in bytes. Default: 64 MiB.
  public var maximumFileBytes = 64 << 20
  /// The most pixels the scene's images may have together once decoded. Default: 64 megapixels
  /// (256 MiB), checked from each image's header before its pixels are decoded.
  public var maximumImagePixels = 1 << 26
  /// The longest string value (a name, a path, a format string), in bytes. Default: 64 KiB.
  public var maximumStringBytes = 64 << 10
  /// The most layout constraints (entries of `layoutConstraints` and `constraints`, a format
  /// string counting as one entry) in a scene. Default: 100,000.
  public var maximumConstraints = 100_000
  /// The most solver work constraint layout may take (`CALayer.constraintLayoutWorkLimit`).
  /// Default: `LayoutEngine.defaultSolveWorkLimit`, a few seconds of solving.
  public var maximumLayoutWork = LayoutEngine.defaultSolveWorkLimit

  /// The default limits.
  public init() {}
}
