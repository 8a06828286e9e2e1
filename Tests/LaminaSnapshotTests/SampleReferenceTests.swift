import Foundation
import Lamina
import LaminaRender
import LaminaScene
import LaminaSnapshot
import TestSupport
import Testing

/// Every sample renders exactly to its reference image.
@Suite struct SampleReferenceTests {
  static let samples: [String] = {
    let dir = packageRoot.appendingPathComponent("Samples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter {
      FileManager.default.fileExists(atPath: dir.appendingPathComponent("\($0)/scene.json").path)
    }
    .sorted()
  }()

  func scene(_ name: String) throws -> Scene {
    try Scene.load(contentsOf: packageRoot.appendingPathComponent("Samples/\(name)/scene.json"))
  }

  @Test func everySampleHasAReferenceAndEveryReferenceASample() throws {
    let references = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Reference").path
    )
    .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    #expect(Self.samples.count >= 10)
    #expect(references == Self.samples)
  }

  @Test(arguments: samples)
  func sampleMatchesItsReference(name: String) throws {
    // Through the snapshot API, exactly; recording is never allowed here (references change on purpose,
    // with scripts/record-references).
    let image = try scene(name).render()
    assertSnapshot(
      of: image, reference: packageRoot.appendingPathComponent("Reference/\(name).png"), tolerance: .exact,
      configuration: SnapshotConfiguration(record: .never))
  }

  @Test func rotatedFrameOutlineIsTheRotatedLayersFrame() throws {
    let s = try scene("rotated-frame")
    let layers = s.root.sublayers ?? []
    let outline = try #require(layers.first { $0.name == "frame-outline" })
    let rotated = try #require(layers.first { $0.name == "rotated" })
    let (a, b) = (outline.frame, rotated.frame)
    #expect(abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3)
    #expect(abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3)
  }

  @Test func clockHandsPivotAtTheClockCentre() throws {
    let s = try scene("clock")
    let clock = try #require(s.root.sublayers?.first)
    for hand in clock.sublayers ?? [] {
      // The pivot (anchor (0.5, 0.9)) sits on the face's centre, whatever the rotation.
      let pivot = CGPoint(x: hand.bounds.width * 0.5, y: hand.bounds.height * 0.9)
      let centre = hand.convert(pivot, to: s.root)
      #expect(abs(centre.x - 120) < 1e-9 && abs(centre.y - 120) < 1e-9)
    }
    // The hour hand at 10 o'clock (300°) points up and to the left: its tip is there.
    let hour = try #require(clock.sublayers?.first { $0.name == "hour" })
    let tip = hour.convert(CGPoint(x: 6, y: 0), to: s.root)
    #expect(abs(tip.x - (120 - 54 * sin(.pi / 3))) < 1e-9 && abs(tip.y - (120 - 54 * cos(.pi / 3))) < 1e-9)
  }

  @Test func sameSceneGivesTheSameBytes() throws {
    let first = try PNG.encode(scene("clock").render())
    let second = try PNG.encode(scene("clock").render())
    #expect(first == second)
  }
}
