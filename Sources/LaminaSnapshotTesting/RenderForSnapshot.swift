#if SnapshotTesting
  import Foundation
  import Lamina
  import LaminaGraphics
  import LaminaRender
  import Testing
  import XCTest

  /// `layer` rendered for a snapshot. A layer Lamina cannot render (over a render limit, say) is a
  /// test failure that says why, under Swift Testing or XCTest, and snapshots as a 1×1 clear image,
  /// so that the comparison fails too instead of the process stopping.
  func renderedForSnapshot(_ layer: CALayer, size: CGSize?, scale: CGFloat, background: CGColor?) -> CGImage {
    do {
      return try LayerRenderer().render(layer, size: size, scale: scale, background: background)
    } catch {
      let message = "Lamina could not render the layer for the snapshot: \(error)"
      if Test.current != nil {
        Issue.record(Comment(rawValue: message))
      } else {
        XCTFail(message)
      }
      return placeholderImage()
    }
  }

  /// One clear pixel: what a snapshot that could not be made, or a reference that could not be
  /// read, compares as.
  func placeholderImage() -> CGImage {
    let context = CGContext(
      data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    return context.makeImage()!
  }
#endif
