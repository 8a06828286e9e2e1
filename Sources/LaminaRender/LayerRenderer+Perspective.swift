import Foundation
import Lamina

// Layers under a projective mapping (perspective in a transform or sublayerTransform): Cairo's
// matrices are affine, so the subtree is rendered flat in its own plane, then every covered device
// pixel is mapped back through the inverse homography and sampled bilinearly. Pixels whose
// preimage lies behind the eye (W ≤ 0) stay empty.

extension Painter {
  /// The most pixels one intermediate (flat) rendering may use.
  var maximumIntermediatePixels: Int { min(maximumPixels, 4096 * 4096) }

  func drawWarped(_ node: RenderNode, _ h: Homography) {
    guard let inverse = h.invertedIfPossible() else { return }
    let plane = planeRect(of: node)
    guard plane.width > 0, plane.height > 0 else { return }
    let clip = canvas.deviceClipExtents
    let covered = deviceBox(plane, h).map { $0.intersection(clip) } ?? clip
    guard !covered.isNull, covered.width >= 1, covered.height >= 1 else { return }
    let density = samplingDensity(plane: plane, h: h, clip: clip)
    let (fw, fh) = (
      max(1, Int((plane.width * density).rounded(.up))), max(1, Int((plane.height * density).rounded(.up)))
    )
    var flat = [UInt32](repeating: 0, count: fw * fh)
    var opaque = node
    opaque.opacity = 1
    let toFlat = Homography(
      m11: density, m12: 0, m13: 0, m21: 0, m22: density, m23: 0,
      m31: -plane.minX * density, m32: -plane.minY * density, m33: 1)
    let drawn: Void? = try? CairoCanvas.drawing(into: &flat, width: fw, height: fh) { flatCanvas in
      Painter(canvas: flatCanvas, maximumPixels: maximumPixels).draw(opaque, toFlat)
    }
    guard drawn != nil else { return }
    let sampler = Sampler(pixels: flat, width: fw, height: fh)
    let (x0, y0) = (Int(covered.minX), Int(covered.minY))
    let (w, hgt) = (Int(covered.width), Int(covered.height))
    var out = [UInt32](repeating: 0, count: w * hgt)
    let back = inverse.concatenating(toFlat)
    for row in 0..<hgt {
      for col in 0..<w {
        let p = back.homogeneous(CGPoint(x: CGFloat(x0 + col) + 0.5, y: CGFloat(y0 + row) + 0.5))
        guard p.w > 0 else { continue }
        out[row * w + col] = sampler.sample(x: p.x / p.w - 0.5, y: p.y / p.w - 0.5)
      }
    }
    canvas.paint(&out, width: w, height: hgt, x: x0, y: y0, alpha: node.opacity)
  }

  /// The part of the node's plane to render flat: its extent, or its bounds when unbounded.
  private func planeRect(of node: RenderNode) -> CGRect {
    let e = node.extent.isInfinite || node.extent.isNull ? node.bounds : node.extent
    return [e.minX, e.minY, e.width, e.height].allSatisfy(\.isFinite) ? e : .null
  }

  /// Flat pixels per plane unit: about the largest magnification the mapping shows on screen, at
  /// least 1, capped so the flat image stays within `maximumIntermediatePixels`.
  private func samplingDensity(plane: CGRect, h: Homography, clip: CGRect) -> CGFloat {
    let box = h.mapBoundingBox(plane)
    var density: CGFloat = 1
    if !box.isNull {
      density = max(box.width / plane.width, box.height / plane.height, 1)
    } else {
      density = max(clip.width / plane.width, clip.height / plane.height, 1)
    }
    let cap = (CGFloat(maximumIntermediatePixels) / (plane.width * plane.height)).squareRoot()
    return min(density, cap, 16)
  }
}

/// Bilinear sampling of premultiplied ARGB pixels, transparent outside the image.
struct Sampler {
  let pixels: [UInt32]
  let width: Int
  let height: Int

  /// The colour at pixel-centre coordinates `(x, y)` (pixel `(i, j)`'s centre is `(i, j)`).
  func sample(x: CGFloat, y: CGFloat) -> UInt32 {
    guard x > -1, y > -1, x < CGFloat(width), y < CGFloat(height) else { return 0 }
    let (fx, fy) = (x.rounded(.down), y.rounded(.down))
    let (ix, iy) = (Int(fx), Int(fy))
    let (tx, ty) = (Double(x - fx), Double(y - fy))
    var acc = (0.0, 0.0, 0.0, 0.0)
    func add(_ px: Int, _ py: Int, _ weight: Double) {
      guard px >= 0, py >= 0, px < width, py < height, weight > 0 else { return }
      let p = pixels[py * width + px]
      acc.0 += weight * Double(p >> 24)
      acc.1 += weight * Double((p >> 16) & 0xff)
      acc.2 += weight * Double((p >> 8) & 0xff)
      acc.3 += weight * Double(p & 0xff)
    }
    add(ix, iy, (1 - tx) * (1 - ty))
    add(ix + 1, iy, tx * (1 - ty))
    add(ix, iy + 1, (1 - tx) * ty)
    add(ix + 1, iy + 1, tx * ty)
    func byte(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
    return byte(acc.0) << 24 | byte(acc.1) << 16 | byte(acc.2) << 8 | byte(acc.3)
  }
}
