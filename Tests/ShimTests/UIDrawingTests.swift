import CoreGraphics
import LaminaUIDrawing
import QuartzCore
import Testing

@Suite struct UIDrawingTests {
  @Test func imageRendererIsYDownAtItsScale() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
      UIColor.systemRed.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
      UIColor.blue.setFill()
      UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 5, height: 5)).fill()
    }
    #expect(image.size == CGSize(width: 10, height: 10) && image.scale == 2)
    let cg = image.cgImage!
    #expect(cg.width == 20 && cg.pixel(x: 1, y: 1) == 0xFFFF_3B30)  // system red, top-left
    #expect(cg.pixel(x: 15, y: 15) == 0xFF00_00FF && cg.pixel(x: 1, y: 18) == 0)
  }

  @Test func bezierArcClockwiseIsAsSeenOnScreen() {
    // From 3 o'clock, clockwise on a y-down screen passes 6 o'clock (positive y).
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(arc.bounds.maxY > 9.9 && arc.bounds.minY > -0.1)
    let appKit = NSBezierPath()
    appKit.appendArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: 180, clockwise: true)
    #expect(appKit.bounds.minY < -9.9)
  }

  @Test func roundingSomeCorners() {
    let p = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
      cornerRadii: CGSize(width: 8, height: 8))
    #expect(!p.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(p.contains(CGPoint(x: 19.5, y: 0.5)) && p.contains(CGPoint(x: 0.5, y: 19.5)))
  }

  @Test func imageContextFunctionsAndImageDrawing() throws {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
    let stripe = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(stripe.cgImage!.pixel(x: 0, y: 0) == 0xFFFF_0000 && stripe.cgImage!.pixel(x: 0, y: 3) == 0)
    // Drawing a UIImage keeps it upright in the y-down context.
    let copy = UIGraphicsImageRenderer(
      size: CGSize(width: 4, height: 4),
      format: {
        let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
      }()
    ).image { _ in
      stripe.draw(at: .zero)
    }
    #expect(copy.cgImage == stripe.cgImage)
    let png = try #require(copy.pngData())
    #expect(UIImage(data: png)?.cgImage == stripe.cgImage)
  }

  @Test func coloursFromHSBAndComponents() {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
    #expect(r == 0 && g == 1 && b == 0 && a == 1)
    #expect(NSColor(calibratedRed: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
    #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
  }
}
