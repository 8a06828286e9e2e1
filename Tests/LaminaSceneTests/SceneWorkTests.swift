import Foundation
import Testing

@testable import LaminaRender
@testable import LaminaScene

/// The work of drawing and text layers, estimated before any is drawn (`Scene+Work.swift`), and
/// animation frames held to one work limit together.
@Suite struct SceneWorkTests {
  /// What rendering `json` with a work limit of `limit` nanoseconds throws ("ok" when nothing).
  private func renderError(_ json: String, limit: Int) throws -> String {
    var scene = try Scene.parse(Array(json.utf8))
    scene.renderLimits.work = limit
    do {
      _ = try scene.render()
      return "ok"
    } catch {
      return error.description
    }
  }

  @Test func aDrawingsShadowIsCountedBeforeItIsDrawn() throws {
    let json =
      #"{"canvas": {"width": 100, "height": 100}, "layers": [{"frame": [0, 0, 100, 100], "drawing": [{"rect": [0, 0, 100, 100], "fill": "red"}, {"rect": [0, 0, 100, 100], "fill": "red", "shadow": {"blur": 40}}], "name": "d"}]}"#
    var scene = try Scene.parse(Array(json.utf8))
    // Each rectangle: 100² pixels at 1 ns and its four edges' rows (200 + 4, 2.04 a row). The
    // shadow: its group (100²) and the mask grown by 2σ + 1 = 41 a side (182², four surface pixels
    // a pixel in floats), blurred by 81 taps twice. The drawing layer's own cost is the canvas's.
    let edges: Double = 204 * 30 * log2(2 + 2.04)
    let mask: Double = 182 * 182
    let rectangles: Double = 2 * (100 * 100 + edges)
    let shadow: Double = 100 * 100 * 3 + mask * 2 * 81 * 0.5 + 4 * mask * 3
    let canvasWork: Double = 100 * 100 * 10
    let estimate = try scene.estimatedWork(RenderRequest())
    #expect(abs(estimate - (rectangles + shadow + canvasWork)) < 1e-3)
    #expect(
      try renderError(json, limit: 2_000_000)
        == #"layers[0]: drawing the layer takes the estimated work to 0.00316 s of CPU; the limit is 0.002 s (draw less, or smaller) (layer "d")"#
    )
    // The render adds the drawn image's 100² pixels, copied at 1 ns, which the estimate leaves out.
    scene.renderLimits.work = Int(estimate.rounded(.up)) + 100 * 100
    #expect(try scene.render().pixel(x: 50, y: 50) == 0xFFFF_0000)
    scene.renderLimits.work -= 2
    #expect(throws: RenderError.self) { try scene.render() }
  }

  @Test func textCostsItsBytesRunsAndWrapping() throws {
    let runs = (0..<100).map { #"{"text": "ab ", "color": "\#($0 % 2 == 0 ? "red" : "blue")"}"# }.joined(
      separator: ",")
    let json =
      #"{"canvas": {"width": 100, "height": 100}, "layers": [{"type": "text", "frame": [0, 0, 100, 100], "fontSize": 10, "runs": [\#(runs)]}]}"#
    let scene = try Scene.parse(Array(json.utf8))
    let layer = try #require(scene.root.sublayers?.first as? SceneTextLayer)
    // 300 bytes at 1.5 µs, 100² pairs of runs at 60 ns, and three different characters' glyph
    // images ("a", "b", " ") of 10² pixels at 0.8 ns.
    let plain: Double = 300 * 1500 + 100 * 100 * 60 + 3 * 10 * 10 * 0.8
    #expect(layer.drawingWork(scale: 1) == plain)
    // At scale 4 only the glyph images grow: 40² pixels each.
    #expect(layer.drawingWork(scale: 4) == plain + 3 * (40 * 40 - 10 * 10) * 0.8)
    // Wrapped, a word of 300 letters at 10 points in 100 points breaks into at most 31 lines.
    layer.isWrapped = true
    layer.string = String(repeating: "a", count: 300)
    layer.runCount = 0
    layer.runCharacters = [:]
    let wrapped: Double = 300 * 1500 + 300 * 31 * 250 + 10 * 10 * 0.8
    #expect(layer.drawingWork(scale: 1) == wrapped)
    #expect(SceneTextLayer.longestWord("ab cdef\ngh") == 4)
  }

  @Test func aLongWrappedWordIsRefusedWhereItIs() throws {
    let json =
      #"{"canvas": {"width": 100, "height": 100}, "layers": [{}, {"type": "text", "frame": [0, 0, 20, 100], "isWrapped": true, "fontSize": 10, "string": "\#(String(repeating: "a", count: 2000))"}]}"#
    // 2,000 letters × 1,001 lines × 250 ns, the bytes and the glyph: 0.50350008 s.
    #expect(
      try renderError(json, limit: 100_000_000)
        == "layers[1]: drawing the layer takes the estimated work to 0.504 s of CPU; the limit is 0.1 s (draw less, or smaller)"
    )
  }

  @Test func hugeGlyphsAreCountedByTheirImages() throws {
    // 200 different letters at 1,000 points on a canvas at scale 8: each glyph image is drawn at
    // 8,000 pixels to the em, which took 10 s of CPU and 4.2 GB for 649 letters before they counted.
    let letters = (0..<200).map { String(UnicodeScalar(0x100 + $0)!) }
    let layers = letters.map {
      #"{"type": "text", "frame": [0, 0, 4, 300], "fontSize": 1000, "string": "\#($0)", "foregroundColor": "black"}"#
    }
    let json =
      #"{"canvas": {"width": 60, "height": 300, "scale": 8}, "layers": [\#(layers.joined(separator: ","))]}"#
    // Each layer: 2 bytes at 1.5 µs and one 8,000² glyph image at 0.8 ns, 0.0512 s; the 157th
    // layer passes 8 s.
    #expect(
      try renderError(json, limit: 8_000_000_000)
        == "layers[156]: drawing the layer takes the estimated work to 8.04 s of CPU; the limit is 8 s (draw less, or smaller)"
    )
    // One letter in runs of 20 sizes is 20 glyph images: each size is a font of its own.
    let runs = (0..<20).map { #"{"text": "a", "fontSize": \#(1000 - $0)}"# }.joined(separator: ",")
    let sized = try Scene.parse(
      Array(
        #"{"canvas": {"width": 60, "height": 300}, "layers": [{"type": "text", "frame": [0, 0, 4, 300], "runs": [\#(runs)]}]}"#
          .utf8))
    let text = try #require(sized.root.sublayers?.first as? SceneTextLayer)
    var squares = 0.0
    for k in 0..<20 {
      let em = Double(8 * (1000 - k))
      squares += em * em
    }
    let expected: Double = 20 * 1500 + 20 * 20 * 60 + squares * 0.8
    #expect(abs(text.drawingWork(scale: 8) - expected) < 1)
    // At scale 1 the same letters are 1,000² pixels each: 0.16 s in all, and drawn.
    #expect(
      try renderError(
        json.replacingOccurrences(of: #""scale": 8"#, with: #""scale": 1"#), limit: 8_000_000_000) == "ok")
  }

  @Test func animationFramesShareOneWorkLimit() throws {
    let json =
      #"{"canvas": {"width": 100, "height": 100}, "layers": [{"frame": [0, 0, 100, 100], "backgroundColor": "red"}]}"#
    var scene = try Scene.parse(Array(json.utf8))
    // Each frame: the canvas at 10 ns a pixel and the background at 1: 110 µs.
    scene.renderLimits.work = 250_000
    let meter = WorkMeter()
    _ = try scene.render(RenderRequest(), meter: meter)
    _ = try scene.render(RenderRequest(), meter: meter)
    #expect(meter.spent == 220_000)
    #expect(throws: RenderError.self) { try scene.render(RenderRequest(), meter: meter) }
    // Alone, a frame is well within the limit.
    #expect(try scene.render().pixel(x: 1, y: 1) == 0xFFFF_0000)
  }
}
