import Foundation
import Lamina
import LaminaRender

// The work of drawing a scene's drawing and text layers into their backing images, estimated
// before any is drawn (`RenderCost`; Docs/limits.md).

extension SceneBackedLayer {
  /// The backing image's transform from the layer's coordinates to its pixels at `scale`, and the
  /// pixels' rectangle.
  func backingSpace(scale: CGFloat) -> (CGAffineTransform, CGRect) {
    let s = backingScale(scale)
    let m = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: -bounds.minX * s, ty: -bounds.minY * s)
    let size = CGRect(
      x: 0, y: 0, width: (bounds.width * s).rounded(.up), height: (bounds.height * s).rounded(.up))
    return (m, size)
  }
}

extension SceneDrawingLayer {
  /// Nanoseconds drawing the operations at `scale` takes, as `RenderCost` estimates them.
  package func drawingWork(scale: CGFloat) -> Double {
    let (m, clip) = backingSpace(scale: scale)
    return operations.reduce(0) { $0 + $1.work(m, clip: clip) }
  }
}

extension DrawingOperation {
  /// Nanoseconds this operation takes drawn under `m` into a backing image of `clip` pixels: the
  /// pixels of its path's box (stroke included) for the fill and the stroke, its path's edges, and
  /// the shadow's group and blur of each.
  func work(_ m: CGAffineTransform, clip: CGRect) -> Double {
    let style = stroke.map { _ in
      StrokeStyle(
        width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, dash: lineDash,
        dashPhase: lineDashPhase)
    }
    let reach = stroke == nil ? 0 : lineWidth / 2 * max(lineJoin == .miter ? miterLimit : 1, 1.5)
    let box = path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach).applying(m).intersection(clip)
    let pixels = box.isNull ? 0 : Double(box.width.rounded(.up)) * Double(box.height.rounded(.up))
    let painted = Double((fill == nil ? 0 : 1) + (stroke == nil ? 0 : 1))
    var cost = pixels * painted * RenderCost.pixel(blendMode)
    cost += RenderCost.path(path, m, clip: clip, fill: fill != nil, stroke: style)
    guard let shadow, shadow.color.alpha > 0, !box.isNull else { return cost }
    // Core Graphics' blur b is σ = b / 2 in device pixels, at most 256 (`CGContext.drawShadow`).
    let sigma = min(min(shadow.blur, 256) / 2 * abs(m.determinant).squareRoot(), 256)
    let pad = 2 * sigma + 1
    let mask = Double((box.width + 2 * pad).rounded(.up)) * Double((box.height + 2 * pad).rounded(.up))
    // The fill and the stroke each cast the shadow.
    return cost + painted * RenderCost.shadow(group: pixels, mask: mask, sigma: sigma)
  }
}

extension SceneTextLayer {
  /// Nanoseconds laying out and drawing the text takes, as `RenderCost` estimates them: each byte,
  /// each pair of runs, each different character's glyph image in each font and size it is drawn
  /// in, and when wrapped each letter times the lines its word may break into.
  package func drawingWork(scale: CGFloat) -> Double {
    let text: String
    switch string {
    case let s as String: text = s
    case let s as NSAttributedString: text = s.string
    default: return 0
    }
    let bytes = Double(text.utf8.count)
    let size = Double(max(fontSize, largestRunFontSize))
    let faces =
      runCharacters.isEmpty
      ? [(fontSize, Set(text.unicodeScalars).count)] : runCharacters.map { ($0.key.size, $0.value.count) }
    var cost = bytes * RenderCost.textByte + Double(runCount) * Double(runCount) * RenderCost.runPair
    for (faceSize, characters) in faces {
      let em = Double(faceSize * backingScale(scale))
      cost += Double(characters) * em * em * RenderCost.glyphPixel
    }
    guard isWrapped else { return cost }
    // A letter is at most an em wide, so a word of n letters breaks into at most n·size/width + 1
    // lines, and never more than n.
    let word = Double(Self.longestWord(text))
    let width = Double(bounds.width)
    let lines = width > 0 ? min(word, word * size / width + 1) : word
    cost += bytes * lines.rounded(.up) * RenderCost.wrapLetterLine
    return cost
  }

  /// The most bytes of `text` between two spaces or line breaks.
  static func longestWord(_ text: String) -> Int {
    var (longest, current) = (0, 0)
    for byte in text.utf8 {
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        current = 0
      } else {
        current += 1
        longest = max(longest, current)
      }
    }
    return longest
  }
}
