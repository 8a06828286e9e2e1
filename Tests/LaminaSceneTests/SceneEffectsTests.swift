import Foundation
import Lamina
import LaminaRender
import LaminaScene
import Testing

@Suite struct SceneEffectsTests {
  @Test func shadowPropertiesAreReadAndDrawn() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"frame": [10, 10, 20, 20], "backgroundColor": "white",
        "shadowOpacity": 0.5, "shadowColor": "blue", "shadowOffset": [30, 5], "shadowRadius": 0}]}
      """#)
    let l = try #require(s.root.sublayers?.first)
    #expect(l.shadowOpacity == 0.5 && l.shadowOffset == CGSize(width: 30, height: 5) && l.shadowRadius == 0)
    #expect(l.shadowColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1) && l.shadowPath == nil)
    let image = try s.render()
    #expect(image.pixel(x: 20, y: 20) == 0xFFFF_FFFF)
    #expect(image.pixel(x: 45, y: 20) == 0x8000_0080)  // half-opaque blue, premultiplied
    #expect(image.pixel(x: 45, y: 14) == 0 && image.pixel(x: 61, y: 20) == 0)
  }

  @Test func shadowPathAndNoColour() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [
        {"frame": [0, 0, 10, 10], "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [50, 50],
         "shadowPath": "M0 0 h4 v4 h-4 Z"},
        {"frame": [0, 0, 10, 10], "backgroundColor": "red", "shadowOpacity": 1, "shadowColor": null}]}
      """#)
    #expect(s.root.sublayers?[1].shadowColor == nil)
    let image = try s.render()
    #expect(image.pixel(x: 52, y: 52) == 0xFF00_0000 && image.pixel(x: 55, y: 52) == 0)
    #expect(image.pixel(x: 5, y: 12) == 0)  // no colour: no shadow under the red square
  }

  @Test func shadowErrorsSayWhere() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"shadowRadius": 500}]}"#)
        == "layers[0].shadowRadius: expected a radius from 0 to 200, got 500")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"shadowOffset": [1]}]}"#)
        == "layers[0].shadowOffset: expected an offset [dx, dy] (an array of 2 numbers), got 1 item")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"shadowOpacity": -1}]}"#)
        == "layers[0].shadowOpacity: expected a number from 0 to 1, got -1")
  }

  @Test func pathsTakeWholeShapesAsElements() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"type": "shape", "path": [{"rect": [0, 0, 10, 10]},
        {"ellipse": [20, 0, 10, 20]}, {"roundedRect": [40, 0, 20, 20, 10]}]}]}
      """#)
    let path = try #require((s.root.sublayers?.first as? CAShapeLayer)?.path)
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect(path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 25, y: 10)))
    #expect(!path.contains(CGPoint(x: 21, y: 1)) && !path.contains(CGPoint(x: 41, y: 1)))
    #expect(path.contains(CGPoint(x: 50, y: 10)))
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "shape", "path": [{"roundedRect": [0, 0, -1, 5, 1]}]}]}"#)
        == "layers[0].path[0].roundedRect: expected a non-negative size and radius")
  }

  @Test func masksAreLayersInTheMaskedLayersCoordinates() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"frame": [10, 10, 40, 40], "backgroundColor": "red", "allowsGroupOpacity": false, "allowsEdgeAntialiasing": true,
        "mask": {"name": "m", "frame": [20, 0, 20, 20], "backgroundColor": "black",
                 "mask": {"frame": [0, 0, 10, 10], "backgroundColor": "black"}}}]}
      """#)
    let l = try #require(s.root.sublayers?.first)
    #expect(l.mask?.name == "m" && l.mask?.frame == CGRect(x: 20, y: 0, width: 20, height: 20))
    #expect(
      l.mask?.superlayer === l && l.mask?.mask != nil && !l.allowsGroupOpacity && l.allowsEdgeAntialiasing)
    let image = try s.render()
    // Both masks: only (30…40, 10…20) of the canvas shows red.
    #expect(image.pixel(x: 35, y: 15) == 0xFFFF_0000 && image.pixel(x: 45, y: 15) == 0)
    #expect(image.pixel(x: 15, y: 15) == 0 && image.pixel(x: 35, y: 25) == 0)
  }

  @Test func maskErrorsSayWhere() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"mask": {"frame": 3}}]}"#)
        == "layers[0].mask.frame: expected an array, got a number")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"mask": {"layoutConstraints": []}}]}"#)
        == #"layers[0].mask.layoutConstraints: a mask is placed by "frame" or "position", not by constraints"#
    )
  }

  @Test func gradientLayersAreRead() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"type": "gradient", "frame": [0, 0, 10, 80], "colors": ["red", "blue"],
        "locations": [0.25, 0.75], "startPoint": [0, 0], "endPoint": [0, 1], "gradientType": "axial"}]}
      """#)
    let g = try #require(s.root.sublayers?.first as? CAGradientLayer)
    #expect(g.colors?.count == 2 && g.locations == [0.25, 0.75] && g.type == .axial)
    #expect(g.startPoint == .zero && g.endPoint == CGPoint(x: 0, y: 1))
    let image = try s.render()
    // Before the first stop and after the last: red and blue as Core Animation draws them, through
    // Generic RGB (see GradientLayerTests): (255, 38, 0) and (4, 50, 255).
    #expect(image.pixel(x: 5, y: 10) == 0xFFFF_2600 && image.pixel(x: 5, y: 70) == 0xFF04_32FF)
  }

  @Test func gradientErrorsSayWhere() {
    let g = #""type": "gradient", "colors": ["red", "blue"]"#
    #expect(
      errorText(#"{\#(canvas), "layers": [{\#(g), "locations": [0.5]}]}"#)
        == "layers[0].locations: give one location per colour: 2 colours, 1 locations")
    #expect(
      errorText(#"{\#(canvas), "layers": [{\#(g), "locations": [0.5, 0.25]}]}"#)
        == "layers[0].locations[1]: locations must not decrease, got 0.25 after 0.5")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "gradient", "colors": []}]}"#)
        == "layers[0].colors: a gradient needs at least one colour")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"colors": ["red"]}]}"#)
        == #"layers[0].colors: "colors" is a gradient layer property: give "type": "gradient""#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{\#(g), "gradientType": "spiral"}]}"#)
        == "layers[0].gradientType: unknown value \"spiral\"; expected one of: axial, conic, radial")
  }

  @Test func replicatorLayersAreRead() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"type": "replicator", "frame": [0, 0, 60, 10], "instanceCount": 3,
        "instanceTransform": {"translate": [20, 0, 0]}, "instanceColor": "red", "instanceAlphaOffset": -0.5,
        "instanceDelay": 0.1, "preservesDepth": false,
        "sublayers": [{"frame": [0, 0, 10, 10], "backgroundColor": "white"}]}]}
      """#)
    let r = try #require(s.root.sublayers?.first as? CAReplicatorLayer)
    #expect(
      r.instanceCount == 3 && r.instanceDelay == 0.1 && !r.preservesDepth && r.instanceAlphaOffset == -0.5)
    let image = try s.render()
    #expect(image.pixel(x: 5, y: 5) == 0xFFFF_0000 && image.pixel(x: 25, y: 5) == 0x8080_0000)
    #expect(image.pixel(x: 45, y: 5) == 0)  // alpha stepped to 0
  }

  @Test func replicatorErrorsSayWhere() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "replicator", "instanceCount": 2000000}]}"#)
        == "layers[0].instanceCount: expected a whole count from 0 to 10000, got 2000000")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "replicator", "instanceCount": 2.5}]}"#)
        == "layers[0].instanceCount: expected a whole count, got 2.5")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"instanceCount": 2}]}"#)
        == #"layers[0].instanceCount: "instanceCount" is a replicator layer property: give "type": "replicator""#
    )
  }

  @Test func transformLayersShareTheirSpaceAndRefuseOwnDrawing() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"type": "transform", "bounds": [0, 0, 40, 40], "position": [50, 40],
        "transform": {"perspective": 100},
        "sublayers": [{"name": "near", "frame": [0, 0, 40, 40], "backgroundColor": "red", "zPosition": 50},
                      {"name": "far", "frame": [0, 0, 40, 40], "backgroundColor": "blue"}]}]}
      """#)
    #expect(s.root.sublayers?.first is CATransformLayer)
    let image = try s.render()
    // "near" is at z = 50: twice the size (w = 0.5), 40 points either side of (50, 40), and in front.
    #expect(image.pixel(x: 50, y: 40) == 0xFFFF_0000 && image.pixel(x: 12, y: 40) == 0xFFFF_0000)
    #expect(s.root.hitTest(CGPoint(x: 12, y: 40))?.name == "near")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "transform", "backgroundColor": "red"}]}"#)
        == #"layers[0].backgroundColor: a transform layer draws only its sublayers ("backgroundColor" would be ignored, as Core Animation ignores it)"#
    )
  }

  @Test func textLayersAreReadAndFeedLayout() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"name": "t", "type": "text", "runs": [{"text": "Hel", "color": "red"},
        {"text": "lo", "font": "Menlo", "fontSize": 10}], "fontSize": 20, "foregroundColor": "black",
        "alignmentMode": "center", "isWrapped": true, "truncationMode": "end",
        "layoutConstraints": [{"item": "t", "attribute": "left", "toItem": "canvas"},
                              {"item": "t", "attribute": "top", "toItem": "canvas"}]}]}
      """#)
    let t = try #require(s.root.sublayers?.first as? CATextLayer)
    #expect(t.fontSize == 20 && t.alignmentMode == .center && t.isWrapped && t.truncationMode == .end)
    #expect((t.string as? NSAttributedString)?.string == "Hello")
    // Sized by its measured text: one line of DejaVu Sans at 20 points is 23.28 high, rounded up.
    #expect(t.frame.origin == .zero && t.frame.height == 24 && t.frame.width > 20 && t.frame.width < 60)
    let image = try s.render()
    #expect(image.premultipliedARGB.contains { $0 == 0xFFFF_0000 })
  }

  @Test func textErrorsSayWhere() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "text", "string": "a", "runs": []}]}"#)
        == #"layers[0].runs: give either "string" or "runs", not both"#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "text", "fontSize": 5000}]}"#)
        == "layers[0].fontSize: expected a font size from 0.1 to 1000, got 5000")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "text", "runs": [{"font": "x"}]}]}"#)
        == #"layers[0].runs[0]: missing required key "text""#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"string": "a"}]}"#)
        == #"layers[0].string: "string" is a text layer property: give "type": "text""#)
  }
}
