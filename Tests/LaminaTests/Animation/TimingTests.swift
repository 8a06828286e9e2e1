import Foundation
import TestSupport
import Testing

@testable import Lamina

/// The timing model: timing functions, cycles, repeats, reversal, fill, offsets, layer time.
@Suite struct TimingTests {
  /// Progress of Apple's named curves at 25 %, 50 % and 75 %, solved independently (200 bisection
  /// steps on the curve's x, in Python) from the control points Apple documents.
  @Test func namedCurvesMatchTheirControlPoints() {
    let expected: [(CAMediaTimingFunctionName, [Double])] = [
      (.easeIn, [0.093464651, 0.315356813, 0.621861869]),
      (.easeOut, [0.378138131, 0.684643187, 0.906535349]),
      (.easeInEaseOut, [0.129161931, 0.5, 0.870838069]),
      (.default, [0.408510591, 0.802403388, 0.960458978]),
      (.linear, [0.25, 0.5, 0.75]),
    ]
    for (name, values) in expected {
      let f = CAMediaTimingFunction(name: name)
      for (x, y) in zip([0.25, 0.5, 0.75], values) {
        #expect(abs(f.progress(at: x) - y) < 1e-6, "\(name.rawValue) \(x)")
      }
    }
    var p: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &p)
    #expect(p == [0.58, 1])
  }

  @Test func customCurvesOvershootAndClampTime() {
    let back = CAMediaTimingFunction(controlPoints: 0.5, -0.5, 0.5, 1.5)
    #expect(back.progress(at: 0.1) < 0)
    #expect(back.progress(at: 0) == 0 && back.progress(at: 1) == 1 && back.progress(at: 2) == 1)
    #expect(back.progress(at: -1) == 0)
  }

  private func opacity(_ configure: (CABasicAnimation) -> Void, at t: Double, model: Float = 1) -> Float {
    let layer = CALayer()
    layer.opacity = model
    let a = CABasicAnimation(keyPath: "opacity")
    a.fromValue = 0
    a.toValue = 1
    a.duration = 2
    a.beginTime = 10
    configure(a)
    layer.add(a, forKey: "fade")
    return layer.presentation(at: t)!.opacity
  }

  @Test func activeSpanAndFill() {
    #expect(opacity({ _ in }, at: 11) == 0.5)
    #expect(opacity({ _ in }, at: 9, model: 0.3) == 0.3)  // before: removed fill shows the model
    #expect(opacity({ $0.fillMode = .backwards }, at: 9) == 0)
    #expect(opacity({ _ in }, at: 12.5, model: 0.3) == 0.3)  // after: removed
    // A forward fill alone is not enough: the animation is removed on completion (Apple's classic).
    #expect(opacity({ $0.fillMode = .forwards }, at: 12.5, model: 0.3) == 0.3)
    #expect(
      opacity(
        {
          $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
        }, at: 12.5, model: 0.3) == 1)
  }

  @Test func repeatsReversalAndOffsets() {
    // Autoreversing: 2 s forward then 2 s back; at 3 s into the cycle it is half-way back.
    #expect(
      opacity(
        {
          $0.autoreverses = true; $0.repeatCount = 2
        }, at: 13) == 0.5)
    #expect(
      opacity(
        {
          $0.autoreverses = true; $0.repeatCount = 2
        }, at: 15.5) == 0.75)
    // 2.5 repeats end half-way through the third cycle (held there by the fill).
    let held: (CABasicAnimation) -> Void = {
      $0.repeatCount = 2.5
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
    }
    #expect(opacity(held, at: 100) == 0.5)
    #expect(opacity({ $0.repeatDuration = 3 }, at: 12.5) == 0.25)
    #expect(opacity({ $0.repeatDuration = 3 }, at: 13.5, model: 0.7) == 0.7)
    // timeOffset starts the cycle part-way through and wraps (the span stays one cycle).
    #expect(opacity({ $0.timeOffset = 1 }, at: 10.5) == 0.75)
    #expect(opacity({ $0.timeOffset = 1 }, at: 11.5) == 0.25)
    // Speed 2 plays the 2 s cycle in 1 s.
    #expect(opacity({ $0.speed = 2 }, at: 10.5) == 0.5)
    // An infinite repeat count is evaluated in constant time at any moment.
    #expect(opacity({ $0.repeatCount = .infinity }, at: 1e12 + 10.5) == 0.25)
  }

  @Test func badTimesHaveNoEffectAndZeroDurationsLastAQuarterSecond() {
    #expect(opacity({ _ in }, at: .nan, model: 0.3) == 0.3)
    #expect(opacity({ $0.duration = 0 }, at: 10.125) == 0.5)
    #expect(opacity({ $0.duration = -4 }, at: 10.125) == 0.5)
    #expect(opacity({ $0.duration = .nan }, at: 10.125) == 0.5)
    #expect(opacity({ $0.speed = 0 }, at: 11) == 0)  // frozen at its start
    #expect(
      opacity(
        {
          $0.speed = 0; $0.timeOffset = 1
        }, at: 50) == 0.5)
    #expect(opacity({ $0.speed = .nan }, at: 11) == 0.5)
  }

  /// Pausing and resuming a layer the way Apple's Technical Q&A QA1673 shows.
  @Test func layerTimePausesAndResumesItsSubtree() {
    let root = CALayer()
    let child = CALayer()
    root.addSublayer(child)
    let a = CABasicAnimation(keyPath: "position.x")
    a.fromValue = 0
    a.toValue = 100
    a.duration = 10
    a.beginTime = 0.0001  // non-zero: an absolute begin time in the layer's time
    child.add(a, forKey: "move")
    // Pause at media time 4.
    let paused = root.convertTime(4, from: nil)
    root.speed = 0
    root.timeOffset = paused
    #expect(
      root.presentation(at: 9)!.sublayers![0].position.x.isApproximatelyEqual(
        to: 100 * (4 - 0.0001) / 10, tolerance: 1e-4))
    // Resume at media time 9: the animation continues from where it stopped.
    root.speed = 1
    root.timeOffset = 0
    root.beginTime = 0
    root.beginTime = root.convertTime(9, from: nil) - paused
    #expect(
      root.presentation(at: 11)!.sublayers![0].position.x.isApproximatelyEqual(
        to: 100 * (6 - 0.0001) / 10, tolerance: 1e-4))
    #expect(child.convertTime(11, from: nil).isApproximatelyEqual(to: 6, tolerance: 1e-4))
    #expect(child.convertTime(6, to: nil).isApproximatelyEqual(to: 11, tolerance: 1e-4))
  }
}
