import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore and CoreGraphics by the gnustep QuartzCore and Opal suites.
@Suite struct TransformTests {
  /// Whether `t` is `(a, b, c, d, tx, ty)` within 1e-4, the sources' tolerance.
  private func affine(
    _ t: CGAffineTransform, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat,
    _ ty: CGFloat
  ) -> Bool {
    zip([t.a, t.b, t.c, t.d, t.tx, t.ty], [a, b, c, d, tx, ty]).allSatisfy {
      $0.isApproximatelyEqual(to: $1, tolerance: 1e-4)
    }
  }

  /// E248 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L233-247, run against
  /// Apple QuartzCore in CI): a layer reports the affine part of a 2D transform as itself.
  @Test func aTwoDimensionalTransformIsReportedAsItsAffineTransform() {
    let l = CALayer()
    #expect(affine(l.affineTransform(), 1, 0, 0, 1, 0, 0))
    l.transform = CATransform3DMakeScale(2, 3, 1)
    #expect(affine(l.affineTransform(), 2, 0, 0, 3, 0, 0))
    l.transform = CATransform3DMakeTranslation(3, 4, 0)
    #expect(affine(l.affineTransform(), 1, 0, 0, 1, 3, 4))
    l.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    let r = 0.5.squareRoot()
    #expect(affine(l.affineTransform(), r, r, -r, r, 0, 0))
  }

  /// E250 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/conversion.m@98f0d6e L273-280, run against
  /// Apple QuartzCore in CI): an affine transform set on a layer reads back and is held in the six
  /// places of the layer transform, with m33 and m44 1.
  @Test func aSetAffineTransformIsHeldInSixPlacesOfTheTransform() {
    let l = CALayer()
    l.setAffineTransform(CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
    #expect(affine(l.affineTransform(), 2, 3, 4, 5, 6, 7))
    let t = l.transform
    #expect(t.m11 == 2 && t.m12 == 3 && t.m21 == 4 && t.m22 == 5)
    #expect(t.m41 == 6 && t.m42 == 7 && t.m33 == 1 && t.m44 == 1)
  }

  /// E255 (gnustep/libs-opal Tests/opal/CGAffineTransform/affine.m@98f8e4f L57-61, checked against Apple
  /// CoreGraphics on a macOS runner per its header): inverting a scale reciprocates the factors and
  /// inverting a translation negates the offset.
  @Test func invertingAScaleOrATranslation() {
    #expect(affine(CGAffineTransform(scaleX: 2, y: 4).inverted(), 0.5, 0, 0, 0.25, 0, 0))
    #expect(affine(CGAffineTransform(translationX: 5, y: 7).inverted(), 1, 0, 0, 1, -5, -7))
  }

  /// E256 (gnustep/libs-opal Tests/opal/CGAffineTransform/affine.m@98f8e4f L64-77, checked against Apple
  /// CoreGraphics on a macOS runner per its header): a point, a size and a rectangle through transforms.
  @Test func pointsSizesAndRectanglesThroughTransforms() {
    let translateThenScale = CGAffineTransform(translationX: 10, y: 0)
      .concatenating(CGAffineTransform(scaleX: 2, y: 2))
    #expect(pt(1, 1).applying(translateThenScale).isApproximatelyEqual(to: pt(22, 2), tolerance: 1e-4))
    let s = CGSize(width: 4, height: 5).applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(s.width.isApproximatelyEqual(to: 8, tolerance: 1e-4))
    #expect(s.height.isApproximatelyEqual(to: 15, tolerance: 1e-4))
    let r = rect(1, 2, 3, 4).applying(CGAffineTransform(rotationAngle: .pi / 6))
    #expect(r.isApproximatelyEqual(to: rect(-2.13397, 2.23205, 4.59808, 4.9641), tolerance: 1e-4))
  }
}
