import Foundation
import Lamina

/// Compares two images pixel by pixel: the one diff engine behind snapshot tests and `lamina diff`.
///
/// Only differing pixels are measured. Images of different sizes are still compared, the smaller
/// padded with transparent pixels, and never pass.
public enum ImageDiff {
  /// Compares `actual` with `expected` under `tolerance`.
  public static func compare(_ expected: CGImage, _ actual: CGImage, tolerance: ImageTolerance = .exact)
    -> ImageDiffResult
  {
    run(expected, actual, tolerance, drawing: false).result
  }

  /// Compares like `compare` and also draws the diff image: unchanged pixels as a faded grey copy of
  /// `expected`, counted differences red, ignored anti-aliasing yellow.
  public static func compareDrawingDiff(
    _ expected: CGImage, _ actual: CGImage, tolerance: ImageTolerance = .exact
  ) -> (result: ImageDiffResult, diff: CGImage) {
    let (result, pixels, size) = run(expected, actual, tolerance, drawing: true)
    return (result, CGImage(width: size.width, height: size.height, premultipliedARGB: pixels)!)
  }

  private static func run(_ expected: CGImage, _ actual: CGImage, _ tolerance: ImageTolerance, drawing: Bool)
    -> (result: ImageDiffResult, diff: [UInt32], size: PixelSize)
  {
    let size = PixelSize(
      width: max(expected.width, actual.width), height: max(expected.height, actual.height))
    let a = padded(expected, to: size)
    let b = padded(actual, to: size)
    var pass = Comparison(width: size.width, height: size.height, tolerance: tolerance, drawing: drawing)
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in pass.run(pa, pb) }
    }
    let sizesMatch = expected.width == actual.width && expected.height == actual.height
    let count = size.width * size.height
    let withinBudget =
      pass.differing <= tolerance.maxDifferingPixels
      || Double(pass.differing) <= tolerance.maxDifferingRatio * Double(count)
    let result = ImageDiffResult(
      expectedSize: PixelSize(width: expected.width, height: expected.height),
      actualSize: PixelSize(width: actual.width, height: actual.height), comparedPixels: count,
      differingPixels: pass.differing, antialiasedPixels: pass.antialiased, maxChannelDelta: pass.maxChannel,
      maxPerceptualDelta: pass.maxPerceptual, boundingBox: pass.box, passed: sizesMatch && withinBudget)
    return (result, pass.output, size)
  }

  /// The image's pixels on a canvas of `size`, transparent where it does not reach.
  private static func padded(_ image: CGImage, to size: PixelSize) -> [UInt32] {
    if image.width == size.width && image.height == size.height { return image.premultipliedARGB }
    var out = [UInt32](repeating: 0, count: size.width * size.height)
    for y in 0..<image.height {
      let row = image.premultipliedARGB[(y * image.width)..<((y + 1) * image.width)]
      out.replaceSubrange((y * size.width)..<(y * size.width + image.width), with: row)
    }
    return out
  }
}

/// One pass over two same-sized pixel buffers.
struct Comparison {
  let width: Int
  let height: Int
  let tolerance: ImageTolerance
  let drawing: Bool
  var differing = 0
  var antialiased = 0
  var maxChannel = 0
  var maxPerceptual = 0.0
  var box: PixelRect?
  var output: [UInt32] = []

  init(width: Int, height: Int, tolerance: ImageTolerance, drawing: Bool) {
    (self.width, self.height, self.tolerance, self.drawing) = (width, height, tolerance, drawing)
  }

  mutating func run(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) {
    if drawing { output = [UInt32](repeating: 0, count: width * height) }
    for y in 0..<height {
      for x in 0..<width { visit(x, y, a, b) }
    }
  }

  private mutating func visit(
    _ x: Int, _ y: Int, _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>
  ) {
    let i = y * width + x
    let (p, q) = (a[i], b[i])
    guard p != q else {
      if drawing { output[i] = Perceptual.faded(p) }
      return
    }
    let channel = Perceptual.channelDelta(p, q)
    let perceptual = Perceptual.delta(p, q)
    maxChannel = max(maxChannel, channel)
    maxPerceptual = max(maxPerceptual, (abs(perceptual) / Perceptual.maximumDelta).squareRoot())
    let differs: Bool
    switch tolerance.metric {
    case .exact: differs = true
    case .channel(let limit): differs = channel > limit
    case .perceptual(let threshold):
      differs = abs(perceptual) > Perceptual.maximumDelta * threshold * threshold
    }
    guard differs else {
      if drawing { output[i] = Perceptual.faded(p) }
      return
    }
    if tolerance.ignoresAntialiasing
      && (Perceptual.isAntialiased(x, y, a, b, width, height)
        || Perceptual.isAntialiased(x, y, b, a, width, height))
    {
      antialiased += 1
      if drawing { output[i] = 0xFFFF_FF00 }
      return
    }
    differing += 1
    if drawing { output[i] = 0xFFFF_0000 }
    include(x, y)
  }

  private mutating func include(_ x: Int, _ y: Int) {
    guard let b = box else {
      box = PixelRect(x: x, y: y, width: 1, height: 1)
      return
    }
    let (x0, y0) = (min(b.x, x), min(b.y, y))
    let (x1, y1) = (max(b.x + b.width, x + 1), max(b.y + b.height, y + 1))
    box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
