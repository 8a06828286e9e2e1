import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct ShapeLayerTests {
  let black: UInt32 = 0xFF00_0000
  let opaqueRed: UInt32 = 0xFFFF_0000
  let opaqueBlue: UInt32 = 0xFF00_00FF
  let opaqueGreen: UInt32 = 0xFF00_FF00

  func shape(_ size: CGFloat = 20) -> CAShapeLayer {
    let s = CAShapeLayer()
    s.frame = rect(0, 0, size, size)
    return s
  }

  func line(_ points: [CGPoint]) -> CGPath {
    let p = CGMutablePath()
    p.addLines(between: points)
    return p
  }

  /// Opaque black in RGB (four components: sweep row E267, gnustep/libs-quartzcore's
  /// `CAShapeLayer/shapelayer.m`, run against QuartzCore).
  @Test func defaultFillIsOpaqueBlack() throws {
    #expect(CAShapeLayer().fillColor?.numberOfComponents == 4)
    let s = shape()
    s.path = CGPath(rect: rect(5, 5, 10, 10), transform: nil)
    let image = try render(s)
    #expect(image.all(in: 5..<15, 5..<15, equal: black))
    #expect(image.pixel(x: 4, y: 10) == 0 && image.pixel(x: 15, y: 10) == 0)
  }

  @Test func shapeIsBetweenContentsAndSublayers() throws {
    let s = shape()
    s.backgroundColor = red
    s.path = CGPath(rect: rect(0, 0, 20, 10), transform: nil)
    s.fillColor = blue
    s.addSublayer(layer(frame: rect(0, 5, 20, 10), color: CGColor(red: 0, green: 1, blue: 0, alpha: 1)))
    let image = try render(s)
    #expect(image.pixel(x: 10, y: 2) == opaqueBlue)  // shape over background
    #expect(image.pixel(x: 10, y: 7) == opaqueGreen)  // sublayer over shape
    #expect(image.pixel(x: 10, y: 17) == opaqueRed)  // background alone
  }

  @Test func strokeEndTrimsByLength() throws {
    let s = shape()
    s.path = line([CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
    s.fillColor = nil
    s.strokeColor = red
    s.lineWidth = 2
    s.strokeEnd = 0.5
    let image = try render(s)
    #expect(image.all(in: 0..<10, 9..<11, equal: opaqueRed))
    #expect(image.all(in: 10..<20, 0..<20, equal: 0))
    s.strokeStart = 0.75
    s.strokeEnd = 0.25
    #expect(try render(s).paintedCount == 0)
  }

  @Test func trimmingRunsAcrossSubpaths() throws {
    let s = shape()
    let p = CGMutablePath()
    p.addLines(between: [CGPoint(x: 0, y: 5), CGPoint(x: 20, y: 5)])
    p.addLines(between: [CGPoint(x: 0, y: 15), CGPoint(x: 20, y: 15)])
    s.path = p
    s.fillColor = nil
    s.strokeColor = red
    s.lineWidth = 2
    s.strokeStart = 0.25
    s.strokeEnd = 0.75
    let image = try render(s)
    #expect(image.pixel(x: 5, y: 4) == 0 && image.pixel(x: 15, y: 4) == opaqueRed)
    #expect(image.pixel(x: 5, y: 14) == opaqueRed && image.pixel(x: 15, y: 14) == 0)
  }

  @Test func dashPatternLeavesGaps() throws {
    let s = shape()
    s.path = line([CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
    s.fillColor = nil
    s.strokeColor = red
    s.lineWidth = 2
    s.lineDashPattern = [4, 4]
    let image = try render(s)
    #expect(
      image.pixel(x: 2, y: 9) == opaqueRed && image.pixel(x: 6, y: 9) == 0
        && image.pixel(x: 10, y: 9) == opaqueRed)
    s.lineDashPattern = [0, 0]  // cannot dash: solid
    #expect(try render(s).pixel(x: 6, y: 9) == opaqueRed)
  }

  @Test func evenOddMakesAHole() throws {
    let s = shape()
    let p = CGMutablePath()
    p.addRect(rect(0, 0, 20, 20))
    p.addRect(rect(5, 5, 10, 10))
    s.path = p
    s.fillRule = .evenOdd
    let image = try render(s)
    #expect(image.pixel(x: 10, y: 10) == 0 && image.pixel(x: 2, y: 2) == black)
    s.fillRule = .nonZero
    #expect(try render(s).pixel(x: 10, y: 10) == black)
  }

  @Test func shapesStayCrispWhenScaled() throws {
    let s = shape()
    s.path = CGPath(rect: rect(0.5, 0.5, 9, 9), transform: nil)
    let image = try render(s, scale: 2)
    // (0.5, 0.5, 9, 9) points is pixels 1…18 at scale 2, with hard edges: no backing image to stretch.
    #expect(
      image.pixel(x: 1, y: 1) == black && image.pixel(x: 0, y: 1) == 0 && image.pixel(x: 19, y: 18) == 0)
    #expect(image.pixel(x: 18, y: 18) == black)
  }

  @Test func degenerateShapesDrawNothing() throws {
    let s = shape()
    s.path = CGMutablePath()
    #expect(try render(s).paintedCount == 0)
    s.path = line([CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 1)])
    s.fillColor = nil
    s.strokeColor = red
    s.lineWidth = -3
    #expect(try render(s).paintedCount == 0)
  }

  @Test func copiesCarryShapeProperties() {
    let s = CAShapeLayer()
    s.strokeEnd = 0.3
    s.lineCap = .round
    let copy = CAShapeLayer(layer: s)
    #expect(
      copy.strokeEnd == 0.3 && copy.lineCap == .round
        && copy.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
  }
}
