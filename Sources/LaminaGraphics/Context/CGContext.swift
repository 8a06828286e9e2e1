import Foundation
import LaminaGeometry

/// A drawing destination with Core Graphics' API, drawn by Cairo (`CGContext`).
///
/// Bitmap contexts are the kind Lamina makes: `init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
/// as Apple spells it, in the pixel formats Apple lists for bitmap contexts. As on Apple platforms a
/// bitmap context's user space starts with its origin at the bottom-left and y up (`ctm` is the
/// identity); layer and image-renderer contexts start with a flipped, scaled CTM instead. Drawing
/// into caller-provided memory in a layout Cairo cannot draw natively goes through a private
/// premultiplied buffer that is copied into that memory after every drawing call.
public final class CGContext {
  /// Cairo's surface over `pixels`, and the canvas drawing into it.
  package let surface: CairoSurface
  /// The canvas every drawing call paints through; replaced if Cairo ever enters an error state.
  package var canvas: CairoCanvas { surface.canvas }
  /// Cairo's pixels: the caller's memory when its layout is Cairo's, otherwise a private buffer.
  package let pixels: UnsafeMutablePointer<UInt32>
  private let pixelsOwned: Bool
  /// Whether drawing goes through a private buffer copied out to `data` after each call.
  package var copiesOut: Bool { pixelsOwned }
  /// The memory `data` exposes, in the context's own layout.
  private let memory: UnsafeMutableRawPointer
  private let memoryOwned: Bool
  package let format: PixelFormat

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes per row of `data`.
  public let bytesPerRow: Int
  /// Bits per component: 8.
  public let bitsPerComponent: Int
  /// Bits per pixel of `data`.
  public let bitsPerPixel: Int
  /// The colour space given at creation.
  public let colorSpace: CGColorSpace?
  /// The layout bits given at creation.
  public let bitmapInfo: CGBitmapInfo
  /// The alpha part of `bitmapInfo` (Core Graphics' `CGBitmapContextGetAlphaInfo`).
  public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

  package var state = GraphicsState()
  package var stack: [GraphicsState] = []
  /// The graphics states that open transparency layers will be composited with.
  package var layerStates: [GraphicsState] = []
  /// How text space maps to user space when Core Text draws (its translation is `textPosition`).
  /// As in Core Graphics, it is not part of the graphics state: saving and restoring keep it.
  public var textMatrix = CGAffineTransform.identity
  /// Maps base space (where shadow offsets and blur are measured) to y-up device pixels.
  package var baseToDevice = CGAffineTransform.identity
  /// What Lamina could not draw as asked (an unsupported blend mode, a Cairo failure), oldest first.
  public private(set) var laminaIssues: [String] = []

  /// The largest side a bitmap context may have, and the most pixels (those of `CGImage`).
  public static let maximumSide = 32768

  /// Creates a bitmap context over `data` (or over zeroed memory it owns when `data` is `nil`),
  /// or `nil` when the size, the row stride or the pixel layout is impossible or unsupported.
  /// `bytesPerRow` 0 means the smallest stride. `bitmapInfo` is `CGBitmapInfo`'s raw value.
  public convenience init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: UInt32
  ) {
    self.init(
      data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
      space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
  }

  /// Creates a bitmap context described with a `CGBitmapInfo`.
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo
  ) {
    let pixelBits =
      bitmapInfo.alphaInfo == .alphaOnly
      ? 8 : (space.model == .rgb ? 32 : (bitmapInfo.alphaInfo == CGImageAlphaInfo.none ? 8 : 16))
    guard width > 0, height > 0, width <= CGContext.maximumSide, height <= CGContext.maximumSide,
      width * height <= CGImage.maximumPixelCount,
      let format = PixelFormat(
        bitsPerComponent: bitsPerComponent, bitsPerPixel: pixelBits, space: space, info: bitmapInfo),
      format.alpha != nil || format.color != nil,
      bitmapInfo.alphaInfo != .first, bitmapInfo.alphaInfo != .last
    else { return nil }
    let stride = bytesPerRow == 0 ? width * format.bytesPerPixel : bytesPerRow
    guard stride >= width * format.bytesPerPixel, stride <= Int(Int32.max) else { return nil }
    let native = format == .native && stride % 4 == 0
    memoryOwned = data == nil
    memory = data ?? UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    if memoryOwned { memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height) }
    if native {
      pixels = memory.assumingMemoryBound(to: UInt32.self)
      pixelsOwned = false
    } else {
      pixels = .allocate(capacity: width * height)
      pixelsOwned = true
      let bytes = memory.assumingMemoryBound(to: UInt8.self)
      for y in 0..<height { format.decode(bytes + y * stride, count: width, into: pixels + y * width) }
    }
    guard
      let surface = CairoSurface(
        pixels: pixels, width: width, height: height, rowPixels: native ? stride / 4 : width)
    else {
      if pixelsOwned { pixels.deallocate() }
      if memoryOwned { memory.deallocate() }
      return nil
    }
    self.surface = surface
    (self.format, self.width, self.height, self.bytesPerRow) = (format, width, height, stride)
    (self.bitsPerComponent, self.bitsPerPixel, self.colorSpace, self.bitmapInfo) = (
      8, pixelBits, space, bitmapInfo
    )
    resetCairo()
  }

  deinit {
    if pixelsOwned { pixels.deallocate() }
    if memoryOwned { memory.deallocate() }
  }

  /// The context's memory in its own layout (`bytesPerRow × height` bytes), up to date.
  public var data: UnsafeMutableRawPointer? { memory }

  /// Sets Cairo's matrix to the device flip, so user space starts y-up at the bottom-left.
  private func resetCairo() {
    canvas.setTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    canvas.setLineWidth(1)
    canvas.setMiterLimit(10)
  }

  /// An image of the pixels drawn so far. A context in a layout other than Lamina's own makes an
  /// image described as the context is, its `dataProvider` holding the context's bytes (as Apple's:
  /// gnustep/libs-opal's bitmap test, measured on Core Graphics).
  public func makeImage() -> CGImage? {
    surface.flush()
    let row = surface.rowPixels
    var out = [UInt32](repeating: 0, count: width * height)
    out.withUnsafeMutableBufferPointer { dst in
      for y in 0..<height {
        (dst.baseAddress! + y * width).update(from: pixels + y * row, count: width)
      }
    }
    guard copiesOut, let space = colorSpace else {
      return CGImage(width: width, height: height, premultipliedARGB: out)
    }
    let bytes = Data(bytes: memory, count: bytesPerRow * height)
    let source = ImageSource(
      bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, space: space,
      bitmapInfo: bitmapInfo, provider: CGDataProvider(data: bytes as CFData)!, shouldInterpolate: true,
      intent: .defaultIntent)
    return CGImage(width: width, height: height, pixels: out, source: source)
  }

  /// Flushes drawing into the context's memory (done after every drawing call already).
  public func flush() { synchronize(CGRect(x: 0, y: 0, width: width, height: height)) }

  /// Copies the device-pixel rectangle `box` (y down) from Cairo's buffer to the caller's memory
  /// when their layouts differ.
  package func synchronize(_ box: CGRect) {
    surface.flush()
    guard pixelsOwned else { return }
    let r = box.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !r.isNull, !r.isEmpty else { return }
    let (x0, y0, w) = (Int(r.minX), Int(r.minY), Int(r.width))
    let bytes = memory.assumingMemoryBound(to: UInt8.self)
    for y in y0..<Int(r.maxY) {
      format.encode(
        pixels + y * width + x0, count: w, into: bytes + y * bytesPerRow + x0 * format.bytesPerPixel)
    }
  }

  /// Records something Lamina could not draw as asked.
  package func report(_ issue: String) {
    if laminaIssues.count < 100 { laminaIssues.append(issue) }
  }

  /// If Cairo has entered its sticky error state, records why and starts a fresh Cairo context on the
  /// same pixels (graphics state reset), so one bad call never disables later drawing.
  package func recoverIfFailed() {
    guard let failure = surface.failure else { return }
    report("Cairo failed: \(failure); graphics state reset")
    surface.restart()
    resetCairo()
    state = GraphicsState()
    stack = []
  }
}
