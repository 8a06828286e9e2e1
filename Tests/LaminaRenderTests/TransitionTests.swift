import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

/// `CATransition`: the layer as it was when the transition was added gives way to the layer as it
/// is, whole, by type and subtype, at any time of the transition.
@Suite struct TransitionTests {
  /// A 200 × 50 root holding a red 100 × 50 layer at x = 50 with a 1 s transition added at time 0,
  /// after which the layer turns blue.
  func scene(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> (root: CALayer, layer: CALayer) {
    let root = layer(frame: rect(0, 0, 200, 100))
    let l = layer(frame: rect(50, 0, 100, 50), color: red)
    root.addSublayer(l)
    let t = CATransition()
    (t.type, t.subtype, t.duration) = (type, subtype, 1)
    MediaClock.withTime(0) { l.add(t, forKey: "anything") }
    l.backgroundColor = blue
    return (root, l)
  }

  @Test func pushFromTheRightMovesBothRenderingsLeft() throws {
    let (root, l) = scene(.push, .fromRight)
    #expect(l.animationKeys() == [kCATransition])
    let image = try render(root.presentationTree(at: 0.5))
    // Old at x 0..<100, new at 100..<200.
    #expect(image.pixel(x: 25, y: 25) == 0xFFFF_0000 && image.pixel(x: 75, y: 25) == 0xFFFF_0000)
    #expect(image.pixel(x: 125, y: 25) == 0xFF00_00FF && image.pixel(x: 175, y: 25) == 0xFF00_00FF)
    // Before it starts the old rendering shows in place; once over, the new one alone.
    let done = try render(root.presentationTree(at: 1.5))
    #expect(done.pixel(x: 75, y: 25) == 0xFF00_00FF && done.pixel(x: 25, y: 25) == 0)
  }

  @Test func fadeIsACrossDissolveWithoutTheBackdrop() throws {
    let (root, _) = scene(.fade, nil)
    root.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    let image = try render(root.presentationTree(at: 0.25))
    // 0.75 red + 0.25 blue; no green shows through two opaque renderings.
    let p = image.pixel(x: 100, y: 25)
    #expect(p >> 24 == 0xFF && abs(Int((p >> 16) & 0xFF) - 191) <= 1 && (p >> 8) & 0xFF == 0)
    #expect(abs(Int(p & 0xFF) - 64) <= 1)
  }

  @Test func moveInFromTopComesFromGreaterYTheVisualBottom() throws {
    let (root, _) = scene(.moveIn, .fromTop)
    let image = try render(root.presentationTree(at: 0.5))
    // The old rendering stays; the new covers its lower half (y 25..<50) and hangs below it.
    #expect(image.pixel(x: 100, y: 10) == 0xFFFF_0000 && image.pixel(x: 100, y: 40) == 0xFF00_00FF)
    #expect(image.pixel(x: 100, y: 60) == 0xFF00_00FF && image.pixel(x: 100, y: 80) == 0)
  }

  @Test func revealFromTheLeftSlidesTheOldRenderingRight() throws {
    let (root, _) = scene(.reveal, .fromLeft)
    let image = try render(root.presentationTree(at: 0.25))
    // The old moved 25 right (x 75..<175) over the new (x 50..<150).
    #expect(image.pixel(x: 60, y: 25) == 0xFF00_00FF && image.pixel(x: 100, y: 25) == 0xFFFF_0000)
    #expect(image.pixel(x: 170, y: 25) == 0xFFFF_0000)
  }

  @Test func aSublayersPresentationIsFoundThroughTheTransition() {
    let (_, l) = scene(.push, .fromLeft)
    let child = layer(frame: rect(10, 10, 5, 5), color: red)
    l.addSublayer(child)
    let copy = MediaClock.withTime(0.5) { child.presentation() }
    #expect(copy?.frame == rect(10, 10, 5, 5) && copy?.model() === child)
  }
}
