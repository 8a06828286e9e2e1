import Foundation

/// pixelmatch 7.2's measures (mapbox/pixelmatch `index.js`, option `checkerboard: false`): the YIQ
/// colour difference of colours blended over white (Kotsarenko and Ramos, 2010) and the
/// anti-aliased pixel detector (Vyšniauskas, 2009), computed as pixelmatch computes them — from
/// straight RGBA, channel differences first, neighbours visited column by column — so that counts
/// match pixelmatch's to the pixel. Lamina keeps premultiplied ARGB; translucent pixels are
/// un-premultiplied (exact for opaque pixels, within premultiplication's rounding otherwise).
enum Perceptual {
  /// The largest possible YIQ difference (black against white).
  static let maximumDelta = 35215.0

  /// A premultiplied ARGB pixel as straight red, green, blue and alpha, 0…255.
  @inline(__always)
  static func straight(_ p: UInt32) -> (r: Double, g: Double, b: Double, a: Double) {
    let a = p >> 24
    let (r, g, b) = ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
    if a == 255 { return (Double(r), Double(g), Double(b), 255) }
    if a == 0 { return (0, 0, 0, 0) }
    func unpremultiplied(_ c: UInt32) -> Double { Double(min((c * 255 + a / 2) / a, 255)) }
    return (unpremultiplied(r), unpremultiplied(g), unpremultiplied(b), Double(a))
  }

  /// The channel differences `p − q`, both blended over white where either is translucent
  /// (pixelmatch's `(c1·a1 − c2·a2 − 255·Δa) / 255`).
  @inline(__always)
  static func differences(_ p: UInt32, _ q: UInt32) -> (r: Double, g: Double, b: Double) {
    let (c1, c2) = (straight(p), straight(q))
    guard c1.a < 255 || c2.a < 255 else { return (c1.r - c2.r, c1.g - c2.g, c1.b - c2.b) }
    let da = c1.a - c2.a
    return (
      (c1.r * c1.a - c2.r * c2.a - 255 * da) / 255, (c1.g * c1.a - c2.g * c2.a - 255 * da) / 255,
      (c1.b * c1.a - c2.b * c2.a - 255 * da) / 255
    )
  }

  @inline(__always)
  static func luma(_ d: (r: Double, g: Double, b: Double)) -> Double {
    d.r * 0.29889531 + d.g * 0.58662247 + d.b * 0.11448223
  }

  /// The signed YIQ difference of two pixels: negative when `p` is brighter than `q`.
  static func delta(_ p: UInt32, _ q: UInt32) -> Double {
    if p == q { return 0 }
    let d = differences(p, q)
    let y = luma(d)
    let i = d.r * 0.59597799 - d.g * 0.27417610 - d.b * 0.32180189
    let q = d.r * 0.21147017 - d.g * 0.52261711 + d.b * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
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
    let white = Double(255 - (p >> 24))
    let over = (Double((p >> 16) & 0xFF) + white, Double((p >> 8) & 0xFF) + white, Double(p & 0xFF) + white)
    let v = UInt32((255 + (luma(over) - 255) * 0.1).rounded())
    return 0xFF00_0000 | v << 16 | v << 8 | v
  }

  /// Whether the differing pixel at `(x, y)` of `image` looks like anti-aliasing (pixelmatch's
  /// `antialiased`): at most two neighbours of its own brightness, both a darker and a brighter one,
  /// and the darkest or the brightest — the first met, visiting neighbours column by column as
  /// pixelmatch does — has more than two identical neighbours in both images.
  static func isAntialiased(
    _ x: Int, _ y: Int, _ image: UnsafeBufferPointer<UInt32>, _ other: UnsafeBufferPointer<UInt32>,
    _ width: Int, _ height: Int
  ) -> Bool {
    let (x0, y0, x1, y1) = (max(x - 1, 0), max(y - 1, 0), min(x + 1, width - 1), min(y + 1, height - 1))
    var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
    var (darkest, brightest) = (0.0, 0.0)
    var (darkX, darkY, brightX, brightY) = (0, 0, 0, 0)
    let centre = image[y * width + x]
    for nx in x0...x1 {
      for ny in y0...y1 where nx != x || ny != y {
        let neighbour = image[ny * width + nx]
        let d = neighbour == centre ? 0 : luma(differences(centre, neighbour))
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
