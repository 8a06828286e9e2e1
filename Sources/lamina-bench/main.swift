// Renders generated scenes of 1k, 10k and 100k layers at 1024×1024 and reports where the time goes
// (tree walk, rasterization, PNG encoding) and peak memory; compares the PNG writers with Cairo's
// own `cairo_surface_write_to_png` measured in the same run. Build in release:
//   swift run -c release lamina-bench [--quick]
import Foundation
import Lamina
import LaminaDiff
import LaminaLayout
import LaminaRender

if CommandLine.arguments.contains("--layout") {
  benchmarkLayout()
  exit(0)
}
if CommandLine.arguments.contains("--diff") {
  benchmarkDiff()
  exit(0)
}
let quick = CommandLine.arguments.contains("--quick")
if CommandLine.arguments.contains("--explore") {
  explorePNGSettings()
  exit(0)
}
let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
let repeats = quick ? 2 : 5

print("lamina-bench: 1024×1024, best of \(repeats) runs, release build: \(isReleaseBuild())")
print("")
print("| layers | tree walk | rasterize | rasterize, canvas-sized groups | PNG encode | peak RSS |")
print("|---:|---:|---:|---:|---:|---:|")
var busiest: CGImage?
for count in sizes {
  var generator = SceneGenerator(layers: count)
  let root = generator.makeTree()
  var renderer = LayerRenderer()
  let walk = best(repeats) { _ = RenderNode(root: root) }
  let tree = RenderNode(root: root)
  var image: CGImage?
  let raster = best(repeats) {
    image = try? renderer.rasterize(tree, width: 1024, height: 1024, scale: 1, background: .white)
  }
  renderer.clipsGroups = false
  let unclipped = best(count >= 100_000 ? 1 : repeats) {
    _ = try? renderer.rasterize(tree, width: 1024, height: 1024, scale: 1, background: .white)
  }
  let encode = best(repeats) { _ = try? PNG.encode(image!) }
  print(
    "| \(count) | \(ms(walk)) | \(ms(raster)) | \(ms(unclipped)) (\(ratio(unclipped, raster))) | \(ms(encode)) | \(peakMegabytes()) MB |"
  )
  if count == 10_000 { busiest = image }
}

// PNG writers, against Cairo's own writer measured in the same run.
print("")
print("PNG writers, baseline cairo_surface_write_to_png:")
print("")
print("| image (1024×1024) | writer | time | speed vs Cairo | size | size vs Cairo |")
print("|---|---|---:|---:|---:|---:|")
for (label, image) in [("10k-layer scene", busiest!), ("photo-like gradient", gradientImage())] {
  var cairoBytes: [UInt8] = []
  let cairo = best(repeats) { cairoBytes = CairoPNGWriter.encode(image) ?? [] }
  var fastBytes: [UInt8] = []
  let fast = best(repeats) { fastBytes = (try? PNG.encode(image, options: .fast)) ?? [] }
  var compactBytes: [UInt8] = []
  let compact = best(repeats) { compactBytes = (try? PNG.encode(image, options: .compact)) ?? [] }
  for (name, time, bytes) in [
    ("Cairo", cairo, cairoBytes), ("`.fast` (default)", fast, fastBytes),
    ("`.compact`", compact, compactBytes),
  ] {
    let size = Double(bytes.count) / Double(cairoBytes.count)
    print(
      "| \(label) | \(name) | \(ms(time)) | \(ratio(cairo, time)) | \(bytes.count) B | \(String(format: "%.2f×", size)) |"
    )
  }
}

// MARK: - Measurement

func isReleaseBuild() -> Bool {
  #if DEBUG
    return false
  #else
    return true
  #endif
}

/// The fastest of `n` runs of `body`, in seconds.
func best(_ n: Int, _ body: () -> Void) -> Double {
  var fastest = Double.infinity
  for _ in 0..<max(n, 1) {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return fastest
}

func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

/// How many times `slow` is `fast`, as `3.2×`.
func ratio(_ slow: Double, _ fast: Double) -> String { String(format: "%.2f×", slow / fast) }

/// The process's peak resident set so far, in megabytes.
func peakMegabytes() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss / 1024
}

// MARK: - Generated scenes

/// A deterministic tree of `layers` layers: nested groups, rotated, scaled, rounded, bordered and
/// semi-transparent, spread over a 1024×1024 canvas.
struct SceneGenerator {
  let layers: Int
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15

  init(layers: Int) { self.layers = layers }

  mutating func next() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }

  mutating func uniform(_ lo: Double, _ hi: Double) -> CGFloat { CGFloat(lo + (hi - lo) * next()) }

  mutating func makeTree() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 1024, height: 1024)
    var made = 0
    var frontier = [root]
    while made < layers {
      var nextFrontier: [CALayer] = []
      for parent in frontier where made < layers {
        let children = parent === root ? max(1, layers / 40) : 4
        for _ in 0..<children where made < layers {
          let child = makeLayer(in: parent.bounds.size, depth: nextFrontier.isEmpty ? 0 : 1)
          parent.addSublayer(child)
          nextFrontier.append(child)
          made += 1
        }
      }
      frontier = nextFrontier
    }
    return root
  }

  mutating func makeLayer(in size: CGSize, depth: Int) -> CALayer {
    let l = CALayer()
    let side = max(min(size.width, size.height) * uniform(0.25, 0.6), 4)
    l.bounds = CGRect(x: 0, y: 0, width: side * uniform(0.7, 1.3), height: side * uniform(0.7, 1.3))
    l.position = CGPoint(x: uniform(0, Double(size.width)), y: uniform(0, Double(size.height)))
    l.transform = CATransform3DScale(
      CATransform3DMakeRotation(uniform(0, 2 * .pi), 0, 0, 1), uniform(0.8, 1.2), uniform(0.8, 1.2), 1)
    l.backgroundColor = CGColor(red: uniform(0, 1), green: uniform(0, 1), blue: uniform(0, 1), alpha: 1)
    l.cornerRadius = next() < 0.5 ? side * 0.15 : 0
    l.borderWidth = next() < 0.4 ? uniform(1, 3) : 0
    l.opacity = next() < 0.3 ? Float(uniform(0.5, 0.9)) : 1
    return l
  }
}

// MARK: - Exploring PNG settings (--explore): how the presets were chosen

func explorePNGSettings() {
  var images: [(String, CGImage)] = []
  for count in [1_000, 10_000, 100_000] {
    var generator = SceneGenerator(layers: count)
    let root = generator.makeTree()
    if let image = try? LayerRenderer().render(root, background: .white) {
      images.append(("\(count) layers", image))
    }
  }
  images.append(("smooth gradient with noise", gradientImage()))
  let filters: [(String, PNGOptions.Filters)] = [
    ("none", .none), ("sub", .sub), ("up", .up), ("avg", .average), ("paeth", .paeth), ("all", .all),
  ]
  let strategies: [PNGOptions.Strategy] = [.default, .filtered, .rle]
  for (name, image) in images {
    var cairoBytes = 0
    let cairo = best(3) { cairoBytes = CairoPNGWriter.encode(image)?.count ?? 0 }
    print("\(name): cairo \(ms(cairo)) \(cairoBytes) B")
    for level in [1, 2, 3, 4, 6, 9] as [Int32] {
      for (fname, f) in filters {
        for strategy in strategies {
          var size = 0
          let t = best(2) {
            size =
              (try? PNG.encode(image, options: PNGOptions(zlibLevel: level, filters: f, strategy: strategy)))?
              .count ?? 0
          }
          print(
            String(
              format: "  level %d %-5@ %-8@ %7.1f ms %5.2f× faster  size %.3f", level, fname, "\(strategy)",
              t * 1000, cairo / t, Double(size) / Double(cairoBytes)))
        }
      }
    }
  }
}

/// A photo-like 1024×1024 image: smooth colour fields with ±2 of deterministic noise.
func gradientImage() -> CGImage {
  var generator = SceneGenerator(layers: 0)
  var pixels = [UInt32](repeating: 0, count: 1024 * 1024)
  for y in 0..<1024 {
    for x in 0..<1024 {
      let fx = Double(x) / 1024, fy = Double(y) / 1024
      func channel(_ v: Double) -> UInt32 {
        UInt32(max(0, min(255, (v * 255 + (generator.next() * 4 - 2)).rounded())))
      }
      let r = channel(0.5 + 0.5 * sin(fx * 6 + fy * 2)), g = channel(0.5 + 0.5 * cos(fy * 5)),
        b = channel(fx * fy)
      pixels[y * 1024 + x] = 0xFF00_0000 | r << 16 | g << 8 | b
    }
  }
  return CGImage(width: 1024, height: 1024, premultipliedARGB: pixels)!
}

// MARK: - Image comparison (--diff): 2048×2048, identical and 1 % different, against ImageMagick

func benchmarkDiff() {
  var generator = SceneGenerator(layers: 10_000)
  let root = generator.makeTree()
  let image = try! LayerRenderer().render(root, scale: 2, background: .white)
  var pixels = image.premultipliedARGB
  // 1 % of the pixels: a 205×205 block turned to its complement.
  for y in 900..<1105 { for x in 700..<905 { pixels[y * 2048 + x] ^= 0x00FF_FFFF } }
  let changed = CGImage(width: 2048, height: 2048, premultipliedARGB: pixels)!
  let copy = CGImage(width: 2048, height: 2048, premultipliedARGB: image.premultipliedARGB.map { $0 })!
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-diff-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let (a, b) = (folder.appendingPathComponent("a.png"), folder.appendingPathComponent("b.png"))
  try! PNG.write(image, to: a)
  try! PNG.write(changed, to: b)
  print("Image comparison, 2048×2048, best of 5 runs, release build: \(isReleaseBuild())")
  print("")
  print(
    "| case | ImageDiff.compare (decoded) | read both PNGs + compare | ImageMagick `compare -metric AE` | vs ImageMagick |"
  )
  print("|---|---:|---:|---:|---:|")
  for (label, other, otherURL) in [("identical", copy, a), ("1 % different", changed, b)] {
    var result: ImageDiffResult?
    let exact = best(5) { result = ImageDiff.compare(image, other) }
    let perceptual = best(5) { _ = ImageDiff.compare(image, other, tolerance: .perceptual) }
    let withIO = best(5) {
      _ = ImageDiff.compare(try! PNG.read(contentsOf: a), try! PNG.read(contentsOf: otherURL))
    }
    let magick = imageMagick(a, otherURL)
    let magickText = magick.map { "\(ms($0.time)) (AE \($0.output))" } ?? "not installed"
    let speed = magick.map { ratio($0.time, withIO) } ?? "–"
    print(
      "| \(label) (\(result?.differingPixels ?? -1) px) | exact \(ms(exact)), perceptual \(ms(perceptual)) | \(ms(withIO)) | \(magickText) | \(speed) |"
    )
  }
}

/// Runs ImageMagick's `compare -metric AE` on two files: its best time of 3 and what it printed.
func imageMagick(_ a: URL, _ b: URL) -> (time: Double, output: String)? {
  guard FileManager.default.isExecutableFile(atPath: "/usr/bin/compare") else { return nil }
  var output = ""
  let time = best(3) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/compare")
    p.arguments = ["-metric", "AE", a.path, b.path, "null:"]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try? p.run()
    output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    p.waitUntilExit()
  }
  return (time, output)
}

// MARK: - Constraint layout (--layout): 100, 1,000 and 5,000 views, about 4 constraints each

func benchmarkLayout() {
  print("Constraint layout, best of 3 runs, release build: \(isReleaseBuild())")
  print("")
  print("| layout | views | constraints | from scratch | per view | one constant changed (incremental) |")
  print("|---|---:|---:|---:|---:|---:|")
  let only = CommandLine.arguments.firstIndex(of: "--views").flatMap { Int(CommandLine.arguments[$0 + 1]) }
  for (shape, chained) in [("rows pinned to the top", false), ("rows chained below each other", true)] {
    for count in only.map({ [$0] }) ?? [100, 1_000, 5_000] {
      var constraintCount = 0
      var first: NSLayoutConstraint?
      var root = CALayer()
      let scratch = best(3) {
        (root, first, constraintCount) = makeLayoutGrid(views: count, chainedRows: chained)
        root.layoutIfNeeded()
      }
      var step: CGFloat = 0
      let incremental = best(3) {
        step += 1
        first?.constant = 50 + step
        root.layoutIfNeeded()
      }
      print(
        "| \(shape) | \(count) | \(constraintCount) | \(ms(scratch)) | \(String(format: "%.1f µs", scratch / Double(count) * 1e6)) | \(ms(incremental)) |"
      )
    }
  }
}

/// Rows of ten views: each view's leading edge follows the previous one (or the superlayer), its top
/// follows the row above (chained) or is pinned to the superlayer's top, its width equals the
/// previous view's, its height is fixed.
func makeLayoutGrid(views: Int, chainedRows: Bool) -> (CALayer, NSLayoutConstraint?, Int) {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 1000, height: CGFloat(views / 10 + 1) * 30)
  var constraints: [NSLayoutConstraint] = []
  var firstWidth: NSLayoutConstraint?
  var rowAbove: CALayer?
  var previous: CALayer?
  for i in 0..<views {
    let v = CALayer()
    v.name = "v\(i)"
    root.addSublayer(v)
    let newRow = i % 10 == 0
    if newRow {
      constraints.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
      let pinned = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 8 + CGFloat(i / 10) * 28)
      constraints.append(
        chainedRows
          ? (rowAbove.map { v.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) } ?? pinned)
          : pinned)
      let w = v.widthAnchor.constraint(equalToConstant: 50)
      if i == 0 { firstWidth = w }
      constraints.append(w)
      rowAbove = v
    } else if let p = previous {
      constraints.append(v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8))
      constraints.append(v.topAnchor.constraint(equalTo: p.topAnchor))
      constraints.append(v.widthAnchor.constraint(equalTo: p.widthAnchor))
    }
    constraints.append(v.heightAnchor.constraint(equalToConstant: 20))
    previous = v
  }
  NSLayoutConstraint.activate(constraints)
  return (root, firstWidth, constraints.count)
}
