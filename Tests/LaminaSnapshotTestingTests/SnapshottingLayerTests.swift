#if SnapshotTesting
  import Foundation
  import Lamina
  import LaminaDiff
  import LaminaRender
  import LaminaSnapshotTesting
  import SnapshotTesting
  import TestSupport
  import Testing

  /// `Snapshotting<CALayer, CGImage>` with pointfreeco/swift-snapshot-testing: its own
  /// `assertSnapshot` and `verifySnapshot`, Lamina's renderer and diff engine underneath.
  @Suite struct SnapshottingLayerTests {
    /// A 40×30 card: a blue square with a 2-point orange border on a white card.
    private func card(blue: CGFloat = 1) -> CALayer {
      let card = CALayer()
      card.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
      card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
      let square = CALayer()
      square.frame = CGRect(x: 10, y: 5, width: 20, height: 20)
      square.backgroundColor = CGColor(red: 0, green: 0, blue: blue, alpha: 1)
      square.borderWidth = 2
      square.borderColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      card.addSublayer(square)
      return card
    }

    @Test func assertSnapshotMatchesTheCommittedReference() {
      // __Snapshots__/SnapshottingLayerTests/assertSnapshotMatchesTheCommittedReference.1.png,
      // recorded by this strategy (40×30, opened and looked at).
      assertSnapshot(of: card(), as: .image)
      assertSnapshot(of: card(), as: .image(tolerance: .exact, scale: 2), named: "retina")
    }

    @Test func recordsWhatLaminaRendersAndThenMatchesIt() throws {
      let directory = try temporaryFolder("sst")
      defer { try? FileManager.default.removeItem(at: directory) }
      let recorded = verifySnapshot(
        of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory.path)
      #expect(recorded?.contains("Record mode is on") == true)
      let file = directory.appendingPathComponent("recordsWhatLaminaRendersAndThenMatchesIt.card.png")
      let stored = try PNG.read(contentsOf: file)
      let rendered = try LayerRenderer().render(card())
      #expect(stored.width == 40 && stored.height == 30)
      #expect(ImageDiff.compare(stored, rendered).differingPixels == 0)
      #expect(
        verifySnapshot(
          of: card(), as: .image, named: "card", record: .never, snapshotDirectory: directory.path)
          == nil)
    }

    @Test func aChangedLayerFailsWithLaminasNumbers() throws {
      let directory = try temporaryFolder("sst")
      defer { try? FileManager.default.removeItem(at: directory) }
      _ = verifySnapshot(
        of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory.path)
      // The square's blue from 255 to 254: 16×16 inner pixels change by one level.
      let changed = card(blue: 254.0 / 255)
      let exact = verifySnapshot(
        of: changed, as: .image, named: "card", record: .never, snapshotDirectory: directory.path)
      #expect(exact?.contains("Snapshot does not match reference (exact): 256 of 1200 pixels differ") == true)
      // Lamina's perceptual tolerance sees no difference a person would.
      #expect(
        verifySnapshot(
          of: changed, as: .image(tolerance: .perceptual), named: "card", record: .never,
          snapshotDirectory: directory.path) == nil)
      // swift-snapshot-testing's precision: 256 of 1,200 pixels is 21.3 %.
      #expect(
        verifySnapshot(
          of: changed, as: .image(precision: 0.78), named: "card", record: .never,
          snapshotDirectory: directory.path) == nil)
      #expect(
        verifySnapshot(
          of: changed, as: .image(precision: 0.79), named: "card", record: .never,
          snapshotDirectory: directory.path) != nil)
    }

    @Test func precisionMapsOntoLaminasBudgets() {
      let t = ImageTolerance(precision: 0.99, perceptualPrecision: 0.98)
      guard case .perceptual(let threshold) = t.metric else {
        Issue.record("expected a perceptual metric, got \(t.metric)")
        return
      }
      #expect(abs(threshold - 0.02) < 1e-6 && t.ignoresAntialiasing)
      #expect(abs(t.maxDifferingRatio - 0.01) < 1e-6)
      #expect(ImageTolerance(precision: 1, perceptualPrecision: 1) == .exact)
    }
  }
#endif
