import Foundation
import LaminaRender
import Testing

@testable import LaminaDiff

/// `.perceptual` counts the pixels pixelmatch 7.2.0 counts (with `checkerboard: false`: colours are
/// blended over white). The expected figures were produced by pixelmatch itself on these PNGs (see
/// `Fixtures/pixelmatch/README.md`); every pair here is one where Lamina's detector used to
/// disagree, or a translucent variant of one.
@Suite struct PixelmatchParityTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/pixelmatch")

  /// (image compared with `base` or `tbase`, threshold, pixelmatch's count).
  static let cases: [(String, Double, Int)] = [
    ("shift", 0.1, 217), ("shift", 0.05, 278), ("shift", 0.01, 387),
    ("size", 0.1, 372), ("size", 0.05, 406), ("size", 0.01, 446),
    ("color", 0.1, 107), ("color", 0.05, 176), ("color", 0.01, 210),
    ("tshift", 0.1, 217), ("tshift", 0.01, 387), ("tcolor", 0.1, 107), ("tcolor", 0.01, 210),
  ]

  @Test(arguments: cases.indices)
  func countsMatchPixelmatch(index: Int) throws {
    let (name, threshold, expected) = Self.cases[index]
    let base = try PNG.read(
      contentsOf: Self.folder.appendingPathComponent(name.hasPrefix("t") ? "tbase.png" : "base.png"))
    let other = try PNG.read(contentsOf: Self.folder.appendingPathComponent("\(name).png"))
    let tolerance = ImageTolerance(metric: .perceptual(threshold: threshold), ignoresAntialiasing: true)
    let result = ImageDiff.compare(base, other, tolerance: tolerance)
    #expect(result.differingPixels == expected, "\(name) at \(threshold)")
  }
}
