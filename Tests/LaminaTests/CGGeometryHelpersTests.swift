import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CGGeometryHelpersTests {
  @Test func alignmentInsetsAndTheirInverse() {
    // E8.1: insets 20 on every side; frame (60,80,140,140) ⇄ alignment rect (80,100,100,100).
    let insets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    #expect(rect(60, 80, 140, 140).inset(by: insets) == rect(80, 100, 100, 100))
    let grow = UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)
    #expect(rect(80, 100, 100, 100).inset(by: grow) == rect(60, 80, 140, 140))
  }

  @Test func trailingInsetsTrimAShadow() {
    // E8.2: a 200×200 image with bottom and right insets of 20 has a 180×180 alignment rect.
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 20)
    #expect(rect(0, 0, 200, 200).inset(by: insets) == rect(0, 0, 180, 180))
  }

  @Test func unequalInsets() {
    // E8.3 (UIKit form): insets (5, 10, 15, 20) on (0,0,100,50) → (10,5,70,30).
    let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    #expect(rect(0, 0, 100, 50).inset(by: insets) == rect(10, 5, 70, 30))
    #expect(UIEdgeInsets(NSEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == insets)
    #expect(insets.description == "{5.0, 10.0, 15.0, 20.0}")
  }

  @Test func centreAndMoveToCentre() {
    // Seed 004: CGRectGetCenter and CGRectMoveToCenter; the view moved to centre (160, 55).
    #expect(rect(0, 30, 320, 50).center == pt(160, 55))
    #expect(rect(0, 0, 320, 50).moved(toCenter: pt(160, 55)) == rect(0, 30, 320, 50))
    #expect(rect(0, 0, -20, 10).moved(toCenter: pt(0, 0)) == rect(-10, -5, 20, 10))
  }

  @Test func fittingShrinksKeepingAspectAndNeverGrows() {
    // Seed 004's fitInSize: a 400×300 image into 200×200 becomes 200×150.
    #expect(
      CGSize(width: 400, height: 300).fitted(in: CGSize(width: 200, height: 200))
        == CGSize(width: 200, height: 150))
    #expect(
      CGSize(width: 100, height: 400).fitted(in: CGSize(width: 200, height: 200))
        == CGSize(width: 50, height: 200))
    #expect(
      CGSize(width: 50, height: 40).fitted(in: CGSize(width: 200, height: 200))
        == CGSize(width: 50, height: 40))
    #expect(rect(7, 8, 400, 300).fitted(in: CGSize(width: 200, height: 200)) == rect(7, 8, 200, 150))
    #expect(
      CGSize(width: 0, height: 10).fitted(in: CGSize(width: 5, height: 5)) == CGSize(width: 0, height: 10))
  }

  @Test func aspectFitRectIsCentred() {
    #expect(
      AVMakeRect(aspectRatio: CGSize(width: 4, height: 3), insideRect: rect(0, 0, 200, 200))
        == rect(0, 25, 200, 150))
    #expect(
      AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: rect(10, 10, 100, 100))
        == rect(35, 10, 50, 100))
    #expect(AVMakeRect(aspectRatio: .zero, insideRect: rect(0, 0, 10, 10)) == rect(5, 5, 0, 0))
  }
}
