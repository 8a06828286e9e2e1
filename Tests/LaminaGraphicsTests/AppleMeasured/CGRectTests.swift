import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// Expectations measured on Apple's CoreGraphics by gnustep/libs-opal's CGGeometry suite and Swift's CI.
@Suite struct CGRectTests {
  private let a = CGRect(x: 0, y: 0, width: 10, height: 10)
  private let b = CGRect(x: 5, y: 5, width: 10, height: 10)
  private let disjoint = CGRect(x: 100, y: 100, width: 5, height: 5)
  /// The rectangle of Swift's validation test.
  private let r = CGRect(x: 11.25, y: 22.25, width: 33.25, height: 44.25)
  private let smallRect = CGRect(x: 10, y: 25, width: 5, height: -5)
  private let bigRect = CGRect(x: 1, y: 2, width: 101, height: 102)
  private let distantRect = CGRect(x: 1000, y: 2000, width: 1, height: 1)

  /// Whether `rect`'s stored origin and size are (x, y, w, h) within 1e-4, the Opal source's tolerance.
  private func isRect(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
    zip([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], [x, y, w, h]).allSatisfy {
      abs($0 - $1) < 1e-4
    }
  }

  /// E393 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L32-35, checked against Apple
  /// CoreGraphics per its header): the edge accessors of (0,0,10,10).
  @Test func theEdgeAccessorsReportTheBounds() {
    #expect(a.minX == 0 && a.midX == 5 && a.maxX == 10)
    #expect(a.width == 10 && a.height == 10)
  }

  /// E395 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L41-42, checked against Apple
  /// CoreGraphics per its header): standardizing (10,10,-4,-6) moves the origin and makes the size positive.
  @Test func standardizingMakesTheSizePositive() {
    #expect(isRect(CGRect(x: 10, y: 10, width: -4, height: -6).standardized, 6, 4, 4, 6))
  }

  /// E396 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L44-51, checked against Apple
  /// CoreGraphics per its header): intersection and union, with a disjoint rect and the null rect.
  @Test func intersectionAndUnion() {
    #expect(isRect(a.intersection(b), 5, 5, 5, 5))
    #expect(a.intersection(disjoint).isNull)
    #expect(isRect(a.union(b), 0, 0, 15, 15))
    #expect(isRect(a.union(.null), 0, 0, 10, 10))
  }

  /// E397 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L53-56, checked against Apple
  /// CoreGraphics per its header): a positive inset shrinks the rect, a negative one grows it (the inset
  /// past half the rect, hopeful in the source, is left out).
  @Test func insetsShrinkAndGrow() {
    #expect(isRect(a.insetBy(dx: 2, dy: 3), 2, 3, 6, 4))
    #expect(isRect(a.insetBy(dx: -2, dy: -3), -2, -3, 14, 16))
  }

  /// E398 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L61-64, checked against Apple
  /// CoreGraphics per its header): offset translates the origin; integral expands to whole points.
  @Test func offsetAndIntegral() {
    #expect(isRect(a.offsetBy(dx: 3, dy: 4), 3, 4, 10, 10))
    #expect(isRect(CGRect(x: 1.2, y: 2.7, width: 3.3, height: 4.6).integral, 1, 2, 4, 6))
  }

  /// E399 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L66-68, checked against Apple
  /// CoreGraphics per its header): dividing at 3 from the min-x edge.
  @Test func dividingSplitsAtTheEdgeDistance() {
    let (slice, remainder) = a.divided(atDistance: 3, from: .minXEdge)
    #expect(isRect(slice, 0, 0, 3, 10))
    #expect(isRect(remainder, 3, 0, 7, 10))
  }

  /// E400 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L76-82, checked against Apple
  /// CoreGraphics per its header): containment of a rect, intersection and equality (the point
  /// containment checks, hopeful in the source, are left out).
  @Test func containsIntersectsAndEquals() {
    #expect(a.contains(CGRect(x: 2, y: 2, width: 3, height: 3)) && !a.contains(b))
    #expect(a.intersects(b) && !a.intersects(disjoint))
    #expect(a == a && a != b)
  }

  /// E401 (gnustep/libs-opal Tests/opal/CGGeometry/geometry.m@98f8e4f L84-93, checked against Apple
  /// CoreGraphics per its header): the null, zero, infinite and zero-width rects' predicates.
  @Test func theNullZeroAndInfiniteRects() {
    #expect(CGRect.null.isNull && CGRect.null.isEmpty && !CGRect.null.isInfinite)
    #expect(!CGRect.zero.isNull && CGRect.zero.isEmpty)
    #expect(CGRect.infinite.isInfinite && !CGRect.infinite.isEmpty && !CGRect.infinite.isNull)
    #expect(CGRect(x: 0, y: 0, width: 0, height: 5).isEmpty)
  }

  /// E402 (swiftlang/swift validation-test/stdlib/CoreGraphics-execute.swift@498c033 "CGRect.standardized",
  /// run against Apple CoreGraphics on macOS in Swift CI): an unstandard rect keeps what it was given,
  /// its accessors and equality standardize.
  @Test func anUnstandardRectReadsAsItsStandardForm() {
    let unstandard = CGRect(x: 10, y: 20, width: -30, height: -50)
    let standard = unstandard.standardized
    #expect(unstandard.origin == CGPoint(x: 10, y: 20))
    #expect(standard.origin == CGPoint(x: -20, y: -30))
    #expect(unstandard.size == CGSize(width: -30, height: -50))
    #expect(standard.size == CGSize(width: 30, height: 50))
    #expect(unstandard == standard)
    #expect(standard == standard.standardized)
    for rect in [unstandard, standard] {
      #expect(rect.width == 30 && rect.height == 50)
      #expect(rect.minX == -20 && rect.midX == -5 && rect.maxX == 10)
      #expect(rect.minY == -30 && rect.midY == -5 && rect.maxY == 20)
    }
  }

  /// E403 (swiftlang/swift validation-test/stdlib/CoreGraphics-execute.swift@498c033 "CGRect.insetBy",
  /// "offsetBy", "integral", run against Apple CoreGraphics on macOS in Swift CI).
  @Test func insetOffsetAndIntegralOfAFractionalRect() {
    #expect(r.insetBy(dx: 1, dy: -2) == CGRect(x: 12.25, y: 20.25, width: 31.25, height: 48.25))
    #expect(r.offsetBy(dx: 3, dy: -4) == CGRect(x: 14.25, y: 18.25, width: 33.25, height: 44.25))
    #expect(r.integral == CGRect(x: 11, y: 22, width: 34, height: 45))
  }

  /// E404 (swiftlang/swift validation-test/stdlib/CoreGraphics-execute.swift@498c033 "CGRect.union(_:)",
  /// run against Apple CoreGraphics on macOS in Swift CI).
  @Test func unions() {
    #expect(r.union(smallRect) == CGRect(x: 10, y: 20, width: 34.5, height: 46.5))
    #expect(r.union(bigRect) == CGRect(x: 1, y: 2, width: 101, height: 102))
    #expect(r.union(distantRect) == CGRect(x: 11.25, y: 22.25, width: 989.75, height: 1978.75))
    #expect(
      r.union(smallRect).union(bigRect).union(distantRect) == CGRect(x: 1, y: 2, width: 1000, height: 1999))
  }

  /// E405 (swiftlang/swift validation-test/stdlib/CoreGraphics-execute.swift@498c033
  /// "CGRect.intersection(_:)", run against Apple CoreGraphics on macOS in Swift CI).
  @Test func intersections() {
    #expect(r.intersects(smallRect))
    #expect(r.intersection(smallRect) == CGRect(x: 11.25, y: 22.25, width: 3.75, height: 2.75))
    #expect(r.intersects(bigRect))
    #expect(r.intersection(bigRect) == r)
    #expect(!r.intersects(distantRect))
    #expect(r.intersection(distantRect) == CGRect.null)
    #expect(!r.intersection(smallRect).intersection(bigRect).isEmpty)
    #expect(r.intersection(smallRect).intersection(bigRect).intersection(distantRect).isEmpty)
  }

  /// E406 (swiftlang/swift validation-test/stdlib/CoreGraphics-execute.swift@498c033 "CGRect.contains",
  /// "divided()", "isNull", "isEmpty", "isInfinite", run against Apple CoreGraphics on macOS in Swift CI).
  @Test func containsDividedAndThePredicates() {
    #expect(r.contains(CGPoint(x: 15, y: 25)))
    #expect(!r.contains(CGPoint(x: -15, y: 25)))
    #expect(bigRect.contains(r))
    #expect(!r.contains(bigRect))
    let (slice, remainder) = r.divided(atDistance: 5, from: .minXEdge)
    #expect(slice == CGRect(x: 11.25, y: 22.25, width: 5, height: 44.25))
    #expect(remainder == CGRect(x: 16.25, y: 22.25, width: 28.25, height: 44.25))
    let plain = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(!CGRect.infinite.isNull && !CGRect.infinite.isEmpty && CGRect.infinite.isInfinite)
    #expect(CGRect.null.isNull && CGRect.null.isEmpty && !CGRect.null.isInfinite)
    #expect(!CGRect.zero.isNull && CGRect.zero.isEmpty && !CGRect.zero.isInfinite)
    #expect(!plain.isNull && !plain.isEmpty && !plain.isInfinite)
  }
}
