import Foundation
import Lamina

extension ImageDiff {
  /// `images` side by side, left to right, top-aligned, with an 8-pixel grey gap between them.
  public static func sideBySide(_ images: [CGImage]) -> CGImage? {
    guard !images.isEmpty else { return nil }
    let gap = 8
    let width = images.reduce(0) { $0 + $1.width } + gap * (images.count - 1)
    let height = images.map(\.height).max() ?? 1
    var out = [UInt32](repeating: 0xFF80_8080, count: width * height)
    var left = 0
    for image in images {
      for y in 0..<height {
        let start = y * width + left
        guard y < image.height else {
          out.replaceSubrange(start..<(start + image.width), with: repeatElement(0, count: image.width))
          continue
        }
        out.replaceSubrange(
          start..<(start + image.width),
          with: image.premultipliedARGB[(y * image.width)..<((y + 1) * image.width)])
      }
      left += image.width + gap
    }
    return CGImage(width: width, height: height, premultipliedARGB: out)
  }
}
