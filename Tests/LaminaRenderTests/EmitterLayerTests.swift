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

  /// A colour range or speed of NaN or infinity gave NaN channels, which trapped converting to
  /// bytes when the particle was tinted: such a channel is 0.
  @Test func colourRangesThatAreNoNumberGiveZero() throws {
    let e = emitter {
      $0.redRange = .nan
      $0.greenSpeed = .infinity
      $0.blueSpeed = -.infinity
    }
    let p = try #require(e.particles(at: 0.75).first)
    #expect(p.color.red == 0 && p.color.green == 1 && p.color.blue == 0 && p.color.alpha == 1)
    let image = try LayerRenderer().render(e)
    #expect(image.width == 40)
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

/// Emitter key paths and birth rates changed while shown (the clock is shared: serialized).
@Suite(.serialized) struct EmitterKeyPathTests {
  let white4 = CGImage(width: 4, height: 4, premultipliedARGB: Array(repeating: 0xFFFF_FFFF, count: 16))!

  /// Two births a second living four seconds, from media time `start` (the layer's local time is
  /// media time here: it has no parent and no timing of its own).
  func emitter(named name: String = "dot") -> CAEmitterLayer {
    let e = CAEmitterLayer()
    let cell = CAEmitterCell()
    (cell.name, cell.birthRate, cell.lifetime, cell.contents) = (name, 2, 4, white4)
    e.emitterCells = [cell]
    return e
  }

  @Test func cellsAreReachedByName() throws {
    let e = emitter()
    e.setValue(5, forKeyPath: "emitterCells.dot.birthRate")
    e.setValue(CGFloat(0.5), forKeyPath: "emitterCells.dot.scale")
    e.setValue(false, forKeyPath: "emitterCells.dot.enabled")
    let cell = try #require(e.emitterCells?.first)
    #expect(cell.birthRate == 5 && cell.scale == 0.5 && !cell.isEnabled)
    #expect(e.value(forKeyPath: "emitterCells.dot.birthRate") as? Float == 5)
    #expect(cell.value(forKey: "lifetime") as? Float == 4)
    // An unknown cell name is an ordinary key on the layer.
    e.setValue(1, forKeyPath: "emitterCells.none.birthRate")
    #expect(cell.birthRate == 5)
  }

  /// Stopping an emitter at local time 1.5: the three particles born by then (at 0, 0.5, 1.0)
  /// live on; none is born after; all are gone four seconds after the last. (The layer's local
  /// "now" is moved with `timeOffset`, so the shared media clock is left alone.)
  @Test func stoppingBirthsKeepsTheLiving() {
    let e = emitter()
    let base = MediaClock.now
    e.timeOffset = -base  // local time 0 now
    _ = e.presentation(at: base)  // shown
    e.timeOffset = -base + 1.5
    e.setValue(0, forKeyPath: "emitterCells.dot.birthRate")
    #expect(e.particles(at: 2).count == 3)
    #expect(e.particles(at: 4.6).count == 1)  // born at 1.0, dies at 5.0
    #expect(e.particles(at: 5.1).isEmpty)
    // Back on at 6: births from there; the layer's own rate stops them again at 7.
    e.timeOffset = -base + 6
    e.setValue(2, forKeyPath: "emitterCells.dot.birthRate")
    #expect(e.particles(at: 6.6).count == 2)  // born at 6.0 and 6.5
    e.timeOffset = -base + 7
    e.birthRate = 0
    #expect(e.particles(at: 9).count == 2)
    #expect(e.birthRateChanges.count == 3)
  }
}
