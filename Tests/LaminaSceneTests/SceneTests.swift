import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaScene

/// Parses `json` as a scene and returns the error's text, or "ok".
func errorText(_ json: String, file: URL? = nil, options: SceneOptions = SceneOptions()) -> String {
  do {
    _ = try Scene.parse(Array(json.utf8), file: file, options: options)
    return "ok"
  } catch {
    // What an error says of the value; its line and column are tested in `ErrorPositionTests`.
    var e = error
    if !e.location.isEmpty { (e.line, e.column) = (nil, nil) }
    return e.description
  }
}

func scene(_ json: String) throws -> Scene { try Scene.parse(Array(json.utf8)) }

let canvas = #""canvas": {"width": 100, "height": 80}"#

@Suite struct SceneParsingTests {
  @Test func canvasAndLayersBuildATree() throws {
    let s = try scene(
      #"""
      {"canvas": {"width": 200, "height": 100, "scale": 2, "background": "#ff000080"},
       "layers": [{"name": "a", "frame": [10, 20, 30, 40], "sublayers": [{"name": "b", "bounds": [0, 0, 5, 5], "position": [1, 2]}]}]}
      """#)
    #expect(s.size == CGSize(width: 200, height: 100) && s.scale == 2)
    #expect(s.background == CGColor(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(
      s.root.bounds == CGRect(x: 0, y: 0, width: 200, height: 100)
        && s.root.position == CGPoint(x: 100, y: 50))
    let a = try #require(s.root.sublayers?.first)
    #expect(a.name == "a" && a.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    let b = try #require(a.sublayers?.first)
    #expect(
      b.name == "b" && b.position == CGPoint(x: 1, y: 2) && b.bounds.size == CGSize(width: 5, height: 5))
  }

  @Test func everyLayerPropertyIsRead() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"bounds": {"x": 1, "y": 2, "width": 30, "height": 40}, "position": {"x": 5, "y": 6},
        "zPosition": 3, "anchorPoint": [0, 1], "anchorPointZ": 4, "geometryFlipped": true, "hidden": true,
        "opacity": 0.5, "masksToBounds": true, "backgroundColor": "blue", "borderWidth": 2,
        "borderColor": {"red": 1, "green": 0.5, "blue": 0}, "cornerRadius": 7,
        "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"], "cornerCurve": "continuous",
        "contentsGravity": "topLeft",
        "contentsRect": [0, 0, 0.5, 0.5], "contentsCenter": [0.25, 0.25, 0.5, 0.5], "contentsScale": 2,
        "sublayerTransform": {"perspective": 500}}]}
      """#)
    let l = try #require(s.root.sublayers?.first)
    #expect(l.bounds == CGRect(x: 1, y: 2, width: 30, height: 40) && l.position == CGPoint(x: 5, y: 6))
    #expect(l.zPosition == 3 && l.anchorPoint == CGPoint(x: 0, y: 1) && l.anchorPointZ == 4)
    #expect(l.isGeometryFlipped && l.isHidden && l.opacity == 0.5 && l.masksToBounds)
    #expect(l.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(l.borderWidth == 2 && l.borderColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(l.cornerRadius == 7 && l.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
    #expect(l.cornerCurve == .continuous)
    #expect(l.contentsGravity == .topLeft && l.contentsRect == CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
    #expect(l.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) && l.contentsScale == 2)
    #expect(l.sublayerTransform.m34 == -1.0 / 500)
  }

  @Test func frameIsAppliedAfterAnchorAndTransform() throws {
    // E1.14 in scene form: keys in any order, frame solved under the transform.
    let s = try scene(
      #"{\#(canvas), "layers": [{"frame": [10, 20, 100, 50], "transform": {"scale": [2, 4]}}]}"#)
    let l = try #require(s.root.sublayers?.first)
    #expect(l.bounds == CGRect(x: 0, y: 0, width: 50, height: 12.5) && l.position == CGPoint(x: 60, y: 45))
  }

  @Test func transformOperationsApplyInTheOrderListed() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [
        {"transform": [{"translate": [10, 0]}, {"scale": 2}]},
        {"transform": [{"rotate": {"degrees": 60, "axis": [0, 1, 0]}}, {"perspective": 500}]},
        {"transform": {"rotate": {"radians": 1.5707963267948966}}},
        {"transform": {"matrix": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, 8, 9, 1]}},
        {"transform": {"affine": [2, 3, 4, 5, 6, 7]}}]}
      """#)
    let t = (s.root.sublayers ?? []).map(\.transform)
    #expect(
      t[0] == CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)))
    #expect(t[0].m41 == 20)
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    let expected = CATransform3DRotate(persp, .pi / 3, 0, 1, 0)
    #expect(zip(t[1].entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-12 })
    #expect(abs(t[2].m12 - 1) < 1e-12 && abs(t[2].m21 + 1) < 1e-12)
    #expect(t[3] == CATransform3DMakeTranslation(7, 8, 9))
    #expect(CATransform3DGetAffineTransform(t[4]) == CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
  }

  @Test(arguments: [
    ("#fff", CGColor(red: 1, green: 1, blue: 1, alpha: 1)),
    ("#0f08", CGColor(red: 0, green: 1, blue: 0, alpha: 136.0 / 255)),
    ("#336699", CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
    ("#FF80004C", CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 76.0 / 255)),
    ("clear", CGColor(red: 0, green: 0, blue: 0, alpha: 0)),
  ])
  func colourStrings(text: String, expected: CGColor) throws {
    let s = try scene(#"{"canvas": {"width": 1, "height": 1, "background": "\#(text)"}}"#)
    #expect(s.background == expected)
  }

  @Test func greyColourObjects() throws {
    let s = try scene(#"{"canvas": {"width": 1, "height": 1, "background": {"white": 0.25, "alpha": 0.5}}}"#)
    #expect(s.background == CGColor(gray: 0.25, alpha: 0.5))
  }
}

@Suite struct SceneErrorTests {
  @Test func syntaxErrorsGiveLineAndColumn() {
    #expect(
      errorText("{\n  \"canvas\": {\"width\": 1,}\n}") == "line 2, column 25: expected a key in double quotes"
    )
    #expect(errorText("{\"canvas\": tru}") == "line 1, column 12: invalid literal; expected true")
    #expect(errorText("") == "line 1, column 1: unexpected end of the file; expected a value")
    #expect(errorText("{} x") == "line 1, column 4: unexpected text after the document")
    #expect(errorText(#"{"canvas": 1, "canvas": 2}"#) == #"line 1, column 15: duplicate key "canvas""#)
    #expect(errorText(#"{"a": "\q"}"#) == #"line 1, column 10: invalid escape '\q'"#)
  }

  @Test func deepNestingIsRefusedWithoutRecursingForever() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(errorText(deep) == "line 1, column 513: nesting deeper than 512 levels")
  }

  /// A key near none of the ninety a layer takes is not followed by all ninety: the reference lists
  /// them (issue 33).
  @Test func unknownKeysNameThePathAndWhereTheKeysAreListed() {
    let text = errorText(#"{\#(canvas), "layers": [{}, {"sublayers": [{}, {}, {"bogus": 1}]}]}"#)
    #expect(
      text.hasPrefix(
        #"layers[1].sublayers[2].bogus: unknown key "bogus"; no known key is near it (there are "#)
        && text.hasSuffix(": Docs/scene-format.md lists them)"), "\(text)")
  }

  /// A near miss names the nearest keys instead of all ninety a layer takes (issue 33).
  @Test func mistypedNamesSuggestTheNearest() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"cornerRadious": 4}]}"#)
        == #"layers[0].cornerRadious: unknown key "cornerRadious"; did you mean "cornerRadius"?"#)
    #expect(
      errorText(##"{\##(canvas), "layers": [{"bakgroundColor": "#fff"}]}"##)
        == #"layers[0].bakgroundColor: unknown key "bakgroundColor"; did you mean "backgroundColor"?"#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"contentsGravity": "centre"}]}"#)
        == #"layers[0].contentsGravity: unknown gravity "centre"; did you mean "center"?"#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"type": "shpae"}]}"#)
        == #"layers[0].type: unknown layer type "shpae"; did you mean "shape"?"#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"maskedCorners": ["layerMinXMinYCornr"]}]}"#)
        == #"layers[0].maskedCorners[0]: unknown corner "layerMinXMinYCornr"; did you mean "layerMinXMinYCorner"?"#
    )
  }

  @Test func wrongTypesSayWhatWasExpected() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"opacity": "high"}]}"#)
        == "layers[0].opacity: expected a number from 0 to 1, got a string")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"opacity": 2}]}"#)
        == "layers[0].opacity: expected a number from 0 to 1, got 2")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"hidden": 1}]}"#)
        == "layers[0].hidden: expected true or false, got a number")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"position": [1]}]}"#)
        == "layers[0].position: expected a point [x, y] (an array of 2 numbers), got 1 item")
    #expect(errorText(#"{\#(canvas), "layers": {}}"#) == "layers: expected an array, got an object")
    #expect(errorText(#"{"layers": []}"#) == #"(top level): missing required key "canvas""#)
  }

  @Test func transformErrorsPointAtTheOperation() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"transform": [{"scale": 2}, {"rotate": {"turns": 1}}]}]}"#)
        == #"layers[0].transform[1].rotate.turns: unknown key "turns"; expected one of: degrees, radians, axis"#
    )
    #expect(
      errorText(#"{\#(canvas), "layers": [{"transform": {"rotate": {}}}]}"#)
        == #"layers[0].transform.rotate: expected exactly one of "degrees" or "radians""#)
    #expect(
      errorText(#"{\#(canvas), "layers": [{"transform": {"perspective": 0}}]}"#)
        == "layers[0].transform.perspective: expected a positive eye distance, got 0")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"transform": {"matrix": [1, 2]}}]}"#)
        == "layers[0].transform.matrix: expected 16 matrix entries m11 … m44, row by row (an array of 16 numbers), got 2 items"
    )
    #expect(
      errorText(#"{\#(canvas), "layers": [{"transform": {"scale": 2, "translate": [1, 1]}}]}"#).hasPrefix(
        "layers[0].transform: expected exactly one operation"))
  }

  @Test func nonFiniteAndNegativeValuesAreRefused() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"zPosition": 1e999}]}"#)
        == "layers[0].zPosition: expected a finite number, got inf")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"bounds": [0, 0, -10, 5]}]}"#)
        == "layers[0].bounds: expected a non-negative width and height, got -10×5")
    #expect(
      errorText(#"{"canvas": {"width": -1, "height": 5}}"#)
        == "canvas.width: expected a positive width, got -1")
    #expect(
      errorText(#"{\#(canvas), "layers": [{"cornerRadius": -1}]}"#)
        == "layers[0].cornerRadius: expected a non-negative radius, got -1")
  }

  @Test func coloursAreChecked() {
    #expect(
      errorText(##"{"canvas": {"width": 1, "height": 1, "background": "#12"}}"##)
        == ##"canvas.background: expected a colour as #rgb, #rgba, #rrggbb or #rrggbbaa, got "#12""##)
    for digits in ["#123456789", "#12345g", "#"] {
      #expect(
        errorText(##"{"canvas": {"width": 1, "height": 1, "background": "\##(digits)"}}"##)
          == ##"canvas.background: expected a colour as #rgb, #rgba, #rrggbb or #rrggbbaa, got "\##(digits)""##
      )
    }
    #expect(
      errorText(#"{"canvas": {"width": 1, "height": 1, "background": "teal"}}"#).hasPrefix(
        #"canvas.background: unknown colour name "teal""#))
    #expect(
      errorText(#"{"canvas": {"width": 1, "height": 1, "background": {"red": 2, "green": 0, "blue": 0}}}"#)
        == "canvas.background.red: expected a number from 0 to 1, got 2")
  }

  @Test func limitsAreEnforced() {
    #expect(
      errorText(#"{"canvas": {"width": 20000, "height": 10}}"#)
        == "canvas: canvas 20000×10 pixels exceeds the limit of 16384 pixels a side")
    #expect(
      errorText(#"{"canvas": {"width": 10000, "height": 10000, "scale": 2}}"#)
        == "canvas: canvas 20000×20000 pixels exceeds the limit of 16384 pixels a side")
    #expect(
      errorText(#"{"canvas": {"width": 16384, "height": 16384, "scale": 1.001}}"#).hasPrefix(
        "canvas: canvas 16401×16401 pixels"))
    var options = SceneOptions()
    options.maximumLayers = 2
    #expect(
      errorText(#"{\#(canvas), "layers": [{}, {}, {}]}"#, options: options)
        == "layers[2]: more than 2 layers; the limit is 2")
    options = SceneOptions()
    options.maximumDepth = 2
    #expect(
      errorText(#"{\#(canvas), "layers": [{"sublayers": [{"sublayers": [{}]}]}]}"#, options: options)
        == "layers[0].sublayers[0].sublayers[0]: sublayers nested deeper than 2 levels")
    var giant = SceneOptions()
    giant.renderLimits.canvasPixels = 100
    #expect(
      errorText(#"{"canvas": {"width": 11, "height": 10}}"#, options: giant)
        == "canvas: canvas 11×10 pixels exceeds the limit of 100 pixels")
  }

  @Test func frameAndPositionTogetherAreAmbiguous() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"frame": [0, 0, 1, 1], "position": [0, 0]}]}"#)
        == #"layers[0].position: give either "frame" or "position", not both (frame sets the position)"#)
  }

  @Test func unknownGravityAndCornerNames() {
    #expect(
      errorText(#"{\#(canvas), "layers": [{"contentsGravity": "middle"}]}"#).hasPrefix(
        #"layers[0].contentsGravity: unknown gravity "middle"; expected one of: center, top"#))
    #expect(
      errorText(#"{\#(canvas), "layers": [{"maskedCorners": ["topLeft"]}]}"#).hasPrefix(
        #"layers[0].maskedCorners[0]: unknown corner "topLeft""#))
    #expect(
      errorText(#"{\#(canvas), "layers": [{"cornerCurve": "squircle"}]}"#)
        == #"layers[0].cornerCurve: unknown value "squircle"; expected one of: circular, continuous"#)
  }
}

@Suite struct SceneSchemaTests {
  static let schemaURL = packageRoot.appendingPathComponent("Docs/scene.schema.json")

  @Test func schemaListsExactlyTheKeysTheLoaderAccepts() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    let defs = try #require(schema["$defs"] as? [String: Any])
    let layer = try #require(defs["layer"] as? [String: Any])
    let keys = try #require(layer["properties"] as? [String: Any]).keys.sorted()
    #expect(keys == SceneBuilder.layerKeys.map(\.rawValue).sorted())
    let operations = try #require(defs["operation"] as? [String: Any])["oneOf"] as? [[String: Any]]
    let names = (operations ?? []).compactMap { ($0["required"] as? [String])?.first }.sorted()
    #expect(names == SceneNode.transformOperations.list.map(\.rawValue).sorted())
  }
}

@Suite struct SceneLayoutTests {
  @Test func layoutPropertiesAreRead() throws {
    let s = try scene(
      #"""
      {\#(canvas), "layers": [{"name": "a", "alignmentRectInsets": {"top": 1, "right": 4}, "intrinsicContentSize": [null, 30],
        "contentHuggingPriority": [251, 252], "contentCompressionResistancePriority": 999,
        "firstBaselineOffsetFromTop": 3, "lastBaselineOffsetFromBottom": 5,
        "autoresizingMask": ["layerWidthSizable", "layerMaxYMargin"], "translatesAutoresizingMaskIntoConstraints": false}]}
      """#)
    let a = try #require(s.root.sublayers?.first)
    #expect(a.alignmentRectInsets == UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 4))
    #expect(a.intrinsicContentSize == CGSize(width: -1, height: 30))
    #expect(
      a.contentHuggingPriority(for: .horizontal).rawValue == 251
        && a.contentHuggingPriority(for: .vertical).rawValue == 252)
    #expect(a.contentCompressionResistancePriority(for: .vertical).rawValue == 999)
    #expect(a.firstBaselineOffsetFromTop == 3 && a.lastBaselineOffsetFromBottom == 5)
    #expect(a.autoresizingMask == [.layerWidthSizable, .layerMaxYMargin])
  }

  @Test func constraintsInBothFormsAreSolvedOnLoad() throws {
    let s = try scene(
      #"""
      {"canvas": {"width": 320, "height": 200}, "layers": [
        {"name": "a", "intrinsicContentSize": [50, 20]},
        {"name": "b", "intrinsicContentSize": [60, 20], "layoutConstraints": [
          {"visualFormat": "H:|-[a]-gap-[b]", "metrics": {"gap": 12},
           "options": ["alignAllCenterY", "directionLeadingToTrailing"]},
          {"item": "a", "attribute": "top", "toItem": "canvas", "constant": 30}]}]}
      """#)
    let layers = s.root.sublayers ?? []
    #expect(layers[0].frame == CGRect(x: 20, y: 30, width: 50, height: 20))
    #expect(layers[1].frame == CGRect(x: 82, y: 30, width: 60, height: 20))
  }

  @Test func constraintErrorsPointAtTheConstraint() {
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": [{"item": "zz", "attribute": "top"}]}]}"#
      )
        == #"layers[0].layoutConstraints[0].item: no layer named "zz""#)
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": [{"item": "a", "attribute": "centerX", "toItem": "canvas", "toAttribute": "top"}]}]}"#
      )
        == "layers[0].layoutConstraints[0]: invalid constraint <NSLayoutConstraint a.centerX == canvas.top>: centerX cannot be related to top"
    )
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": [{"item": "a", "attribute": "width", "constant": 5, "priority": 1001}]}]}"#
      )
        == "layers[0].layoutConstraints[0].priority: expected a priority from 1 to 1000, got 1001")
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a"}, {"name": "a", "layoutConstraints": [{"item": "a", "attribute": "width", "constant": 5}]}]}"#
      )
        == #"layers[1].layoutConstraints[0].item: layer name "a" is used by more than one layer"#)
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": [{"item": "a", "attribute": "middle"}]}]}"#
      ).hasPrefix(
        #"layers[0].layoutConstraints[0].attribute: unknown attribute "middle""#))
    #expect(
      errorText(
        #"{\#(canvas), "layers": [{"name": "a", "layoutConstraints": [{"visualFormat": "H:|[nobody]"}]}]}"#)
        == #"layers[0].layoutConstraints[0].visualFormat: invalid visual format: Unable to find view with name nobody at character 5 of "H:|[nobody]""#
    )
  }

  @Test func caConstraintsAreRead() throws {
    let s = try scene(
      #"""
      {"canvas": {"width": 400, "height": 300}, "layers": [{"name": "c", "frame": [0, 0, 400, 300], "layoutManager": "constraints",
        "sublayers": [{"name": "l", "frame": [0, 0, 10, 50], "constraints": [
          {"attribute": "midX", "relativeTo": "superlayer"}, {"attribute": "width", "relativeTo": "superlayer", "scale": 0.5}]}]}]}
      """#)
    #expect(s.root.sublayers?.first?.sublayers?.first?.frame == CGRect(x: 100, y: 0, width: 200, height: 50))
  }
}

@Suite struct SceneRobustnessTests {
  /// A deterministic generator, so a failure can be replayed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test func mutatedScenesNeverCrash() throws {
    let url = packageRoot.appendingPathComponent("Samples/layout-register-form/scene.json")
    let original = [UInt8](try Data(contentsOf: url))
    let alphabet = Array(#"{}[],:"-0123456789.eE truefalsnul#|()@<=>HV"#.utf8)
    var g = Generator(state: 42)
    var parsed = 0
    for _ in 0..<1500 {
      var bytes = original
      for _ in 0..<(1 + g.next(4)) {
        let i = g.next(bytes.count)
        switch g.next(3) {
        case 0: bytes[i] = alphabet[g.next(alphabet.count)]
        case 1: bytes.remove(at: i)
        default: bytes.insert(alphabet[g.next(alphabet.count)], at: i)
        }
      }
      if (try? Scene.parse(bytes, file: url)) != nil { parsed += 1 }
    }
    #expect(parsed > 0 && parsed < 1500)  // some mutations stay valid, most are refused; none crash
  }
}
