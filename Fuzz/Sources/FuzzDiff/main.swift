import CFuzzer
import Foundation
import Lamina
import LaminaDiff
import LaminaImage

private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// One libFuzzer input: two small images (sizes from the first bytes, pixels from the rest) and a
/// tolerance compared by every entry point of the diff engine; or, when the input starts as a PNG,
/// two PNG files (split at the second signature) read as `lamina diff -o` reads them.
func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if bytes.starts(with: signature) { return diffFiles(bytes) }
  guard bytes.count >= 6 else { return 0 }
  var cursor = 6
  func image(_ w: UInt8, _ h: UInt8) -> CGImage? {
    let (width, height) = (Int(w % 64) + 1, Int(h % 64) + 1)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for i in pixels.indices where cursor + 4 <= bytes.count {
      let (a, r, g, b) = (bytes[cursor], bytes[cursor + 1], bytes[cursor + 2], bytes[cursor + 3])
      // Premultiplied: no channel above alpha.
      pixels[i] = UInt32(a) << 24 | UInt32(min(r, a)) << 16 | UInt32(min(g, a)) << 8 | UInt32(min(b, a))
      cursor += 4
    }
    return CGImage(width: width, height: height, premultipliedARGB: pixels)
  }
  guard let expected = image(bytes[0], bytes[1]), let actual = image(bytes[2], bytes[3]) else { return 0 }
  let metric: ImageTolerance.Metric
  switch bytes[4] % 3 {
  case 0: metric = .exact
  case 1: metric = .channel(maxDelta: Int(bytes[5]))
  default: metric = .perceptual(threshold: Double(bytes[5]) / 255)
  }
  let tolerance = ImageTolerance(
    metric: metric, ignoresAntialiasing: bytes[4] & 4 != 0, maxDifferingPixels: Int(bytes[5] >> 4))
  let result = ImageDiff.compare(expected, actual, tolerance: tolerance)
  let (drawn, diff) = ImageDiff.compareDrawingDiff(expected, actual, tolerance: tolerance)
  precondition(result == drawn, "drawing the diff changed the verdict")
  precondition(
    diff.width == expected.width && diff.height == expected.height, "the diff has the reference's size")
  let overlap = min(expected.width, actual.width) * min(expected.height, actual.height)
  precondition(
    result.comparedPixels == expected.width * expected.height + actual.width * actual.height - overlap,
    "every pixel either image has is compared once")
  if expected == actual { precondition(result.passed, "identical images must pass") }
  check(expected, actual, tolerance)
  return 0
}

/// Two PNG files decoded within one budget (the first taken twice, for the diff drawn at its size),
/// then compared: images too large for the budget are refused from their headers.
func diffFiles(_ bytes: [UInt8]) -> CInt {
  let second =
    (8..<max(8, bytes.count - 7)).first { bytes[$0..<$0 + 8].elementsEqual(signature) } ?? bytes.count
  let budget = ImageBudget(pixels: 1 << 20)
  guard let expected = try? budget.decode(Array(bytes[..<second]), path: "a.png", extra: 1),
    let actual = try? budget.decode(Array(bytes[second...]), path: "b.png")
  else { return 0 }
  precondition(expected.pixels + actual.pixels <= budget.pixels)
  check(expected.image, actual.image, .exact)
  return 0
}

/// The diff engine's promises for one pair of images.
func check(_ expected: CGImage, _ actual: CGImage, _ tolerance: ImageTolerance) {
  let result = ImageDiff.compare(expected, actual, tolerance: tolerance)
  let sizesDiffer = expected.width != actual.width || expected.height != actual.height
  if sizesDiffer { precondition(!result.passed, "images of different sizes never pass") }
  precondition(result.differingPixels <= result.comparedPixels)
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzDiff($0, $1) })
