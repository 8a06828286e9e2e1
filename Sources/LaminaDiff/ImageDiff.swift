import Foundation
import Lamina

/// Compares two images pixel by pixel: the one diff engine behind snapshot tests and `lamina diff`.
///
/// Only differing pixels are measured. Images of different sizes are still compared where both
/// have pixels, a pixel only one has counts as differing unless transparent, and they never pass.
public enum ImageDiff {
  /// Compares `actual` with `expected` under `tolerance`.
  public static func compare(_ expected: CGImage, _ actual: CGImage, tolerance: ImageTolerance = .exact)
    -> ImageDiffResult
  {
    run(expected, actual, tolerance, drawing: false).result
  }

  /// Compares like `compare` and also draws the diff image, at `expected`'s size: unchanged pixels as
  /// a faded grey copy of `expected`, counted differences red, ignored anti-aliasing yellow.
  public static func compareDrawingDiff(
    _ expected: CGImage, _ actual: CGImage, tolerance: ImageTolerance = .exact
  ) -> (result: ImageDiffResult, diff: CGImage) {
    let (result, pixels, size) = run(expected, actual, tolerance, drawing: true)
    return (result, CGImage(width: size.width, height: size.height, premultipliedARGB: pixels)!)
  }

  private static func run(_ expected: CGImage, _ actual: CGImage, _ tolerance: ImageTolerance, drawing: Bool)
    -> (result: ImageDiffResult, diff: [UInt32], size: PixelSize)
  {
    // Where both images have pixels; a pixel only one of them has differs unless it is transparent.
    // Nothing is padded: the work and memory are those of the two images, whatever their shapes.
    let overlap = PixelSize(
      width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    let a = cropped(expected, to: overlap)
    let b = cropped(actual, to: overlap)
    var pass = Comparison(
      width: overlap.width, height: overlap.height, tolerance: tolerance, drawing: drawing)
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in pass.run(pa, pb) }
    }
    let diff = drawing ? pass.drawn(over: expected) : []
    pass.countOutside(overlap, of: expected)
    pass.countOutside(overlap, of: actual)
    let sizesMatch = expected.width == actual.width && expected.height == actual.height
    let count =
      expected.width * expected.height + actual.width * actual.height - overlap.width * overlap.height
    let withinBudget =
      pass.differing <= tolerance.maxDifferingPixels
      || Double(pass.differing) <= tolerance.maxDifferingRatio * Double(count)
    let result = ImageDiffResult(
      expectedSize: PixelSize(width: expected.width, height: expected.height),
      actualSize: PixelSize(width: actual.width, height: actual.height), comparedPixels: count,
      differingPixels: pass.differing, antialiasedPixels: pass.antialiased, maxChannelDelta: pass.maxChannel,
      maxPerceptualDelta: pass.maxPerceptual, boundingBox: pass.box, passed: sizesMatch && withinBudget)
    return (result, diff, PixelSize(width: expected.width, height: expected.height))
  }

  /// The image's top-left `size` pixels (the image's own array when that is all of it).
  private static func cropped(_ image: CGImage, to size: PixelSize) -> [UInt32] {
    if image.width == size.width && image.height == size.height { return image.premultipliedARGB }
    var out: [UInt32] = []
    out.reserveCapacity(size.width * size.height)
    for y in 0..<size.height {
      out.append(contentsOf: image.premultipliedARGB[(y * image.width)..<(y * image.width + size.width)])
    }
    return out
  }
}

extension Comparison {
  /// Counts each pixel of `image` outside its top-left `overlap` that is not transparent as
  /// differing, measured against transparency (the other image has no pixel there).
  mutating func countOutside(_ overlap: PixelSize, of image: CGImage) {
    for y in 0..<image.height {
      for x in (y < overlap.height ? overlap.width : 0)..<image.width {
        let p = image.premultipliedARGB[y * image.width + x]
        guard p != 0 else { continue }
        maxChannel = max(maxChannel, Perceptual.channelDelta(p, 0))
        maxPerceptual = max(
          maxPerceptual, (abs(Perceptual.delta(p, 0)) / Perceptual.maximumDelta).squareRoot())
        differing += 1
        include(x, y)
      }
    }
  }

  /// The diff image at `expected`'s size: the overlap as drawn, the rest of `expected` red where
  /// it has pixels the other image lacks.
  func drawn(over expected: CGImage) -> [UInt32] {
    if expected.width == width && expected.height == height { return output }
    var out = expected.premultipliedARGB.map { $0 == 0 ? Perceptual.faded(0) : 0xFFFF_0000 }
    for y in 0..<height {
      out.replaceSubrange(
        (y * expected.width)..<(y * expected.width + width), with: output[(y * width)..<((y + 1) * width)])
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

  mutating func include(_ x: Int, _ y: Int) {
    guard let b = box else {
      box = PixelRect(x: x, y: y, width: 1, height: 1)
      return
    }
    let (x0, y0) = (min(b.x, x), min(b.y, y))
    let (x1, y1) = (max(b.x + b.width, x + 1), max(b.y + b.height, y + 1))
    box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
