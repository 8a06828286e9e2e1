import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CGAffineTransformTests {
  @Test func rotationOf30DegreesMatchesSpecExample() {
    // E4.2: (1, 0) rotated by 30° → (0.8660, 0.5); entries (a, b, c, d) = (0.8660, 0.5, −0.5, 0.8660).
    let t = CGAffineTransform(rotationAngle: degrees(30))
    #expect(
      t.a.isApproximatelyEqual(to: 0.866025, tolerance: 1e-4)
        && t.b.isApproximatelyEqual(to: 0.5, tolerance: 1e-4)
        && t.c.isApproximatelyEqual(to: -0.5, tolerance: 1e-4)
        && t.d.isApproximatelyEqual(to: 0.866025, tolerance: 1e-4))
    #expect(pt(1, 0).applying(t).isApproximatelyEqual(to: pt(0.866025, 0.5), tolerance: 1e-4))
  }

  @Test func positiveRotationIsClockwiseInYDownCoordinates() {
    #expect(
      pt(1, 0).applying(CGAffineTransform(rotationAngle: .pi / 2)).isApproximatelyEqual(
        to: pt(0, 1), tolerance: 1e-4))
  }

  @Test func pointApplyingUsesRowVectorLayout() {
    // E4.8: (2, 3, 4, 5, 6, 7) applied to (1, 1) = (2 + 4 + 6, 3 + 5 + 7).
    let t = CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7)
    #expect(pt(1, 1).applying(t) == pt(12, 15))
    #expect(CGAffineTransform(2, 3, 4, 5, 6, 7) == t)
  }

  @Test func concatenatingAppliesReceiverFirst() {
    let translate = CGAffineTransform(translationX: 10, y: 0)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    #expect(pt(1, 1).applying(translate.concatenating(scale)) == pt(22, 3))
    #expect(pt(1, 1).applying(scale.concatenating(translate)) == pt(12, 3))
  }

  @Test func translatedScaledRotatedPrependTheNewOperation() {
    let base = CGAffineTransform(scaleX: 2, y: 2)
    #expect(pt(1, 1).applying(base.translatedBy(x: 10, y: 20)) == pt(22, 42))
    #expect(pt(1, 1).applying(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)) == pt(12, 23))
    let r = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
    #expect(pt(1, 0).applying(r).isApproximatelyEqual(to: pt(100, 1), tolerance: 1e-4))
  }

  @Test func invertedUndoesTheTransformAndKeepsSingularOnes() {
    let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    let p = pt(3.5, -2.25)
    #expect(p.applying(t).applying(t.inverted()).isApproximatelyEqual(to: p, tolerance: 1e-4))
    #expect(t.concatenating(t.inverted()).a.isApproximatelyEqual(to: 1, tolerance: 1e-4))
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
    #expect(singular.inverted() == singular)
    #expect(singular.invertedIfPossible() == nil)
    #expect(CGAffineTransform(scaleX: .nan, y: 1).invertedIfPossible() == nil)
  }

  @Test func identityIsIdentityAndOthersAreNot() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 0.001, y: 0).isIdentity)
  }

  @Test func sizeApplyingIgnoresTranslationAndKeepsSign() {
    let t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 50)
    #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: -20, height: 10))
  }

  @Test func rectApplyingIsTheBoundingBoxOfTheCorners() {
    // E5.3's numbers: a 100×100 square rotated 45° about its centre spans 100√2.
    let t = CGAffineTransform(translationX: -50, y: -50).concatenating(
      CGAffineTransform(rotationAngle: .pi / 4))
    let r = rect(0, 0, 100, 100).applying(t)
    #expect(r.isApproximatelyEqual(to: rect(-70.710678, -70.710678, 141.421356, 141.421356), tolerance: 1e-4))
    #expect(CGRect.null.applying(t).isNull)
    #expect(rect(0, 0, -10, -10).applying(.identity) == rect(-10, -10, 10, 10))
  }
}
