import Foundation

/// pixelmatch's measures on premultiplied ARGB pixels: the YIQ colour difference of colours blended
/// over white (Kotsarenko and Ramos, 2010) and the anti-aliased pixel detector (Vyšniauskas, 2009).
enum Perceptual {
  /// The largest possible YIQ difference (black against white).
  static let maximumDelta = 35215.0

  /// A channel blended over white: premultiplied `c` plus the white showing through, `255 − alpha`.
  @inline(__always)
  static func blended(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
    let white = Double(255 - (p >> 24))
    return (Double((p >> 16) & 0xFF) + white, Double((p >> 8) & 0xFF) + white, Double(p & 0xFF) + white)
  }

  @inline(__always)
  static func luma(_ c: (r: Double, g: Double, b: Double)) -> Double {
    c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223
  }

  /// The signed YIQ difference of two pixels: negative when `p` is brighter than `q`.
  static func delta(_ p: UInt32, _ q: UInt32) -> Double {
    if p == q { return 0 }
    let (c1, c2) = (blended(p), blended(q))
    let (y1, y2) = (luma(c1), luma(c2))
    let i = (c1.r - c2.r) * 0.59597799 - (c1.g - c2.g) * 0.27417610 - (c1.b - c2.b) * 0.32180189
    let q = (c1.r - c2.r) * 0.21147017 - (c1.g - c2.g) * 0.52261711 + (c1.b - c2.b) * 0.31114694
    let d = 0.5053 * (y1 - y2) * (y1 - y2) + 0.299 * i * i + 0.1957 * q * q
    return y1 > y2 ? -d : d
  }

  /// The largest difference of one premultiplied channel (0…255).
  static func channelDelta(_ p: UInt32, _ q: UInt32) -> Int {
    var m = 0
    for shift in stride(from: 0, through: 24, by: 8) {
      m = max(m, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
    }
    return m
  }

  /// The diff image's backdrop: `p` as an opaque grey, faded 90 % toward white.
  static func faded(_ p: UInt32) -> UInt32 {
    let v = UInt32((255 + (luma(blended(p)) - 255) * 0.1).rounded())
    return 0xFF00_0000 | v << 16 | v << 8 | v
  }

  /// Whether the differing pixel at `(x, y)` of `image` looks like anti-aliasing: it has both a
  /// darker and a brighter neighbour, at most two neighbours of its own brightness, and the darkest
  /// or brightest neighbour sits in a flat area in both images.
  static func isAntialiased(
    _ x: Int, _ y: Int, _ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
    _ width: Int, _ height: Int
  ) -> Bool {
    let (x0, y0, x1, y1) = (max(x - 1, 0), max(y - 1, 0), min(x + 1, width - 1), min(y + 1, height - 1))
    var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    var (darkest, brightest) = (0.0, 0.0)
    var (darkX, darkY, brightX, brightY) = (0, 0, 0, 0)
    let centre = luma(blended(image[y * width + x]))
    for ny in y0...y1 {
      for nx in x0...x1 where nx != x || ny != y {
        let d = centre - luma(blended(image[ny * width + nx]))
        if d == 0 {
          equal += 1
          if equal > 2 { return false }
        } else if d < darkest {
          (darkest, darkX, darkY) = (d, nx, ny)
        } else if d > brightest {
          (brightest, brightX, brightY) = (d, nx, ny)
        }
      }
    }
    guard darkest != 0, brightest != 0 else { return false }
    return
      (hasManySiblings(darkX, darkY, image, width, height)
      && hasManySiblings(darkX, darkY, other, width, height))
      || (hasManySiblings(brightX, brightY, image, width, height)
        && hasManySiblings(brightX, brightY, other, width, height))
  }

  /// Whether more than two of the pixel's neighbours (an image edge counts as one) are identical to it.
  static func hasManySiblings(
    _ x: Int, _ y: Int, _ image: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int
  )
    -> Bool
  {
    let (x0, y0, x1, y1) = (max(x - 1, 0), max(y - 1, 0), min(x + 1, width - 1), min(y + 1, height - 1))
    var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    let centre = image[y * width + x]
    for ny in y0...y1 {
      for nx in x0...x1 where (nx != x || ny != y) && image[ny * width + nx] == centre {
        equal += 1
        if equal > 2 { return true }
      }
    }
    return false
  }
}
