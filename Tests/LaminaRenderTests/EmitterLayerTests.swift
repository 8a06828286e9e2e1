import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

/// Emitter layers: which particles are alive at a time, where, and how they are drawn.
@Suite struct EmitterLayerTests {
  let white4 = CGImage(width: 4, height: 4, premultipliedARGB: Array(repeating: 0xFFFF_FFFF, count: 16))!

  /// A layer with one cell: two births a second living one second, moving right at 10 points a
  /// second and falling at 8 points a second squared, from (20, 10).
  func emitter(configure: (CAEmitterCell) -> Void = { _ in }) -> CAEmitterLayer {
    let e = CAEmitterLayer()
    e.frame = rect(0, 0, 40, 30)
    e.emitterPosition = CGPoint(x: 20, y: 10)
    let cell = CAEmitterCell()
    (cell.birthRate, cell.lifetime, cell.velocity, cell.yAcceleration) = (2, 1, 10, 8)
    cell.contents = white4
    configure(cell)
    e.emitterCells = [cell]
    return e
  }

  @Test func particlesMoveByTheirVelocityAndAcceleration() {
    // At 1.25 s: born at 0 (dead: 1.25 ≥ its 1 s), 0.5 and 1.0, so 0.75 and 0.25 s old.
    let p = emitter().particles(at: 1.25)
    #expect(p.map(\.position) == [CGPoint(x: 27.5, y: 12.25), CGPoint(x: 22.5, y: 10.25)])
    #expect(p.allSatisfy { $0.scale == 1 && $0.size == CGSize(width: 4, height: 4) })
  }

  @Test func randomRangesAreDeterministicPerSeed() {
    func spread(_ seed: UInt32) -> [CGPoint] {
      let e = emitter { $0.emissionRange = 2 * .pi }
      e.seed = seed
      return e.particles(at: 0.9).map(\.position)
    }
    #expect(spread(1) == spread(1) && spread(1) != spread(2))
    // Every direction, the same speed: each is 10 × age from the origin before the fall.
    let e = emitter {
      $0.emissionRange = 2 * .pi
      $0.yAcceleration = 0
    }
    for (p, age) in zip(e.particles(at: 0.9), [0.9, 0.4]) {
      #expect(abs(hypot(p.position.x - 20, p.position.y - 10) - 10 * age) < 1e-9)
    }
  }

  @Test func coloursFadeAndBirthsAreBounded() {
    let fading = emitter {
      $0.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      $0.alphaSpeed = -1
    }
    #expect(fading.particles(at: 1.25).map(\.color.alpha) == [0.25, 0.75])
    let flood = emitter {
      $0.birthRate = 1_000_000
      $0.lifetime = 100
    }
    #expect(flood.particles(at: 50).count == CAEmitterLayer.maximumParticles)
    let off = emitter { $0.isEnabled = false }
    #expect(off.particles(at: 1).isEmpty && emitter().particles(at: .nan).isEmpty)
  }

  @Test func particlesAreDrawnTintedByTheirColour() throws {
    let e = emitter {
      $0.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      ($0.velocity, $0.yAcceleration) = (0, 0)
    }
    let frame = e.presentationTree(at: 0.25)  // one particle, a quarter second old, at (20, 10)
    let image = try render(frame)
    #expect(image.all(in: 18..<22, 8..<12, equal: 0xFFFF_0000))
    #expect(image.paintedCount == 16)
  }
}
