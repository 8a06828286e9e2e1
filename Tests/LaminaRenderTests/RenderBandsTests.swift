import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaRender

/// Rasterizing in bands on several threads: the same pixels whatever the number of threads, on
/// random trees of everything that can be banded and on trees that must be drawn whole.
@Suite struct RenderBandsTests {
  /// A 1024-row canvas is cut into 8 bands of 128 rows, a 320-row one into 5 of 64, a 100-row one
  /// into one band of 100.
  @Test func bandsDependOnTheHeightAlone() throws {
    let tree = try #require(RenderNode(root: layer(frame: rect(0, 0, 10, 1024), color: red)))
    let tall = RenderBands(tree, height: 1024).rows
    #expect(tall.count == 8 && tall[0] == 0..<128 && tall[7] == 896..<1024)
    #expect(RenderBands(tree, height: 320).rows.count == 5)
    #expect(RenderBands(tree, height: 100).rows == [0..<100])
    #expect(RenderBands(tree, height: 200).rows == [0..<66, 66..<133, 133..<200])
    #expect(RenderBands(nil, height: 4096).rows.count == 8)
  }

  /// Shadows and perspective read past their pixels: such a tree is one band.
  @Test func shadowsAndPerspectiveAreDrawnWhole() throws {
    let root = layer(frame: rect(0, 0, 200, 1024))
    let child = layer(frame: rect(10, 10, 50, 50), color: red)
    root.addSublayer(child)
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows.count == 8)
    child.shadowOpacity = 0.5
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows == [0..<1024])
    child.shadowOpacity = 0
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    child.transform = CATransform3DRotate(t, 0.5, 0, 1, 0)
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows == [0..<1024])
    child.transform = CATransform3DIdentity
    // Below a mask's sublayer, a replicator's copies, or a transform layer's leaves all the same.
    let mask = layer(frame: rect(0, 0, 50, 50), color: red)
    let inMask = layer(frame: rect(0, 0, 20, 20), color: red)
    mask.addSublayer(inMask)
    child.mask = mask
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows.count == 8)
    inMask.shadowOpacity = 0.5
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows == [0..<1024])
    child.mask = nil
    let replicator = CAReplicatorLayer()
    replicator.frame = rect(0, 100, 200, 100)
    replicator.instanceCount = 3
    replicator.addSublayer(layer(frame: rect(0, 0, 20, 20), color: red))
    root.addSublayer(replicator)
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows.count == 8)
    replicator.instanceTransform = CATransform3DRotate(t, 0.3, 0, 1, 0)
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows == [0..<1024])
    replicator.removeFromSuperlayer()
    let flat = CATransformLayer()
    flat.frame = rect(0, 300, 100, 100)
    let leaf = layer(frame: rect(0, 0, 20, 20), color: red)
    flat.addSublayer(leaf)
    root.addSublayer(flat)
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows.count == 8)
    leaf.shadowOpacity = 0.5
    #expect(RenderBands(RenderNode(root: root), height: 1024).rows == [0..<1024])
  }

  /// A square straddling the boundary of the first two bands (rows 64 and up) is whole: every pixel
  /// of it red, the rows around it untouched.
  @Test func aSquareAcrossABandBoundaryIsWhole() throws {
    let root = layer(frame: rect(0, 0, 128, 256), color: CGColor(gray: 1, alpha: 1))
    root.addSublayer(layer(frame: rect(20, 50, 30, 30), color: red))
    var renderer = LayerRenderer()
    renderer.threads = 4
    let image = try renderer.render(root)
    #expect(image.all(in: 20..<50, 50..<80, equal: 0xFFFF_0000))
    #expect(image.all(in: 20..<50, 49..<50, equal: 0xFFFF_FFFF))
    #expect(image.all(in: 20..<50, 80..<81, equal: 0xFFFF_FFFF))
  }

  /// 60 random trees (rotations, rounded corners, borders, group opacity, clipping, shapes, masks, and
  /// in every other one gradients and images), 320 rows tall: 1, 2, 3 and 8 threads give the same
  /// pixels, and the uncut canvas nearly the same.
  @Test func randomTreesGiveTheSamePixelsWithAnyNumberOfThreads() throws {
    var random = RandomLayers(rng: SplitMix(seed: 7))
    for k in 0..<60 {
      // Every other tree has neither gradients nor images.
      random.gradients = k % 2 == 0
      random.images = k % 2 == 0
      let root = random.tree(width: 240, height: 320)
      var renderer = LayerRenderer()
      let one = try renderer.render(root, background: CGColor(gray: 0.9, alpha: 1))
      #expect(RenderBands(RenderNode(root: root), height: 320).rows.count == 5)
      for threads in [2, 3, 8] {
        renderer.threads = threads
        let many = try renderer.render(root, background: CGColor(gray: 0.9, alpha: 1))
        #expect(many.premultipliedARGB == one.premultipliedARGB, "\(threads) threads")
      }
      // Skipping what cannot reach a band changes nothing.
      renderer.skipsOutsideBands = false
      let everything = try renderer.render(root, background: CGColor(gray: 0.9, alpha: 1))
      #expect(everything.premultipliedARGB == one.premultipliedARGB)
      // Against the uncut canvas: fills, strokes, borders, clips, groups and masks are the same but for
      // a stray level; gradients and scaled or rotated images, which Cairo samples differently for a
      // smaller drawing, a few levels apart. A seam or a missing piece would be far more.
      renderer.drawsInBands = false
      let whole = try renderer.render(root, background: CGColor(gray: 0.9, alpha: 1))
      let (differing, largest) = difference(whole, one)
      if random.gradients {
        #expect(largest <= 4, "\(differing) pixels, \(largest) levels")
      } else {
        #expect(largest <= 1 && differing <= 4, "\(differing) pixels, \(largest) levels")
      }
    }
  }

  /// How many pixels of two images of one size differ, and by how many levels at most in a channel.
  private func difference(_ a: CGImage, _ b: CGImage) -> (pixels: Int, levels: Int) {
    var (pixels, levels) = (0, 0)
    for (p, q) in zip(a.premultipliedARGB, b.premultipliedARGB) where p != q {
      pixels += 1
      for shift in stride(from: 0, to: 32, by: 8) {
        levels = max(levels, abs(Int((p >> shift) & 0xff) - Int((q >> shift) & 0xff)))
      }
    }
    return (pixels, levels)
  }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in `range`.
  mutating func value(_ range: ClosedRange<Double>) -> CGFloat {
    CGFloat(range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound))
  }

  /// Whether an event of probability `p` happens.
  mutating func chance(_ p: Double) -> Bool { value(0...1) < p }
}

/// Random layer trees of every kind a band may cut.
struct RandomLayers {
  var rng: SplitMix
  /// Whether gradient layers and images are among the kinds drawn.
  var gradients = true, images = true

  mutating func tree(width: CGFloat, height: CGFloat) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    for _ in 0..<8 { root.addSublayer(layer(in: root.bounds.size, depth: 0)) }
    return root
  }

  private mutating func color() -> CGColor {
    CGColor(red: rng.value(0...1), green: rng.value(0...1), blue: rng.value(0...1), alpha: rng.value(0.3...1))
  }

  private mutating func layer(in size: CGSize, depth: Int) -> CALayer {
    let l: CALayer
    switch Int(rng.value(0...3.999)) {
    case 0 where gradients:
      let g = CAGradientLayer()
      g.colors = [color(), color()]
      l = g
    case 1:
      let s = CAShapeLayer()
      let path = CGMutablePath()
      path.addEllipse(in: CGRect(x: 0, y: 0, width: rng.value(10...80), height: rng.value(10...80)))
      s.path = path
      s.fillColor = color()
      s.strokeColor = color()
      s.lineWidth = rng.value(0...5)
      l = s
    case 2 where images:
      l = CALayer()
      l.contents = checkerboard(Int(rng.value(2...9)))
    default:
      l = CALayer()
    }
    l.bounds = CGRect(x: 0, y: 0, width: rng.value(10...size.width), height: rng.value(10...size.height))
    l.position = CGPoint(x: rng.value(0...Double(size.width)), y: rng.value(0...Double(size.height)))
    if rng.chance(0.5) { l.transform = CATransform3DMakeRotation(rng.value(0...6.3), 0, 0, 1) }
    if rng.chance(0.3) {
      l.transform = CATransform3DScale(l.transform, rng.value(0.3...2), rng.value(0.3...2), 1)
    }
    l.backgroundColor = rng.chance(0.8) ? color() : nil
    l.cornerRadius = rng.chance(0.5) ? rng.value(0...20) : 0
    if rng.chance(0.4) {
      l.borderWidth = rng.value(0.5...6)
      l.borderColor = color()
    }
    l.opacity = rng.chance(0.3) ? Float(rng.value(0.2...0.9)) : 1
    l.masksToBounds = rng.chance(0.3)
    if rng.chance(0.1) {
      let mask = CALayer()
      mask.frame = l.bounds.insetBy(dx: l.bounds.width / 4, dy: 0)
      mask.backgroundColor = CGColor(gray: 0, alpha: 1)
      mask.cornerRadius = 6
      l.mask = mask
    }
    if depth < 2 {
      for _ in 0..<Int(rng.value(0...3.999)) { l.addSublayer(layer(in: l.bounds.size, depth: depth + 1)) }
    }
    return l
  }

  /// An `n × n` image of black and white squares, drawn smoothed when scaled.
  private func checkerboard(_ n: Int) -> CGImage? {
    let pixels = (0..<(n * n)).map { i -> UInt32 in (i / n + i % n) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
    return CGImage(width: n, height: n, premultipliedARGB: pixels)
  }
}

extension RenderBands {
  /// The rows of each band, top to bottom.
  var rows: [Range<Int>] { (0..<count).map { rows($0) } }
}
