import ArgumentParser
import Foundation
import Lamina
import LaminaScene

struct Dump: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print the layer tree with its geometry, like UIKit's recursiveDescription.",
    discussion: """
      Examples:
        lamina dump Samples/clock/scene.json
        lamina dump Samples/layout-centered-button/scene.json
      """)

  @OptionGroup var input: SceneInput

  func run() throws {
    try reportingErrors {
      let scene = try loadScene(input)
      var lines: [String] = []
      describe(scene.root, depth: 0, label: "canvas", into: &lines)
      print(lines.joined(separator: "\n"))
    }
  }

  private func describe(_ layer: CALayer, depth: Int, label: String?, into lines: inout [String]) {
    let f = layer.frame, b = layer.bounds
    var parts = [
      "<\(layer is SceneDrawingLayer ? "CALayer" : layer is SceneTextLayer ? "CATextLayer" : "\(type(of: layer))") \(label ?? layer.name.map(jsonString) ?? "(unnamed)")",
      "frame = \(rect(f))", "bounds = \(rect(b))",
      "position = (\(number(layer.position.x)) \(number(layer.position.y)))",
      "anchorPoint = (\(number(layer.anchorPoint.x)) \(number(layer.anchorPoint.y)))",
    ]
    if layer.zPosition != 0 { parts.append("zPosition = \(number(layer.zPosition))") }
    parts.append("transform = \(transform(layer.transform))")
    if !CATransform3DIsIdentity(layer.sublayerTransform) {
      parts.append("sublayerTransform = \(transform(layer.sublayerTransform))")
    }
    if layer.isGeometryFlipped { parts.append("geometryFlipped") }
    if layer.isHidden { parts.append("hidden") }
    if layer.masksToBounds { parts.append("masksToBounds") }
    if layer.opacity != 1 { parts.append("opacity = \(number(CGFloat(layer.opacity)))") }
    if let drawn = layer as? SceneDrawingLayer {
      parts.append("drawing = \(drawn.operations.count) operations")
    }
    if let shape = layer as? CAShapeLayer { parts += describeShape(shape) }
    if let t = layer as? CATextLayer, let s = t.string {
      let text = (s as? String) ?? (s as? NSAttributedString)?.string ?? ""
      parts.append("string = \(jsonString(text)); fontSize = \(number(t.fontSize))")
    }
    if let r = layer as? CAReplicatorLayer {
      parts.append(
        "instanceCount = \(r.instanceCount); instanceTransform = \(transform(r.instanceTransform))")
    }
    if let g = layer as? CAGradientLayer {
      let (s, e) = (g.startPoint, g.endPoint)
      parts.append(
        "gradient = \(g.type.rawValue) \(g.colors?.count ?? 0) colours (\(number(s.x)) \(number(s.y))) → (\(number(e.x)) \(number(e.y)))"
      )
    }
    if layer.shadowOpacity > 0 {
      let o = layer.shadowOffset
      parts.append(
        "shadow = opacity \(number(CGFloat(layer.shadowOpacity))) offset (\(number(o.width)) \(number(o.height))) radius \(number(layer.shadowRadius))\(layer.shadowPath == nil ? "" : " path")"
      )
    }
    if !layer.allowsGroupOpacity { parts.append("allowsGroupOpacity = false") }
    let prefix = String(repeating: "   | ", count: depth)
    lines.append(prefix + parts.joined(separator: "; ") + ">")
    for sub in layer.sublayers ?? [] { describe(sub, depth: depth + 1, label: nil, into: &lines) }
    if let mask = layer.mask {
      let name = mask.name.map(jsonString) ?? "(unnamed)"
      describe(mask, depth: depth + 1, label: "mask \(name)", into: &lines)
    }
  }

  private func describeShape(_ s: CAShapeLayer) -> [String] {
    var parts = ["path = \(s.path.map { rect($0.boundingBoxOfPath) } ?? "nil")"]
    if s.strokeColor != nil { parts.append("lineWidth = \(number(s.lineWidth))") }
    if s.strokeStart != 0 || s.strokeEnd != 1 {
      parts.append("stroke = \(number(s.strokeStart))…\(number(s.strokeEnd))")
    }
    return parts
  }

  private func rect(_ r: CGRect) -> String {
    r.isNull ? "null" : "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
  }

  private func transform(_ t: CATransform3D) -> String {
    if CATransform3DIsIdentity(t) { return "identity" }
    if CATransform3DIsAffine(t) {
      let a = CATransform3DGetAffineTransform(t)
      return "[\([a.a, a.b, a.c, a.d, a.tx, a.ty].map(number).joined(separator: " "))]"
    }
    return "3D [\(t.entries.map(number).joined(separator: " "))]"
  }
}
