import Foundation
import Lamina
import LaminaGraphics

extension LayerRenderer {
  /// Renders `layer` as `render` does and encodes the image as a PNG file's bytes with `options`:
  /// the same bytes as `PNG.encode(render(…), options:, threads:)`, without ever holding the whole
  /// canvas when its bands can be encoded as they are drawn (`PNGBandEncoder`: a 1024×1024 canvas
  /// needs about 1.5 MiB of pixels instead of 4).
  public func renderPNG(
    _ layer: CALayer, size: CGSize? = nil, scale: CGFloat = 1, background: CGColor? = nil,
    overlay: [OverlayMark] = [], options: PNGOptions = .fast
  ) throws(RenderError) -> [UInt8] {
    let (width, height) = try pixelSize(size ?? layer.bounds.size, scale: scale)
    return try rasterizePNG(
      renderTree(layer), width: width, height: height, scale: scale, background: background, overlay: overlay,
      options: options)
  }

  /// Draws a render tree as `rasterize` does and returns the image encoded as PNG with `options`.
  ///
  /// The bands are encoded as they are drawn when there are several and `options` has one encoding
  /// with one filter. A band found not to be opaque after the colour type was guessed RGB (see
  /// `PNGBandEncoder`) costs a second, plain render: drawn whole, then encoded.
  package func rasterizePNG(
    _ tree: RenderNode?, width: Int, height: Int, scale: CGFloat, background: CGColor?,
    overlay: [OverlayMark] = [], options: PNGOptions
  ) throws(RenderError) -> [UInt8] {
    if threads > 1, rendersSmallImagesOnOneThread, LayerRenderer.isSmall(tree, width: width, height: height) {
      var one = self
      one.threads = 1
      return try one.rasterizePNG(
        tree, width: width, height: height, scale: scale, background: background, overlay: overlay,
        options: options)
    }
    let bands = RenderBands(tree, height: height, whole: !drawsInBands)
    if options.trials.count == 1, bands.count > 1,
      let encoder = PNGBandEncoder(
        width: width, bands: bands, trial: options.trials[0], keepsAlpha: options.keepsAlpha)
    {
      try checkIntermediates(tree, width: width, height: height, scale: scale)
      try draw(
        tree, overlay: overlay, scale: scale, in: bands,
        into: BandTarget(buffer: encoder.buffer(forBand:), drew: encoder.drew(band:)), width: width,
        background: background?.premultipliedARGB ?? 0)
      keepForProcess(tree)
      if let png = try encoding({ () throws(PNGError) in try encoder.finish(threads: threads) }) {
        return png
      }
    }
    let image = try rasterize(
      tree, width: width, height: height, scale: scale, background: background, overlay: overlay)
    return try encoding { () throws(PNGError) in try PNG.encode(image, options: options, threads: threads) }
  }

  /// Whether a render of `tree` on `width × height` pixels gains too little from a second thread to
  /// pay for it: fewer than 1,000 nodes on at most 2 Mpx. Measured with `lamina render` on 2 cores
  /// (taking turns with one thread, 21–41 pairs): a second thread saved 0 % of a 1-layer and 3 % of
  /// a 100-layer render at 1024×1024, nothing measurable at 1,000 layers, 20 % at 2048×2048 with
  /// 21 layers, 38 % at 10,000 layers; and it costs 1.5 MiB of peak memory (a band buffer, a piece
  /// and its malloc arena more), which at 1 and 100 layers is an eighth of the process.
  static func isSmall(_ tree: RenderNode?, width: Int, height: Int) -> Bool {
    (tree?.nodeCount ?? 0) < 1_000 && width * height <= 2 << 20
  }

  /// What `encode` returns, its error a render error.
  private func encoding<T>(_ encode: () throws(PNGError) -> T) throws(RenderError) -> T {
    do throws(PNGError) {
      return try encode()
    } catch {
      throw RenderError("cannot encode the image as PNG: \(error.message)")
    }
  }
}
