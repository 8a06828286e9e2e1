import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

/// Expectations measured on Apple's CoreGraphics by gnustep/libs-opal's CGPath suite (per its header).
@Suite struct CGPathLineTests {
  /// E411 (gnustep/libs-opal Tests/opal/CGPath/path.m@98f8e4f L52-59, checked against Apple CoreGraphics
  /// per its header): after a move to (5,5) and a line to (15,25) the current point is the line's end and
  /// the bounding box spans the line.
  @Test func aLinesEndIsTheCurrentPointAndItsBoxSpansIt() {
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 5, y: 5))
    line.addLine(to: CGPoint(x: 15, y: 25))
    #expect(abs(line.currentPoint.x - 15) < 1e-4 && abs(line.currentPoint.y - 25) < 1e-4)
    let box = line.boundingBox
    #expect(abs(box.minX - 5) < 1e-4 && abs(box.minY - 5) < 1e-4)
    #expect(abs(box.width - 10) < 1e-4 && abs(box.height - 20) < 1e-4)
  }
}
