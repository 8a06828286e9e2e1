import Foundation
import LaminaDiff
import LaminaImage
import LaminaUIDrawing
import QuartzCore
import TestSupport
import Testing

/// How close Lamina's image comes to the one Apple's frameworks rendered, best first: identical;
/// every channel within 3 levels; no pixel pixelmatch counts (threshold 0.1, anti-aliased edge
/// pixels ignored); or none of these.
enum Fidelity: Int, Comparable, CustomStringConvertible {
  case differs, pixelmatchZero, withinThreeLevels, exact

  static func < (a: Fidelity, b: Fidelity) -> Bool { a.rawValue < b.rawValue }

  var description: String {
    ["differs", "zero pixelmatch differences", "within 3 levels", "exact"][rawValue]
  }

  /// The best level `actual` reaches against `expected`, and the pixelmatch comparison's figures.
  static func of(_ actual: CGImage, against expected: CGImage) -> (Fidelity, ImageDiffResult) {
    let pixelmatch = ImageDiff.compare(
      expected, actual,
      tolerance: ImageTolerance(metric: .perceptual(threshold: 0.1), ignoresAntialiasing: true))
    if ImageDiff.compare(expected, actual).passed { return (.exact, pixelmatch) }
    if ImageDiff.compare(expected, actual, tolerance: .channel(3)).passed {
      return (.withinThreeLevels, pixelmatch)
    }
    return (pixelmatch.passed ? .pixelmatchZero : .differs, pixelmatch)
  }
}

/// The image `name` of the suite `suite` (a folder of `Images/`, named owner+repository).
func appleImage(_ suite: String, _ name: String) throws -> CGImage {
  let url = packageRoot.appendingPathComponent("Tests/AppleRenderedTests/Images/\(suite)/\(name)")
  return try PNG.read(contentsOf: url)
}

/// Expects `actual` to reach at least `level` against Apple's image `name` of `suite`, or to differ
/// from it in at most `pixels` pixels as pixelmatch counts them (where a measured difference is
/// documented at the test). With
/// `APPLE_RENDERED_OUTPUT` set to a folder, Lamina's image is written there to be looked at and
/// the level reached is printed.
func expectFidelity(
  _ actual: CGImage, _ suite: String, _ name: String, atLeast level: Fidelity, orDiffering pixels: Int? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let expected = try appleImage(suite, name)
  let (fidelity, diff) = Fidelity.of(actual, against: expected)
  if let folder = ProcessInfo.processInfo.environment["APPLE_RENDERED_OUTPUT"] {
    try PNG.write(actual, to: URL(fileURLWithPath: folder).appendingPathComponent("\(suite)-\(name)"))
    print("apple-rendered \(suite)/\(name): \(fidelity); \(diff.summary)")
  }
  #expect(
    fidelity >= level || diff.differingPixels <= pixels ?? -1,
    "\(suite)/\(name): \(fidelity), needed \(level); \(diff.summary)",
    sourceLocation: sourceLocation)
}

/// What `layer.render(in:)` draws into a `UIGraphicsImageRenderer` the size of the layer's bounds at
/// `scale`: the harness of swift-snapshot-testing, FBSnapshotTestCase and the other suites.
func snapshot(_ layer: CALayer, scale: CGFloat) -> CGImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  return UIGraphicsImageRenderer(size: layer.bounds.size, format: format).image { ctx in
    layer.render(in: ctx.cgContext)
  }.cgImage!
}

/// What drawing code draws into a `UIGraphicsImageRenderer` of `size` points at `scale`.
func drawing(_ size: CGSize, scale: CGFloat, _ body: (CGContext) -> Void) -> CGImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = scale
  return UIGraphicsImageRenderer(size: size, format: format).image { body($0.cgContext) }.cgImage!
}

/// A layer standing for a `UIView` with `frame` and `backgroundColor` (a view draws through its
/// layer), added to `parent` when given.
func view(_ frame: CGRect, _ color: UIColor? = nil, in parent: CALayer? = nil) -> CALayer {
  let l = CALayer()
  l.frame = frame
  l.backgroundColor = color?.cgColor
  parent?.addSublayer(l)
  return l
}

/// The images are what `Images/SOURCES.md` lists, each suite's folder with its licence.
@Suite struct AppleRenderedSourcesTests {
  @Test func everyImageIsListedBesideItsLicence() throws {
    let root = packageRoot.appendingPathComponent("Tests/AppleRenderedTests/Images")
    let sources = try String(contentsOf: root.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    let suites = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
      !$0.hasSuffix(".md")
    }
    var images = 0
    for suite in suites {
      let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(suite).path)
      #expect(files.contains { $0.hasPrefix("LICENSE") }, "\(suite) has no licence file")
      #expect(sources.contains("## \(suite)\n"), "\(suite) is not in SOURCES.md")
      for png in files where png.hasSuffix(".png") {
        images += 1
        #expect(sources.contains("| `\(png)` |"), "\(suite)/\(png) is not in SOURCES.md")
      }
    }
    #expect(images >= 40)
  }
}
