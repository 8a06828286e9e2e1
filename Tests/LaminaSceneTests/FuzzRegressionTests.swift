import Foundation
import LaminaLayout
import LaminaRender
import TestSupport
import Testing

@testable import Lamina
@testable import LaminaScene

/// The inputs the fuzzers (`scripts/fuzz`) found to crash, hang or blow up, kept in
/// `Tests/FuzzRegressions/TARGET/` and replayed here through the same code paths as the fuzz
/// targets in `Fuzz/Sources/`, so each stays fixed.
private let regressions = packageRoot.appendingPathComponent("Tests/FuzzRegressions")

private func inputs(_ target: String) -> [URL] {
  let folder = regressions.appendingPathComponent(target)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.sorted().map { folder.appendingPathComponent($0) }
}

@Suite struct FuzzRegressionTests {
  @Test func sceneInputsLoadAndRenderOrFailCleanly() throws {
    for url in inputs("scene") {
      let bytes = [UInt8](try Data(contentsOf: url))
      if let scene = try? Scene.parse(bytes, file: fuzzSceneFile, options: fuzzSceneOptions) {
        _ = try? scene.render()
      }
    }
  }

  /// Image files (FuzzImages): each decodes within the limit or fails with an `ImageError`.
  @Test func imageInputsDecodeOrFailCleanly() throws {
    for url in inputs("images") {
      let bytes = [UInt8](try Data(contentsOf: url))
      if let image = try? ImageDecoder.decode(bytes, maximumPixels: 1 << 22) {
        #expect(image.width * image.height <= 1 << 22)
      }
    }
    #expect(inputs("images").count >= 1)
  }

  @Test func formatStringsParseAndLayOutOrFailCleanly() throws {
    for url in inputs("vfl") {
      let bytes = [UInt8](try Data(contentsOf: url))
      guard let first = bytes.first else { continue }
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
      var views: [String: CALayer] = [:]
      for name in ["a", "b", "c"] {
        let l = CALayer()
        l.name = name
        root.addSublayer(l)
        views[name] = l
      }
      let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
      let options = NSLayoutConstraint.FormatOptions(rawValue: UInt(first & 0x7f) << 1)
      if let list = try? NSLayoutConstraint.checkedConstraints(
        withVisualFormat: format, options: options, metrics: ["m": 12, "n": -3.5], views: views)
      {
        NSLayoutConstraint.activate(list)
        root.layoutIfNeeded()
        #expect(root.layoutReport?.stopped == nil, "\(url.lastPathComponent) stays within the layout budget")
      }
    }
  }

  @Test func pngInputsDecodeOrFailCleanly() throws {
    for url in inputs("png") { _ = try? PNG.decode([UInt8](try Data(contentsOf: url))) }
  }

  /// Points files (FuzzPoints): read to points or a located error; the index answers as the walk.
  @Test func pointsFilesReadAndHitAsTheWalkDoes() throws {
    let root = try Scene.load(contentsOf: packageRoot.appendingPathComponent("Samples/hit-test/scene.json"))
      .root
    let index = HitTestIndex(root)
    #expect(inputs("points").count >= 3)
    for url in inputs("points") {
      guard let points = try? PointList.parse([UInt8](try Data(contentsOf: url)), name: "p") else { continue }
      for p in points.prefix(256) {
        #expect(index.hitTest(p) === root.hitTest(p), "\(url.lastPathComponent) \(p)")
      }
    }
  }

  /// Animations (FuzzAnimate): frames counted within 1…10,000 whatever the times, and the chosen
  /// ones rendered, as the fuzz target does with the same option bytes and limits.
  @Test func animationsCountTheirFramesAndRender() throws {
    let times: [Double] = [0, 0.5, 1, 2.75, -1, 1e300, -1e300, .infinity, .nan, 1e-300]
    #expect(inputs("animate").count >= 3)
    for url in inputs("animate") {
      let bytes = [UInt8](try Data(contentsOf: url))
      let from = bytes.count >= 4 ? times[Int(bytes[1]) % times.count] : .nan
      guard from.isFinite,
        let scene = try? Scene.parse(Array(bytes[4...]), file: fuzzSceneFile, options: fuzzSceneOptions)
      else {
        continue
      }
      let end =
        bytes[2] < 128
        ? max(scene.root.animationsEndTime() ?? from, from) : max(times[Int(bytes[2]) % times.count], from)
      let frames = AnimationFrames(from: from, to: end, fps: Int(bytes[0] % 240) + 1)
      #expect((1...AnimationFrames.maximumCount).contains(frames.count))
      let chosen = Set([0, frames.count / 2, frames.count - 1].prefix(Int(bytes[3] % 3) + 1)).sorted()
      for k in chosen { _ = try? scene.render(RenderRequest(time: frames.time(k))) }
    }
  }
}
