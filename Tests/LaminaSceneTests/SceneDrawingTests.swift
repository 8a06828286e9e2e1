import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@testable import LaminaScene

@Suite struct SVGPathParserTests {
  @Test func linesAbsoluteAndRelative() throws {
    let p = try SVGPathParser.parse("M10 10 h20 v20 H10 z m5 5 l1 1")
    #expect(
      p.boundingBoxOfPath.isApproximatelyEqual(
        to: CGRect(x: 10, y: 10, width: 20, height: 20), tolerance: 1e-6))
    let e = elements(p)
    #expect(
      e.map(\.0) == [
        .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath, .moveToPoint,
        .addLineToPoint,
      ])
    // Relative to the closed subpath's start.
    #expect(e[5].1 == [CGPoint(x: 15, y: 15)] && e[6].1 == [CGPoint(x: 16, y: 16)])
  }

  @Test func compactNumbersAndImplicitRepeats() throws {
    let e = elements(try SVGPathParser.parse("M1-2L.5.5 3e1,4E-1 1 1"))
    #expect(
      e.flatMap(\.1) == [
        CGPoint(x: 1, y: -2), CGPoint(x: 0.5, y: 0.5), CGPoint(x: 30, y: 0.4), CGPoint(x: 1, y: 1),
      ])
    let moves = elements(try SVGPathParser.parse("m1 1 2 2"))
    #expect(moves.map(\.0) == [.moveToPoint, .addLineToPoint] && moves[1].1 == [CGPoint(x: 3, y: 3)])
  }

  @Test func smoothCurvesReflectTheLastControl() throws {
    let e = elements(try SVGPathParser.parse("M0 0 C0 10 10 10 10 0 S20 -10 20 0 M0 50 Q5 60 10 50 T20 50"))
    #expect(e[2].1[0] == CGPoint(x: 10, y: -10))
    // T after Q: the control (5, 60) reflected about (10, 50).
    #expect(e[5].0 == .addQuadCurveToPoint && e[5].1 == [CGPoint(x: 15, y: 40), CGPoint(x: 20, y: 50)])
  }

  @Test func ellipticalArcsFollowTheSweepFlag() throws {
    // From (0, 0) to (20, 0) with sweep 1: clockwise on the y-down screen, over the top.
    let over = try SVGPathParser.parse("M0 0 A10 10 0 0 1 20 0")
    #expect(
      over.boundingBoxOfPath.isApproximatelyEqual(
        to: CGRect(x: 0, y: -10, width: 20, height: 10), tolerance: 1e-6))
    let under = try SVGPathParser.parse("M0 0 A10 10 0 0 0 20 0")
    #expect(
      under.boundingBoxOfPath.isApproximatelyEqual(
        to: CGRect(x: 0, y: 0, width: 20, height: 10), tolerance: 1e-6))
    // Radii too small are scaled up until the ends fit (SVG F.6.6).
    let small = try SVGPathParser.parse("M0 0 A1 1 0 0 1 20 0")
    #expect(small.boundingBoxOfPath.isApproximatelyEqual(to: over.boundingBoxOfPath, tolerance: 1e-6))
    // Large-arc flag: three quarters of the circle through (10, 10) around (0, 10)… here a rotated ellipse.
    let large = try SVGPathParser.parse("M10 0 A10 10 0 1 1 0 -10")
    #expect(
      large.boundingBoxOfPath.isApproximatelyEqual(
        to: CGRect(x: -10, y: -10, width: 20, height: 20), tolerance: 1e-6))
    #expect(abs(large.currentPoint.x) < 1e-9 && abs(large.currentPoint.y + 10) < 1e-9)
    let line = elements(try SVGPathParser.parse("M0 0 A0 5 0 0 1 5 5"))
    #expect(line.map(\.0) == [.moveToPoint, .addLineToPoint])
  }

  @Test func errorsSayWhere() {
    func message(_ d: String) -> String {
      do {
        _ = try SVGPathParser.parse(d)
        return "ok"
      } catch {
        return "\(error.offset): \(error.message)"
      }
    }
    #expect(message("L10 10") == "0: path data must start with a move command (M or m)")
    #expect(message("M10") == "3: expected a number")
    #expect(message("M0 0 X1") == "5: expected a path command letter, got \"X\"")
    #expect(message("M0 0 A1 1 0 2 1 5 5") == "12: expected an arc flag (0 or 1)")
    #expect(message("M0 0 L1e999 0") == "6: expected a finite number")
    #expect(message("") == "ok")
  }
}

@Suite struct SceneDrawingTests {
  @Test func drawingLayerRendersCrispAtTheRenderScale() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"frame": [10, 10, 40, 20], "drawing": [
        {"rect": [0, 0, 20, 10], "fill": "red"},
        {"path": "M20 10 H40 V20 H20 Z", "fill": "blue"}]}]}
      """#)
    let image = try s.render(scale: 2)
    #expect(image.pixel(x: 20, y: 20) == 0xFFFF_0000 && image.pixel(x: 59, y: 39) == 0xFFFF_0000)
    #expect(image.pixel(x: 60, y: 40) == 0xFF00_00FF && image.pixel(x: 99, y: 59) == 0xFF00_00FF)
    #expect(image.pixel(x: 60, y: 39) == 0 && image.pixel(x: 19, y: 20) == 0)
    // The render drew the layer at scale 2 for itself: the layer is as the scene built it.
    let layer = try #require(s.root.sublayers?.first)
    #expect(layer.contentsScale == 1 && layer.contents == nil && layer.needsDisplay())
  }

  /// Rendering reads the scene and changes nothing: each layer's scale, contents, display mark and
  /// committed flag are as before, and a render at 2, then at 1, then at 2 again gives each scale's
  /// bytes, even from two threads at once.
  @Test func renderingLeavesTheModelAsItWas() async throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [
        {"frame": [10, 10, 40, 20], "drawing": [{"rect": [0, 0, 20, 10], "fill": "red"}]},
        {"type": "text", "frame": [10, 40, 80, 20], "string": "Lamina", "fontSize": 12},
        {"frame": [60, 60, 20, 20], "backgroundColor": "cyan", "animations": [
          {"keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1}]}]}
      """#)
    func state() -> [String] {
      s.root.children.map {
        "\($0.contentsScale) \($0.contents != nil) \($0.needsDisplay()) \($0.isCommitted)"
      }
    }
    let before = state()
    let two = try s.renderPNG(scale: 2, time: 0.5)
    let one = try s.renderPNG(scale: 1)
    #expect(state() == before)
    #expect(try s.renderPNG(scale: 2, time: 0.5) == two)
    nonisolated(unsafe) let shared = s
    nonisolated(unsafe) let out = UnsafeMutableBufferPointer<[UInt8]?>.allocate(capacity: 2)
    out.initialize(repeating: nil)
    defer { out.deallocate() }
    DispatchQueue.concurrentPerform(iterations: 2) { i in
      out[i] = try? shared.renderPNG(scale: i == 0 ? 2 : 1, time: i == 0 ? 0.5 : nil)
    }
    #expect(Array(out) == [two, one])
    #expect(state() == before)
  }

  @Test func elementsFormWithArcsAndStroke() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"frame": [0, 0, 100, 80], "drawing": [
        {"path": [{"move": [50, 40]}, {"arc": {"center": [50, 40], "radius": 30, "startAngle": 0, "endAngle": 90}}, {"close": true}],
         "fill": "#00ff00", "stroke": "black", "lineWidth": 2}]}]}
      """#)
    let image = try s.render()
    // Clockwise on screen from 3 o'clock to 6 o'clock: the lower-right quarter.
    #expect(image.pixel(x: 60, y: 50) == 0xFF00_FF00)
    #expect(image.pixel(x: 40, y: 30) == 0 && image.pixel(x: 60, y: 30) == 0)
    #expect(image.pixel(x: 65, y: 40) == 0xFF00_0000)  // the stroke along the first radius
  }

  @Test func badDrawingSaysWhere() {
    func text(_ drawing: String) -> String {
      errorText(#"{\#(canvas), "layers": [{"frame": [0, 0, 10, 10], "drawing": [\#(drawing)]}]}"#)
    }
    #expect(
      text(#"{"fill": "red"}"#)
        == #"layers[0].drawing[0]: expected exactly one of "path", "rect" or "ellipse", got 0"#)
    #expect(
      text(#"{"rect": [0, 0, 1, 1]}"#)
        == #"layers[0].drawing[0]: give "fill", "stroke" or both: nothing is painted"#)
    #expect(
      text(#"{"path": "M0 0 L", "fill": "red"}"#)
        == "layers[0].drawing[0].path: path data, at character 6: expected a number")
    #expect(
      text(#"{"path": [{"line": [1, 1]}], "fill": "red"}"#).hasPrefix(
        #"layers[0].drawing[0].path[0]: "line" needs a current point"#))
    #expect(
      text(#"{"ellipse": [0, 0, 1, 1], "fill": "red", "blendMode": "plusDarker"}"#).hasPrefix(
        #"layers[0].drawing[0].blendMode: unknown value "plusDarker""#))
    #expect(
      text(#"{"ellipse": [0, 0, 1, 1], "stroke": "red", "lineDash": [0, 0]}"#)
        == "layers[0].drawing[0].lineDash: a dash pattern needs a length above 0")
    #expect(
      text(#"{"ellipse": [0, 0, 1, 1], "fill": "red", "shadow": {"blur": 1000}}"#)
        == "layers[0].drawing[0].shadow.blur: expected a blur from 0 to 100, got 1000")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"contents": "a.png", "drawing": []}]}"#)
        == #"layers[0].drawing: give either "contents" or "drawing", not both"#)
  }

  /// An SVG arc between end points too far apart made a NaN sweep, which trapped the scene's load
  /// (every command): it draws nothing now.
  @Test func anArcBetweenFarEndPointsLoadsAndRenders() throws {
    let s = try Scene.parse(
      Array(
        #"{\#(canvas), "layers": [{"type": "shape", "frame": [0, 0, 100, 80], "path": "M -1e308 0 A 1 1 0 0 1 1e308 0"}]}"#
          .utf8))
    #expect(try s.render().width == 100)
  }

  @Test func drawingBudgetIsCheckedBeforeDrawing() throws {
    var options = SceneOptions()
    options.maximumDrawingPixels = 1000
    let s = try Scene.parse(
      Array(
        #"{\#(canvas), "layers": [{"name": "big", "frame": [0, 0, 40, 40], "drawing": [{"rect": [0, 0, 1, 1], "fill": "red"}]}]}"#
          .utf8),
      options: options)
    #expect(throws: RenderError.self) { try s.render() }
    // What rendering `scene` throws ("ok" when nothing).
    func renderError(_ scene: Scene) -> String {
      do {
        _ = try scene.render()
        return "ok"
      } catch {
        return error.description
      }
    }
    #expect(
      renderError(s)
        == #"layers[0]: drawing and text layers need more than 1000 backing pixels together at scale 1 (layer "big")"#
    )
    // The layer that takes the total over is named by its path: a sublayer's through its
    // superlayers, a mask's by the layer it masks.
    let nested = try Scene.parse(
      Array(
        #"{\#(canvas), "layers": [{"frame": [0, 0, 10, 10], "drawing": []}, {"sublayers": [{"name": "deep", "frame": [0, 0, 40, 40], "drawing": []}]}]}"#
          .utf8),
      options: options)
    #expect(
      renderError(nested)
        == #"layers[1].sublayers[0]: drawing and text layers need more than 1000 backing pixels together at scale 1 (layer "deep")"#
    )
    let masked = try Scene.parse(
      Array(
        #"{\#(canvas), "layers": [{}, {"mask": {"name": "m", "frame": [0, 0, 40, 40], "drawing": []}}]}"#.utf8
      ),
      options: options)
    #expect(
      renderError(masked)
        == #"layers[1]: drawing and text layers need more than 1000 backing pixels together at scale 1 (layer "m")"#
    )
    var tooMany = SceneOptions()
    tooMany.maximumDrawingOperations = 1
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"drawing": [{"rect": [0, 0, 1, 1], "fill": "red"}, {"rect": [0, 0, 1, 1], "fill": "red"}]}]}"#,
        options: tooMany) == "layers[0].drawing[1]: more than 1 drawing operations in the scene")
  }
}

@Suite struct SceneShapeLayerTests {
  @Test func shapePropertiesAreRead() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"type": "shape", "frame": [0, 0, 20, 20], "path": "M0 0 H10 V10 Z",
        "fillColor": null, "strokeColor": "red", "fillRule": "evenOdd", "lineWidth": 3, "lineCap": "round",
        "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [2, 1], "lineDashPhase": 1,
        "strokeStart": 0.1, "strokeEnd": 0.9}]}
      """#)
    let shape = try #require(s.root.sublayers?.first as? CAShapeLayer)
    #expect(shape.fillColor == nil && shape.strokeColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(
      shape.fillRule == .evenOdd && shape.lineWidth == 3 && shape.lineCap == .round
        && shape.lineJoin == .bevel)
    #expect(shape.miterLimit == 4 && shape.lineDashPattern == [2, 1] && shape.lineDashPhase == 1)
    #expect(shape.strokeStart == 0.1 && shape.strokeEnd == 0.9)
    #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func kindErrorsSayWhere() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"path": "M0 0"}]}"#)
        == #"layers[0].path: "path" is a shape layer property: give "type": "shape""#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "blob"}]}"#)
        == #"layers[0].type: unknown layer type "blob"; expected one of: layer, shape, gradient, replicator, transform, text"#
    )
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "shape", "drawing": []}]}"#)
        == #"layers[0].drawing: "drawing" is for plain layers, not shape layers"#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "shape", "strokeEnd": 2}]}"#)
        == "layers[0].strokeEnd: expected a number from 0 to 1, got 2")
  }
}
