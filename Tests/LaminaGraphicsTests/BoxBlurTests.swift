import Foundation
import LaminaGeometry
import Testing

@testable import LaminaGraphics

@Suite struct BoxBlurTests {
  /// A 60×40 ARGB image with an opaque 20×16 block and a half-alpha 6×6 one.
  func sample() -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 60 * 40 * 4)
    for y in 10..<26 { for x in 12..<32 { bytes[(y * 60 + x) * 4 + 3] = 255 } }
    for y in 28..<34 { for x in 40..<46 { bytes[(y * 60 + x) * 4 + 3] = 128 } }
    return bytes
  }

  @Test(arguments: [2.5, 4, 7, 12, 20])
  func boxesMatchTheTrueGaussianWithinTwoLevels(sigma: Double) {
    var bytes = sample()
    let fast = BoxBlur(sigma: sigma)
    let wide = Int((6 * sigma).rounded(.up))  // the exact kernel cut at 6σ: the true Gaussian to 1e-8
    let (boxed, exact) = bytes.withUnsafeMutableBufferPointer { b in
      (
        fast.alphaMask(argb: b.baseAddress!, width: 60, height: 40, stride: 240),
        GaussianBlur(sigma: sigma, pad: wide).alphaMask(
          argb: b.baseAddress!, width: 60, height: 40, stride: 240)
      )
    }
    func value(_ m: GaussianBlur.Mask, _ pad: Int, _ x: Int, _ y: Int) -> Int {
      Int(m.pixels[(y + pad) * ((m.width + 3) / 4 * 4) + x + pad])
    }
    var worst = 0
    for y in -fast.pad..<(40 + fast.pad) {
      for x in -fast.pad..<(60 + fast.pad) {
        worst = max(worst, abs(value(boxed, fast.pad, x, y) - value(exact, wide, x, y)))
      }
    }
    #expect(worst <= 2, "σ = \(sigma): worst difference \(worst) levels")
  }
}
