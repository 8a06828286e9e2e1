import Foundation
import LaminaGraphics

/// The pixels a program may hold decoded at once (`lamina check`'s references, renders and diffs;
/// `lamina diff`'s two images and their diff). Each image's share is taken from its header before
/// it is decoded, so many large images are refused one by one instead of running out of memory.
/// Safe to use from several threads.
public final class ImageBudget: @unchecked Sendable {
  /// 256 megapixels (1 GiB of pixels): with a command's other memory, under 2 GiB.
  public static let defaultPixels = 1 << 28

  private let lock = NSLock()
  private var left: Int
  /// The budget's size, in pixels.
  public let pixels: Int

  /// A budget of `pixels`. Images taken are given back only when done with, so when samples run at
  /// once, which one finds too little left may depend on which others are running.
  public init(pixels: Int = ImageBudget.defaultPixels) { (self.pixels, left) = (pixels, pixels) }

  /// Takes `pixels` from the budget; `false`, taking nothing, when fewer are left.
  public func take(_ pixels: Int) -> Bool {
    lock.withLock {
      guard pixels <= left else { return false }
      left -= pixels
      return true
    }
  }

  /// `256-megapixel`, or `40-pixel` for a budget under a megapixel.
  private var budgetName: String {
    pixels >= 1 << 20 ? "\(pixels >> 20)-megapixel" : "\(pixels)-pixel"
  }

  /// Gives back pixels taken earlier.
  public func give(_ pixels: Int) { lock.withLock { left += pixels } }

  /// Reads and decodes the PNG file at `url` as `decode` does.
  public func read(contentsOf url: URL, extra: Int = 0) throws(PNGError) -> (image: CGImage, pixels: Int) {
    let bytes: [UInt8]
    do {
      bytes = try ImageDecoder.bytes(of: url)
    } catch {
      throw PNGError(error.message, path: url.path)
    }
    return try decode(bytes, path: url.path, extra: extra)
  }

  /// Decodes the PNG `bytes` after taking its pixels (`extra` times over, for images made to its
  /// size later); the message names the budget when there is not enough left.
  public func decode(_ bytes: [UInt8], path: String?, extra: Int = 0) throws(PNGError) -> (
    image: CGImage, pixels: Int
  ) {
    let size = try PNG.size(of: bytes, path: path)
    let pixels = Int(size.width) * Int(size.height) * (1 + extra)
    guard take(pixels) else {
      throw PNGError(
        "a \(size.width)×\(size.height) image is more than is left of the \(budgetName) budget for images held at once",
        path: path)
    }
    do throws(PNGError) {
      return (try PNG.decode(bytes, path: path), pixels)
    } catch {
      give(pixels)
      throw error
    }
  }
}
