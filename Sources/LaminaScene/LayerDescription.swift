import Foundation
import Lamina

/// A layer described as `lamina dump` prints it and the inspector lists it: its class as Apple
/// names it, then its geometry and the properties that differ from a plain layer's, each a key and
/// a value (`nil` for a flag such as `hidden`).
package enum LayerDescription {
  /// The class name Apple's framework would print for `layer` (a scene's drawing layer is a
  /// `CALayer`, its text layer a `CATextLayer`).
  package static func kind(_ layer: CALayer) -> String {
    layer is SceneDrawingLayer ? "CALayer" : layer is SceneTextLayer ? "CATextLayer" : "\(type(of: layer))"
  }

  /// `layer`'s fields, in `dump`'s order.
  package static func fields(_ layer: CALayer) -> [(key: String, value: String?)] {
    let f = layer.frame, b = layer.bounds
    var out: [(key: String, value: String?)] = [
      ("frame", rect(f)), ("bounds", rect(b)), ("position", pair(layer.position.x, layer.position.y)),
      ("anchorPoint", pair(layer.anchorPoint.x, layer.anchorPoint.y)),
    ]
    if layer.zPosition != 0 { out.append(("zPosition", number(layer.zPosition))) }
    out.append(("transform", transform(layer.transform)))
    if !CATransform3DIsIdentity(layer.sublayerTransform) {
      out.append(("sublayerTransform", transform(layer.sublayerTransform)))
    }
    if layer.isGeometryFlipped { out.append(("geometryFlipped", nil)) }
    if layer.isHidden { out.append(("hidden", nil)) }
    if layer.masksToBounds { out.append(("masksToBounds", nil)) }
    if layer.opacity != 1 { out.append(("opacity", number(CGFloat(layer.opacity)))) }
    if let drawn = layer as? SceneDrawingLayer {
      out.append(("drawing", "\(drawn.operations.count) operations"))
    }
    if let shape = layer as? CAShapeLayer { out += shapeFields(shape) }
    if let t = layer as? CATextLayer, let s = t.string {
      let text = (s as? String) ?? (s as? NSAttributedString)?.string ?? ""
      out.append(("string", "\(jsonString(text)); fontSize = \(number(t.fontSize))"))
    }
    if let r = layer as? CAReplicatorLayer {
      out.append(
        ("instanceCount", "\(r.instanceCount); instanceTransform = \(transform(r.instanceTransform))"))
    }
    if let g = layer as? CAGradientLayer {
      let (s, e) = (g.startPoint, g.endPoint)
      out.append(
        (
          "gradient",
          "\(g.type.rawValue) \(g.colors?.count ?? 0) colours \(pair(s.x, s.y)) → \(pair(e.x, e.y))"
        ))
    }
    if layer.shadowOpacity > 0 {
      let o = layer.shadowOffset
      let shape = layer.shadowPath == nil ? "" : " path"
      out.append(
        (
          "shadow",
          "opacity \(number(CGFloat(layer.shadowOpacity))) offset \(pair(o.width, o.height)) radius \(number(layer.shadowRadius))\(shape)"
        ))
    }
    if !layer.allowsGroupOpacity { out.append(("allowsGroupOpacity", "false")) }
    return out
  }

  /// `(x y; w h)`, or `null` for the null rectangle.
  package static func rect(_ r: CGRect) -> String {
    r.isNull ? "null" : "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
  }

  /// `identity`, `[a b c d tx ty]` for an affine transform, else `3D [` its 16 entries `]`.
  package static func transform(_ t: CATransform3D) -> String {
    if CATransform3DIsIdentity(t) { return "identity" }
    if CATransform3DIsAffine(t) {
      let a = CATransform3DGetAffineTransform(t)
      return "[\([a.a, a.b, a.c, a.d, a.tx, a.ty].map(number).joined(separator: " "))]"
    }
    return "3D [\(t.entries.map(number).joined(separator: " "))]"
  }

  private static func shapeFields(_ s: CAShapeLayer) -> [(key: String, value: String?)] {
    var out: [(key: String, value: String?)] = [("path", s.path.map { rect($0.boundingBoxOfPath) } ?? "nil")]
    if s.strokeColor != nil { out.append(("lineWidth", number(s.lineWidth))) }
    if s.strokeStart != 0 || s.strokeEnd != 1 {
      out.append(("stroke", "\(number(s.strokeStart))…\(number(s.strokeEnd))"))
    }
    return out
  }

  private static func pair(_ x: CGFloat, _ y: CGFloat) -> String { "(\(number(x)) \(number(y)))" }
  private static func number(_ v: CGFloat) -> String { v.compactText }
}
