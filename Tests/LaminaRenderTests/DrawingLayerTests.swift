import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

/// A layer that fills the top-left quarter of its bounds (in its own y-down coordinates) red, and
/// remembers the CTM it was handed.
final class QuarterLayer: CALayer {
  var seenCTM: CGAffineTransform?
  override func draw(in ctx: CGContext) {
    seenCTM = ctx.ctm
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 2))
  }
}

final class BlueDelegate: CALayerDelegate {
  var draws = 0
  func draw(_ layer: CALayer, in ctx: CGContext) {
    draws += 1
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
  }
}

@Suite struct DrawingLayerTests {
  let opaqueRed: UInt32 = 0xFFFF_0000
  let opaqueBlue: UInt32 = 0xFF00_00FF

  @Test func subclassDrawsOnlyAfterSetNeedsDisplay() throws {
    let l = QuarterLayer()
    l.bounds = rect(0, 0, 20, 10)
    #expect(try render(l).paintedCount == 0)
    l.setNeedsDisplay()
    #expect(l.needsDisplay())
    let image = try render(l)
    #expect(!l.needsDisplay())
    #expect(image.all(in: 0..<10, 0..<5, equal: opaqueRed))
    #expect(image.all(in: 10..<20, 0..<10, equal: 0) && image.all(in: 0..<10, 5..<10, equal: 0))
    #expect(l.seenCTM == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
  }

  /// A render displays only when some layer is marked (Lamina counts the marks): layers released
  /// while marked, or marked twice and displayed, leave no mark behind and take none away.
  @Test func marksOfReleasedAndDisplayedLayersAreForgotten() throws {
    for _ in 0..<50 {
      let gone = QuarterLayer()
      gone.setNeedsDisplay()
      gone.setNeedsDisplay()
    }
    let shown = QuarterLayer()
    shown.setNeedsDisplay()
    shown.setNeedsDisplay()
    shown.displayIfNeeded()
    shown.displayIfNeeded()
    let l = QuarterLayer()
    l.bounds = rect(0, 0, 20, 10)
    l.setNeedsDisplay()
    let image = try render(l)
    #expect(!l.needsDisplay())
    #expect(image.all(in: 0..<10, 0..<5, equal: opaqueRed))
  }

  @Test func contentsScaleSetsTheBackingPixels() throws {
    let l = QuarterLayer()
    l.bounds = rect(0, 0, 20, 10)
    l.contentsScale = 2
    l.setNeedsDisplay()
    let image = try render(l, scale: 2)
    let backing = try #require(l.contents as? CGImage)
    #expect(backing.width == 40 && backing.height == 20)
    #expect(l.seenCTM == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
    #expect(image.all(in: 0..<20, 0..<10, equal: opaqueRed))
    #expect(image.all(in: 20..<40, 0..<20, equal: 0))
  }

  @Test func boundsOriginIsTheDrawingOrigin() throws {
    let l = QuarterLayer()
    l.bounds = rect(100, 50, 20, 10)
    l.displayIfNeeded()
    #expect(l.contents == nil)
    l.setNeedsDisplay()
    l.displayIfNeeded()
    let backing = try #require(l.contents as? CGImage)
    #expect(backing.all(in: 0..<10, 0..<5, equal: opaqueRed) && backing.all(in: 10..<20, 0..<10, equal: 0))
  }

  @Test func delegateDrawsASublayerInPlace() throws {
    let root = layer(frame: rect(0, 0, 20, 20))
    let drawn = layer(frame: rect(10, 6, 8, 8))
    let delegate = BlueDelegate()
    drawn.delegate = delegate
    drawn.setNeedsDisplay()
    root.addSublayer(drawn)
    let image = try render(root)
    #expect(image.all(in: 10..<14, 6..<10, equal: opaqueBlue))
    #expect(image.pixel(x: 15, y: 11) == 0)
    _ = try render(root)
    #expect(delegate.draws == 1)  // not redrawn until marked again
  }

  @Test func delegateDisplayReplacesDrawing() throws {
    final class Provider: CALayerDelegate {
      func display(_ layer: CALayer) {
        layer.contents = CGImage(width: 1, height: 1, premultipliedARGB: [0xFF00_FF00])
      }
    }
    let l = layer(frame: rect(0, 0, 4, 4))
    let provider = Provider()
    l.delegate = provider
    l.setNeedsDisplay()
    #expect(try render(l).all(in: 0..<4, 0..<4, equal: 0xFF00_FF00))
  }

  @Test func drawingInAFlippedLayerLandsWhereASublayerWould() throws {
    func tree(drawn: Bool) -> CALayer {
      let root = layer(frame: rect(0, 0, 20, 20))
      root.isGeometryFlipped = true
      let child: CALayer
      if drawn {
        child = QuarterLayer()
        child.frame = rect(0, 0, 20, 20)
        child.setNeedsDisplay()
      } else {
        child = layer(frame: rect(0, 0, 10, 10), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      }
      root.addSublayer(child)
      return root
    }
    let drawn = try render(tree(drawn: true))
    #expect(drawn == (try render(tree(drawn: false))))
    #expect(drawn.all(in: 0..<10, 10..<20, equal: opaqueRed))  // flipped: layer y 0…10 is the bottom half
  }

  @Test func boundsChangeRedisplaysWhenAsked() throws {
    let l = QuarterLayer()
    l.bounds = rect(0, 0, 4, 4)
    l.needsDisplayOnBoundsChange = true
    l.bounds = rect(0, 0, 8, 8)
    #expect(l.needsDisplay())
    let other = QuarterLayer()
    other.bounds = rect(0, 0, 8, 8)
    #expect(!other.needsDisplay())
  }

  @Test func renderInContextMatchesTheRendererUnderAFlip() throws {
    let root = layer(frame: rect(0, 0, 30, 20), color: CGColor(gray: 1, alpha: 1))
    root.addSublayer(layer(frame: rect(2, 3, 10, 5), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
    let ctx = try #require(
      CGContext(
        data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
    ctx.translateBy(x: 0, y: 20)
    ctx.scaleBy(x: 1, y: -1)
    root.render(in: ctx)
    #expect(ctx.makeImage() == (try render(root)))
    #expect(ctx.makeImage()!.pixel(x: 2, y: 3) == opaqueRed)
  }

  @Test func renderInAPlainBitmapContextIsUpsideDownAsOnIOS() throws {
    let root = layer(frame: rect(0, 0, 10, 10))
    root.addSublayer(layer(frame: rect(0, 0, 10, 2), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
    let ctx = try #require(
      CGContext(
        data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    root.render(in: ctx)
    let image = try #require(ctx.makeImage())
    #expect(image.pixel(x: 5, y: 9) == opaqueRed && image.pixel(x: 5, y: 0) == 0)
    // The caller's layout (RGBA bytes) holds the same picture.
    let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
    #expect((0..<4).map { bytes[9 * 40 + 20 + $0] } == [255, 0, 0, 255])
  }

  /// Apple's `isOpaque`: the backing store of an opaque layer has no alpha channel, so what
  /// `draw(in:)` leaves undrawn shows black (measured: yahoo/AppDevKit's opaque dashed-line view).
  @Test func anOpaqueLayersUndrawnPixelsAreBlack() throws {
    final class Half: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
      }
    }
    let l = Half()
    l.frame = rect(0, 0, 10, 10)
    l.isOpaque = true
    l.setNeedsDisplay()
    let image = try render(l)
    #expect(image.pixel(x: 2, y: 5) == 0xFF80_0000)  // half red over black
    #expect(image.pixel(x: 7, y: 5) == 0xFF00_0000)  // undrawn: black
    l.isOpaque = false
    l.setNeedsDisplay()
    #expect(try render(l).pixel(x: 7, y: 5) == 0)
  }
}
