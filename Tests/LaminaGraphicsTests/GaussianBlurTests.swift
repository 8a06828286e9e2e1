import Foundation
import LaminaGeometry
import Testing

@testable import LaminaGraphics

@Suite struct GaussianBlurTests {
  /// The blurred alpha across the edge of an opaque half plane (columns 0…59 opaque), from the last
  /// opaque column outwards.
  func edgeProfile(sigma: CGFloat) -> (pad: Int, values: [Int]) {
    let (w, h) = (60, 100)
    var bytes = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h { for x in 0..<w { bytes[(y * w + x) * 4 + 3] = 255 } }
    let blur = GaussianBlur(sigma: sigma)
    let mask = bytes.withUnsafeMutableBufferPointer {
      blur.alphaMask(argb: $0.baseAddress!, width: w, height: h, stride: w * 4)
    }
    let row = (h / 2 + blur.pad) * ((mask.width + 3) / 4 * 4)
    return (blur.pad, (0..<(2 * blur.pad)).map { Int(mask.pixels[row + blur.pad + w - blur.pad + $0]) })
  }

  /// Apple's layer shadow of radius 5 at 2× (σ = 10 pixels) across an edge, read from
  /// zilverline/Dezignables' `testShadow@2x.png` (MIT; in AppleRenderedTests): 122 just outside the
  /// shape, then 112, 101, …, 1 at 19.5 pixels, nothing past 20.
  @Test func matchesApplesMeasuredShadowEdge() {
    let apple = [122, 112, 101, 91, 81, 72, 63, 55, 47, 40, 34, 28, 23, 18, 14, 11, 8, 5, 3, 1]
    let (pad, values) = edgeProfile(sigma: 10)
    #expect(pad == 20)
    let outside = Array(values[pad...])
    let worst = zip(outside, apple).map { abs($0 - $1) }.max()!
    #expect(worst <= 2, "\(values)")
  }

  /// The kernel is cut at 2σ and sums to 1: an opaque half plane stays opaque inside.
  @Test(arguments: [0.6, 2.5, 7.0, 31.0])
  func theKernelStopsAtTwoSigma(sigma: Double) {
    let blur = GaussianBlur(sigma: sigma)
    #expect(blur.kernel.count == 2 * Int((2 * sigma).rounded(.up)) + 1)
    #expect(abs(blur.kernel.reduce(0, +) - 1) < 1e-5)
    let (pad, values) = edgeProfile(sigma: sigma)
    #expect(values.first! == 255 || pad > 0)
  }
}
