import Foundation
import LaminaRender
import LaminaUIKit
import TestSupport
import Testing

/// AppKit views: frames in y-up superviews, drawing y up, hit testing from the superview's
/// space, Auto Layout with visual tops, autoresizing keeping the bottom margin.
@Suite(.serialized) struct NSViewTests {
  /// A 200 × 100 root (unflipped) with a child whose frame is (10, 10, 50, 20): 10 points above the
  /// root's bottom edge, so rows 70..<90 of the picture.
  @Test func framesAreYUpInAnUnflippedSuperview() throws {
    let root = NSView(frame: NSMakeRect(0, 0, 200, 100))
    root.layer?.backgroundColor = .white
    let child = NSView(frame: NSMakeRect(10, 10, 50, 20))
    child.layer?.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    root.addSubview(child)
    #expect(root.backingLayer.isGeometryFlipped && !child.backingLayer.isGeometryFlipped)
    let image = try LayerRenderer().render(root.backingLayer)
    #expect(image.pixel(x: 10, y: 70) == 0xFFFF_0000 && image.pixel(x: 59, y: 89) == 0xFFFF_0000)
    #expect(image.pixel(x: 10, y: 69) == 0xFFFF_FFFF && image.pixel(x: 10, y: 90) == 0xFFFF_FFFF)
    // A flipped view's subviews are y down from its top.
    final class Flipped: NSView { override var isFlipped: Bool { true } }
    let flipped = Flipped(frame: NSMakeRect(100, 0, 100, 100))
    let inner = NSView(frame: NSMakeRect(0, 0, 10, 10))
    root.addSubview(flipped)
    flipped.addSubview(inner)
    // The inner view is y up again: its (0, 0) is its bottom-left, 10 below the flipped view's top.
    #expect(inner.convert(NSPoint(x: 0, y: 0), to: root) == NSPoint(x: 100, y: 90))
    #expect(child.convert(NSPoint(x: 0, y: 0), to: nil) == NSPoint(x: 10, y: 10))
  }

  /// `draw(_:)` of an unflipped view is y up: a square at (0, 0) is at the bottom-left.
  @Test func drawingIsYUpUnlessFlipped() throws {
    final class Corner: NSView {
      override func draw(_ dirtyRect: NSRect) {
        NSColor.blue.set()
        NSBezierPath(rect: NSMakeRect(0, 0, 10, 10)).fill()
        #expect(NSGraphicsContext.current?.isFlipped == false)
      }
    }
    let view = Corner(frame: NSMakeRect(0, 0, 40, 40))
    view.needsDisplay = true
    view.displayIfNeeded()
    let image = try LayerRenderer().render(view.backingLayer)
    #expect(image.pixel(x: 0, y: 39) == 0xFF00_00FF && image.pixel(x: 9, y: 30) == 0xFF00_00FF)
    #expect(image.pixel(x: 0, y: 29) == 0 && image.pixel(x: 0, y: 0) == 0)
  }

  /// `hitTest(_:)` takes a point in the superview's coordinates and skips hidden views.
  @Test func hitTestingStartsInTheSuperviewsSpace() {
    let root = NSView(frame: NSMakeRect(0, 0, 200, 100))
    let child = NSView(frame: NSMakeRect(10, 10, 50, 20))
    root.addSubview(child)
    #expect(root.hitTest(NSPoint(x: 20, y: 20)) === child)
    #expect(root.hitTest(NSPoint(x: 20, y: 80)) === root)
    child.isHidden = true
    #expect(root.hitTest(NSPoint(x: 20, y: 20)) === root)
  }

  /// `top` is the visual top: pinned 10 below the root's top, a 30-point view's y-up origin is
  /// 100 − 10 − 30; insets' top is at maximum y.
  @Test func constraintsUseVisualTops() {
    final class Inset: NSView {
      override var alignmentRectInsets: NSEdgeInsets { NSEdgeInsets(top: 4, left: 0, bottom: 0, right: 0) }
    }
    let root = NSView(frame: NSMakeRect(0, 0, 200, 100))
    let child = Inset(frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutSubtreeIfNeeded()
    // The alignment rect spans y 60..<90 (y up); the frame adds 4 at the top.
    #expect(child.frame == NSMakeRect(20, 60, 50, 34))
  }

  /// With no vertical flags, a view keeps its y-up origin when the superview grows: it stays at the
  /// bottom; with `minYMargin` (the bottom margin) it keeps its distance from the top.
  @Test func autoresizingKeepsAppKitsMargins() {
    let root = NSView(frame: NSMakeRect(0, 0, 200, 100))
    let fixed = NSView(frame: NSMakeRect(10, 10, 50, 20))
    let floating = NSView(frame: NSMakeRect(100, 10, 50, 20))
    floating.autoresizingMask = [.minYMargin]
    root.addSubview(fixed)
    root.addSubview(floating)
    root.setFrameSize(NSSize(width: 200, height: 160))
    #expect(fixed.frame == NSMakeRect(10, 10, 50, 20))
    #expect(floating.frame == NSMakeRect(100, 70, 50, 20))
  }
}

extension NSViewTests {
  /// AppKit's documented example: width and right margin flexible, the superview 10 points wider:
  /// each takes 5.
  @Test func autoresizingSharesEvenly() {
    let root = NSView(frame: NSMakeRect(0, 0, 100, 100))
    let child = NSView(frame: NSMakeRect(10, 10, 50, 20))
    child.autoresizingMask = [.width, .maxXMargin]
    root.addSubview(child)
    root.setFrameSize(NSSize(width: 110, height: 100))
    #expect(child.frame == NSMakeRect(10, 10, 55, 20))
  }
}

extension NSViewTests {
  /// A hosted layer takes the old one's place, frame and sublayers; the tree keeps working.
  @Test func aReplacedLayerTakesTheOldOnesPlace() throws {
    let root = NSView(frame: NSMakeRect(0, 0, 100, 100))
    let view = NSView(frame: NSMakeRect(10, 10, 40, 40))
    let child = NSView(frame: NSMakeRect(0, 0, 10, 10))
    root.addSubview(view)
    view.addSubview(child)
    let shape = CAShapeLayer()
    view.layer = shape
    #expect(view.backingLayer === shape && shape.frame == NSMakeRect(10, 10, 40, 40))
    #expect(shape.superlayer === root.backingLayer && shape.sublayers?.first === child.backingLayer)
    #expect(root.hitTest(NSPoint(x: 12, y: 12)) === child)
    view.removeFromSuperview()
    #expect(root.backingLayer.sublayers?.isEmpty ?? true)
    _ = try LayerRenderer().render(root.backingLayer)
  }
}

extension UIViewLayoutTests {
  /// A view whose layer was taken out of the layer tree behind its back: the view tree still
  /// adds, removes, lays out and renders without a crash, and the trees agree again.
  @Test func aLayerRemovedBehindTheViewsBack() throws {
    let root = UIView(frame: rect(0, 0, 100, 100))
    let (a, b) = (UIView(frame: rect(0, 0, 10, 10)), UIView(frame: rect(20, 0, 10, 10)))
    root.addSubview(a)
    a.layer.removeFromSuperlayer()
    root.addSubview(b)
    b.translatesAutoresizingMaskIntoConstraints = false
    b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive = true
    root.layoutIfNeeded()  // a's layer is outside the tree: the constraint is reported, not solved
    #expect(root.layer.layoutReport?.invalid.count == 1)
    a.removeFromSuperview()
    #expect(
      root.subviews.map { $0 === b } == [true] && root.layer.sublayers?.map { $0 === b.layer } == [true])
    _ = try LayerRenderer().render(root.layer)
  }
}
