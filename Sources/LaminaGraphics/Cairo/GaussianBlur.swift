import Foundation
import LaminaGeometry

/// The blur of a shadow's alpha as Apple's frameworks draw it: a Gaussian of `sigma` pixels cut at
/// 2σ and renormalised, so the shadow reaches exactly 2σ past its shape. Core Animation's shadow of
/// `shadowRadius` r is σ = r, Core Graphics' `blur` b is σ = b / 2 (fitted to Apple-rendered shadows
/// within a level, and to gnustep's suites measured on Apple's: Docs/semantics/pixels.md).
package struct GaussianBlur {
  let sigma: CGFloat

  package init(sigma: CGFloat) { self.sigma = sigma }

  /// How far the blur reaches past the shape, in pixels: 2σ, rounded up, at most 512 (σ = 256, the
  /// renderer's own cap; NaN reaches nothing).
  package var pad: Int { sigma > 0.05 ? Int(min(2 * sigma, 512).rounded(.up)) : 0 }

  /// An 8-bit alpha image, rows padded to Cairo's A8 stride.
  package struct Mask {
    package var pixels: [UInt8]
    package var width: Int
    package var height: Int
  }

  /// The kernel's weights from −`pad` to `pad`, summing to 1.
  var kernel: [Float] {
    guard pad > 0 else { return [1] }
    let weights = (-pad...pad).map { i -> Double in
      Double(i * i) <= 4 * Double(sigma * sigma) ? exp(-Double(i * i) / (2 * Double(sigma * sigma))) : 0
    }
    let sum = weights.reduce(0, +)
    return weights.map { Float($0 / sum) }
  }

  /// The blurred alpha of premultiplied ARGB32 pixels (`stride` bytes a row), grown by `pad` on every
  /// side, rows padded to a multiple of 4 bytes (Cairo's A8 stride).
  package func alphaMask(argb data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int)
    -> Mask
  {
    let (mw, mh) = (w + 2 * pad, h + 2 * pad)
    var plane = [Float](repeating: 0, count: mw * mh)
    plane.withUnsafeMutableBufferPointer { p in
      for y in 0..<h {
        let (row, to) = (data + y * stride, p.baseAddress! + (y + pad) * mw + pad)
        for x in 0..<w { to[x] = Float(row[x * 4 + 3]) }  // little-endian ARGB32: alpha is byte 3
      }
    }
    var other = [Float](repeating: 0, count: mw * mh)
    // Each pass runs down the columns, a whole row at a time (contiguous, vectorised); the
    // horizontal pass runs on the transposed plane. The padding the shape does not reach is skipped.
    let k = kernel
    convolveColumns(
      plane, into: &other, width: mw, height: mh, kernel: k, rows: pad..<pad + h, columns: pad..<pad + w)
    transpose(other, into: &plane, width: mw, height: mh)
    convolveColumns(
      plane, into: &other, width: mh, height: mw, kernel: k, rows: pad..<pad + w, columns: 0..<mh)
    transpose(other, into: &plane, width: mh, height: mw)
    let maskStride = (mw + 3) / 4 * 4
    var out = [UInt8](repeating: 0, count: maskStride * mh)
    plane.withUnsafeBufferPointer { t in
      out.withUnsafeMutableBufferPointer { o in
        for y in 0..<mh {
          let (row, to) = (t.baseAddress! + y * mw, o.baseAddress! + y * maskStride)
          for x in 0..<mw { to[x] = UInt8(truncatingIfNeeded: Int32(min(max(row[x], 0), 255) + 0.5)) }
        }
      }
    }
    return Mask(pixels: out, width: mw, height: mh)
  }

  /// `b` = `a` (`width` × `height`, row-major) convolved down its columns with `kernel`, centred;
  /// zero outside the plane. Only `rows` and `columns` of `a` may be non-zero: the rest is skipped.
  private func convolveColumns(
    _ a: [Float], into b: inout [Float], width: Int, height: Int, kernel: [Float], rows: Range<Int>,
    columns: Range<Int>
  ) {
    let r = kernel.count / 2
    a.withUnsafeBufferPointer { src in
      b.withUnsafeMutableBufferPointer { dst in
        dst.update(repeating: 0)
        // In strips of columns, so the rows a kernel spans stay in cache however wide the plane.
        for strip in Swift.stride(from: columns.lowerBound, to: columns.upperBound, by: 512) {
          let part = strip..<min(strip + 512, columns.upperBound)
          for y in 0..<height {
            let (lo, hi) = (max(-r, rows.lowerBound - y), min(r, rows.upperBound - 1 - y))
            guard lo <= hi else { continue }
            let out = dst.baseAddress! + y * width
            for t in lo...hi {
              let (row, weight) = (src.baseAddress! + (y + t) * width, kernel[r + t])
              for x in part { out[x] += weight * row[x] }
            }
          }
        }
      }
    }
  }

  /// Writes the transpose of `a` (`width` × `height`) into `b`, in tiles that stay in cache.
  private func transpose(_ a: [Float], into b: inout [Float], width: Int, height: Int) {
    a.withUnsafeBufferPointer { src in
      b.withUnsafeMutableBufferPointer { dst in
        let tile = 32
        for y0 in Swift.stride(from: 0, to: height, by: tile) {
          for x0 in Swift.stride(from: 0, to: width, by: tile) {
            for y in y0..<min(y0 + tile, height) {
              for x in x0..<min(x0 + tile, width) { dst[x * height + y] = src[y * width + x] }
            }
          }
        }
      }
    }
  }
}
