import Foundation
import Lamina

/// Which debug marks to draw over a rendered scene.
public struct DebugOverlayOptions: OptionSet, Sendable {
  /// The bit set.
  public let rawValue: Int
  /// Wraps a bit set.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Every layer's alignment rect, as `UIViewShowAlignmentRects` shows them (yellow).
  public static let alignmentRects = DebugOverlayOptions(rawValue: 1 << 0)
  /// Every layer's frame (blue).
  public static let frames = DebugOverlayOptions(rawValue: 1 << 1)
  /// Every layer's anchor point, where its position pins it (red dots).
  public static let anchorPoints = DebugOverlayOptions(rawValue: 1 << 2)
}

/// Computes the debug marks of a layer tree in the root's coordinates.
public enum DebugOverlay {
  static let yellow = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)
  static let blue = CGColor(red: 0, green: 0.48, blue: 1, alpha: 0.9)
  static let red = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)

  /// The marks for `options` over every layer below `root` (bounding boxes when transformed).
  public static func marks(for root: CALayer, options: DebugOverlayOptions, scale: CGFloat) -> [OverlayMark] {
    guard !options.isEmpty else { return [] }
    var marks: [OverlayMark] = []
    func walk(_ layer: CALayer) {
      for sub in layer.sublayers ?? [] where !sub.isHidden {
        let frame = sub.frame
        if options.contains(.frames), !frame.isNull {
          marks.append(.rect(layer.convert(frame, to: root), color: blue, lineWidth: 1))
        }
        if options.contains(.alignmentRects), !frame.isNull {
          marks.append(
            .rect(
              layer.convert(sub.alignmentRect(forFrame: frame), to: root), color: yellow,
              lineWidth: max(1, scale)))
        }
        if options.contains(.anchorPoints) {
          marks.append(.dot(layer.convert(sub.position, to: root), color: red, radius: 2.5 * max(1, scale)))
        }
        walk(sub)
      }
    }
    walk(root)
    return marks
  }
}
