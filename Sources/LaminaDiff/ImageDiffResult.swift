import Foundation

/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  /// `(x, y, width×height)`.
  public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

/// What comparing two images found.
public struct ImageDiffResult: Hashable, Sendable {
  /// Size of the expected image, in pixels.
  public var expectedSize: PixelSize
  /// Size of the actual image, in pixels.
  public var actualSize: PixelSize
  /// Pixels compared: those either image has (both images placed at the top-left), each counted once.
  public var comparedPixels: Int
  /// Pixels that differ and count against the budget.
  public var differingPixels: Int
  /// Pixels that differ but were recognised as anti-aliasing and ignored.
  public var antialiasedPixels: Int
  /// The largest difference of one premultiplied channel among differing pixels (0…255).
  public var maxChannelDelta: Int
  /// The largest YIQ difference among differing pixels, in threshold units (0…1).
  public var maxPerceptualDelta: Double
  /// The smallest rectangle holding every counted difference; `nil` when there are none.
  public var boundingBox: PixelRect?
  /// Whether the images count as the same under the tolerance used.
  public var passed: Bool

  /// Whether both images have the same size.
  public var sizesMatch: Bool { expectedSize == actualSize }

  /// The counted differing pixels as a fraction of the compared pixels.
  public var differingRatio: Double {
    comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
  }

  /// One paragraph for people: sizes, counts, the largest delta, the box.
  public var summary: String {
    var lines: [String] = []
    if !sizesMatch { lines.append("sizes differ: expected \(expectedSize), actual \(actualSize)") }
    let percent = String(format: "%.4f%%", differingRatio * 100)
    lines.append("\(differingPixels) of \(comparedPixels) pixels differ (\(percent))")
    if antialiasedPixels > 0 { lines.append("\(antialiasedPixels) anti-aliased pixels ignored") }
    if differingPixels + antialiasedPixels > 0 {
      lines.append(
        String(
          format: "largest difference: %d channel levels, %.4f perceptual", maxChannelDelta,
          maxPerceptualDelta))
    }
    if let boundingBox { lines.append("differences within \(boundingBox)") }
    return lines.joined(separator: "; ")
  }
}

/// An image size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

  /// `width×height`.
  public var description: String { "\(width)×\(height)" }
}
