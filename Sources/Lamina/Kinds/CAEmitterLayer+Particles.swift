import Foundation

/// One particle as drawn at a moment: its image, where it is, how it is turned, scaled and tinted.
package struct EmitterParticle {
  package var image: CGImage
  /// The part of the image drawn, in unit coordinates.
  package var contentsRect: CGRect
  /// The image's size in points, before `scale`.
  package var size: CGSize
  package var position: CGPoint
  package var angle: CGFloat
  package var scale: CGFloat
  /// The colour multiplying the image, straight components 0…1.
  package var color: (red: Double, green: Double, blue: Double, alpha: Double)
  package var nearest: (minifying: Bool, magnifying: Bool)
}

extension CAEmitterLayer {
  /// The particles shown now: at the presentation copy's time, else at the layer's local time of
  /// `MediaClock.now`; in drawing order.
  package func currentParticles() -> [EmitterParticle] {
    particles(at: particleTime ?? toLocalTime(MediaClock.now))
  }

  /// The particles alive at the layer's local time `t`, in drawing order (see the type's notes).
  package func particles(at t: CFTimeInterval) -> [EmitterParticle] {
    guard t.isFinite else { return [] }
    var born: [(birth: Double, cell: Int, particle: EmitterParticle)] = []
    var budget = CAEmitterLayer.maximumParticles
    for (index, cell) in (emitterCells ?? []).enumerated().reversed() where budget > 0 {
      let particles = self.particles(of: cell, index: index, at: t, budget: budget)
      budget -= particles.count
      born += particles.map { ($0.birth, index, $0.particle) }
    }
    born.sort { ($0.birth, $0.cell) < ($1.birth, $1.cell) }
    let ordered = born.map(\.particle)
    return renderMode == .oldestLast ? ordered.reversed() : ordered
  }

  /// The particles of `cell` alive at `t`, at most `budget` (the youngest), with their birth times.
  private func particles(of cell: CAEmitterCell, index: Int, at t: Double, budget: Int)
    -> [(birth: Double, particle: EmitterParticle)]
  {
    let schedule = BirthSchedule(cell: cell, layer: self)
    let longest = (Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * Double(lifetime)
    guard cell.isEnabled, let image = cell.contents as? CGImage, schedule.highestRate > 0,
      longest.isFinite, longest > 0
    else { return [] }
    let end = cell.duration > 0 ? min(t, cell.beginTime + cell.duration) : t
    let last = schedule.births(by: end).rounded(.down)
    let first = max(0, schedule.births(by: t - longest).rounded(.up), last - Double(budget) + 1)
    guard last >= first, last < 1e15 else { return [] }
    var out: [(Double, EmitterParticle)] = []
    for k in stride(from: first, through: last, by: 1) {
      guard let birth = schedule.time(ofBirth: k), birth <= end else { continue }
      if let p = particle(of: cell, index: index, number: Int64(k), age: t - birth, image: image) {
        out.append((birth, p))
      }
    }
    return out
  }

  /// Particle `number` of `cell`, `age` seconds old, or `nil` when it has died or cannot be seen.
  private func particle(of cell: CAEmitterCell, index: Int, number: Int64, age: Double, image: CGImage)
    -> EmitterParticle?
  {
    var draw = EmitterDraws(seed: seed, cell: index, particle: number)
    let life = (Double(cell.lifetime) + draw.spread() * Double(cell.lifetimeRange)) * Double(lifetime)
    guard age >= 0, age < life else { return nil }
    let origin = birthPoint(&draw)
    let direction = Double(cell.emissionLongitude) + (draw.unit() - 0.5) * Double(cell.emissionRange)
    let speed =
      (Double(cell.velocity) + draw.spread() * Double(cell.velocityRange)) * Double(velocity)
      * cos(Double(cell.emissionLatitude))
    let x = Double(origin.x) + cos(direction) * speed * age + 0.5 * Double(cell.xAcceleration) * age * age
    let y = Double(origin.y) + sin(direction) * speed * age + 0.5 * Double(cell.yAcceleration) * age * age
    let size = (Double(cell.scale) + draw.spread() * Double(cell.scaleRange) + Double(cell.scaleSpeed) * age)
    let spin = (Double(cell.spin) + draw.spread() * Double(cell.spinRange)) * Double(self.spin) * age
    let base = (cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)).rgba
    func channel(_ value: CGFloat, _ range: Float, _ speed: Float) -> Double {
      let v = Double(value) + draw.spread() * Double(range) + Double(speed) * age
      return v.isNaN ? 0 : min(max(v, 0), 1)
    }
    let color = (
      channel(base.red, cell.redRange, cell.redSpeed), channel(base.green, cell.greenRange, cell.greenSpeed),
      channel(base.blue, cell.blueRange, cell.blueSpeed),
      channel(base.alpha, cell.alphaRange, cell.alphaSpeed)
    )
    let scale = size * Double(self.scale)
    let unit = cell.contentsRect.standardized
    let points = CGSize(
      width: CGFloat(image.width) * unit.width / max(cell.contentsScale, 1e-6),
      height: CGFloat(image.height) * unit.height / max(cell.contentsScale, 1e-6))
    guard scale > 0, color.3 > 0, x.isFinite, y.isFinite, spin.isFinite else { return nil }
    return EmitterParticle(
      image: image, contentsRect: unit, size: points, position: CGPoint(x: x, y: y), angle: CGFloat(spin),
      scale: CGFloat(scale), color: color,
      nearest: (cell.minificationFilter == .nearest, cell.magnificationFilter == .nearest))
  }

  /// Where a particle is born on the emission shape.
  private func birthPoint(_ draw: inout EmitterDraws) -> CGPoint {
    let (u, v) = (CGFloat(draw.unit()), CGFloat(draw.unit()))
    let (p, w, h) = (emitterPosition, emitterSize.width, emitterSize.height)
    switch emitterShape {
    case .line:
      return CGPoint(x: p.x + (u - 0.5) * w, y: p.y)
    case .rectangle, .cuboid:
      switch emitterMode {
      case .points:
        let corner = min(Int(u * 4), 3)
        return CGPoint(x: p.x + (corner % 2 == 0 ? -w : w) / 2, y: p.y + (corner < 2 ? -h : h) / 2)
      case .outline:
        return onPerimeter(u * 2 * (w + h), p, w, h)
      default:
        return CGPoint(x: p.x + (u - 0.5) * w, y: p.y + (v - 0.5) * h)
      }
    case .circle, .sphere:
      let r = w / 2
      let angle = 2 * CGFloat.pi * u
      let distance = emitterMode == .outline ? r : emitterMode == .points ? 0 : r * v.squareRoot()
      return CGPoint(x: p.x + distance * cos(angle), y: p.y + distance * sin(angle))
    default:
      return p
    }
  }

  /// The point `d` along the perimeter of the `w`×`h` rectangle centred on `p`, from its top-left.
  private func onPerimeter(_ d: CGFloat, _ p: CGPoint, _ w: CGFloat, _ h: CGFloat) -> CGPoint {
    let (left, top) = (p.x - w / 2, p.y - h / 2)
    if d < w { return CGPoint(x: left + d, y: top) }
    if d < w + h { return CGPoint(x: left + w, y: top + d - w) }
    if d < 2 * w + h { return CGPoint(x: left + w - (d - w - h), y: top + h) }
    return CGPoint(x: left, y: top + h - (d - 2 * w - h))
  }
}

/// A particle's random draws: a fixed sequence for each (seed, cell, particle), so a particle is
/// the same whatever else is drawn (SplitMix64's mixing function over a counter).
struct EmitterDraws {
  private var state: UInt64

  init(seed: UInt32, cell: Int, particle: Int64) {
    state =
      UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: cell) &* 0xD1B5_4A32_D192_ED03
      ^ UInt64(bitPattern: particle) &* 0xBF58_476D_1CE4_E5B9
  }

  /// A number in 0..<1.
  mutating func unit() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(UInt64(1) << 53)
  }

  /// A number in −1..<1, for a value ± its range.
  mutating func spread() -> Double { 2 * unit() - 1 }
}
