import Foundation
import Lamina
import LaminaDiff
import LaminaLayout
import LaminaRender

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
    // Antialiased edges, as the Cairo and resvg baselines draw them (and as before Lamina followed
    // iOS's default of hard edges for layers off the pixel grid): the same work, measured.
    l.allowsEdgeAntialiasing = true
    return l
  }
}

/// A 1024×1024 photo-like image: smooth colour waves with a little noise.
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
