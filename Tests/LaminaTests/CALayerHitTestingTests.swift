import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CALayerHitTestingTests {
  @Test func containsIsHalfOpenInBoundsCoordinates() {
    // E6.1, E6.2.
    let l = layer(bounds: rect(0, 0, 100, 100), position: pt(500, 500))
    #expect(l.contains(pt(0, 0)) && l.contains(pt(99.9, 99.9)))
    #expect(!l.contains(pt(100, 100)) && !l.contains(pt(-0.1, 50)) && !l.contains(pt(500, 500)))
    let shifted = layer(bounds: rect(10, 10, 100, 100), position: .zero)
    #expect(!shifted.contains(pt(5, 5)) && shifted.contains(pt(15, 15)))
    #expect(shifted.contains(pt(109, 109)) && !shifted.contains(pt(110, 50)))
    #expect(!l.contains(pt(.nan, 5)))
  }

  /// E6.3's root: bounds (0,0,100,100) at (50,50), so its container space equals its local space.
  func root() -> CALayer { layer(bounds: rect(0, 0, 100, 100), position: pt(50, 50), name: "root") }

  @Test func hitTestFindsTheDeepestLayer() {
    // E6.3.
    let r = root()
    let child = layer(bounds: rect(0, 0, 20, 20), position: pt(50, 50), name: "child")
    r.addSublayer(child)
    #expect(r.hitTest(pt(50, 50)) === child)
    #expect(r.hitTest(pt(5, 5)) === r)
    #expect(r.hitTest(pt(500, 500)) == nil)
    #expect(r.hitTest(pt(100, 100)) == nil)
    #expect(r.hitTest(pt(40, 40)) === child)
    #expect(r.hitTest(pt(60, 60)) === r)
  }

  @Test func higherZPositionIsHitFirstUnlessOrderIsSublayers() {
    // E6.4.
    let r = root()
    let lower = layer(bounds: rect(0, 0, 40, 40), position: pt(50, 50), name: "lower")
    let upper = layer(bounds: rect(0, 0, 40, 40), position: pt(50, 50), name: "upper")
    r.addSublayer(lower)
    r.addSublayer(upper)
    #expect(r.hitTest(pt(50, 50)) === upper)
    upper.isHidden = true
    #expect(r.hitTest(pt(50, 50)) === lower)
    upper.isHidden = false
    lower.zPosition = 10
    #expect(r.hitTest(pt(50, 50)) === lower)
    #expect(r.hitTest(pt(50, 50), order: .sublayers) === upper)
  }

  @Test func hitTestOrderFollowsZThenIndex() {
    // E7.1: sublayers [A(z 0), B(z −1), C(z 0), D(z 5)]: modern order D, C, A, B; compat D, C, B, A.
    let r = root()
    let zs: [CGFloat] = [0, -1, 0, 5]
    let layers = zip(["A", "B", "C", "D"], zs).map { name, z in
      let l = layer(bounds: rect(0, 0, 40, 40), position: pt(50, 50), name: name)
      l.zPosition = z
      r.addSublayer(l)
      return l
    }
    func order(_ o: CALayer.HitTestOrder) -> [String] {
      layers.forEach { $0.isHidden = false }
      var seen: [String] = []
      while let hit = r.hitTest(pt(50, 50), order: o), hit !== r {
        seen.append(hit.name ?? "?")
        hit.isHidden = true
      }
      return seen
    }
    #expect(order(.modern) == ["D", "C", "A", "B"])
    #expect(order(.sublayers) == ["D", "C", "B", "A"])
  }

  @Test func sublayersOutsideTheParentAreHitUnlessMasked() {
    // E6.5.
    let r = root()
    let child = layer(bounds: rect(0, 0, 20, 20), position: pt(150, 150))
    r.addSublayer(child)
    #expect(r.hitTest(pt(150, 150)) === child)
    r.masksToBounds = true
    #expect(r.hitTest(pt(150, 150)) == nil)
  }

  @Test func rotatedLayerIsHitOnlyInsideItsShape() {
    // E6.6.
    let parent = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100))
    let diamond = layer(bounds: rect(0, 0, 100, 100), position: pt(100, 100), name: "diamond")
    diamond.transform = CATransform3DMakeRotation(degrees(45), 0, 0, 1)
    parent.addSublayer(diamond)
    #expect(parent.hitTest(pt(100, 35)) === diamond)
    #expect(
      diamond.convert(pt(100, 35), from: parent).isApproximatelyEqual(to: pt(4.0381, 4.0381), tolerance: 1e-4)
    )
    #expect(parent.hitTest(pt(100, 29)) === parent)
    #expect(
      diamond.convert(pt(100, 29), from: parent).isApproximatelyEqual(
        to: pt(-0.2046, -0.2046), tolerance: 1e-4))
    #expect(parent.hitTest(pt(40, 40)) === parent)
    #expect(parent.hitTest(pt(100, 100)) === diamond)
  }

  @Test func sublayerTransformTakesPartInHitTesting() {
    // E6.7.
    let p = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100), name: "P")
    p.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let k = layer(bounds: rect(0, 0, 20, 20), position: pt(110, 110), name: "k")
    p.addSublayer(k)
    for point in [pt(110, 110), pt(125, 125), pt(135, 135)] { #expect(p.hitTest(point) === k) }
    #expect(p.hitTest(pt(145, 145)) === p)
  }

  @Test func singularTransformIsNeverHit() {
    // E6.8.
    let p = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100), name: "P")
    let flat = layer(bounds: rect(0, 0, 20, 20), position: pt(30, 170))
    flat.transform = CATransform3DMakeScale(0, 1, 1)
    p.addSublayer(flat)
    #expect(p.hitTest(pt(30, 170)) === p)
  }

  @Test func layerBehindTheEyeIsNeverHit() {
    let p = layer(bounds: rect(0, 0, 200, 200), position: pt(100, 100), name: "P")
    let behind = layer(bounds: rect(0, 0, 100, 100), position: pt(100, 100))
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 100
    behind.transform = CATransform3DTranslate(persp, 0, 0, 150)
    p.addSublayer(behind)
    for point in [pt(100, 100), pt(60, 60), pt(199, 1)] { #expect(p.hitTest(point) === p) }
  }

  @Test func hitTestingThroughAFlippedParent() {
    // E3.11 / E6.9.
    let (t, p, c) = flippedTree()
    #expect(t.hitTest(pt(20, 80)) === c)
    #expect(t.hitTest(pt(20, 15)) === p)
  }

  @Test func opacityZeroDoesNotExcludeALayer() {
    let r = root()
    r.opacity = 0
    #expect(r.hitTest(pt(10, 10)) === r)
  }

  @Test func containsOverridesTakePartInHitTesting() {
    final class Round: CALayer {
      override func contains(_ p: CGPoint) -> Bool {
        let (dx, dy) = (p.x - bounds.midX, p.y - bounds.midY)
        return dx * dx + dy * dy < (bounds.width / 2) * (bounds.width / 2)
      }
    }
    let r = root()
    let disc = Round()
    disc.frame = rect(0, 0, 100, 100)
    r.addSublayer(disc)
    #expect(r.hitTest(pt(50, 50)) === disc)
    #expect(r.hitTest(pt(3, 3)) === r)
  }

  @Test func whiteAndBlueLayersFromTheSeedChapter() {
    // Seed 002, listing 3.4/3.5: a 200×200 white layer with a blue sublayer at (50,50,100,100).
    let white = layer(frame: rect(60, 140, 200, 200), name: "white")
    let blue = layer(frame: rect(50, 50, 100, 100), name: "blue")
    white.addSublayer(blue)
    #expect(white.hitTest(pt(160, 240)) === blue)
    #expect(white.hitTest(pt(70, 150)) === white)
    #expect(white.hitTest(pt(10, 10)) == nil)
    #expect(blue.convert(pt(160, 240), from: nil).isApproximatelyEqual(to: pt(50, 50), tolerance: 1e-4))
  }
}

@Suite struct ReadmeExampleTests {
  @Test func clockHandExampleInTheReadmeHolds() {
    let face = CALayer()
    face.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let hand = CALayer()
    hand.bounds = CGRect(x: 0, y: 0, width: 10, height: 80)
    hand.anchorPoint = CGPoint(x: 0.5, y: 0.9)
    hand.position = CGPoint(x: 100, y: 100)
    hand.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    face.addSublayer(hand)
    #expect(hand.frame.isApproximatelyEqual(to: rect(92, 95, 80, 10), tolerance: 1e-4))
    #expect(face.hitTest(CGPoint(x: 150, y: 100)) === hand)
    #expect(
      hand.convert(CGPoint(x: 5, y: 0), to: face).isApproximatelyEqual(to: pt(172, 100), tolerance: 1e-4))
  }
}
