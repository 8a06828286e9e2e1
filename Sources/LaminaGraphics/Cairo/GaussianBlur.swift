import Foundation
import LaminaGeometry

/// A separable Gaussian blur of an alpha channel, kernel cut at 3σ and normalised: what `BoxBlur`
/// uses for small blurs, and the reference its tests hold it to.
package struct GaussianBlur {
  let sigma: CGFloat
  let pad: Int

  package init(sigma: CGFloat, pad: Int) {
    self.sigma = sigma
    self.pad = pad
  }

  /// An 8-bit alpha image, rows padded to Cairo's A8 stride.
  package struct Mask {
    package var pixels: [UInt8]
    package var width: Int
    package var height: Int
  }

  private var kernel: [Float] {
    guard pad > 0 else { return [1] }
    let weights = (-pad...pad).map { i in Float(exp(-Double(i * i) / (2 * Double(sigma * sigma)))) }
    let sum = weights.reduce(0, +)
    return weights.map { $0 / sum }
  }

  /// The blurred alpha of premultiplied ARGB32 pixels, grown by `pad` on every side.
  package func alphaMask(argb data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int)
    -> Mask
  {
    let (mw, mh) = (w + 2 * pad, h + 2 * pad)
    let maskStride = (mw + 3) / 4 * 4
    let k = kernel
    // Horizontal pass into a float buffer of the padded size (rows of source only).
    var horizontal = [Float](repeating: 0, count: mw * h)
    for y in 0..<h {
      let row = data + y * stride
      for x in 0..<w {
        let a = Float(row[x * 4 + 3])  // little-endian ARGB32: alpha is the fourth byte
        guard a > 0 else { continue }
        for (j, weight) in k.enumerated() { horizontal[y * mw + x + j] += a * weight }
      }
    }
    var out = [UInt8](repeating: 0, count: maskStride * mh)
    var column = [Float](repeating: 0, count: mh)
    for x in 0..<mw {
      for i in column.indices { column[i] = 0 }
      for y in 0..<h {
        let v = horizontal[y * mw + x]
        guard v > 0 else { continue }
        for (j, weight) in k.enumerated() { column[y + j] += v * weight }
      }
      for y in 0..<mh { out[y * maskStride + x] = UInt8(min(column[y].rounded(), 255)) }
    }
    return Mask(pixels: out, width: mw, height: mh)
  }
}
