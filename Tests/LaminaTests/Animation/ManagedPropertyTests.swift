import Foundation
import TestSupport
import Testing

@testable import Lamina

/// A bar whose filled length is a custom animatable property, written as the idiom is on Apple
/// platforms (`@NSManaged` becomes `@Managed`; the one added line is `presentationInstance()`).
private final class BarLayer: CALayer {
  @Managed var level: CGFloat
  @Managed var tint: CGColor? = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
  @Managed var label: String = "bar"
  /// How many times `draw(in:)` ran, and the level it drew.
  var drawn: [CGFloat] = []

  override init() { super.init() }
  override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? BarLayer { level = other.level }
  }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func presentationInstance() -> CALayer { BarLayer(layer: self) }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "level" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "level" else { return super.action(forKey: event) }
    let a = CABasicAnimation(keyPath: event)
    a.fromValue = presentation()?.value(forKey: event)
    a.duration = 1
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    return a
  }

  override func draw(in ctx: CGContext) {
    drawn.append(level)
    ctx.setFillColor(tint ?? CGColor(gray: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: level, height: bounds.height))
  }
}

@Suite(.serialized) struct ManagedPropertyTests {
  @Test func aManagedPropertyIsAValueByKey() {
    let bar = BarLayer()
    #expect(bar.level == 0 && bar.label == "bar" && bar.tint?.components == [0, 0, 1, 1])
    #expect(bar.value(forKey: "level") as? CGFloat == 0 && bar.value(forKey: "label") as? String == "bar")
    bar.level = 30
    #expect(bar.value(forKey: "level") as? CGFloat == 30)
    bar.setValue(NSNumber(value: 45), forKey: "level")
    #expect(bar.level == 45)
    bar.label = "progress"
    #expect(bar.value(forKey: "label") as? String == "progress")
    #expect(bar.needsDisplay())  // `needsDisplay(forKey: "level")`
  }

  @Test func presentationCopiesAreTheSubclassWithItsValues() {
    let bar = BarLayer()
    bar.level = 20
    bar.label = "copied by init(layer:)"
    let copy = bar.presentation(at: 0)
    #expect(copy !== bar && copy?.level == 20 && copy?.label == "copied by init(layer:)")
    #expect(copy?.model() === bar)
  }

  @Test func changingItOnAShownLayerAnimatesAndRedrawsEachFrame() {
    MediaClock.withTime(10) {
      let bar = BarLayer()
      bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 4)
      bar.level = 20
      _ = bar.presentation(at: 10)  // shown
      bar.level = 80
      let a = bar.animation(forKey: "level") as? CABasicAnimation
      #expect(a?.fromValue as? CGFloat == 20 && a?.beginTime == 10)
      // A quarter of the way through the linear second: 20 + (80 − 20) / 4 = 35, drawn so.
      let frame = bar.presentationTree(at: 10.25) as! BarLayer
      #expect(frame.level == 35 && frame.drawn == [35])
      let image = frame.contents as! CGImage
      let row = image.premultipliedARGB.prefix(image.width)
      #expect(row.filter { $0 >> 24 == 0xFF }.count == 35)
      #expect(bar.level == 80 && (bar.presentationTree(at: 12) as! BarLayer).level == 80)
    }
  }

  @Test func anAnimationAddedByKeyDrivesTheProperty() {
    let bar = BarLayer()
    let a = CABasicAnimation(keyPath: "level")
    (a.fromValue, a.toValue, a.duration) = (0, 10, 2)
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    a.beginTime = 1
    bar.add(a, forKey: "grow")
    #expect(a.problem(on: bar) == nil)
    #expect((bar.presentation(at: 2) as BarLayer?)?.level == 5)
  }

  @Test func aSubclassWithoutTheHookStillAnimatesItsValues() {
    final class Plain: CALayer {
      @Managed var angle: Double
    }
    let p = Plain()
    let a = CABasicAnimation(keyPath: "angle")
    (a.fromValue, a.toValue, a.duration) = (0, 1, 1)
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    p.add(a, forKey: nil)
    // Its copies are plain layers (Swift cannot call its init(layer:)), keeping the value by key.
    #expect(p.presentation(at: 0.5) == nil)
    #expect(p.presentationTree(at: 0.5).value(forKey: "angle") as? Double == 0.5)
  }

  @Test func anUnknownKeyIsStillReportedOnALayerWithoutIt() {
    let a = CABasicAnimation(keyPath: "opactiy")
    #expect(a.problem(on: CALayer()) == "\"opactiy\" is not a property Lamina can animate")
  }

  @Test func aPropertyNeverSetAnimatesFromItsInitialValue() {
    MediaClock.withTime(20) {
      let bar = BarLayer()
      _ = bar.presentation(at: 20)  // shown with level never set: it reads 0
      bar.level = 80
      let a = bar.animation(forKey: "level") as? CABasicAnimation
      #expect(a?.fromValue as? CGFloat == 0)
      #expect((bar.presentation(at: 20.25) as BarLayer?)?.level == 20)
    }
  }

  @Test func builtInPropertiesThatDoNotAnimateAreRefused() {
    let l = CALayer()
    let child = CALayer()
    l.addSublayer(child)
    let a = CABasicAnimation(keyPath: "sublayers")
    (a.fromValue, a.toValue, a.duration) = ([CALayer()], [child], 1)
    #expect(a.problem(on: l) == "\"sublayers\" is not a property Lamina can animate")
    l.add(a, forKey: nil)
    _ = l.presentationTree(at: 0.5)
    #expect(child.superlayer === l && l.sublayers?.count == 1)  // the model is untouched
  }
}
