import Foundation
import Lamina
import LaminaDiff
import LaminaLayout
import LaminaRender

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
