import Foundation
import Lamina
import LaminaDiff
import LaminaLayout
import LaminaRender

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
