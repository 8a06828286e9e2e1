import Foundation
import Lamina
import LaminaGraphics
import LaminaRender
import Synchronization

// Text layers: `"type": "text"`.

/// A scene text layer: a `CATextLayer` whose backing image follows the render's scale unless the
/// scene gives `contentsScale`.
package final class SceneTextLayer: CATextLayer {
  /// Whether `contentsScale` follows the scale the scene is rendered at.
  package var followsRenderScale = true
  /// How many attributed runs the scene gave (0 for a plain `string`).
  package var runCount = 0
  /// The largest font size of those runs (0 for a plain `string`).
  package var largestRunFontSize: CGFloat = 0
  /// The different characters of the runs, by the font name and size they are drawn in (each a
  /// scaled font of its own, with its own glyph images); empty for a plain `string`.
  package var runCharacters: [RunFace: Set<Unicode.Scalar>] = [:]

  /// A run's font name and size.
  package struct RunFace: Hashable {
    let name: String?
    let size: CGFloat
  }

  override package init() { super.init() }

  package required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A run's font in a scene: a name, a size, or both.
struct SceneFont: TextFontDescribing {
  var name: String?
  var size: CGFloat?
  var textFontName: String? { name }
  var textFontSize: CGFloat? { size }
}

extension SceneBuilder {
  /// The largest font size a scene may ask for, in points.
  static let maximumFontSize: Double = 1000

  /// A text layer's properties: a `string` or `runs` (not both), font by name, size, colour,
  /// alignment, wrapping and truncation.
  func textProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    guard let t = l as? SceneTextLayer else { return }
    t.followsRenderScale = o[.contentsScale] == nil
    if o[.string] != nil, let runs = o[.runs] {
      throw runs.fail("give either \"string\" or \"runs\", not both")
    }
    if let v = o[.font] { t.font = try v.string() }
    if let v = o[.fontSize] { t.fontSize = try fontSize(v) }
    if let v = o[.foregroundColor] { t.foregroundColor = try v.color() }
    if let v = o[.string] { t.string = try v.string() }
    if let v = o[.runs] { t.string = try attributed(v, in: t) }
    if let v = o[.alignmentMode] {
      t.alignmentMode = try SceneBuilder.name(
        v, ["natural": .natural, "left": .left, "right": .right, "center": .center, "justified": .justified])
    }
    if let v = o[.isWrapped] { t.isWrapped = try v.bool() }
    if let v = o[.truncationMode] {
      t.truncationMode = try SceneBuilder.name(
        v, ["none": .none, "start": .start, "middle": .middle, "end": .end])
    }
    t.setNeedsDisplay()
  }

  private func fontSize(_ v: SceneNode) throws(SceneError) -> CGFloat {
    try v.number(
      in: 0.1...SceneBuilder.maximumFontSize,
      "a font size from 0.1 to \(format(SceneBuilder.maximumFontSize))")
  }

  /// Runs `[{"text", "font", "fontSize", "color"}]` as an attributed string; what a run leaves out
  /// comes from the layer `t` (an attributed string's own defaults would be Core Text's), which
  /// counts them and keeps their largest font size.
  private func attributed(_ node: SceneNode, in t: SceneTextLayer) throws(SceneError) -> NSAttributedString {
    let out = NSMutableAttributedString(string: "")
    for item in try node.array() {
      let o = try item.object(allowing: SceneFormat.run)
      let text = try o.required(.text, in: item).string()
      let name = try o[.font]?.string() ?? (t.font as? String)
      let size = try o[.fontSize].map { (v: SceneNode) throws(SceneError) in try fontSize(v) } ?? t.fontSize
      t.largestRunFontSize = max(t.largestRunFontSize, size)
      t.runCount += 1
      t.runCharacters[SceneTextLayer.RunFace(name: name, size: size), default: []].formUnion(
        text.unicodeScalars)
      let color = try o[.color]?.color() ?? t.foregroundColor ?? CGColor(gray: 0, alpha: 0)
      let attributes: [NSAttributedString.Key: Any] = [
        .font: SceneFont(name: name, size: size), .foregroundColor: color,
      ]
      out.append(NSAttributedString(string: text, attributes: attributes))
    }
    return out
  }
}
