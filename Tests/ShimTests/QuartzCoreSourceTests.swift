// Written as QuartzCore code is written on iOS; only the imports are Lamina's (the same names).
import CoreGraphics
import QuartzCore
import Testing

/// A ring drawn the usual way: a layer subclass overriding `draw(in:)` with Core Graphics calls.
final class RingLayer: CALayer {
  var progress: CGFloat = 0.25
  override func draw(in ctx: CGContext) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    ctx.setLineWidth(4)
    ctx.setLineCap(.round)
    ctx.setStrokeColor(CGColor(red: 0, green: 0.478, blue: 1, alpha: 1))
    ctx.addArc(
      center: center, radius: bounds.width / 2 - 4, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
    ctx.strokePath()
  }
}

@Suite struct QuartzCoreSourceTests {
  @Test func snapshotIdiomRendersALayerSubclass() throws {
    let ring = RingLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    ring.contentsScale = 2
    ring.setNeedsDisplay()
    let space = CGColorSpaceCreateDeviceRGB()
    let context = try #require(
      CGContext(
        data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 0, space: space,
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    context.scaleBy(x: 2, y: 2)
    context.translateBy(x: 0, y: 40)
    context.scaleBy(x: 1, y: -1)
    ring.render(in: context)
    let image = try #require(context.makeImage())
    #expect(image.width == 80 && image.height == 80)
    // A quarter turn from 12 o'clock, clockwise on screen (y down): the ring's top and right.
    let top = image.pixel(x: 40, y: 8)  // (20, 4) points: on the ring at 12 o'clock
    let right = image.pixel(x: 72, y: 40)  // 3 o'clock
    let left = image.pixel(x: 8, y: 40)  // 9 o'clock: not reached
    #expect(top >> 24 == 255 && right >> 24 == 255 && left >> 24 == 0)
  }

  @Test func pathAPISpelledAsApple() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
    path.closeSubpath()
    let rounded = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2, transform: nil)
    #expect(path.contains(CGPoint(x: 9, y: 2)))
    #expect(rounded.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    let vector = CGVector(dx: 1, dy: 2)
    let duration: CFTimeInterval = 0.25
    #expect(vector.dy == 2 && duration == 0.25)
  }
}

/// `#colorLiteral` where a `CGColor` is expected, as real iOS code writes it.
@Test func colourLiteralsTypeAsCGColor() {
  let layer = CAShapeLayer()
  layer.strokeColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
  #expect(layer.strokeColor?.components == [1, 0.5, 0, 1])
}
