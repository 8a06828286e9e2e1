import Foundation
import Lamina
import LaminaRender
import LaminaUIDrawing
import LaminaUIKit
import TestSupport
import Testing

/// Views as UIKit's thin owners of layers: geometry, the tree, drawing, layout, hit testing,
/// animation blocks.
@Suite(.serialized) struct UIViewTests {
  @Test func aViewsGeometryIsItsLayers() {
    let v = UIView(frame: rect(10, 20, 100, 50))
    #expect(v.layer.frame == rect(10, 20, 100, 50) && v.bounds == rect(0, 0, 100, 50))
    #expect(v.center == CGPoint(x: 60, y: 45) && v.layer.position == v.center)
    v.center = CGPoint(x: 100, y: 100)
    #expect(v.frame == rect(50, 75, 100, 50))
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(v.frame == rect(0, 50, 200, 100) && v.bounds.size == CGSize(width: 100, height: 50))
    v.alpha = 0.5
    v.clipsToBounds = true
    v.backgroundColor = .red
    #expect(v.layer.opacity == 0.5 && v.layer.masksToBounds)
    #expect(v.layer.backgroundColor?.components == [1, 0, 0, 1])
  }

  @Test func layerClassMakesLaminasKinds() {
    final class GradientView: UIView {
      override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    final class Ring: CALayer {}
    final class RingView: UIView {
      override func makeBackingLayer() -> CALayer { Ring() }
    }
    #expect(GradientView().layer is CAGradientLayer)
    let ring = RingView()
    #expect(ring.layer is Ring && ring.layer.delegate === ring)
  }

  @Test func subviewsAreMirroredInSublayers() {
    let root = UIView(frame: rect(0, 0, 100, 100))
    let (a, b, c) = (UIView(), UIView(), UIView())
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, belowSubview: b)
    #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [a, c, b].map { ObjectIdentifier($0.layer) })
    root.bringSubviewToFront(a)
    #expect(root.layer.sublayers?.last === a.layer && c.superview === root)
    a.addSubview(root)  // root is a's ancestor: refused, the tree unchanged
    #expect(root.superview == nil && a.subviews.isEmpty)
    c.tag = 7
    #expect(root.viewWithTag(7) === c)
    c.removeFromSuperview()
    #expect(root.subviews.count == 2 && c.layer.superlayer == nil && c.superview == nil)
  }

  @Test func drawGoesThroughTheLayerWithTheContextCurrent() throws {
    final class Dot: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
      }
    }
    let root = UIView(frame: rect(0, 0, 20, 20))
    root.backgroundColor = .white
    let dot = Dot(frame: rect(10, 10, 10, 10))
    root.addSubview(dot)
    let image = try LayerRenderer().render(root.layer)
    #expect(image.pixel(x: 12, y: 12) == 0xFF00_00FF && image.pixel(x: 17, y: 17) == 0xFFFF_FFFF)
    #expect(root.layer.contents == nil)  // a view that does not draw keeps no backing image
  }

  @Test func anOverrideThatCallsSuperKeepsItsDrawing() throws {
    final class Bar: UIView {
      var level: CGFloat = 0
      override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: level, height: bounds.height))
      }
    }
    let bar = Bar(frame: rect(0, 0, 10, 2))
    let empty = try LayerRenderer().render(bar.layer)  // level 0: nothing drawn yet
    #expect(empty.paintedCountForTest == 0)
    bar.level = 4
    bar.setNeedsDisplay()
    let drawn = try LayerRenderer().render(bar.layer)
    #expect(drawn.paintedCountForTest == 8 && drawn.pixel(x: 3, y: 1) == 0xFFFF_0000)
  }

  @Test func layoutRunsLayoutSubviewsAndTheControllersCallbacks() {
    final class Column: UIView {
      override func layoutSubviews() {
        for (i, v) in subviews.enumerated() {
          v.frame = CGRect(x: 0, y: CGFloat(i) * 10, width: bounds.width, height: 10)
        }
      }
    }
    final class Controller: UIViewController {
      var calls: [String] = []
      override func loadView() { view = Column(frame: rect(0, 0, 40, 100)) }
      override func viewDidLoad() { calls.append("load") }
      override func viewWillLayoutSubviews() { calls.append("will") }
      override func viewDidLayoutSubviews() { calls.append("did") }
    }
    let c = Controller()
    #expect(!c.isViewLoaded)
    c.view.addSubview(UIView())
    c.view.addSubview(UIView())
    c.view.layoutIfNeeded()
    #expect(c.view.subviews[1].frame == rect(0, 10, 40, 10))
    #expect(c.calls == ["load", "will", "did"])
  }

  @Test func hitTestingSkipsHiddenTransparentAndNonInteractiveViews() {
    let root = UIView(frame: rect(0, 0, 100, 100))
    let a = UIView(frame: rect(0, 0, 50, 50))
    let b = UIView(frame: rect(25, 25, 50, 50))
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === b)
    b.alpha = 0.005
    #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === a)
    a.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 150, y: 30), with: nil) == nil)
    #expect(b.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 30, y: 30))
  }

  @Test func contentModeSetsTheGravityUIKitsWay() {
    let v = UIImageView(frame: rect(0, 0, 10, 10))
    v.contentMode = .top
    #expect(v.layer.contentsGravity == .bottom)  // Core Animation's names are y up
    v.contentMode = .scaleAspectFit
    #expect(v.layer.contentsGravity == .resizeAspect)
  }

  @Test func animateMakesTheAnimationsUIKitDoes() {
    movingTheSharedClock {
      let start = MediaClock.now
      let v = UIView(frame: rect(0, 0, 10, 10))
      _ = v.layer.presentation(at: start)  // on screen
      v.alpha = 0.5  // outside a block: no animation
      #expect(v.layer.animationKeys() == nil)
      var completed = false
      UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }) {
        completed = $0
      }
      #expect(v.layer.animationKeys() == ["opacity"] && !completed)
      // Linear over 2 s from 0.5 to 0: a quarter of the way after 0.5 s.
      #expect(v.layer.presentation(at: start + 0.5)?.opacity == 0.375)
      #expect(v.layer.presentation(at: start + 3)?.opacity == 0)
      MediaClock.set(start + 2.5)  // the completion runs once the clock passes the animation's end
      #expect(completed)
    }
  }

  @Test func labelsMeasureAndDrawTheirText() throws {
    let label = UILabel()
    label.text = "Hello"
    label.font = .systemFont(ofSize: 20)
    let size = label.intrinsicContentSize
    #expect(size.width > 40 && size.width < 70 && size.height > 20 && size.height < 30)
    label.sizeToFit()
    #expect(label.bounds.size == size)
    label.frame = rect(0, 0, 100, 60)
    label.textColor = .black
    let image = try LayerRenderer().render(label.layer)
    // Vertically centred: ink in the middle band, none in the top and bottom 15 points.
    let rows = (0..<60).map { y in (0..<100).contains { x in image.pixel(x: x, y: y) >> 24 > 128 } }
    #expect(!rows[0..<15].contains(true) && !rows[45..<60].contains(true) && rows[25..<35].contains(true))
  }

  @Test func aSystemButtonCentresItsTintedTitle() {
    let b = UIButton(type: .system)
    b.setTitle("Press", for: .normal)
    b.sizeToFit()
    #expect(b.bounds.height == (b.titleLabel?.intrinsicContentSize.height ?? 0) + 12)
    b.frame = rect(0, 0, 120, 44)
    b.layoutIfNeeded()
    let label = b.titleLabel!
    #expect(label.text == "Press" && label.textColor == UIColor.systemBlue)
    #expect(abs(label.center.x - 60) <= 0.5 && abs(label.center.y - 22) <= 0.5)
    b.setTitleColor(.red, for: .normal)
    #expect(label.textColor == UIColor.red)
  }

  @Test func labelsLetTouchesThroughAndResetNilStyles() {
    let b = UIButton(type: .system)
    b.setTitle("Tap", for: .normal)
    b.frame = rect(0, 0, 100, 40)
    b.layoutIfNeeded()
    #expect(b.hitTest(CGPoint(x: 50, y: 20), with: nil) === b)  // not its title label
    let label = UILabel(frame: rect(5, 6, 100, 100))
    label.font = nil
    label.textColor = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == UIColor.label)
    label.text = "x"
    label.sizeToFit()
    #expect(label.frame.origin == CGPoint(x: 5, y: 6))  // sizeToFit keeps the origin
    #expect(UIButton.ButtonType.close.rawValue == 7)
  }
}

extension CGImage {
  /// Pixels with any coverage.
  fileprivate var paintedCountForTest: Int { premultipliedARGB.filter { $0 >> 24 != 0 }.count }
}

extension UIViewTests {
  /// UIKit's keyframe animation, as dumped from UIKit: alpha to 0 over the first tenth of 10 s gives
  /// keyTimes (0, 0.1, 1), values (1, 0, 0), linear calculation, fill both, ease in and out.
  @Test func keyframesMakeTheAnimationUIKitDoes() throws {
    let start = MediaClock.now
    let v = UIView(frame: rect(0, 0, 10, 10))
    _ = v.layer.presentation(at: start)
    UIView.animateKeyframes(withDuration: 10, delay: 0, options: []) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { v.alpha = 0 }
    }
    let a = try #require(v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
    #expect(a.keyTimes?.map(\.doubleValue) == [0, 0.1, 1])
    #expect(a.values?.compactMap { ($0 as? NSNumber)?.doubleValue ?? ($0 as? Double) } == [1, 0, 0])
    #expect(a.calculationMode == .linear && a.fillMode == .both && a.duration == 10)
    var c1 = [Float](repeating: 0, count: 2)
    a.timingFunction?.getControlPoint(at: 1, values: &c1)
    #expect(c1 == [0.42, 0])  // ease in, ease out: (0.42, 0), (0.58, 1)
    #expect(v.layer.presentation(at: start + 10)?.opacity == 0)
  }

  /// Two keyframes of one property chain (100 then 300), held between; with the linear curve
  /// passed in the options' raw value, a quarter of the way is half-way through the first.
  @Test func keyframesChainAndHold() throws {
    let start = MediaClock.now
    let v = UIView(frame: rect(0, 0, 10, 10))
    _ = v.layer.presentation(at: start)
    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    UIView.animateKeyframes(withDuration: 4, delay: 0, options: linear) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 105 }
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { v.center.x = 305 }
    }
    let a = try #require(v.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(a.keyTimes?.map(\.doubleValue) == [0, 0.5, 0.75, 1])
    #expect(abs((v.layer.presentation(at: start + 1)?.position.x ?? 0) - 55) < 1e-9)
    #expect(abs((v.layer.presentation(at: start + 2.5)?.position.x ?? 0) - 105) < 1e-9)
    #expect(abs((v.layer.presentation(at: start + 3.5)?.position.x ?? 0) - 205) < 1e-9)
    #expect(v.center.x == 305)
  }
}

extension UIViewTests {
  /// `numberOfLines` limits a wrapping label: three lines of text in two lines' height, and the
  /// third line not drawn.
  @Test func numberOfLinesLimitsTheText() throws {
    let label = UILabel(frame: rect(0, 0, 60, 100))
    label.text = "one two three four five six"
    label.numberOfLines = 0
    let all = label.sizeThatFits(CGSize(width: 60, height: 0))
    label.numberOfLines = 2
    let two = label.sizeThatFits(CGSize(width: 60, height: 0))
    label.numberOfLines = 1
    let one = label.sizeThatFits(CGSize(width: 60, height: 0))
    #expect(all.height >= 3 * one.height - 2)
    #expect(abs(two.height - (2 * one.height)) <= 2 && two.height < all.height)
    label.numberOfLines = 2
    label.frame = rect(0, 0, 60, all.height)
    label.textColor = .black
    let image = try LayerRenderer().render(label.layer)
    let inked = (0..<Int(all.height)).filter { y in
      (0..<60).contains { x in image.pixel(x: x, y: y) >> 24 > 128 }
    }
    // Two lines, centred: no ink in the top or bottom sixth (where a third line would be).
    #expect(!inked.isEmpty && inked.first! > Int(all.height) / 6 && inked.last! < Int(all.height) * 5 / 6)
  }

  /// Past `numberOfLines`, a truncating label ends its last line with an ellipsis: its second line
  /// is not the clipped label's second line.
  @Test func theLastLineKeptEndsInAnEllipsis() throws {
    func secondLine(_ mode: NSLineBreakMode) throws -> [UInt32] {
      let label = UILabel(frame: rect(0, 0, 60, 60))
      (label.text, label.numberOfLines, label.lineBreakMode) = ("one two three four five six", 2, mode)
      label.textColor = .black
      let image = try LayerRenderer().render(label.layer)
      return (30..<60).flatMap { y in (0..<60).map { image.pixel(x: $0, y: y) } }
    }
    let clipped = try secondLine(.byClipping)
    let truncated = try secondLine(.byTruncatingTail)
    #expect(clipped.contains { $0 >> 24 > 128 } && truncated.contains { $0 >> 24 > 128 })
    #expect(clipped != truncated)
    let layer = CATextLayer()
    (layer.string, layer.isWrapped, layer.truncationMode, layer.maximumLines) = (
      "one two three four five six", true, .end, 2
    )
    #expect(layer.layout(width: 60)?.lines.count == 2)
    layer.maximumLines = 0
    #expect((layer.layout(width: 60)?.lines.count ?? 0) >= 3)
  }
}

extension UIViewTests {
  /// A tint set on a view reaches the subviews that inherit it, not those with their own.
  @Test func tintChangesReachInheritingSubviews() {
    final class Watcher: UIView {
      var changes = 0
      override func tintColorDidChange() { changes += 1 }
    }
    let root = UIView()
    let (inheriting, own, deep) = (Watcher(), Watcher(), Watcher())
    own.tintColor = .red
    own.changes = 0
    root.addSubview(inheriting)
    root.addSubview(own)
    inheriting.addSubview(deep)
    root.tintColor = .green
    #expect(inheriting.changes == 1 && deep.changes == 1 && own.changes == 0)
    #expect(deep.tintColor == .green && own.tintColor == .red)
  }
}

/// `UIView.transition(with:…)`: a cross-dissolve from the view's rendering before the block to
/// its rendering after.
@Suite struct UIViewTransitionTests {
  @Test func crossDissolveBlendsTheTwoRenderings() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .red
    root.addSubview(view)
    MediaClock.withTime(0) {
      UIView.transition(
        with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
        animations: { view.backgroundColor = .blue })
    }
    let mid = try LayerRenderer().render(root.layer.presentationTree(at: 0.5))
    let p = mid.pixel(x: 20, y: 10)
    #expect(abs(Int((p >> 16) & 0xFF) - 128) <= 1 && abs(Int(p & 0xFF) - 128) <= 1 && p >> 24 == 0xFF)
    #expect(view.backgroundColor == .blue)
    let after = try LayerRenderer().render(root.layer.presentationTree(at: 1.5))
    #expect(after.pixel(x: 20, y: 10) == 0xFF00_00FF)
  }

  @Test func transitionFromToReplacesTheView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let (a, b) = (UIView(), UIView())
    root.addSubview(a)
    UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve)
    #expect(root.subviews.count == 1 && root.subviews[0] === b && a.superview == nil)
  }
}
