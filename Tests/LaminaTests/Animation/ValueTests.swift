import Foundation
import TestSupport
import Testing

@testable import Lamina

/// What animations produce: from/to/by, additive and cumulative values, key paths with fields,
/// transforms interpolated decomposed, colours, paths.
@Suite struct ValueTests {
  /// The presentation of `layer` half-way through a 1 s animation `a` that begins at 0.
  private func halfway<L: CALayer>(_ layer: L, _ a: CAPropertyAnimation, at t: Double = 0.5) -> L {
    a.duration = 1
    MediaClock.withTime(0) { layer.add(a, forKey: "a") }  // begins at 0
    return layer.presentation(at: t)!
  }

  private func basic(_ key: String, from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: key)
    a.fromValue = from
    a.toValue = to
    a.byValue = by
    return a
  }

  /// Apple's table of fromValue/toValue/byValue, on position.x with the model at 10.
  @Test func fromToByCombinations() {
    func x(_ a: CABasicAnimation) -> CGFloat {
      let l = CALayer()
      l.position = CGPoint(x: 10, y: 0)
      return halfway(l, a).position.x
    }
    #expect(x(basic("position.x", from: 20, to: 40)).isApproximatelyEqual(to: 30, tolerance: 1e-4))
    #expect(x(basic("position.x", from: 20, by: 40)).isApproximatelyEqual(to: 40, tolerance: 1e-4))
    #expect(x(basic("position.x", to: 40, by: 10)).isApproximatelyEqual(to: 35, tolerance: 1e-4))
    // to the current value 10
    #expect(x(basic("position.x", from: 30)).isApproximatelyEqual(to: 20, tolerance: 1e-4))
    // from the current value
    #expect(x(basic("position.x", to: 30)).isApproximatelyEqual(to: 20, tolerance: 1e-4))
    #expect(x(basic("position.x", by: 30)).isApproximatelyEqual(to: 25, tolerance: 1e-4))
    #expect(x(basic("position.x")).isApproximatelyEqual(to: 10, tolerance: 1e-4))
    // NSNumber, Int, Float and CGFloat values all read as numbers.
    #expect(
      x(basic("position.x", from: NSNumber(value: 20), to: Float(40))).isApproximatelyEqual(
        to: 30, tolerance: 1e-4))
  }

  @Test func additiveAndCumulative() {
    let l = CALayer()
    l.position = CGPoint(x: 100, y: 50)
    let shake = basic("position", from: CGPoint(x: -10, y: 0), to: CGPoint(x: 10, y: 20))
    shake.isAdditive = true
    #expect(halfway(l, shake).position.isApproximatelyEqual(to: CGPoint(x: 100, y: 60), tolerance: 1e-4))
    // Cumulative: each repeat adds the end value (SMIL's accumulate="sum", which CA follows).
    let spin = basic("transform.rotation.z", from: 0, to: Double.pi / 2)
    spin.isCumulative = true
    spin.repeatCount = 3
    let r = halfway(CALayer(), spin, at: 2.5).transform
    #expect(r.isApproximatelyEqual(to: CATransform3DMakeRotation(5 * .pi / 4, 0, 0, 1), tolerance: 1e-4))
  }

  @Test func keyPathFields() {
    let l = CALayer()
    l.bounds = rect(0, 0, 100, 40)
    l.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(
      halfway(l, basic("bounds.size.width", from: 0, to: 50)).bounds.isApproximatelyEqual(
        to: rect(0, 0, 25, 40), tolerance: 1e-4))
    #expect(
      halfway(l, basic("bounds.origin.y", to: 20)).bounds.isApproximatelyEqual(
        to: rect(0, 10, 100, 40), tolerance: 1e-4))
    // transform.rotation.z keeps the model's scale.
    let p = halfway(l, basic("transform.rotation.z", from: 0, to: Double.pi))
    #expect(
      p.transform.isApproximatelyEqual(
        to: CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 2, 0, 0, 1), tolerance: 1e-4))
    // transform.scale sets all three factors; transform.translation.x moves along x.
    let s = halfway(CALayer(), basic("transform.scale", from: 1, to: 3)).transform
    #expect(s.isApproximatelyEqual(to: CATransform3DMakeScale(2, 2, 2), tolerance: 1e-4))
    let t = halfway(CALayer(), basic("transform.translation", to: CGSize(width: 40, height: -20))).transform
    #expect(t.isApproximatelyEqual(to: CATransform3DMakeTranslation(20, -10, 0), tolerance: 1e-4))
  }

  /// Transforms are interpolated decomposed: half of a quarter turn is an eighth turn at full size
  /// (entry by entry it would shrink to 0.71).
  @Test func transformsInterpolateDecomposed() {
    let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let t = halfway(CALayer(), basic("transform", from: CATransform3DIdentity, to: quarter)).transform
    #expect(t.isApproximatelyEqual(to: CATransform3DMakeRotation(.pi / 4, 0, 0, 1), tolerance: 1e-4))
    let a = CATransform3DTranslate(CATransform3DMakeScale(1, 1, 1), 0, 0, 0)
    let b = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeTranslation(100, 0, 0))
    let m = halfway(CALayer(), basic("transform", from: a, to: b)).transform
    #expect(
      m.isApproximatelyEqual(
        to: CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(50, 0, 0)),
        tolerance: 1e-4))
  }

  @Test func decompositionRoundTrips() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let cases: [CATransform3D] = [
      CATransform3DMakeRotation(0.3, 0, 0, 1), CATransform3DMakeRotation(1.1, 1, 0, 0),
      CATransform3DMakeRotation(-2.5, 0, 1, 0), CATransform3DMakeRotation(0.7, 1, 2, 3),
      CATransform3DScale(CATransform3DMakeTranslation(5, -7, 9), -2, 3, 0.5),
      CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: -0.4, d: 2, tx: 8, ty: 9)),
      CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), perspective),
    ]
    for m in cases {
      let d = DecomposedTransform(m)
      #expect(d != nil)
      if let d { #expect(d.transform.isApproximatelyEqual(to: m, tolerance: 1e-9), "\(m)") }
    }
    #expect(DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
    // Reading fields: the angle of a pure z rotation, the mean scale.
    let r = AnimationValue.transform(CATransform3DMakeRotation(0.6, 0, 0, 1))
    #expect(abs((r.field(["rotation", "z"])?.number ?? 0) - 0.6) < 1e-12)
    let s = AnimationValue.transform(CATransform3DMakeScale(1, 2, 3))
    #expect(abs((s.field(["scale"])?.number ?? 0) - 2) < 1e-12)
  }

  @Test func coloursPathsAndArrays() {
    let l = CALayer()
    let c = halfway(
      l,
      basic(
        "backgroundColor", from: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
        to: CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0)))
    let v = c.backgroundColor!.rgba
    #expect(
      v.red.isApproximatelyEqual(to: 0.5, tolerance: 1e-4)
        && v.green.isApproximatelyEqual(to: 0, tolerance: 1e-4)
        && v.blue.isApproximatelyEqual(to: 0.5, tolerance: 1e-4)
        && v.alpha.isApproximatelyEqual(to: 0.5, tolerance: 1e-4))
    let shape = CAShapeLayer()
    let from = CGPath(rect: rect(0, 0, 10, 10), transform: nil)
    let to = CGPath(rect: rect(10, 20, 30, 50), transform: nil)
    let p = halfway(shape, basic("path", from: from, to: to)).path!
    #expect(p == CGPath(rect: rect(5, 10, 20, 30), transform: nil))
    // Paths with different elements switch half-way (Apple leaves the result undefined).
    let circle = CGPath(ellipseIn: rect(0, 0, 10, 10), transform: nil)
    #expect(halfway(CAShapeLayer(), basic("path", from: from, to: circle), at: 0.4).path == from)
    let g = CAGradientLayer()
    let colors = halfway(g, basic("locations", from: [0, 0.2], to: [0.5, 1])).locations!.map(\.doubleValue)
    #expect(abs(colors[0] - 0.25) < 1e-9 && abs(colors[1] - 0.6) < 1e-9)
    #expect(
      halfway(CAShapeLayer(), basic("strokeEnd", from: 0, to: 1)).strokeEnd.isApproximatelyEqual(
        to: 0.5, tolerance: 1e-4))
  }

  @Test func valueFunctions() {
    let a = basic("transform", from: 0, to: Double.pi)
    a.valueFunction = CAValueFunction(name: .rotateZ)
    #expect(
      halfway(CALayer(), a).transform.isApproximatelyEqual(
        to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), tolerance: 1e-4))
    let s = basic("transform", from: [1, 1, 1], to: [3, 5, 1])
    s.valueFunction = CAValueFunction(name: .scale)
    #expect(
      halfway(CALayer(), s).transform.isApproximatelyEqual(
        to: CATransform3DMakeScale(2, 3, 1), tolerance: 1e-4))
    #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "wobble")) == nil)
  }

  @Test func problemsNameTheKeyAndTheValue() {
    let layer = CALayer()
    #expect(basic("wobble", to: 1).problem(on: layer) == "\"wobble\" is not a property Lamina can animate")
    #expect(basic("path", to: 1).problem(on: layer) == "a CALayer has no property \"path\"")
    #expect(basic("position.z", to: 1).problem(on: layer) == "\"position.z\" names no field of position")
    #expect(
      basic("opacity", to: "red").problem(on: layer) == "toValue is a String, which \"opacity\" does not take"
    )
    #expect(
      basic("position", from: 3).problem(on: layer)
        == "fromValue is a number, which \"position\" does not take")
    #expect(basic("opacity", to: 1).problem(on: layer) == nil)
    // Such animations have no effect, as on Apple platforms.
    let l = CALayer()
    l.opacity = 0.4
    #expect(halfway(l, basic("opacity", to: "red")).opacity == 0.4)
  }
}
