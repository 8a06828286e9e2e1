import Foundation
import Lamina
import LaminaRender
import LaminaScene
import Testing

/// `animations` in scene files: every kind, values written as their properties are, located errors.
@Suite struct SceneAnimationTests {
  private func layer(_ json: String) throws -> CALayer {
    try #require(try scene(#"{\#(canvas), "layers": [\#(json)]}"#).root.sublayers?.first)
  }

  @Test func basicAndKeyframeAnimationsApplyAtTheirTimes() throws {
    let l = try layer(
      #"{"frame": [0, 0, 20, 20], "backgroundColor": "red", "animations": [{"keyPath": "position", "fromValue": [10, 10], "toValue": [50, 30], "duration": 2}, {"type": "keyframe", "keyPath": "backgroundColor", "values": ["red", "blue"], "duration": 1, "repeatCount": "infinity", "autoreverses": true}]}"#
    )
    #expect(l.animationKeys() == ["position", "backgroundColor"])
    let p = try #require(l.presentation(at: 1))
    #expect(p.position == CGPoint(x: 30, y: 20))
    #expect(p.backgroundColor?.rgba.blue == 1)
    #expect(try #require(l.presentation(at: 1.5)).backgroundColor?.rgba.red == 0.5)
  }

  @Test func springsGroupsAndTransformsLoad() throws {
    let l = try layer(
      #"{"frame": [0, 0, 20, 20], "animations": [{"type": "spring", "key": "drop", "keyPath": "position.y", "fromValue": 0, "damping": 15}, {"type": "group", "duration": 2, "animations": [{"keyPath": "transform", "toValue": {"scale": [2, 2]}, "duration": 2}, {"keyPath": "transform.rotation.z", "byValue": 1, "timingFunction": [0.3, 0, 0.7, 1]}]}]}"#
    )
    let spring = try #require(l.animation(forKey: "drop") as? CASpringAnimation)
    #expect(spring.duration == spring.settlingDuration)
    #expect(spring.damping == 15, "\(spring.damping) \(spring.mass) \(spring.stiffness)")
    let group = try #require(l.animation(forKey: l.animationKeys()![1]) as? CAAnimationGroup)
    #expect(group.animations?.count == 2)
    let t = try #require(l.presentation(at: 1)).transform
    #expect(abs(t.m11 - 1.5) < 1e-9 && abs(t.m22 - 1.5) < 1e-9)
  }

  @Test func layersCarryTheirOwnTime() throws {
    let l = try layer(
      #"{"frame": [0, 0, 20, 20], "speed": 0, "timeOffset": 0.5, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}]}"#
    )
    #expect(try #require(l.presentation(at: 40)).opacity == 0.5)
  }

  @Test func errorsSayWhereAndWhat() {
    func error(_ animation: String, layer: String = "") -> String {
      errorText(#"{\#(canvas), "layers": [{\#(layer)"animations": [\#(animation)]}]}"#)
    }
    #expect(
      error(#"{"keyPath": "wobble", "toValue": 1}"#)
        == #"layers[0].animations[0].keyPath: "wobble" is not a property Lamina can animate"#)
    #expect(
      error(#"{"keyPath": "strokeEnd", "toValue": 1}"#)
        == #"layers[0].animations[0].keyPath: a CALayer has no property "strokeEnd""#)
    #expect(
      error(#"{"keyPath": "position", "toValue": 3}"#)
        == "layers[0].animations[0].toValue: expected an array, got a number")
    #expect(
      error(#"{"keyPath": "opacity", "duration": -1}"#)
        == "layers[0].animations[0].duration: expected a non-negative duration, got -1")
    #expect(
      error(#"{"keyPath": "opacity", "repeatCount": "forever"}"#)
        == #"layers[0].animations[0].repeatCount: expected a non-negative number or "infinity", got "forever""#
    )
    #expect(
      error(#"{"keyPath": "opacity", "values": [0, 1]}"#)
        == #"layers[0].animations[0].values: "values" does not apply to a basic animation; expected one of: key, type, keyPath, duration, beginTime, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode, timingFunction, removedOnCompletion, additive, cumulative, valueFunction, $comment, fromValue, toValue, byValue"#
    )
    #expect(
      error(#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 0.5, 1]}"#)
        == "layers[0].animations[0]: keyTimes has 3 entries; linear mode with 2 values needs 2")
    #expect(
      error(#"{"type": "keyframe", "keyPath": "opacity", "path": "M0 0 L1 1"}"#)
        == #"layers[0].animations[0].path: a path animates points (position, anchorPoint); "opacity" is not one"#
    )
    #expect(
      error(#"{"keyPath": "opacity", "timingFunction": [2, 0, 1, 1]}"#)
        == "layers[0].animations[0].timingFunction[0]: expected an x from 0 to 1, got 2")
    #expect(error(#"{"type": "group"}"#) == #"layers[0].animations[0]: missing required key "animations""#)
    #expect(error(#"{"type": "tween", "keyPath": "opacity"}"#).hasPrefix("layers[0].animations[0].type: "))
  }

  @Test func renderingAtATimeShowsThePresentation() throws {
    let s = try scene(
      #"{"canvas": {"width": 40, "height": 10}, "layers": [{"frame": [0, 0, 10, 10], "backgroundColor": "black", "animations": [{"keyPath": "position.x", "fromValue": 5, "toValue": 35, "duration": 1}]}]}"#
    )
    let model = try s.render()
    let later = try s.render(time: 0.5)
    #expect(model.pixel(x: 2, y: 5) >> 24 == 255 && model.pixel(x: 22, y: 5) >> 24 == 0)
    #expect(later.pixel(x: 2, y: 5) >> 24 == 0 && later.pixel(x: 22, y: 5) >> 24 == 255)
  }
}
