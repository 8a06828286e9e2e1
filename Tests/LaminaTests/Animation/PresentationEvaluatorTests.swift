import Foundation
import Testing

@testable import Lamina

/// A `PresentationEvaluator` refreshing one copy gives what a fresh `presentationTree(at:)` gives, at
/// any sequence of times, through model changes of values and of structure.
@Suite struct PresentationEvaluatorTests {
  private func model() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    MediaClock.withTime(0) {
      for i in 0..<6 {
        let l = i % 2 == 0 ? CALayer() : CAShapeLayer()
        l.frame = CGRect(x: CGFloat(i) * 30, y: 10, width: 20, height: 20)
        l.transform = i == 3 ? CATransform3DMakeRotation(0.2, 1, 0, 0) : CATransform3DMakeScale(2, 1, 1)
        let move = CABasicAnimation(keyPath: "position.x")  // direct
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")  // direct unless 3D
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 0.5
        spin.autoreverses = true
        spin.repeatCount = .infinity
        let tint = CAKeyframeAnimation(keyPath: "backgroundColor")  // general
        tint.values = [
          CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
        ]
        tint.duration = 2
        l.add(move, forKey: "move")
        l.add(spin, forKey: "spin")
        if i % 3 == 0 { l.add(tint, forKey: "tint") }
        if let shape = l as? CAShapeLayer {
          let stroke = CABasicAnimation(keyPath: "strokeEnd")
          stroke.fromValue = 0
          stroke.duration = 1
          shape.add(stroke, forKey: "stroke")
        }
        root.addSublayer(l)
      }
    }
    return root
  }

  private func same(_ a: CALayer, _ b: CALayer) -> Bool {
    guard a.sublayers?.count == b.sublayers?.count else { return false }
    for (x, y) in zip(a.sublayers ?? [], b.sublayers ?? []) {
      guard approx(x.position, y.position, 1e-9), approx(x.transform, y.transform, 1e-9),
        x.opacity == y.opacity,
        x.backgroundColor == y.backgroundColor,
        (x as? CAShapeLayer)?.strokeEnd == (y as? CAShapeLayer)?.strokeEnd
      else { return false }
    }
    return true
  }

  @Test func refreshingMatchesFreshCopies() {
    let root = model()
    let evaluator = PresentationEvaluator(root)
    let first = evaluator.tree(at: 0)
    for t in [0.0, 0.3, 0.7, 1.2, 0.1, 2.5, 0.45] {
      let refreshed = evaluator.tree(at: t)
      #expect(refreshed === first)  // the same objects, refreshed
      #expect(same(refreshed, root.presentationTree(at: t)), "t = \(t)")
    }
    // A model change between frames shows in the next one.
    root.sublayers![0].position.y = 77
    root.sublayers![1].opacity = 0.5
    (root.sublayers![1] as! CAShapeLayer).lineWidth = 9
    #expect(same(evaluator.tree(at: 0.3), root.presentationTree(at: 0.3)))
    #expect((evaluator.tree(at: 0.3).sublayers![1] as! CAShapeLayer).lineWidth == 9)
    // Animations added or removed between frames count from the next one.
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    MediaClock.withTime(0) { root.sublayers![2].add(fade, forKey: "fade") }
    #expect(evaluator.tree(at: 0.25).sublayers![2].opacity == 0.25)
    #expect(same(evaluator.tree(at: 0.6), root.presentationTree(at: 0.6)))
    root.sublayers![2].removeAnimation(forKey: "fade")
    #expect(evaluator.tree(at: 0.25).sublayers![2].opacity == 1)
    // A structural change rebuilds.
    root.addSublayer(CALayer())
    let rebuilt = evaluator.tree(at: 0.4)
    #expect(rebuilt !== first && rebuilt.sublayers?.count == 7)
    #expect(same(rebuilt, root.presentationTree(at: 0.4)))
  }
}
