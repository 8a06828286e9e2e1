import Foundation
import Lamina
import LaminaImage
import LaminaLayout
import LaminaRender
import LaminaScene

/// The most an inspector page holds (Docs/limits.md): past these a scene gets an error, not a page
/// too large to open.
public struct InspectorLimits: Sendable {
  /// Layers in the tree, masks included.
  public var layers = 5_000
  /// Timeline frames.
  public var frames = 600
  /// Canvas points the hover map covers (width × height, in points); the timeline's frames get
  /// maps of their own while all of them together stay within it.
  public var hitMapPoints = 4_000_000
  /// Layer tests the hover maps may make together, as `lamina hit-test` counts them (about 4 ns
  /// each); past it the page has no hover answers.
  public var hitTests = 1_000_000_000
  /// Pixels of the exploded view's planes in all; the layers past it are shown as outlines.
  public var planePixels = 1 << 24
  /// Bytes of the page.
  public var pageBytes = 256 << 20

  /// The limits above.
  public init() {}
}

/// What to inspect a scene with.
public struct InspectorOptions: Sendable {
  /// Pixels per point of the pictures (default: the scene's canvas scale).
  public var scale: CGFloat?
  /// Timeline frames per second, for a scene with animations.
  public var fps = 10
  /// The sizes the page may reach.
  public var limits = InspectorLimits()

  /// The defaults: the scene's scale, 10 frames a second.
  public init() {}
}

/// A scene taken apart for the inspector page: the picture, every layer's geometry and properties,
/// what `lamina hit-test` answers at every point in both sibling orders, each layer's own drawing
/// for the exploded view, the timeline's frames, and the layout's problems.
public struct Inspection {
  /// The canvas in points, and the pictures' pixels per point.
  let canvas: CGSize, scale: CGFloat
  /// The scene's file name, for the title, and its path.
  let title: String, file: String?
  /// The picture at the model values, as a PNG file's bytes.
  let picture: [UInt8]
  let layers: [InspectedLayer]
  /// Hover maps in the `modern` and `sublayers` orders (none past `hitTestLimit` layer tests).
  let hitMaps: [(order: CALayer.HitTestOrder, map: HitMap)]
  let hitTestLimit: Int
  /// Each layer's own drawing (by layer number), as PNG bytes.
  let planes: [Int: [UInt8]]
  /// How many layers' planes were left out at `InspectorLimits.planePixels`.
  let planesLeftOut: Int
  let timeline: Timeline?
  let problems: [LayoutProblem]

  /// Inspects `scene` as `options` ask; `meter` counts the work of every picture drawn against the
  /// scene's `renderLimits.work` together.
  public init(_ scene: Scene, options: InspectorOptions = InspectorOptions()) throws {
    let limits = options.limits
    let meter = WorkMeter()
    (title, file) = (
      scene.file.map { $0.deletingLastPathComponent().lastPathComponent + "/" + $0.lastPathComponent }
        ?? "scene",
      scene.file?.path
    )
    (canvas, scale) = (scene.size, options.scale ?? scene.scale)
    let count = Inspection.countLayers(scene.root, limit: limits.layers)
    guard count <= limits.layers else {
      throw InspectorError(
        "the scene has more than \(limits.layers) layers (masks included), the most the inspector shows",
        scene)
    }
    let request = try RenderRequest(scale: options.scale)
    picture = try PNG.encode(try scene.render(request, meter: meter))
    let (records, numbers) = InspectedLayer.records(of: scene.root)
    layers = records
    let points = try Inspection.hitMapPoints(scene, limits: limits)
    hitTestLimit = limits.hitTests
    var tests = 0
    hitMaps = Inspection.hitMaps(scene.root, of: scene, numbers: numbers, limits: limits, tests: &tests)
    (planes, planesLeftOut) = try Inspection.planes(scene, numbers, options, meter: meter)
    timeline = try Timeline(
      scene, model: records, options: options, meter: meter, mapPoints: points, tests: &tests)
    problems = LayoutProblem.all(scene.root, numbers: numbers)
  }

  /// The layers under `root` (masks included), counted up to `limit + 1`.
  static func countLayers(_ root: CALayer, limit: Int) -> Int {
    var (n, seen) = (0, Set<ObjectIdentifier>())
    func visit(_ layer: CALayer) {
      guard n <= limit, seen.insert(ObjectIdentifier(layer)).inserted else { return }
      n += 1
      for sub in layer.sublayers ?? [] { visit(sub) }
      if let mask = layer.mask { visit(mask) }
    }
    visit(root)
    return n
  }

  /// The hover maps of `root`'s tree over the canvas of `scene` in both orders, counting their
  /// layer tests on `tests`; none once the tests pass `limits.hitTests` (a wide tree of many
  /// overlapping siblings: the page is still written, its hover says why it has no answers).
  static func hitMaps(
    _ root: CALayer, of scene: Scene, numbers: [ObjectIdentifier: Int], limits: InspectorLimits,
    tests: inout Int
  )
    -> [(order: CALayer.HitTestOrder, map: HitMap)]
  {
    let (w, h) = (Int(scene.size.width.rounded(.up)), Int(scene.size.height.rounded(.up)))
    var maps: [(order: CALayer.HitTestOrder, map: HitMap)] = []
    for order in [CALayer.HitTestOrder.modern, .sublayers] where tests <= limits.hitTests {
      guard
        let map = try? HitMap(
          root, width: w, height: h, order: order, numbers: numbers, tests: &tests,
          maximumTests: limits.hitTests)
      else { return [] }
      maps.append((order, map))
    }
    return maps
  }

  /// The canvas points one hover map covers, refused past `limits.hitMapPoints`.
  static func hitMapPoints(_ scene: Scene, limits: InspectorLimits) throws -> Int {
    let (w, h) = (scene.size.width.rounded(.up), scene.size.height.rounded(.up))
    guard w * h <= CGFloat(limits.hitMapPoints) else {
      throw InspectorError(
        "the canvas is \(w.compactText) × \(h.compactText) points; the inspector's hover map covers at most \(limits.hitMapPoints) points",
        scene)
    }
    return Int(w * h)
  }

  private static func planes(
    _ scene: Scene, _ numbers: [ObjectIdentifier: Int], _ options: InspectorOptions,
    meter: WorkMeter
  ) throws -> ([Int: [UInt8]], Int) {
    var layers: [CALayer] = []
    // Not under a hidden or transparent layer: nothing of those is drawn.
    func collect(_ layer: CALayer) {
      guard !layer.isHidden, layer.opacity > 0 else { return }
      layers.append(layer)
      for sub in layer.sublayers ?? [] { collect(sub) }
    }
    for sub in scene.root.sublayers ?? [] { collect(sub) }
    let (images, leftOut) = try scene.planes(
      of: layers, scale: options.scale, maximumPixels: options.limits.planePixels, meter: meter)
    var out: [Int: [UInt8]] = [:]
    for layer in layers {
      guard let image = images[ObjectIdentifier(layer)], let n = numbers[ObjectIdentifier(layer)] else {
        continue
      }
      out[n] = try PNG.encode(image)
    }
    return (out, leftOut)
  }
}

/// Why a scene cannot be inspected, with its file.
public struct InspectorError: Error, CustomStringConvertible {
  /// What went wrong, as a sentence.
  public var message: String
  /// The scene's file, when it has one.
  public var file: String?

  init(_ message: String, _ scene: Scene) { self.init(message, file: scene.file?.path) }

  init(_ message: String, file: String?) { (self.message, self.file) = (message, file) }

  /// `file: message (Docs/limits.md)`.
  public var description: String { "\(file.map { "\($0): " } ?? "")\(message) (Docs/limits.md)" }
}
