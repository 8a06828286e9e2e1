import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct ReplicatorLayerTests {
  func replicator(
    _ frame: CGRect, count: Int, source: CALayer, configure: (CAReplicatorLayer) -> Void = { _ in }
  )
    -> CAReplicatorLayer
  {
    let r = CAReplicatorLayer()
    r.frame = frame
    r.instanceCount = count
    r.addSublayer(source)
    configure(r)
    return r
  }

  /// Apple's, with white in RGB (four components: sweep row E262, gnustep/libs-quartzcore's
  /// `CAReplicatorLayer/replicator.m`, run against QuartzCore).
  @Test func defaultsAreApples() {
    let r = CAReplicatorLayer()
    #expect(r.instanceCount == 1 && r.instanceDelay == 0 && CATransform3DIsIdentity(r.instanceTransform))
    #expect(r.instanceColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1) && r.instanceAlphaOffset == 0)
    #expect(r.instanceColor?.numberOfComponents == 4 && !r.preservesDepth)
  }

  @Test func eachInstanceIsThePreviousTransformed() throws {
    let root = layer(frame: rect(0, 0, 60, 10))
    root.addSublayer(
      replicator(rect(0, 0, 60, 10), count: 3, source: layer(frame: rect(0, 0, 10, 10), color: red)) {
        $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
      })
    let image = try render(root)
    for x in [5, 25, 45] { #expect(image.pixel(x: x, y: 5) == 0xFFFF_0000) }
    for x in [15, 35, 55] { #expect(image.pixel(x: x, y: 5) == 0) }
  }

  @Test func rotationsTurnAboutTheReplicatorsCentre() throws {
    let root = layer(frame: rect(0, 0, 100, 100))
    root.addSublayer(
      replicator(rect(0, 0, 100, 100), count: 4, source: layer(frame: rect(45, 0, 10, 20), color: blue)) {
        $0.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
      })
    let image = try render(root)
    // Top, then clockwise on screen: right, bottom, left.
    for (x, y) in [(50, 10), (90, 50), (50, 90), (10, 50)] { #expect(image.pixel(x: x, y: y) == 0xFF00_00FF) }
    #expect(image.pixel(x: 50, y: 50) == 0 && image.pixel(x: 10, y: 10) == 0)
  }

  @Test func instanceColoursMultiplyAndStep() throws {
    let root = layer(frame: rect(0, 0, 40, 10))
    root.addSublayer(
      replicator(rect(0, 0, 40, 10), count: 3, source: layer(frame: rect(0, 0, 10, 10), color: .white)) {
        $0.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
        $0.instanceColor = red
        $0.instanceRedOffset = -0.5
        $0.instanceAlphaOffset = -0.25
      })
    let image = try render(root)
    #expect(image.pixel(x: 5, y: 5) == 0xFFFF_0000)  // white × red
    #expect(image.pixel(x: 20, y: 5) == 0xBF60_0000)  // red 0.5 at alpha 0.75, premultiplied
    #expect(image.pixel(x: 35, y: 5) == 0x8000_0000)  // red 0 at alpha 0.5
  }

  @Test func countsOfZeroAndOne() throws {
    for (count, painted) in [(0, 0), (1, 100), (-3, 0)] {
      let root = layer(frame: rect(0, 0, 40, 10))
      root.addSublayer(
        replicator(rect(0, 0, 40, 10), count: count, source: layer(frame: rect(0, 0, 10, 10), color: red)) {
          $0.instanceTransform = CATransform3DMakeTranslation(15, 0, 0)
        })
      #expect(try render(root).paintedCount == painted)
    }
  }

  @Test func copiesAreDrawnNotHitTested() {
    let root = layer(frame: rect(0, 0, 60, 10))
    let source = layer(frame: rect(0, 0, 10, 10), color: red)
    root.addSublayer(
      replicator(rect(0, 0, 60, 10), count: 3, source: source) {
        $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
      })
    #expect(root.hitTest(CGPoint(x: 5, y: 5)) === source)
    #expect(root.hitTest(CGPoint(x: 25, y: 5)) !== source)
  }

  @Test func countsInTheMillionsAreRefusedBeforeDrawing() {
    let root = layer(frame: rect(0, 0, 10, 10))
    let inner = replicator(
      rect(0, 0, 10, 10), count: 5_000, source: layer(frame: rect(0, 0, 1, 1), color: red))
    root.addSublayer(replicator(rect(0, 0, 10, 10), count: 5_000_000, source: inner))
    #expect(throws: RenderError.self) { try render(root) }
    var limits = RenderLimits()
    limits.renderNodes = 10
    let small = layer(frame: rect(0, 0, 10, 10))
    small.addSublayer(
      replicator(rect(0, 0, 10, 10), count: 20, source: layer(frame: rect(0, 0, 1, 1), color: red)))
    var renderer = LayerRenderer()
    renderer.limits = limits
    #expect(throws: RenderError.self) { try renderer.render(small) }
  }

  @Test func preservingDepthKeepsInstancesIn3D() throws {
    func draw(preservesDepth: Bool) throws -> CGImage {
      let root = layer(frame: rect(0, 0, 400, 400))
      let r = replicator(
        rect(150, 150, 100, 100), count: 2, source: layer(frame: rect(0, 0, 100, 100), color: .white)
      ) {
        $0.instanceTransform = CATransform3DMakeTranslation(0, 0, 50)
        $0.instanceColor = red
        $0.instanceRedOffset = -1
        $0.instanceBlueOffset = 1
        $0.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        $0.preservesDepth = preservesDepth
      }
      var p = CATransform3DIdentity
      p.m34 = -1.0 / 100
      r.transform = p
      root.addSublayer(r)
      return try render(root)
    }
    // Preserving depth, instance 1 sits 50 points nearer under m34 = -1/100 (w = 0.5): twice the size,
    // 100 points either side of (200, 200), blue, in front; the replicator's own grey is not drawn.
    let deep = try draw(preservesDepth: true)
    #expect(deep.pixel(x: 110, y: 200) == 0xFF00_00FF && deep.pixel(x: 200, y: 200) == 0xFF00_00FF)
    #expect(deep.pixel(x: 90, y: 200) == 0)
    // Flattened, both instances lie in the replicator's plane: one 100-point square over the grey.
    let flat = try draw(preservesDepth: false)
    #expect(flat.pixel(x: 110, y: 200) == 0 && flat.pixel(x: 200, y: 200) == 0xFF00_00FF)
  }

  /// Apple's instanceDelay: instance k runs its sublayers' animations k × delay later. At 0.5 s a
  /// 1 s fade from opacity 1 to 0 shows 0.5, 0.75 and, in the instance just starting, 1.
  @Test func instanceDelayShiftsEachInstancesTime() throws {
    let bar = layer(frame: rect(0, 0, 10, 10), color: red)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    MediaClock.withTime(0) { bar.add(fade, forKey: "fade") }
    let root = layer(frame: rect(0, 0, 60, 10))
    root.addSublayer(
      replicator(rect(0, 0, 60, 10), count: 3, source: bar) {
        $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        $0.instanceDelay = 0.25
      })
    let image = try render(root.presentationTree(at: 0.5))
    #expect([5, 25, 45].map { image.alpha($0, 5) } == [128, 191, 255])
    // Without a delay every instance shows the same moment.
    (root.sublayers![0] as! CAReplicatorLayer).instanceDelay = 0
    let same = try render(root.presentationTree(at: 0.5))
    #expect([5, 25, 45].map { same.alpha($0, 5) } == [128, 128, 128])
  }
}
