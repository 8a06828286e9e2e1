import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

@Suite struct CGContextStrokeTests {
  @Test func dashesLeaveGaps() {
    let ctx = bitmap(40, 4)
    ctx.setStrokeColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.setLineWidth(2)
    ctx.setLineDash(phase: 0, lengths: [10, 10])
    ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 40, y: 2)])
    #expect(pixel(ctx, 5, 1) == opaqueRed && pixel(ctx, 15, 1) == 0 && pixel(ctx, 25, 1) == opaqueRed)
  }

  @Test func replacePathWithStrokedPathFillsTheStroke() {
    let ctx = bitmap(20, 20)
    ctx.setLineWidth(4)
    ctx.move(to: CGPoint(x: 2, y: 10))
    ctx.addLine(to: CGPoint(x: 18, y: 10))
    ctx.replacePathWithStrokedPath()
    #expect(ctx.boundingBoxOfPath == CGRect(x: 2, y: 8, width: 16, height: 4))
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fillPath()
    #expect(pixel(ctx, 10, 9) == opaqueRed && pixel(ctx, 10, 7) == 0)
  }

  @Test func fillStrokeDrawsBothInOrder() {
    let ctx = bitmap(20, 20)
    ctx.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.setStrokeColor(.init(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.setLineWidth(4)
    ctx.addRect(CGRect(x: 4, y: 4, width: 12, height: 12))
    ctx.drawPath(using: .fillStroke)
    #expect(pixel(ctx, 10, 10) == opaqueRed && pixel(ctx, 4, 10) == opaqueBlue && ctx.isPathEmpty)
  }

  @Test func antialiasingOffGivesHardEdges() {
    let smooth = bitmap(10, 10)
    smooth.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    smooth.fill(CGRect(x: 0, y: 0, width: 4.5, height: 10))
    #expect(alpha(pixel(smooth, 4, 5)) == 128)
    let hard = bitmap(10, 10)
    hard.setShouldAntialias(false)
    hard.setFillColor(.init(red: 1, green: 0, blue: 0, alpha: 1))
    hard.fill(CGRect(x: 0, y: 0, width: 4.5, height: 10))
    #expect([0, 255].contains(alpha(pixel(hard, 4, 5))))
  }

  @Test func colourSpacesAndComponents() throws {
    let grey = try #require(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
    #expect(grey.model == .monochrome && grey.numberOfComponents == 1)
    #expect(CGColorSpace(name: "kCGColorSpaceNoSuchThing") == nil)
    var values: [CGFloat] = [0.5, 0.25]
    let c = try #require(CGColor(colorSpace: grey, components: &values))
    #expect(c.numberOfComponents == 2 && c.alpha == 0.25 && c.colorSpace?.model == .monochrome)
    #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0]) == nil)
    #expect(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1).components == [0, 1, 0, 1])
  }

  @Test func croppedImagesAndProviderBytes() throws {
    let image = try #require(CGImage(width: 2, height: 2, premultipliedARGB: [opaqueRed, 0, 0, opaqueBlue]))
    let crop = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 1, height: 1)))
    #expect(crop.width == 1 && crop.pixel(x: 0, y: 0) == opaqueBlue)
    let bytes = try #require(image.dataProvider?.data)
    #expect(Array(bytes.prefix(4)) == [0, 0, 255, 255])  // B, G, R, A
    #expect(image.bitmapInfo == CGBitmapInfo(alpha: .premultipliedFirst, byteOrder: .order32Little))
  }
}
