import Foundation
import Lamina
import LaminaRender
import LaminaScene
import LaminaSnapshot
import TestSupport
import Testing

/// The animated samples, frame by frame, against reference strips in `Reference/motion/`, and the
/// clock's animated PNG against its recorded bytes. References are recorded on purpose only:
/// `LAMINA_RECORD_MOTION=1 swift test --filter MotionReferenceTests`, then look at each PNG.
@Suite struct MotionReferenceTests {
  static let motions: [(name: String, times: [CFTimeInterval])] = [
    ("clock-ticking", [0, 15, 30, 45]),
    ("progress-ring-filling", [0, 0.3, 0.6, 0.9, 1.2]),
    ("spring-bounce", [0, 0.1, 0.2, 0.3, 0.5, 0.8]),
    ("keyframed-path", [0, 0.4, 0.8, 1.2, 1.6, 1.99]),
    ("replicator-activity", [0, 0.25, 0.5, 1, 1.5]),
  ]

  private var record: Bool { ProcessInfo.processInfo.environment["LAMINA_RECORD_MOTION"] == "1" }

  private func scene(_ name: String) throws -> Scene {
    try Scene.load(contentsOf: packageRoot.appendingPathComponent("Samples/\(name)/scene.json"))
  }

  @Test(arguments: motions.map(\.name))
  func motionMatchesItsStrip(name: String) throws {
    let times = try #require(Self.motions.first { $0.name == name }).times
    let s = try scene(name)
    let strip = try MotionStrip.render(
      s.root, at: times, size: s.size, scale: s.scale, background: s.background)
    let reference = packageRoot.appendingPathComponent("Reference/motion/\(name).png")
    if record {
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try PNG.write(strip, to: reference, options: .compact)
    }
    assertSnapshot(
      of: strip, reference: reference, tolerance: .exact, configuration: SnapshotConfiguration(record: .never)
    )
  }

  /// The second hand turns once a minute, at 2 frames per second: 121 frames, looped, bit for bit.
  @Test func clockAnimatedPNGIsReproducible() throws {
    let s = try scene("clock-ticking")
    var movie = AnimatedPNG(fps: 2, frameCount: 121, options: .compact)
    var bytes: [UInt8] = []
    for k in 0...120 { bytes += try movie.append(try s.render(time: Double(k) / 2)) }
    bytes += try movie.end()
    let reference = packageRoot.appendingPathComponent("Reference/motion/clock-ticking.apng")
    if record { try AtomicFile.write(bytes, to: reference.path) }
    #expect(movie.framesAdded == 121)
    #expect(bytes == [UInt8](try Data(contentsOf: reference)))
  }

  /// A motion snapshot that fails names the frames that differ.
  @Test func failuresNameTheDifferingFrames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func layer(to x: Double) -> CALayer {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 5, width: 10, height: 10)
      dot.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = 5
      move.toValue = x
      move.duration = 1
      MediaClock.withTime(0) { dot.add(move, forKey: "m") }
      root.addSublayer(dot)
      return root
    }
    let config = SnapshotConfiguration(
      record: .missing, referenceDirectory: folder, isContinuousIntegration: false)
    let first = verifySnapshot(of: layer(to: 35), at: [0, 0.5, 1], named: "dot", configuration: config)
    #expect(first?.recorded == true)
    #expect(verifySnapshot(of: layer(to: 35), at: [0, 0.5, 1], named: "dot", configuration: config) == nil)
    let changed = verifySnapshot(of: layer(to: 25), at: [0, 0.5, 1], named: "dot", configuration: config)
    #expect(changed?.message.hasSuffix("frames that differ: t = 0.5 s") == true, "\(changed?.message ?? "")")
  }
}
