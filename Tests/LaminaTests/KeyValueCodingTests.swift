import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Key-value coding on layers: Apple's property names and key paths, and keys `CALayer` does not
/// define, kept and copied as Core Animation keeps them.
struct KeyValueCodingTests {
  @Test func propertiesReadByTheirObjectiveCNamesAsTheirOwnTypes() {
    let l = CALayer()
    l.opacity = 0.5
    l.isHidden = true
    l.position = CGPoint(x: 3, y: 4)
    l.cornerRadius = 6
    #expect(l.value(forKey: "opacity") as? Float == 0.5)
    #expect(l.value(forKey: "hidden") as? Bool == true)
    #expect(l.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
    #expect(l.value(forKey: "cornerRadius") as? CGFloat == 6)
    #expect(l.value(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(l.value(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
  }

  @Test func settingAPropertyByKeyConvertsNumbersAndIgnoresWrongTypes() {
    let l = CALayer()
    l.setValue(NSNumber(value: 0.25), forKey: "opacity")
    l.setValue(12, forKey: "cornerRadius")  // an Int for a CGFloat, as NSNumber unboxes
    l.setValue(true, forKey: "masksToBounds")
    l.setValue(CGRect(x: 0, y: 0, width: 40, height: 20), forKey: "bounds")
    #expect(l.opacity == 0.25 && l.cornerRadius == 12 && l.masksToBounds)
    #expect(l.bounds.size == CGSize(width: 40, height: 20))
    l.setValue("loud", forKey: "opacity")  // wrong type: ignored, never a crash
    l.setValue(nil, forKey: "cornerRadius")  // nil for a number: ignored
    #expect(l.opacity == 0.25 && l.cornerRadius == 12)
    #expect(l.value(forKey: "opacity") as? Float == 0.25)
  }

  @Test func stringNamedValuesAreSetFromTheirStrings() {
    let s = CAShapeLayer()
    s.setValue("even-odd", forKey: "fillRule")
    s.setValue("round", forKey: "lineCap")
    s.setValue(CAShapeLayerLineJoin.bevel, forKey: "lineJoin")
    #expect(s.fillRule == .evenOdd && s.lineCap == .round && s.lineJoin == .bevel)
    s.setValue([2, 3.5], forKey: "lineDashPattern")
    #expect(s.lineDashPattern == [2, 3.5])
  }

  @Test func otherKeysAreKeptCopiedAndRemoved() {
    let l = CALayer()
    #expect(l.value(forKey: "rating") == nil)
    l.setValue(4.5, forKey: "rating")
    l.setValue("gold", forKey: "tint")
    #expect(l.value(forKey: "rating") as? Double == 4.5 && l.value(forKey: "tint") as? String == "gold")
    let copy = CALayer(layer: l)
    #expect(copy.value(forKey: "rating") as? Double == 4.5)
    l.setValue(nil, forKey: "rating")
    #expect(l.value(forKey: "rating") == nil && copy.value(forKey: "rating") as? Double == 4.5)
    // A key of another layer kind is an ordinary key on a plain layer, as on Apple's.
    l.setValue(0.5, forKey: "strokeEnd")
    #expect(l.value(forKey: "strokeEnd") as? Double == 0.5)
  }

  @Test func unsetKeysReadTheClassDefault() {
    final class Gauge: CALayer {
      override class func defaultValue(forKey key: String) -> Any? {
        key == "needle" ? CGFloat(0.75) : super.defaultValue(forKey: key)
      }
    }
    let g = Gauge()
    #expect(g.value(forKey: "needle") as? CGFloat == 0.75)
    g.setValue(CGFloat(0.1), forKey: "needle")
    #expect(g.value(forKey: "needle") as? CGFloat == 0.1)
  }

  @Test func keyPathsReachIntoFields() {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
    l.setValue(7, forKeyPath: "position.x")
    l.setValue(55, forKeyPath: "bounds.size.width")
    l.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
    #expect(l.position == CGPoint(x: 7, y: 0) && l.bounds.width == 55 && l.bounds.height == 30)
    #expect(l.value(forKeyPath: "position.x") as? CGFloat == 7)
    #expect(l.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 55, height: 30))
    let angle = l.value(forKeyPath: "transform.rotation.z") as? CGFloat
    #expect(angle.map { abs($0 - .pi / 2) < 1e-9 } == true)
    #expect(abs(l.transform.m12 - 1) < 1e-12 && abs(l.transform.m11) < 1e-12)
    l.setValue(2, forKeyPath: "transform.scale")
    #expect(abs((l.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 2) < 1e-9)
    // A single key goes through value(forKey:); a path naming no field gives nil.
    #expect(l.value(forKeyPath: "opacity") as? Float == 1)
    #expect(l.value(forKeyPath: "position.z") == nil)
  }

  @Test func settingAKeyRunsItsActionAndMarksDisplay() {
    final class Dial: CALayer {
      override class func needsDisplay(forKey key: String) -> Bool { key == "level" }
    }
    let d = Dial()
    d.setValue(3, forKey: "level")
    #expect(d.needsDisplay())
    final class Recorder: CAAction {
      var events: [String] = []
      func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        events.append(event)
      }
    }
    let recorder = Recorder()
    d.actions = ["level": recorder]
    _ = d.presentation(at: 0)  // shown: changes now run actions
    d.setValue(4, forKey: "level")
    #expect(recorder.events == ["level"])
  }

  @Test func valuesBoxedInNSValueAsAppleCodeBoxesThem() {
    let t = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
    let boxed = NSValue(caTransform3D: t)
    #expect(
      boxed.caTransform3DValue == t
        && NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(
      NSValue(cgAffineTransform: CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        .cgAffineTransformValue.ty == 6)
    #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)  // holds no transform
    let l = CALayer()
    l.setValue(boxed, forKey: "transform")
    #expect(l.transform == t)
    let a = CABasicAnimation(keyPath: "position")
    (a.fromValue, a.toValue, a.duration) = (
      NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 20)), 1
    )
    a.timingFunction = CAMediaTimingFunction(name: .linear)
    l.add(a, forKey: nil)
    #expect(l.presentation(at: 0.5)?.position == CGPoint(x: 5, y: 10))
    #expect(HUGE == Float.greatestFiniteMagnitude && CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)))
  }

  @Test func mediaTimingIsOverridableAsApplesIs() {
    final class Pulse: CAReplicatorLayer {
      override var repeatCount: Float {
        get { super.repeatCount }
        set { super.repeatCount = min(newValue, 10) }
      }
    }
    let p = Pulse()
    p.repeatCount = 50
    #expect(p.repeatCount == 10)
  }
}
