import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

/// Expectations measured on Apple's QuartzCore (`renderInContext:`) by gnustep/libs-quartzcore's drawing suites.
@Suite struct RenderInContextTests {
  /// A bitmap's bytes once a layer was drawn into it, read as the sources read them.
  private struct Pixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// The red, green, blue and alpha bytes at (x, y), y up; zeros outside the bitmap.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
      guard x >= 0, y >= 0, x < width, y < height else { return [0, 0, 0, 0] }
      let i = ((height - 1 - y) * width + x) * 4
      return Array(bytes[i..<(i + 4)])
    }

    /// The red, green and blue bytes at (x, y), as integers.
    func channels(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
      let p = rgba(x, y)
      return (Int(p[0]), Int(p[1]), Int(p[2]))
    }

    func painted(_ x: Int, _ y: Int) -> Bool { rgba(x, y).contains { $0 != 0 } }

    var paintedCount: Int {
      (0..<height).reduce(0) { n, y in n + (0..<width).filter { painted($0, y) }.count }
    }

    /// Whether everything painted lies in x `x0..<x1` by y `y0..<y1` and fills it.
    func paintedExactly(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
      (0..<height).allSatisfy { y in
        (0..<width).allSatisfy { x in painted(x, y) == (x >= x0 && x < x1 && y >= y0 && y < y1) }
      }
    }

    /// The smallest box holding every painted pixel, as inclusive (x0, y0, x1, y1); `nil` when none is.
    var paintedBox: (x0: Int, y0: Int, x1: Int, y1: Int)? {
      var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
      for y in 0..<height {
        for x in 0..<width where painted(x, y) {
          let b = box ?? (x0: x, y0: y, x1: x, y1: y)
          box = (x0: min(b.x0, x), y0: min(b.y0, y), x1: max(b.x1, x), y1: max(b.y1, y))
        }
      }
      return box
    }
  }

  /// What `layer.render(in:)` paints into a cleared `width × height` RGBA bitmap whose CTM was first
  /// translated by `offset`.
  ///
  /// As in the sources (macOS, unflipped layers), the bitmap is premultiplied-last RGBA and its user
  /// space y up, so a layer's local point (x, y) lands on user point (x, y), and `Pixels` reads (x, y)
  /// counted up from the bottom row; a pixel is painted when any of its four bytes is not zero.
  private func drawn(_ layer: CALayer, width: Int = 100, height: Int = 100, offset: CGPoint = .zero) throws
    -> Pixels
  {
    let ctx = try #require(
      CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    ctx.translateBy(x: offset.x, y: offset.y)
    layer.render(in: ctx)
    ctx.flush()
    let data = try #require(ctx.data)
    let count = ctx.bytesPerRow * height
    let bytes = Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: count))
    return Pixels(width: width, height: height, bytes: bytes)
  }

  private func opaque(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: 1)
  }

  /// A layer with `frame` filled with `color`.
  private func filled(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
  }

  /// A red 20×20 sublayer at position (10, 10), as the replicator and transform layer sources make it.
  private func redChild() -> CALayer {
    let l = CALayer()
    l.bounds = rect(0, 0, 20, 20)
    l.position = pt(10, 10)
    l.backgroundColor = opaque(1, 0, 0)
    return l
  }

  private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  // MARK: CALayer/render.m

  /// E295 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L128-135, run against Apple
  /// QuartzCore in CI): a bounds origin moves the layer's drawing; its position does not.
  @Test func theBoundsOriginMovesTheDrawingThePositionDoesNot() throws {
    let b = CALayer()
    b.bounds = rect(10, 10, 20, 20)
    b.position = pt(50, 50)
    b.backgroundColor = opaque(1, 0, 0)
    #expect(try drawn(b).paintedExactly(10, 10, 30, 30))
  }

  /// E296 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L139-146, run against Apple
  /// QuartzCore in CI): the transform of the layer asked to render is ignored.
  @Test func theTransformOfTheLayerAskedIsIgnored() throws {
    let t = filled(rect(10, 10, 20, 20), opaque(1, 0, 0))
    t.transform = CATransform3DMakeTranslation(30, 0, 0)
    #expect(try drawn(t).paintedExactly(0, 0, 20, 20))
  }

  /// E297 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L156-161, run against Apple
  /// QuartzCore in CI): a layer with no colour and no contents paints nothing.
  @Test func aLayerWithNothingToDrawPaintsNothing() throws {
    let bare = CALayer()
    bare.frame = rect(10, 20, 30, 40)
    #expect(try drawn(bare).paintedCount == 0)
  }

  /// E300 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L204-211, run against Apple
  /// QuartzCore in CI): a sublayer inside its superlayer adds nothing to what is painted.
  @Test func aSublayerInsideItsSuperlayerAddsNothing() throws {
    let parent = filled(rect(10, 10, 40, 40), opaque(1, 0, 0))
    parent.addSublayer(filled(rect(5, 5, 10, 10), opaque(0, 0, 1)))
    #expect(try drawn(parent).paintedExactly(0, 0, 40, 40))
  }

  /// E304 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L283-296, run against Apple
  /// QuartzCore in CI): the bounds origin of the layer asked does not move its sublayers.
  @Test func theAskedLayersBoundsOriginDoesNotMoveItsSublayers() throws {
    let parent = CALayer()
    parent.frame = rect(0, 0, 60, 60)
    parent.bounds = rect(10, 10, 60, 60)
    parent.addSublayer(filled(rect(10, 10, 20, 20), opaque(1, 0, 0)))
    #expect(try drawn(parent).paintedExactly(10, 10, 30, 30))
  }

  /// E306 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L321-334, run against Apple
  /// QuartzCore in CI): a transform on a sublayer does move it.
  @Test func aSublayersTransformMovesIt() throws {
    let p = CALayer()
    p.frame = rect(0, 0, 100, 100)
    let k = filled(rect(10, 10, 20, 20), opaque(1, 0, 0))
    k.transform = CATransform3DMakeTranslation(30, 0, 0)
    p.addSublayer(k)
    #expect(try drawn(p).paintedExactly(40, 10, 60, 30))
  }

  /// E307 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/render.m@a305db1 L336-362, run against Apple
  /// QuartzCore in CI): a sublayer anchored at its corner sits with that corner on its position, one
  /// anchored at its centre around it.
  @Test func aSublayerSitsOnItsPositionByItsAnchorPoint() throws {
    for (anchor, box) in [(pt(0, 0), (50, 50, 70, 70)), (pt(0.5, 0.5), (40, 40, 60, 60))] {
      let p = CALayer()
      p.frame = rect(0, 0, 100, 100)
      let k = CALayer()
      k.bounds = rect(0, 0, 20, 20)
      k.position = pt(50, 50)
      k.anchorPoint = anchor
      k.backgroundColor = opaque(1, 0, 0)
      p.addSublayer(k)
      #expect(try drawn(p).paintedExactly(box.0, box.1, box.2, box.3), "anchor \(anchor)")
    }
  }

  // MARK: CALayer/shadow.m (a 40×40 layer drawn at (80, 80) of a 200×200 bitmap)

  /// The source's shadowed layer: 40×40, filled `fill`, shadow blue at opacity 1, offset (20, 20), radius 5.
  private func shadowed(_ fill: CGColor?) -> CALayer {
    let l = CALayer()
    l.bounds = rect(0, 0, 40, 40)
    l.backgroundColor = fill
    l.shadowColor = opaque(0, 0, 1)
    l.shadowOpacity = 1
    l.shadowOffset = CGSize(width: 20, height: 20)
    l.shadowRadius = 5
    return l
  }

  /// E318 (gnustep/libs-quartzcore Tests/quartzcore/CALayer/shadow.m@a305db1 L155-161, run against Apple
  /// QuartzCore in CI): the shadow reaches the layer's edge moved by the offset and grown by twice the
  /// radius (119 + 20 + 10 = 149), and no further.
  @Test func aShadowReachesTheOffsetAndTwiceTheRadius() throws {
    let px = try drawn(shadowed(opaque(1, 0, 0)), width: 200, height: 200, offset: pt(80, 80))
    #expect(px.painted(140, 140))
    #expect(px.painted(149, 120))
    #expect(!px.painted(152, 120))
  }

  // MARK: CAGradientLayer/drawing.m (an 80×60 gradient layer)

  private func gradient(_ colors: [Any]?) -> CAGradientLayer {
    let g = CAGradientLayer()
    g.bounds = rect(0, 0, 80, 60)
    g.colors = colors
    return g
  }

  /// E322 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/drawing.m@a305db1 L116-117, run against
  /// Apple QuartzCore in CI): half-strength red, green and blue backgrounds land each in a byte of its own.
  @Test func eachColourLandsInAByteOfItsOwn() throws {
    func channel(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) throws -> Int? {
      let l = CALayer()
      l.bounds = rect(0, 0, 20, 20)
      l.backgroundColor = opaque(r, g, b)
      return try drawn(l).rgba(10, 10).lastIndex { $0 > 100 && $0 < 160 }
    }
    let r = try channel(0.5, 0, 0)
    let g = try channel(0, 0.5, 0)
    let b = try channel(0, 0, 0.5)
    #expect(r != nil && g != nil && b != nil)
    #expect(r != g && g != b && r != b)
  }

  /// E325 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/drawing.m@a305db1 L216-231, run against
  /// Apple QuartzCore in CI): a sideways gradient covers the bounds and runs left to right; turning the
  /// points around turns the gradient around.
  @Test func aGradientRunsFromItsStartPointToItsEndPoint() throws {
    let sideways = gradient([opaque(1, 0, 0), opaque(0, 0, 1)])
    sideways.startPoint = pt(0, 0.5)
    sideways.endPoint = pt(1, 0.5)
    let across = try drawn(sideways)
    #expect(across.paintedCount == 4800)
    let (left, right) = (across.channels(2, 30), across.channels(77, 30))
    #expect(left.r > left.b && right.b > right.r)
    let down = gradient([opaque(1, 0, 0), opaque(0, 0, 1)])
    down.startPoint = pt(0.5, 1)
    down.endPoint = pt(0.5, 0)
    let bottom = try drawn(down).channels(40, 2)
    #expect(bottom.b > bottom.r)
  }

  /// E330 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/drawing.m@a305db1 L305-316, run against
  /// Apple QuartzCore in CI): two colours at the same location step from one to the other.
  @Test func twoColoursAtOneLocationMakeAHardStop() throws {
    let stepped = gradient([opaque(1, 0, 0), opaque(0, 0, 1)])
    stepped.locations = [NSNumber(value: 0.5), NSNumber(value: 0.5)]
    let px = try drawn(stepped)
    let below = px.channels(40, 25)
    #expect(below.r > 240 && below.b < 20)
    let above = px.channels(40, 35)
    #expect(above.b > 240 && above.r < 20)
  }

  /// E331 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/drawing.m@a305db1 L324-341, run against
  /// Apple QuartzCore in CI): contents are drawn over the gradient, which shows where they are not.
  @Test func contentsAreDrawnOverTheGradient() throws {
    let g = gradient([opaque(1, 0, 0), opaque(0, 0, 1)])
    let image = try #require(CGImage(width: 20, height: 10, color: opaque(0, 1, 0)))
    g.contents = image
    g.contentsGravity = .center
    let px = try drawn(g)
    #expect(px.paintedCount == 4800)
    let middle = px.channels(40, 30)
    #expect(middle.g > middle.r && middle.g > middle.b)
    let side = px.channels(5, 30)
    #expect(side.r > side.g && side.b > side.g)
  }

  /// E334 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/drawing.m@a305db1 L406-411, run against
  /// Apple QuartzCore in CI): a radial gradient whose two points share an axis draws nothing.
  @Test func aRadialGradientWithPointsOnOneAxisDrawsNothing() throws {
    let sameAxis = gradient([opaque(1, 0, 0), opaque(0, 0, 1)])
    sameAxis.type = .radial
    sameAxis.startPoint = pt(0.5, 0)
    sameAxis.endPoint = pt(0.5, 1)
    #expect(try drawn(sameAxis).paintedCount == 0)
  }

  // MARK: CAShapeLayer/drawing.m (an 80×60 shape layer)

  private func shape(_ path: CGPath?) -> CAShapeLayer {
    let s = CAShapeLayer()
    s.bounds = rect(0, 0, 80, 60)
    s.path = path
    return s
  }

  private func rectPath(_ r: CGRect) -> CGPath { CGPath(rect: r, transform: nil) }

  /// A shape layer stroking `path` in blue, four wide, without a fill.
  private func stroked(_ path: CGPath) -> CAShapeLayer {
    let s = shape(path)
    s.fillColor = nil
    s.strokeColor = opaque(0, 0, 1)
    s.lineWidth = 4
    return s
  }

  /// E336 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/drawing.m@a305db1 L106-117, run against
  /// Apple QuartzCore in CI): with no fill colour, or no path, a shape layer draws nothing.
  @Test func noFillColourOrNoPathDrawsNothing() throws {
    let unfilled = shape(rectPath(rect(10, 10, 40, 30)))
    unfilled.fillColor = nil
    #expect(try drawn(unfilled).paintedCount == 0)
    #expect(try drawn(shape(nil)).paintedCount == 0)
  }

  /// E337 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/drawing.m@a305db1 L121-133, run against
  /// Apple QuartzCore in CI): a path running past the bounds is drawn whole, unless the layer masks.
  @Test func aPathPastTheBoundsIsDrawnWholeUnlessMasked() throws {
    let over = rectPath(rect(60, 40, 30, 30))
    #expect(try drawn(shape(over)).paintedCount == 900)
    let masked = shape(over)
    masked.masksToBounds = true
    #expect(try drawn(masked).paintedCount == 400)
  }

  /// E338 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/drawing.m@a305db1 L149-155, run against
  /// Apple QuartzCore in CI): a four-wide stroke is centred on the path: 560 points, the corner covered
  /// and the middle empty.
  @Test func aStrokeIsCentredOnThePath() throws {
    let px = try drawn(stroked(rectPath(rect(10, 10, 40, 30))))
    #expect(px.paintedCount == 560)
    #expect(px.painted(8, 8) && !px.painted(30, 25))
  }

  /// E339 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/drawing.m@a305db1 L160-164, run against
  /// Apple QuartzCore in CI): a filled and stroked path covers the fill and the stroke together.
  @Test func aFilledAndStrokedPathCoversBoth() throws {
    let both = shape(rectPath(rect(10, 10, 40, 30)))
    both.strokeColor = opaque(0, 0, 1)
    both.lineWidth = 4
    #expect(try drawn(both).paintedCount == 1496)
  }

  // MARK: CATextLayer/drawing.m (a 160×60 text layer in a 200×100 bitmap)

  private func text(_ string: Any?) -> CATextLayer {
    let t = CATextLayer()
    t.bounds = rect(0, 0, 160, 60)
    t.string = string
    return t
  }

  /// E345 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/drawing.m@a305db1 L267-271, run against
  /// Apple QuartzCore in CI): with no string, or an empty one, a text layer draws nothing.
  @Test func noStringOrAnEmptyOneDrawsNothing() throws {
    #expect(try drawn(text(nil), width: 200, height: 100).paintedCount == 0)
    #expect(try drawn(text(""), width: 200, height: 100).paintedCount == 0)
  }

  /// E347 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/drawing.m@a305db1 L317-334, run against
  /// Apple QuartzCore in CI): a bigger font size covers more, and a longer string reaches further across.
  @Test func biggerTextCoversMoreAndLongerTextReachesFurther() throws {
    let small = text("Hg")
    small.fontSize = 12
    let big = try drawn(text("Hg"), width: 200, height: 100).paintedCount
    let smaller = try drawn(small, width: 200, height: 100).paintedCount
    #expect(big > smaller)
    let one = try #require(try drawn(text("H"), width: 200, height: 100).paintedBox)
    let four = try #require(try drawn(text("HHHH"), width: 200, height: 100).paintedBox)
    #expect(four.x1 > one.x1)
  }

  /// E349 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/drawing.m@a305db1 L372-391, run against
  /// Apple QuartzCore in CI): contents the size of the layer, drawn over the string, hide it: no pixel of
  /// the layer is less green than red or blue.
  @Test func contentsAreDrawnOverTheString() throws {
    let t = text("Hg")
    let image = try #require(CGImage(width: 160, height: 60, color: opaque(0, 1, 0)))
    t.contents = image
    t.contentsGravity = .resize
    let px = try drawn(t, width: 200, height: 100)
    let sawText = (0..<60).contains { y in
      (0..<160).contains { x in
        let c = px.channels(x, y)
        return c.g < c.r || c.g < c.b
      }
    }
    #expect(!sawText)
  }

  // MARK: CAReplicatorLayer/drawing.m (a 200×100 bitmap)

  /// E354 (gnustep/libs-quartzcore Tests/quartzcore/CAReplicatorLayer/drawing.m@a305db1 L154-171, run
  /// against Apple QuartzCore in CI): a replicator draws its own background once and repeats only its
  /// sublayers, past its own bounds.
  @Test func onlyTheSublayersAreRepeated() throws {
    let r = CAReplicatorLayer()
    r.bounds = rect(0, 0, 40, 40)
    r.backgroundColor = opaque(0, 1, 0)
    r.addSublayer(redChild())
    r.instanceCount = 3
    r.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
    let px = try drawn(r, width: 200, height: 100)
    #expect(px.painted(30, 30))
    #expect(px.painted(130, 10))
    #expect(!px.painted(90, 30))
  }

  // MARK: CATransformLayer/drawing.m (a 100×100 layer in a 200×100 bitmap)

  /// E356 (gnustep/libs-quartzcore Tests/quartzcore/CATransformLayer/drawing.m@a305db1 L99-121, run
  /// against Apple QuartzCore in CI): a transform layer draws its sublayers in the box a plain layer draws
  /// them in, covering as many points.
  @Test func aTransformLayerDrawsItsSublayersAsAPlainLayerDoes() throws {
    let t = CATransformLayer()
    t.bounds = rect(0, 0, 100, 100)
    t.addSublayer(redChild())
    let l = CALayer()
    l.bounds = rect(0, 0, 100, 100)
    l.addSublayer(redChild())
    let transformed = try drawn(t, width: 200, height: 100)
    let plain = try drawn(l, width: 200, height: 100)
    let box = try #require(transformed.paintedBox)
    let plainBox = try #require(plain.paintedBox)
    #expect(box == plainBox)
    #expect(transformed.paintedCount == plain.paintedCount)
  }

}
