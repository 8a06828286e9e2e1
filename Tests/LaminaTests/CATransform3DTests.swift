import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CATransform3DTests {
  func project(_ p: (CGFloat, CGFloat, CGFloat), _ t: CATransform3D) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    let r = t.apply(x: p.0, y: p.1, z: p.2)
    return (r.x, r.y, r.z, r.w)
  }

  @Test func identityAndTranslationLayout() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    let t = CATransform3DMakeTranslation(1, 2, 3)
    #expect((t.m41, t.m42, t.m43) == (1, 2, 3))
    #expect(!CATransform3DIsIdentity(t))
    let s = CATransform3DMakeScale(2, 3, 4)
    #expect((s.m11, s.m22, s.m33, s.m44) == (2, 3, 4, 1))
  }

  @Test func rotationsMatchMeasuredMatrices() {
    // Spec §4.2, measured: Rot(90°; 0,0,1) and Rot(90°; 1,0,0).
    let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(
      z.isApproximatelyEqual(
        to: CATransform3D(entries: [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]), tolerance: 1e-4))
    let x = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    #expect(
      x.isApproximatelyEqual(
        to: CATransform3D(entries: [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1]), tolerance: 1e-4))
  }

  @Test func rotationDirectionsPerAxis() {
    // E4.1, E4.3.
    let a = project((1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
    #expect(
      a.0.isApproximatelyEqual(to: 0, tolerance: 1e-4) && a.1.isApproximatelyEqual(to: 1, tolerance: 1e-4)
        && a.2.isApproximatelyEqual(to: 0, tolerance: 1e-4))
    let b = project((1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
    #expect(
      b.0.isApproximatelyEqual(to: 0, tolerance: 1e-4) && b.1.isApproximatelyEqual(to: 0, tolerance: 1e-4)
        && b.2.isApproximatelyEqual(to: -1, tolerance: 1e-4))
    let c = project((0, 1, 0), CATransform3DMakeRotation(.pi / 2, 1, 0, 0))
    #expect(
      c.0.isApproximatelyEqual(to: 0, tolerance: 1e-4) && c.1.isApproximatelyEqual(to: 0, tolerance: 1e-4)
        && c.2.isApproximatelyEqual(to: 1, tolerance: 1e-4))
  }

  @Test func rotationNormalizesTheAxisAndZeroAxisIsIdentity() {
    #expect(
      CATransform3DMakeRotation(0.3, 0, 0, 5).isApproximatelyEqual(
        to: CATransform3DMakeRotation(0.3, 0, 0, 1), tolerance: 1e-4))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .nan, 0, 0)))
  }

  @Test func concatAppliesFirstArgumentFirst() {
    // E4.4.
    let ts = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
    let st = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0))
    #expect(ts.m41 == 20 && st.m41 == 10)
    #expect(project((1, 0, 0), ts).0 == 22 && project((1, 0, 0), st).0 == 12)
  }

  @Test func translateScaleRotatePrependTheOperation() {
    // E4.5: Translate(S(2,2,2), 10, 0, 0) = T(10,0,0)·S(2,2,2).
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0)
    #expect(t.m41 == 20)
    let s = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 3, 3, 3)
    #expect(s.m41 == 10 && s.m11 == 3)
    let r = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
    let p = project((1, 0, 0), r)
    #expect(
      p.0.isApproximatelyEqual(to: 5, tolerance: 1e-4) && p.1.isApproximatelyEqual(to: 1, tolerance: 1e-4))
  }

  @Test func perspectiveMagnifiesPointsTowardTheViewer() {
    // E4.6: (100, 0, 100) · Persp(500) → w = 0.8 → (125, 0).
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    let p = project((100, 0, 100), persp)
    #expect(
      p.3.isApproximatelyEqual(to: 0.8, tolerance: 1e-4)
        && (p.0 / p.3).isApproximatelyEqual(to: 125, tolerance: 1e-4)
        && (p.1 / p.3).isApproximatelyEqual(to: 0, tolerance: 1e-4))
  }

  @Test func rotatedPerspectiveMatchesWorkedExample() {
    // E4.7.
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    let m = CATransform3DRotate(persp, degrees(60), 0, 1, 0)
    let expected = CATransform3D(entries: [
      0.5, 0, -0.866025, 0.0017321, 0, 1, 0, 0, 0.866025, 0, 0.5, -0.001, 0, 0, 0, 1,
    ])
    #expect(m.isApproximatelyEqual(to: expected, tolerance: 1e-6))
    let cases: [((CGFloat, CGFloat), (CGFloat, CGFloat), CGFloat)] = [
      ((100, 0), (42.6183, 0), 1.173205), ((-100, 0), (-60.4745, 0), 0.826795),
      ((100, 50), (42.6183, 42.6183), 1.173205), ((-100, 50), (-60.4745, 60.4745), 0.826795),
    ]
    for (input, output, w) in cases {
      let p = project((input.0, input.1, 0), m)
      #expect(
        p.3.isApproximatelyEqual(to: w, tolerance: 1e-4)
          && (p.0 / p.3).isApproximatelyEqual(to: output.0, tolerance: 1e-4)
          && (p.1 / p.3).isApproximatelyEqual(to: output.1, tolerance: 1e-4))
    }
  }

  @Test func invertRoundTripsAndReturnsSingularInputUnchanged() {
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    let m = CATransform3DTranslate(CATransform3DRotate(persp, 0.7, 1, 2, 3), 4, -5, 6)
    #expect(
      CATransform3DConcat(m, CATransform3DInvert(m)).isApproximatelyEqual(
        to: CATransform3DIdentity, tolerance: 1e-9))
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
    #expect(singular.invertedIfPossible() == nil)
  }

  @Test func affineBridgeUsesTheSixAffineEntries() {
    // E4.8.
    let t = CATransform3DMakeAffineTransform(CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
    #expect((t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) == (2, 3, 4, 5, 6, 7))
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
  }

  @Test func affinenessFollowsMeasuredCases() {
    #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    var persp = CATransform3DIdentity
    persp.m34 = -0.002
    #expect(!CATransform3DIsAffine(persp))
  }

  @Test func equalityIsEntryByEntry() {
    #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeScale(2, 2, 1)))
    #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeScale(2, 2, 2)))
  }
}
