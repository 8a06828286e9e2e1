import Foundation
import Lamina
import LaminaGraphics

// Layers under a projective mapping (perspective in a transform or sublayerTransform): Cairo's
// matrices are affine, so the visible part of the subtree's plane is rendered flat, then every
// covered device pixel is mapped back through the inverse homography and sampled bilinearly. Pixels
// whose preimage lies behind the eye (W ≤ 0) stay empty.

/// How one layer under a projective mapping is drawn: which part of its plane is rendered flat, at
/// what density, and which device pixels it covers. Every size is bounded by `RenderLimits`, whatever
/// the layer's extent (a layer 1e300 points long is cut to what the canvas can show).
struct WarpPlan {
  /// The part of the layer's plane rendered flat, in its own coordinates.
  var region: CGRect
  /// Flat pixels per plane unit.
  var density: CGFloat
  var flatWidth: Int
  var flatHeight: Int
  /// The device pixels that may show the layer: whole pixels inside the clip.
  var covered: CGRect
  /// The device → plane mapping.
  var inverse: Homography

  /// The pixels this warp allocates: the flat rendering and the covered device pixels.
  var pixels: Int { flatWidth * flatHeight + Int(covered.width) * Int(covered.height) }

  /// The plane → flat-pixel mapping.
  var toFlat: Homography {
    Homography(
      m11: density, m12: 0, m13: 0, m21: 0, m22: density, m23: 0,
      m31: -region.minX * density, m32: -region.minY * density, m33: 1)
  }

  /// The plan for `node` mapped to the device by `h` inside the device rectangle `clip`, or `nil`
  /// when nothing of it can show.
  init?(_ node: RenderNode, _ h: Homography, clip: CGRect, limits: RenderLimits) {
    guard let inverse = h.invertedIfPossible() else { return nil }
    let plane = WarpPlan.planeRect(of: node)
    guard plane.width > 0, plane.height > 0 else { return nil }
    let covered = (deviceBox(plane, h).map { $0.intersection(clip) } ?? clip).integral
    guard !covered.isNull, covered.width >= 1, covered.height >= 1 else { return nil }
    // What the covered pixels show of the plane: the preimage of their corners when all of them are
    // in front of the eye (W keeps one sign over the rectangle, so its image is a convex quad).
    var region = plane
    let corners = [
      CGPoint(x: covered.minX, y: covered.minY), CGPoint(x: covered.maxX, y: covered.minY),
      CGPoint(x: covered.maxX, y: covered.maxY), CGPoint(x: covered.minX, y: covered.maxY),
    ].map(inverse.map)
    if let seen = CGRect(boundingBoxOf: corners) { region = plane.intersection(seen.insetBy(dx: -1, dy: -1)) }
    guard !region.isNull, region.width > 0, region.height > 0,
      [region.minX, region.minY, region.width, region.height].allSatisfy(\.isFinite)
    else { return nil }
    let density = WarpPlan.density(region: region, h: h, clip: covered, limits: limits)
    guard density.isFinite, density > 0 else { return nil }
    self.region = region
    self.density = density
    self.flatWidth = max(1, Int(min((region.width * density).rounded(.up), CGFloat(limits.warpSide))))
    self.flatHeight = max(1, Int(min((region.height * density).rounded(.up), CGFloat(limits.warpSide))))
    self.covered = covered
    self.inverse = inverse
  }

  /// The part of the node's plane that draws: its extent, or its bounds when unbounded.
  private static func planeRect(of node: RenderNode) -> CGRect {
    let e = node.extent.isInfinite || node.extent.isNull ? node.bounds : node.extent
    return [e.minX, e.minY, e.width, e.height].allSatisfy(\.isFinite) ? e : .null
  }

  /// About the largest magnification the mapping shows on screen, at least 1 and at most 16, capped
  /// so the flat image stays within the warp limits.
  private static func density(region: CGRect, h: Homography, clip: CGRect, limits: RenderLimits) -> CGFloat {
    let box = h.mapBoundingBox(region)
    let shown = box.isNull ? clip : box
    var density = max(shown.width / region.width, shown.height / region.height, 1)
    let area = region.width * region.height
    density = min(density, 16, (CGFloat(limits.warpPixels) / area).squareRoot())
    return min(density, CGFloat(limits.warpSide) / region.width, CGFloat(limits.warpSide) / region.height)
  }
}

extension Painter {
  /// Draws `node` under the projective mapping `h`, faded by `alpha`.
  func drawWarped(_ node: RenderNode, _ h: Homography, alpha: Double) {
    guard let plan = WarpPlan(node, h, clip: canvas.deviceClipExtents, limits: limits) else { return }
    var flat = [UInt32](repeating: 0, count: plan.flatWidth * plan.flatHeight)
    var opaque = node
    opaque.opacity = 1
    let toFlat = plan.toFlat
    let drawn: Void? = try? CairoCanvas.drawing(into: &flat, width: plan.flatWidth, height: plan.flatHeight) {
      Painter(canvas: $0, limits: limits).draw(opaque, toFlat)
    }
    guard drawn != nil else { return }
    let sampler = Sampler(pixels: flat, width: plan.flatWidth, height: plan.flatHeight)
    let (x0, y0) = (Int(plan.covered.minX), Int(plan.covered.minY))
    let (w, hgt) = (Int(plan.covered.width), Int(plan.covered.height))
    var out = [UInt32](repeating: 0, count: w * hgt)
    let back = plan.inverse.concatenating(toFlat)
    for row in 0..<hgt {
      for col in 0..<w {
        let p = back.homogeneous(CGPoint(x: CGFloat(x0 + col) + 0.5, y: CGFloat(y0 + row) + 0.5))
        guard p.w > 0 else { continue }
        out[row * w + col] = sampler.sample(x: p.x / p.w - 0.5, y: p.y / p.w - 0.5)
      }
    }
    canvas.paint(&out, width: w, height: hgt, x: x0, y: y0, alpha: alpha * node.opacity)
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
