import CPathBench
import Foundation
import Lamina

// lamina-bench --paths: 10,000 random paths (lines, cubic curves, arcs; filled or stroked) drawn
// into a 1024² bitmap context through Lamina's CGContext, and the same paths drawn by C code
// calling Cairo directly, side by side in one process.
//
// A record is: stroke flag, red, green, blue, alpha, line width, element count, then elements:
// 0 x y (move), 1 x y (line), 2 c1x c1y c2x c2y x y (curve), 3 cx cy r start end (arc).

/// Seeded records for `count` paths.
func pathRecords(count: Int, seed: UInt64 = 7) -> [Double] {
  var rng = SplitMix(seed: seed)
  var out: [Double] = []
  for _ in 0..<count {
    let stroke = rng.unit() < 0.5
    out += [stroke ? 1 : 0, rng.unit(), rng.unit(), rng.unit(), 0.3 + 0.7 * rng.unit(), 1 + 7 * rng.unit()]
    let elements = 3 + Int(rng.unit() * 5)
    out.append(Double(elements))
    var (x, y) = (rng.unit() * 1024, rng.unit() * 1024)
    out += [0, x, y]
    for _ in 1..<elements {
      func near() -> Double { rng.unit() * 160 - 80 }
      switch Int(rng.unit() * 3) {
      case 0:
        (x, y) = (x + near(), y + near())
        out += [1, x, y]
      case 1:
        let (c1x, c1y, c2x, c2y) = (x + near(), y + near(), x + near(), y + near())
        (x, y) = (x + near(), y + near())
        out += [2, c1x, c1y, c2x, c2y, x, y]
      default:
        let start = rng.unit() * 2 * .pi
        let r = 5 + rng.unit() * 60
        let end = start + rng.unit() * 2 * .pi
        out += [3, x, y, r, start, end]
        (x, y) = (x + r * cos(end), y + r * sin(end))
      }
    }
  }
  return out
}

/// Draws the records with Lamina's CGContext, as user code would.
func drawWithLamina(_ r: [Double], into ctx: CGContext) {
  var i = 0
  while i < r.count {
    let stroke = r[i] == 1
    let color = CGColor(red: r[i + 1], green: r[i + 2], blue: r[i + 3], alpha: r[i + 4])
    ctx.setLineWidth(r[i + 5])
    let elements = Int(r[i + 6])
    i += 7
    ctx.beginPath()
    for _ in 0..<elements {
      switch r[i] {
      case 0:
        ctx.move(to: CGPoint(x: r[i + 1], y: r[i + 2]))
        i += 3
      case 1:
        ctx.addLine(to: CGPoint(x: r[i + 1], y: r[i + 2]))
        i += 3
      case 2:
        ctx.addCurve(
          to: CGPoint(x: r[i + 5], y: r[i + 6]), control1: CGPoint(x: r[i + 1], y: r[i + 2]),
          control2: CGPoint(x: r[i + 3], y: r[i + 4]))
        i += 7
      default:
        ctx.addArc(
          center: CGPoint(x: r[i + 1], y: r[i + 2]), radius: r[i + 3], startAngle: r[i + 4],
          endAngle: r[i + 5],
          clockwise: false)
        i += 6
      }
    }
    if stroke {
      ctx.setStrokeColor(color)
      ctx.strokePath()
    } else {
      ctx.setFillColor(color)
      ctx.fillPath()
    }
  }
}

func benchmarkPaths(quick: Bool) {
  let count = 10_000
  let repeats = quick ? 3 : 11
  let records = pathRecords(count: count)
  print(
    "lamina-bench --paths: \(count) random paths into 1024×1024, best of \(repeats), release build: \(isReleaseBuild())"
  )
  let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
  var laminaImage: CGImage?
  var pixels = [UInt32](repeating: 0, count: 1024 * 1024)
  // Interleaved, so that both sides see the same machine load; the best run of each counts.
  var (lamina, c) = (Double.infinity, Double.infinity)
  for _ in 0..<repeats {
    lamina = min(
      lamina,
      best(1) {
        let ctx = CGContext(
          data: nil, width: 1024, height: 1024, bitsPerComponent: 8, bytesPerRow: 0,
          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        drawWithLamina(records, into: ctx)
        laminaImage = ctx.makeImage()
      })
    c = min(
      c,
      best(1) {
        pixels = [UInt32](repeating: 0, count: 1024 * 1024)
        _ = records.withUnsafeBufferPointer { r in
          pixels.withUnsafeMutableBufferPointer {
            lamina_bench_draw_paths(r.baseAddress, r.count, $0.baseAddress, 1024, 1024)
          }
        }
        _ = CGImage(width: 1024, height: 1024, premultipliedARGB: pixels)
      })
  }
  let differing = zip(laminaImage!.premultipliedARGB, pixels).filter { $0 != $1 }.count
  print("")
  print("| renderer | time | vs C |")
  print("|---|---:|---:|")
  print("| C calling Cairo | \(ms(c)) | 1.00× |")
  print("| Lamina CGContext | \(ms(lamina)) | \(ratio(lamina, c)) |")
  print("")
  print(
    "pixels differing from the C image: \(differing) of \(1024 * 1024)"
      + " (arcs are Lamina's own Béziers, Cairo's arc splits differ)")
}

/// A small seeded generator (SplitMix64), so every run draws the same paths.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
