import Foundation
import LaminaGeometry

/// Colours at locations along a gradient (`CGGradient`), interpolated in sRGB, or in Generic RGB when
/// made without a colour space (Apple: "each color will be converted to and drawn in the GenericRGB
/// color space").
public final class CGGradient: @unchecked Sendable {
  /// The stops, locations in 0…1 in the order given.
  package let stops: [(location: CGFloat, color: CGColor)]
  /// Whether the colours are interpolated in Generic RGB (`GenericRGB`): made without a colour space.
  package let interpolatesInGenericRGB: Bool

  /// A gradient of `colors` (an array of `CGColor`) at `locations` (`nil`: evenly spaced from 0 to 1),
  /// or `nil` when the array is empty or holds something other than colours. Without a colour space
  /// the colours are interpolated in Generic RGB, as Apple documents.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let list = colors.compactMap { $0 as? CGColor }
    guard !list.isEmpty, list.count == colors.count else { return nil }
    stops = CGGradient.place(list, locations)
    interpolatesInGenericRGB = space == nil
  }

  /// A gradient of `count` colours given as components in `space` (each followed by alpha).
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0, count <= 65536 else { return nil }
    let n = space.numberOfComponents + 1
    var list: [CGColor] = []
    for i in 0..<count {
      guard
        let c = CGColor(
          colorSpace: space, components: Array(UnsafeBufferPointer(start: components + i * n, count: n)))
      else { return nil }
      list.append(c)
    }
    stops = CGGradient.place(list, locations)
    interpolatesInGenericRGB = false
  }

  private static func place(_ colors: [CGColor], _ locations: UnsafePointer<CGFloat>?) -> [(CGFloat, CGColor)]
  {
    colors.enumerated().map { i, c in
      let given = locations.map { $0[i] } ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
      return (given.isNaN ? 0 : min(max(given, 0), 1), c)
    }
  }
}
