// Renders generated scenes of 1k, 10k and 100k layers at 1024×1024 and reports where the time goes
// (tree walk, rasterization, PNG encoding) and peak memory, and times the two PNG compression
// presets. Build in release:
//   swift run -c release lamina-bench [--quick]
import Foundation
import Lamina
import LaminaDiff
import LaminaLayout
import LaminaRender
import LaminaScene

checkArguments(Array(CommandLine.arguments.dropFirst()))
if let at = CommandLine.arguments.firstIndex(of: "--load") {
  let files = CommandLine.arguments[(at + 1)...].filter { !$0.hasPrefix("--") }
  benchmarkSceneLoading(Array(files), repeats: CommandLine.arguments.contains("--quick") ? 1 : 5)
  exit(0)
}
if let at = CommandLine.arguments.firstIndex(of: "--hit-test") {
  let files = CommandLine.arguments[(at + 1)...].filter { !$0.hasPrefix("--") }
  benchmarkHitTesting(Array(files), quick: CommandLine.arguments.contains("--quick"))
  exit(0)
}
if let at = CommandLine.arguments.firstIndex(of: "--layout") {
  benchmarkLayout(CommandLine.arguments[(at + 1)...].filter { !$0.hasPrefix("--") })
  exit(0)
}
if let at = CommandLine.arguments.firstIndex(of: "--estimate") {
  printEstimates(
    CommandLine.arguments[(at + 1)...].filter { !$0.hasPrefix("--") },
    encoding: CommandLine.arguments.contains("--compact") ? .compact : .fast)
  exit(0)
}
if CommandLine.arguments.contains("--frames") {
  benchmarkFrames(Array(CommandLine.arguments.dropFirst()))
  exit(0)
}
if CommandLine.arguments.contains("--worst-case") {
  benchmarkWorstCase()
  exit(0)
}
if CommandLine.arguments.contains("--paths") {
  benchmarkPaths(quick: CommandLine.arguments.contains("--quick"))
  exit(0)
}
if CommandLine.arguments.contains("--text") {
  benchmarkText(quick: CommandLine.arguments.contains("--quick"))
  exit(0)
}
if CommandLine.arguments.contains("--diff") {
  benchmarkDiff()
  exit(0)
}
let quick = CommandLine.arguments.contains("--quick")
let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
let repeats = quick ? 2 : 5

print("lamina-bench: 1024×1024, best of \(repeats) runs, release build: \(isReleaseBuild())")
print("")
let cores = ProcessInfo.processInfo.activeProcessorCount
print(
  "| layers | tree walk | rasterize, uncut canvas | rasterize, in bands, 1 thread | the same, \(cores) threads | PNG encode, 1 thread | \(cores) threads | peak RSS |"
)
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
var busiest: CGImage?
for count in sizes {
  var generator = SceneGenerator(layers: count)
  let root = generator.makeTree()
  var renderer = LayerRenderer()
  let walk = best(repeats) { _ = RenderNode(root: root) }
  let tree = RenderNode(root: root)
  var image: CGImage?
  let banded = best(repeats) {
    image = try? renderer.rasterize(tree, width: 1024, height: 1024, scale: 1, background: .white)
  }
  renderer.threads = cores
  let parallel = best(repeats) {
    _ = try? renderer.rasterize(tree, width: 1024, height: 1024, scale: 1, background: .white)
  }
  renderer.threads = 1
  renderer.drawsInBands = false
  let uncut = best(repeats) {
    _ = try? renderer.rasterize(tree, width: 1024, height: 1024, scale: 1, background: .white)
  }
  let encode = best(repeats) { _ = try? PNG.encode(image!) }
  let encodeParallel = best(repeats) { _ = try? PNG.encode(image!, threads: cores) }
  print(
    "| \(count) | \(ms(walk)) | \(ms(uncut)) | \(ms(banded)) (\(ratio(uncut, banded))) | \(ms(parallel)) (\(ratio(uncut, parallel))) | \(ms(encode)) | \(ms(encodeParallel)) (\(ratio(encode, encodeParallel))) | \(peakMegabytes()) MB |"
  )
  if count == 10_000 { busiest = image }
}

// PNG writers: the two compression presets on the same images.
print("")
print("PNG writers:")
print("")
print("| image (1024×1024) | preset | time | size |")
print("|---|---|---:|---:|")
for (label, image) in [("10k-layer scene", busiest!), ("photo-like gradient", gradientImage())] {
  for (name, options) in [("`.fast` (default)", PNGOptions.fast), ("`.compact`", PNGOptions.compact)] {
    var bytes: [UInt8] = []
    let time = best(repeats) { bytes = (try? PNG.encode(image, options: options)) ?? [] }
    print("| \(label) | \(name) | \(ms(time)) | \(bytes.count) B |")
  }
}
