import Foundation
import LaminaGeometry

/// An almost-Gaussian blur of an alpha channel in O(1) per pixel: `passes` extended box blurs (a box
/// of integer radius plus fractional end taps, so that each pass's variance is exactly σ²/passes;
/// Gwosdek, Grewenig, Bruhn, Weickert, "Theoretical foundations of Gaussian convolution by extended
/// box filtering", 2011). Nine passes keep it within 2 of 255 levels of the true Gaussian (tested
/// against the exact kernel cut at 6σ; five passes were 3 off). Below σ = 2 the exact kernel is used: it is small, and boxes are coarse.
package struct BoxBlur {
  let sigma: CGFloat
  let passes = 9

  package init(sigma: CGFloat) { self.sigma = sigma }

  /// How far the blur reaches past the shape, in pixels (3σ, as for the exact kernel).
  package var pad: Int { sigma > 0.05 ? Int((3 * sigma).rounded(.up)) : 0 }

  /// The extended box every pass uses: integer radius `r` and end-tap weight `alpha` (0…1) giving
  /// variance σ²/passes exactly.
  var box: (r: Int, alpha: Float) {
    let v = Double(sigma * sigma) / Double(passes)
    let r = Int((((12 * v + 1).squareRoot() - 1) / 2).rounded(.down))
    let (rd, n) = (Double(r), Double(2 * r + 1))
    let alpha = n * (rd * (rd + 1) / 3 - v) / (2 * (v - (rd + 1) * (rd + 1)))
    return (r, Float(min(max(alpha, 0), 1)))
  }

  /// The blurred alpha of premultiplied ARGB32 pixels (`stride` bytes a row), grown by `pad` on every
  /// side, rows padded to a multiple of 4 bytes (Cairo's A8 stride).
  package func alphaMask(argb data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int)
    -> GaussianBlur.Mask
  {
    guard sigma >= 2 else {
      return GaussianBlur(sigma: sigma, pad: pad).alphaMask(argb: data, width: w, height: h, stride: stride)
    }
    let (mw, mh) = (w + 2 * pad, h + 2 * pad)
    var plane = [Float](repeating: 0, count: mw * mh)
    for y in 0..<h {
      let row = data + y * stride
      for x in 0..<w { plane[(y + pad) * mw + x + pad] = Float(row[x * 4 + 3]) }
    }
    var scratch = [Float](repeating: 0, count: max(mw, mh))
    let (r, alpha) = box
    for _ in 0..<passes {
      for y in 0..<mh {
        boxPass(&plane, start: y * mw, step: 1, count: mw, r: r, alpha: alpha, scratch: &scratch)
      }
      for x in 0..<mw {
        boxPass(&plane, start: x, step: mw, count: mh, r: r, alpha: alpha, scratch: &scratch)
      }
    }
    let maskStride = (mw + 3) / 4 * 4
    var out = [UInt8](repeating: 0, count: maskStride * mh)
    for y in 0..<mh {
      for x in 0..<mw { out[y * maskStride + x] = UInt8(min(max(plane[y * mw + x].rounded(), 0), 255)) }
    }
    return GaussianBlur.Mask(pixels: out, width: mw, height: mh)
  }

  /// One centred extended box along a line of `plane` (zero outside it): the 2r + 1 values around
  /// each point, plus `alpha` times the two next ones, normalised.
  private func boxPass(
    _ plane: inout [Float], start: Int, step: Int, count: Int, r: Int, alpha: Float, scratch: inout [Float]
  ) {
    let scale = 1 / (Float(2 * r + 1) + 2 * alpha)
    func at(_ i: Int) -> Float { i >= 0 && i < count ? plane[start + i * step] : 0 }
    var sum: Float = 0
    for i in 0..<min(r, count) { sum += plane[start + i * step] }
    for i in 0..<count {
      let enter = i + r
      if enter < count { sum += plane[start + enter * step] }
      scratch[i] = (sum + alpha * (at(i - r - 1) + at(i + r + 1))) * scale
      let leave = i - r
      if leave >= 0 { sum -= plane[start + leave * step] }
    }
    for i in 0..<count { plane[start + i * step] = scratch[i] }
  }
}
