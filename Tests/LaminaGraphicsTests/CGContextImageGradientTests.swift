import Foundation
import LaminaGeometry
import LaminaGraphics
import Testing

@Suite struct CGContextImageGradientTests {
  /// A 2 × 2 image: top row red, bottom row blue.
  let redOverBlue = CGImage(
    width: 2, height: 2, premultipliedARGB: [opaqueRed, opaqueRed, opaqueBlue, opaqueBlue])!

  @Test func imageIsUprightInYUpSpace() {
    let ctx = bitmap(2, 2)
    ctx.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(pixel(ctx, 0, 0) == opaqueRed && pixel(ctx, 1, 1) == opaqueBlue)
    #expect(ctx.makeImage() == redOverBlue)
  }

  @Test func imageIsUpsideDownUnderAFlippedCTM() {
    let ctx = bitmap(2, 2)
    ctx.translateBy(x: 0, y: 2)
    ctx.scaleBy(x: 1, y: -1)
    ctx.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2))
    #expect(pixel(ctx, 0, 0) == opaqueBlue && pixel(ctx, 1, 1) == opaqueRed)
  }

  @Test func tilingRepeatsAcrossTheClip() {
    let ctx = bitmap(8, 8)
    ctx.interpolationQuality = .none
    ctx.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
    #expect(pixel(ctx, 6, 6) == opaqueRed && pixel(ctx, 6, 7) == opaqueBlue && pixel(ctx, 3, 0) == opaqueRed)
  }

  @Test func scaledNearestKeepsBlocks() {
    let ctx = bitmap(8, 8)
    ctx.interpolationQuality = .none
    ctx.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(ctx, 3, 3) == opaqueRed && pixel(ctx, 3, 4) == opaqueBlue)
  }

  /// Without a colour space a gradient is drawn in Generic RGB, as Apple documents
  /// (`CGGradient(colorsSpace:colors:locations:)`: "each color will be converted to and drawn in
  /// the GenericRGB color space"): black to white is 146 half-way (γ 1.8), not sRGB's 128. With a
  /// colour space given, it is interpolated in sRGB.
  @Test func linearGradientInterpolatesAlongTheAxis() {
    let colors = [CGColor.black, CGColor.white] as CFArray
    for (space, middle) in [(nil, 146), (CGColorSpaceCreateDeviceRGB(), 128)] as [(CGColorSpace?, Int)] {
      let ctx = bitmap(100, 4)
      let g = CGGradient(colorsSpace: space, colors: colors, locations: [0, 1])!
      ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
      let mid = pixel(ctx, 50, 2)
      #expect(abs(red(mid) - middle) <= 2 && alpha(mid) == 255, "\(String(describing: space)): \(red(mid))")
      #expect(red(pixel(ctx, 0, 2)) <= 2 && red(pixel(ctx, 99, 2)) >= 253)
    }
  }

  /// Apple's `CGGradient`: "If 0 and 1 are not in the locations array, Quartz uses the colors
  /// provided that are closest to 0 and 1 for those locations." Stops at 0.25 and 0.5: the first
  /// colour holds from the start point, the last up to the end point, and nothing lies beyond.
  @Test func locationsShortOfZeroAndOneHoldTheEndColours() {
    let g = CGGradient(
      colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [CGColor.black, CGColor.white] as CFArray,
      locations: [0.25, 0.5])!
    let ctx = bitmap(100, 2)
    ctx.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
    #expect(pixel(ctx, 12, 1) == 0xFF00_0000 && pixel(ctx, 29, 1) == 0xFF00_0000)  // t < 0.25: black
    #expect(pixel(ctx, 51, 1) == 0xFFFF_FFFF && pixel(ctx, 88, 1) == 0xFFFF_FFFF)  // 0.5 < t < 1: white
    #expect(pixel(ctx, 5, 1) == 0 && pixel(ctx, 95, 1) == 0)  // beyond the points: nothing
  }

  @Test func linearGradientOptionsExtendEachSide() {
    let g = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray, locations: nil)!
    for (options, before, after) in [
      (CGGradientDrawingOptions(), false, false), ([.drawsBeforeStartLocation], true, false),
      ([.drawsAfterEndLocation], false, true),
      ([.drawsBeforeStartLocation, .drawsAfterEndLocation], true, true),
    ] as [(CGGradientDrawingOptions, Bool, Bool)] {
      let ctx = bitmap(30, 2)
      ctx.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: options)
      #expect((alpha(pixel(ctx, 3, 1)) == 255) == before, "\(options)")
      #expect((pixel(ctx, 27, 1) == 0xFFFF_FFFF) == after, "\(options)")
      #expect(alpha(pixel(ctx, 15, 1)) == 255)
    }
  }

  @Test func radialGradientFromCentre() {
    let ctx = bitmap(41, 41)
    var components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
    let g = CGGradient(
      colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2)!
    let c = CGPoint(x: 20.5, y: 20.5)
    ctx.drawRadialGradient(g, startCenter: c, startRadius: 0, endCenter: c, endRadius: 20, options: [])
    #expect(red(pixel(ctx, 20, 20)) >= 250)
    let half = pixel(ctx, 30, 20)  // 10 from the centre: half way
    #expect(abs(red(half) - 128) <= 8 && abs(blue(half) - 128) <= 8)
    #expect(pixel(ctx, 0, 0) == 0)
    let extended = bitmap(41, 41)
    extended.drawRadialGradient(
      g, startCenter: c, startRadius: 0, endCenter: c, endRadius: 20, options: .drawsAfterEndLocation)
    #expect(extended.makeImage()!.pixel(x: 0, y: 0) == opaqueBlue)
  }

  @Test func gradientsRejectBadColours() {
    #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
  }
}
