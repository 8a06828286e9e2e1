import Foundation
import Lamina
import LaminaLayout
import LaminaRender

/// Turns a parsed scene document into a `Scene`, checking every key, type and limit on the way; the
/// layers are built, numbered, counted and checked in document order.
final class SceneBuilder {
  let options: SceneOptions
  var images: ImageResolver
  private var layerCount = 0
  /// Constraint entries met so far.
  var constraintCount = 0
  /// Drawing operations met so far.
  var drawingCount = 0
  /// Animations met so far.
  var animationCount = 0
  /// Constraint lists met while building, resolved once every layer (and name) exists, in the
  /// document order of their layers (`order`).
  var pendingLayout: [(node: SceneNode, layer: CALayer, order: Int)] = []
  /// Whether some layer has a layout manager or constraints (so that laying it out does more than
  /// clear its mark).
  var laysOut = false
  /// The document-order number of the layer being built.
  var currentOrder = 0
  /// The layers admitted so far.
  var layers: Int { layerCount }

  init(options: SceneOptions, images: ImageResolver) {
    self.options = options
    self.images = images
  }

  /// A layer's keys, every kind's, in the order messages list them.
  static let layerKeys = SceneFormat.layer
  /// `layerKeys` with a set: checked for every member of every layer.
  static let allowedLayerKeys = AllowedKeys(layerKeys)

  func scene(_ doc: SceneNode) throws(SceneError) -> Scene {
    let top = try doc.object(allowing: SceneFormat.document)
    let canvas = try top.required(.canvas, in: doc)
    let c = try canvas.object(allowing: SceneFormat.canvas)
    let positive = Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude
    let width = try c.required(.width, in: canvas).number(in: positive, "a positive width")
    let height = try c.required(.height, in: canvas).number(in: positive, "a positive height")
    let scale =
      try c[.scale]?.number(
        in: Double.leastNonzeroMagnitude...RenderLimits.maximumScale, "a scale greater than 0 and at most 16")
      ?? 1
    do {
      _ = try options.renderLimits.canvas(CGSize(width: width, height: height), scale: scale)
    } catch {
      throw canvas.fail(error.message)
    }
    let root = CALayer()
    root.name = "canvas"
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    root.position = CGPoint(x: width / 2, y: height / 2)
    // Each layer's entry is freed once its layer is built (see `JSONObject`).
    if var items = try top.takeItems(.layers) {
      try items.forEach { (item) throws(SceneError) in root.addSublayer(try layer(item, depth: 1)) }
    }
    try resolveLayout(root)
    if options.maximumLayoutWork != LayoutEngine.defaultSolveWorkLimit {
      root.constraintLayoutWorkLimit = options.maximumLayoutWork  // makes the engine: only when asked
    }
    root.layoutIfNeeded()
    if let stopped = root.layoutReport?.stopped {
      throw SceneError(location: "layers", message: "layout: \(stopped)")
    }
    return Scene(
      size: CGSize(width: width, height: height), scale: scale, background: try c[.background]?.color(),
      root: root, filePath: nil, maximumDrawingPixels: options.maximumDrawingPixels,
      renderLimits: options.renderLimits,
      debug: try debugOptions(c))
  }

  /// The layer of the entry `node`, built now.
  func layer(_ node: SceneNode, depth: Int) throws(SceneError) -> CALayer {
    return try build(node, depth: depth, order: try admit(node, depth: depth), isMask: false)
  }

  func admit(_ place: SceneNode, depth: Int) throws(SceneError) -> Int {
    layerCount += 1
    guard layerCount <= options.maximumLayers else {
      throw place.fail("more than \(options.maximumLayers) layers; the limit is \(options.maximumLayers)")
    }
    guard depth <= options.maximumDepth else {
      throw place.fail("sublayers nested deeper than \(options.maximumDepth) levels")
    }
    return layerCount
  }

  func build(_ node: SceneNode, depth: Int, order: Int, isMask: Bool) throws(SceneError) -> CALayer {
    let o = try node.object(allowing: SceneBuilder.allowedLayerKeys)
    if isMask { try SceneBuilder.checkMask(o) }
    currentOrder = order
    let l = try SceneBuilder.makeLayer(o, node: node)
    try geometry(o, into: l, node: node)
    try appearance(o, into: l)
    if let v = o[.drawing], o[.contents] != nil {
      throw v.fail("give either \"contents\" or \"drawing\", not both")
    }
    try contents(o, into: l)
    if let v = o[.drawing], let drawn = l as? SceneDrawingLayer {
      drawn.operations = try drawing(v)
      drawn.followsRenderScale = o[.contentsScale] == nil
      drawn.setNeedsDisplay()
    }
    try shapeProperties(o, into: l)
    try gradientProperties(o, into: l)
    try textProperties(o, into: l)
    try replicatorProperties(o, into: l)
    try shadowProperties(o, into: l)
    try layoutProperties(o, into: l)
    if var items = try o.takeItems(.sublayers) {
      try items.forEach { (item) throws(SceneError) in l.addSublayer(try layer(item, depth: depth + 1)) }
    }
    if let v = o[.mask] { l.mask = try mask(v, depth: depth) }
    try animationProperties(o, into: l)
    // Nothing reads a layer's entry once its layer is built: its values are freed now, not with
    // the document (values kept for later, such as layout's, hold their own reference).
    o.release()
    return l
  }

  /// Geometry in a fixed order, whatever the key order: anchor, bounds, transform, then frame or
  /// position (setting `frame` depends on the anchor and the transform).
  private func geometry(_ o: SceneObject, into l: CALayer, node: SceneNode) throws(SceneError) {
    l.name = try o[.name]?.string()
    if let v = o[.anchorPoint] { l.anchorPoint = try v.point() }
    if let v = o[.anchorPointZ] { l.anchorPointZ = try v.number() }
    if let v = o[.bounds] { l.bounds = try v.rect() }
    if let v = o[.transform] { l.transform = try v.transform() }
    if let v = o[.sublayerTransform] { l.sublayerTransform = try v.transform() }
    if let v = o[.zPosition] { l.zPosition = try v.number() }
    if let frame = o[.frame] {
      if let position = o[.position] {
        throw position.fail("give either \"frame\" or \"position\", not both (frame sets the position)")
      }
      l.frame = try frame.rect()
    } else if let v = o[.position] {
      l.position = try v.point()
    }
    if let v = o[.geometryFlipped] { l.isGeometryFlipped = try v.bool() }
  }

  private func appearance(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    if let v = o[.hidden] { l.isHidden = try v.bool() }
    if let v = o[.opacity] { l.opacity = Float(try v.unit()) }
    if let v = o[.masksToBounds] { l.masksToBounds = try v.bool() }
    if let v = o[.allowsGroupOpacity] { l.allowsGroupOpacity = try v.bool() }
    if let v = o[.allowsEdgeAntialiasing] { l.allowsEdgeAntialiasing = try v.bool() }
    if let v = o[.backgroundColor] { l.backgroundColor = try v.color() }
    let nonNegative = 0...Double.greatestFiniteMagnitude
    if let v = o[.borderWidth] { l.borderWidth = try v.number(in: nonNegative, "a non-negative width") }
    if let v = o[.borderColor] { l.borderColor = try v.color() }
    if let v = o[.cornerRadius] { l.cornerRadius = try v.number(in: nonNegative, "a non-negative radius") }
    if let v = o[.maskedCorners] { l.maskedCorners = try SceneBuilder.corners(v) }
    if let v = o[.cornerCurve] {
      l.cornerCurve = try SceneBuilder.name(v, ["circular": .circular, "continuous": .continuous])
    }
  }

  static let cornerNames: [String: CACornerMask] = [
    "layerMinXMinYCorner": .layerMinXMinYCorner, "layerMaxXMinYCorner": .layerMaxXMinYCorner,
    "layerMinXMaxYCorner": .layerMinXMaxYCorner, "layerMaxXMaxYCorner": .layerMaxXMaxYCorner,
  ]

  private static func corners(_ node: SceneNode) throws(SceneError) -> CACornerMask {
    var mask: CACornerMask = []
    for item in try node.array() {
      let name = try item.string()
      guard let corner = cornerNames[name] else {
        throw item.fail(Suggestion.unknown("corner", name, among: cornerNames.keys.sorted()))
      }
      mask.insert(corner)
    }
    return mask
  }

  private func contents(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    if let v = o[.contents] { l.contents = try images.image(v) }
    if let v = o[.contentsGravity] {
      let name = try v.string()
      let gravity = CALayerContentsGravity(rawValue: name)
      guard CALayerContentsGravity.allCases.contains(gravity) else {
        throw v.fail(
          Suggestion.unknown("gravity", name, among: CALayerContentsGravity.allCases.map(\.rawValue)))
      }
      l.contentsGravity = gravity
    }
    if let v = o[.contentsRect] { l.contentsRect = try v.rect() }
    if let v = o[.contentsCenter] { l.contentsCenter = try v.rect() }
    if let v = o[.contentsScale] {
      l.contentsScale = try v.number(in: 0.01...100, "a scale from 0.01 to 100")
    }
  }
}
