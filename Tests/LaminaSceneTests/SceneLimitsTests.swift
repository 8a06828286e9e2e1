import Foundation
import TestSupport
import Testing

@testable import LaminaScene

/// The clock sample's scene file: its folder holds face.png (200×200), hour-hand.png (12×60) and
/// minute-hand.png (8×86).
private let clockScene = packageRoot.appendingPathComponent("Samples/clock/scene.json")

@Suite struct SceneLimitsTests {
  @Test func imagesOverTheScenesPixelBudgetAreRefusedBeforeDecoding() {
    var options = SceneOptions()
    options.maximumImagePixels = 200 * 200 + 12 * 60 + 100
    let json =
      #"{\#(canvas), "layers": [{"contents": "face.png"}, {"contents": "hour-hand.png"}, {"contents": "face.png"}, {"contents": "minute-hand.png"}]}"#
    #expect(
      errorText(json, file: clockScene, options: options)
        == "\(clockScene.path): layers[3].contents: image \"minute-hand.png\" would take the scene's decoded images over 40820 pixels (40720 used); not decoded"
    )
    options.maximumImagePixels = 200 * 200 + 12 * 60 + 8 * 86
    #expect(errorText(json, file: clockScene, options: options) == "ok", "the same file twice counts once")
  }

  @Test func imageFilesOverTheSizeLimitAreRefused() {
    var options = SceneOptions()
    options.maximumFileBytes = 1000
    let text = errorText(
      #"{\#(canvas), "layers": [{"contents": "face.png"}]}"#, file: clockScene, options: options)
    #expect(text.hasPrefix("\(clockScene.path): layers[0].contents: image \"face.png\" is "))
    #expect(text.hasSuffix(" bytes; the limit is 1000"))
  }

  @Test func longStringsAreRefusedWhereTheyStart() {
    var options = SceneOptions()
    options.maximumStringBytes = 8
    #expect(errorText(#"{\#(canvas), "layers": [{"name": "12345678"}]}"#, options: options) == "ok")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"name": "123456789"}]}"#, options: options)
        == "line 1, column 62: string longer than 8 bytes, the limit")
  }

  @Test func constraintsOverTheLimitAreRefused() {
    var options = SceneOptions()
    options.maximumConstraints = 2
    let two =
      #"[{"item": "a", "attribute": "width", "constant": 5}, {"item": "a", "attribute": "height", "constant": 5}]"#
    #expect(
      errorText(#"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": \#(two)}]}"#, options: options)
        == "ok")
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": \#(two)}, {"name": "b", "layoutConstraints": [{"visualFormat": "H:|[b]|"}]}]}"#,
        options: options)
        == "layers[1].layoutConstraints: more than 2 constraints in the scene; the limit is 2")
  }

  @Test func layoutOverItsWorkBudgetIsALocatedError() {
    var options = SceneOptions()
    options.maximumLayoutWork = 10
    var layers: [String] = []
    for i in 0..<30 {
      let to = i == 0 ? "canvas" : "l\(i - 1)"
      layers.append(
        #"{"name": "l\#(i)", "layoutConstraints": [{"item": "l\#(i)", "attribute": "left", "toItem": "\#(to)", "attribute": "left", "constant": 1}]}"#
          .replacingOccurrences(
            of: #""attribute": "left", "constant""#, with: #""toAttribute": "right", "constant""#))
    }
    let text = errorText(#"{\#(canvas), "layers": [\#(layers.joined(separator: ", "))]}"#, options: options)
    #expect(text.hasPrefix("layers: layout: solving "))
    #expect(
      text.contains(" constraints took more than 10 steps, the layout budget; stopped at <NSLayoutConstraint")
    )
  }
}
