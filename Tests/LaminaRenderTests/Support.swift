import Foundation
import Lamina
import LaminaRender
import TestSupport

let fixtures = packageRoot.appendingPathComponent("Tests/LaminaRenderTests/Fixtures")

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

func layer(frame: CGRect, color: CGColor? = nil) -> CALayer {
  let l = CALayer()
  l.frame = frame
  l.backgroundColor = color
  return l
}

extension CGImage {
  func alpha(_ x: Int, _ y: Int) -> UInt32 { pixel(x: x, y: y) >> 24 }

  /// Pixels with any coverage.
  var paintedCount: Int { premultipliedARGB.filter { $0 >> 24 != 0 }.count }

  /// Total coverage in pixels (sum of alpha / 255).
  var coverage: Double { premultipliedARGB.reduce(0.0) { $0 + Double($1 >> 24) } / 255 }

  /// The pixels of the half-open box, all equal to `value`?
  func all(in xs: Range<Int>, _ ys: Range<Int>, equal value: UInt32) -> Bool {
    ys.allSatisfy { y in xs.allSatisfy { x in pixel(x: x, y: y) == value } }
  }
}

func render(_ l: CALayer, size: CGSize? = nil, scale: CGFloat = 1) throws -> CGImage {
  try LayerRenderer().render(l, size: size, scale: scale)
}
