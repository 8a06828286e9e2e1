import Foundation
import Lamina

// A layer's `drawing`: paths painted through CGContext as a `draw(in:)` override would.

extension SceneBuilder {
  static let blendModes = Dictionary(uniqueKeysWithValues: CGBlendMode.allCases.map { ("\($0)", $0) })
    .filter { $0.value != .plusDarker }
  static let lineCaps: [String: CGLineCap] = ["butt": .butt, "round": .round, "square": .square]
  static let lineJoins: [String: CGLineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]

  /// The operations of a `drawing` array.
  func drawing(_ node: SceneNode) throws(SceneError) -> [DrawingOperation] {
    var out: [DrawingOperation] = []
    for item in try node.array() {
      drawingCount += 1
      guard drawingCount <= options.maximumDrawingOperations else {
        throw item.fail("more than \(options.maximumDrawingOperations) drawing operations in the scene")
      }
      out.append(try operation(item))
    }
    return out
  }

  private func operation(_ node: SceneNode) throws(SceneError) -> DrawingOperation {
    let o = try node.object(allowing: SceneFormat.drawing)
    let shapes = [SceneKey.path, .rect, .ellipse].filter { o[$0] != nil }
    guard shapes.count == 1 else {
      throw node.fail("expected exactly one of \"path\", \"rect\" or \"ellipse\", got \(shapes.count)")
    }
    var op = DrawingOperation(path: try shape(o, node: node))
    op.fill = try o[.fill]?.color()
    op.stroke = try o[.stroke]?.color()
    if o[.fill] == nil, o[.stroke] == nil {
      throw node.fail("give \"fill\", \"stroke\" or both: nothing is painted")
    }
    if let v = o[.fillRule] {
      op.fillRule = try SceneBuilder.name(v, ["nonZero": .winding, "evenOdd": .evenOdd])
    }
    let nonNegative = 0...Double.greatestFiniteMagnitude
    if let v = o[.lineWidth] { op.lineWidth = try v.number(in: nonNegative, "a non-negative width") }
    if let v = o[.lineCap] { op.lineCap = try SceneBuilder.name(v, SceneBuilder.lineCaps) }
    if let v = o[.lineJoin] { op.lineJoin = try SceneBuilder.name(v, SceneBuilder.lineJoins) }
    if let v = o[.miterLimit] {
      op.miterLimit = try v.number(in: 1...1e6, "a miter limit from 1 to 1000000")
    }
    if let v = o[.lineDash] {
      op.lineDash = try v.array().map { (n: SceneNode) throws(SceneError) in
        try n.number(in: nonNegative, "a non-negative length")
      }
      guard op.lineDash.contains(where: { $0 > 0 }) else {
        throw v.fail("a dash pattern needs a length above 0")
      }
    }
    if let v = o[.lineDashPhase] { op.lineDashPhase = try v.number() }
    if let v = o[.shadow] { op.shadow = try shadow(v) }
    if let v = o[.blendMode] { op.blendMode = try SceneBuilder.name(v, SceneBuilder.blendModes) }
    if let v = o[.alpha] { op.alpha = try v.unit() }
    return op
  }

  private func shape(_ o: SceneObject, node: SceneNode) throws(SceneError) -> CGPath {
    if let v = o[.path] { return try path(v) }
    let m = CGMutablePath()
    if let v = o[.ellipse] {
      m.addEllipse(in: try v.rect())
    } else if let v = o[.rect] {
      let r = try v.rect()
      let radius =
        try o[.cornerRadius]?.number(in: 0...Double.greatestFiniteMagnitude, "a non-negative radius") ?? 0
      m.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }
    if o[.cornerRadius] != nil, o[.rect] == nil {
      throw o[.cornerRadius]!.fail("\"cornerRadius\" goes with \"rect\"")
    }
    return m
  }

  /// A path: SVG path data (a string) or an array of elements.
  func path(_ node: SceneNode) throws(SceneError) -> CGPath {
    if case .string(let d) = node.value {
      do {
        return try SVGPathParser.parse(d)
      } catch {
        throw node.fail("path data, at character \(error.offset): \(error.message)")
      }
    }
    let m = CGMutablePath()
    for item in try node.array() {
      let o = try item.object(allowing: SceneFormat.pathElement)
      guard o.count == 1, let (key, v) = o.all.first else {
        throw item.fail(
          "expected one of \(SceneFormat.pathElement.map { "\"\($0)\"" }.joined(separator: ", ")) per element"
        )
      }
      if ["line", "quad", "curve"].contains(key), m.isEmpty {
        throw item.fail("\"\(key)\" needs a current point: start the path with \"move\"")
      }
      switch key {
      case "move": m.move(to: try v.point())
      case "line": m.addLine(to: try v.point())
      case "quad":
        let p = try v.array()
        guard p.count == 2 else { throw v.fail("expected [control, end], got \(p.count) points") }
        m.addQuadCurve(to: try p[1].point(), control: try p[0].point())
      case "curve":
        let p = try v.array()
        guard p.count == 3 else { throw v.fail("expected [control1, control2, end], got \(p.count) points") }
        m.addCurve(to: try p[2].point(), control1: try p[0].point(), control2: try p[1].point())
      case "arc": try arc(v, into: m)
      case "rect": m.addRect(try v.rect())
      case "ellipse": m.addEllipse(in: try v.rect())
      case "roundedRect":
        let n = try v.numbers(5, "[x, y, width, height, cornerRadius]")
        guard n[2] >= 0, n[3] >= 0, n[4] >= 0 else { throw v.fail("expected a non-negative size and radius") }
        let r = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        m.addRoundedRect(in: r, cornerWidth: n[4], cornerHeight: n[4])
      default:
        guard try v.bool() else { throw v.fail("expected true") }
        m.closeSubpath()
      }
    }
    return m
  }

  /// `{"center", "radius", "startAngle", "endAngle", "clockwise"}`: angles in degrees from +x toward
  /// +y, `clockwise` as seen on the y-down canvas (like `UIBezierPath`; the opposite of the flag
  /// `CGPath.addArc` takes).
  private func arc(_ node: SceneNode, into m: CGMutablePath) throws(SceneError) {
    let o = try node.object(allowing: SceneFormat.arc)
    let center = try o.required(.center, in: node).point()
    let radius = try o.required(.radius, in: node).number(
      in: 0...Double.greatestFiniteMagnitude, "a non-negative radius")
    let start = try o.required(.startAngle, in: node).number() * .pi / 180
    let end = try o.required(.endAngle, in: node).number() * .pi / 180
    let clockwise = try o[.clockwise]?.bool() ?? true
    m.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
  }

  private func shadow(_ node: SceneNode) throws(SceneError) -> DrawingOperation.Shadow {
    let o = try node.object(allowing: SceneFormat.drawingShadow)
    let offset = try o[.offset]?.numbers(2, "an offset [dx, dy]") ?? [0, 0]
    let blur = try o[.blur]?.number(in: 0...100, "a blur from 0 to 100") ?? 0
    let color = try o[.color]?.color() ?? CGColor(gray: 0, alpha: 1.0 / 3)
    return DrawingOperation.Shadow(
      offset: CGSize(width: offset[0], height: offset[1]), blur: blur, color: color)
  }

  static func name<T>(_ node: SceneNode, _ table: [String: T]) throws(SceneError) -> T {
    let s = try node.string()
    guard let v = table[s] else {
      throw node.fail(Suggestion.unknown("value", s, among: table.keys.sorted()))
    }
    return v
  }
}
