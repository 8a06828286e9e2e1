import Foundation
import Lamina
import LaminaDiff
import LaminaGraphics
import LaminaRender

/// A strip of frames of one layer tree at several media times, side by side, each labelled with its
/// time underneath: what one reference image of a motion holds.
public enum MotionStrip {
  /// The height of the label band under each frame, in points.
  public static let labelHeight: CGFloat = 18

  /// Renders `layer`'s presentation tree at each of `times` and lays the frames out left to right.
  /// Each cell is `size` (default: the layer's bounds size) wide plus 4 points of gap.
  public static func render(
    _ layer: CALayer, at times: [CFTimeInterval], size: CGSize? = nil, scale: CGFloat = 1,
    background: CGColor? = nil
  ) throws(RenderError) -> CGImage {
    guard !times.isEmpty, times.allSatisfy(\.isFinite) else {
      throw RenderError("a motion snapshot needs at least one time, all finite")
    }
    let cell = size ?? layer.bounds.size
    let strip = CALayer()
    strip.bounds = CGRect(
      x: 0, y: 0, width: CGFloat(times.count) * (cell.width + 4) - 4, height: cell.height + labelHeight)
    strip.backgroundColor = CGColor(gray: 1, alpha: 1)
    let renderer = LayerRenderer()
    layer.displaySubtreeIfNeeded()  // once, as a commit would; each frame then copies the tree
    for (i, t) in times.enumerated() {
      let frame = try renderer.render(
        layer.presentationSnapshot(at: t), size: cell, scale: scale, background: background)
      let x = CGFloat(i) * (cell.width + 4)
      let picture = CALayer()
      picture.frame = CGRect(x: x, y: 0, width: cell.width, height: cell.height)
      picture.contents = frame
      picture.contentsScale = scale
      let label = CATextLayer()
      label.frame = CGRect(x: x, y: cell.height + 2, width: cell.width, height: labelHeight - 2)
      label.string = "t = \(MotionStrip.label(t)) s"
      label.fontSize = 11
      label.foregroundColor = CGColor(gray: 0.2, alpha: 1)
      label.alignmentMode = .center
      strip.addSublayer(picture)
      strip.addSublayer(label)
    }
    return try renderer.render(strip, scale: scale)
  }

  /// `0.25`, `1`, `12.5`: the time as written, without trailing zeros.
  static func label(_ t: CFTimeInterval) -> String {
    var s = String(format: "%.3f", t)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
  }

  /// The times whose frames differ between two strips of the same layout (`nil` when the strips'
  /// sizes differ, so frames cannot be matched).
  static func differingTimes(
    _ expected: CGImage, _ actual: CGImage, times: [CFTimeInterval], cell: CGSize, scale: CGFloat,
    tolerance: ImageTolerance
  ) -> [CFTimeInterval]? {
    guard expected.width == actual.width, expected.height == actual.height else { return nil }
    return times.enumerated().compactMap { i, t in
      let r = CGRect(
        x: (CGFloat(i) * (cell.width + 4) * scale).rounded(), y: 0,
        width: (cell.width * scale).rounded(), height: ((cell.height + labelHeight) * scale).rounded())
      guard let a = expected.cropping(to: r), let b = actual.cropping(to: r) else { return t }
      return ImageDiff.compare(a, b, tolerance: tolerance).passed ? nil : t
    }
  }
}
