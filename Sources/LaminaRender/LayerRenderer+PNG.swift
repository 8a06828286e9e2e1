import Foundation
import Lamina
import LaminaGraphics
import LaminaImage

extension LayerRenderer {
  /// Renders `layer` as `render` does and encodes the image as a PNG file's bytes with `options`:
  /// the bytes of `PNG.encode(render(…), options:, threads:)`.
  public func renderPNG(
    _ layer: CALayer, size: CGSize? = nil, scale: CGFloat = 1, background: CGColor? = nil,
    overlay: [OverlayMark] = [], options: PNGOptions = .fast
  ) throws(RenderError) -> [UInt8] {
    let (width, height) = try limits.canvas(size ?? layer.bounds.size, scale: scale)
    return try rasterizePNG(
      renderTree(layer), width: width, height: height, scale: scale, background: background, overlay: overlay,
      options: options)
  }

  /// Draws a render tree as `rasterize` does and returns the image encoded as PNG with `options`.
  package func rasterizePNG(
    _ tree: RenderNode?, width: Int, height: Int, scale: CGFloat, background: CGColor?,
    overlay: [OverlayMark] = [], options: PNGOptions
  ) throws(RenderError) -> [UInt8] {
    var renderer = self
    renderer.encoding = options
    let (image, small) = try renderer.rasterizeSized(
      tree, width: width, height: height, scale: scale, background: background, overlay: overlay)
    do throws(PNGError) {
      return try PNG.encode(image, options: options, threads: small ? 1 : threads)
    } catch {
      throw RenderError("cannot encode the image as PNG: \(error.message)")
    }
  }

  /// Whether a render of `tree`, whose drawing is estimated at `drawing` nanoseconds (`RenderCost`),
  /// on `width × height` pixels gains too little from a second thread to pay for starting it: fewer
  /// than 1,000 nodes, under `smallDrawing` of drawing, on at most 2 Mpx. Such a render is drawn
  /// and encoded on one thread whatever `threads` says.
  static func isSmall(_ tree: RenderNode?, drawing: Double, width: Int, height: Int) -> Bool {
    (tree?.nodeCount ?? 0) < 1_000 && drawing < smallDrawing && width * height <= 2 << 20
  }

  /// The estimated drawing (in nanoseconds) from which a render of few layers is worth a second
  /// thread: 2 ms, about a millisecond of real work (the estimate is an upper bound).
  static let smallDrawing = 2_000_000.0
}
