import Dispatch
import Foundation
import Lamina
import LaminaGraphics

/// Rasterizing on several threads: the canvas is cut into horizontal bands of whole rows, each drawn
/// by its own Cairo context into its rows of the one pixel buffer (a surface over those rows whose
/// device offset keeps the whole canvas's coordinates), skipping subtrees that cannot reach it.
///
/// The bands are fixed by the canvas height alone (rows of `bandRows`, at most `maximumBands`), never
/// by the number of threads, which only decides how many are drawn at once: the image is the same
/// bytes whatever the number of threads. Against an uncut canvas, fills, strokes, clips, groups and
/// masks come out the same (now and then one level in a pixel), while scaled or rotated images may
/// be up to four levels apart (measured in `RenderBandsTests`, whose trees mix them with
/// gradients): Cairo fits an image's sampling to the extent being drawn and to the surface's
/// device offset, rounding to its fixed point differently. Two things look past their pixel, and
/// a tree holding either is drawn as one band: a blurred shadow (its blur reads the neighbourhood of
/// a group that a band would cut) and a perspective warp (its flat rendering's density depends on
/// the clip).
struct RenderBands {
  /// Where each band starts, top to bottom, then the canvas height: band k is rows
  /// `boundaries[k]..<boundaries[k + 1]`. Numbers, not an array of `Range<Int>`: making that array's
  /// metadata, the runtime checks `Int: Comparable` by reading every protocol conformance in the
  /// program (the first such check of a process), about 1 MiB of pages a small render needs nothing
  /// else of.
  let boundaries: [Int]

  /// How many bands there are.
  var count: Int { boundaries.count - 1 }

  /// The rows of band `k`.
  func rows(_ k: Int) -> Range<Int> { boundaries[k]..<boundaries[k + 1] }

  /// The canvas height: the end of the last band.
  var height: Int { boundaries[count] }

  /// The rows a band is given, about: below it, walking the tree once more costs more than it saves.
  static let bandRows = 64
  /// The most bands a canvas is cut into.
  static let maximumBands = 8

  /// The bands of a canvas `height` rows tall for `tree`: one when the tree has shadows or
  /// perspective.
  init(_ tree: RenderNode?, height: Int, whole: Bool = false) {
    let local = !whole && (tree.map(\.isLocal) ?? true)
    let count = local ? min(max(height / RenderBands.bandRows, 1), RenderBands.maximumBands) : 1
    var boundaries = [Int]()
    boundaries.reserveCapacity(count + 1)
    for k in 0...count { boundaries.append(height * k / count) }
    self.boundaries = boundaries
  }

  /// Bands with the given boundaries (ascending: each band's first row, then the height).
  init(boundaries: [Int]) { self.boundaries = boundaries }
}

extension LayerRenderer {
  /// Fills each band of `pixels` (`width` a row) with `background` and draws `tree` (and `overlay`)
  /// on it, `threads` bands at a time; the first error in band order is thrown.
  func draw(
    _ tree: RenderNode?, overlay: [OverlayMark], scale: CGFloat, in bands: RenderBands,
    into pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, background: UInt32, threads: Int
  ) throws(RenderError) {
    let device = Homography(CATransform3DMakeScale(scale, scale, 1))
    let draws = tree != nil || !overlay.isEmpty
    let shared = SharedTree(tree: tree)
    let canvas = SharedPixels(buffer: pixels)
    // Each band returns its error, if any; the first in band order is thrown.
    let drawBand: @Sendable (Int) -> String? = { k in
      let rows = bands.rows(k)
      let region = CGRect(x: 0, y: rows.lowerBound, width: width, height: rows.count)
      let slice = UnsafeMutableBufferPointer(
        rebasing: canvas.buffer[(rows.lowerBound * width)..<(rows.upperBound * width)])
      slice.initialize(repeating: background)
      do throws(CairoError) {
        if draws {
          try CairoCanvas.drawing(into: slice, width: width, height: rows.count, firstRow: rows.lowerBound) {
            canvas in
            if let tree = shared.tree {
              Painter(canvas: canvas, limits: limits, region: skipsOutsideBands ? region : nil)
                .draw(tree, tree.toParent.concatenating(device))
            }
            canvas.draw(overlay, scale: scale)
          }
        }
      } catch {
        return error.message
      }
      return nil
    }
    let oneThread = threads <= 1 || bands.count == 1
    let failures =
      oneThread ? (0..<bands.count).map(drawBand) : inParallel(bands.count, threads: threads, drawBand)
    if let message = failures.lazy.compactMap({ $0 }).first { throw RenderError(message) }
  }
}

/// The canvas-sized pixel buffer every band's thread shares, each writing its own rows only.
private struct SharedPixels: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<UInt32>
}

/// The render tree every band's thread draws, which drawing only reads (its images and paths are
/// immutable while it is drawn).
private struct SharedTree: @unchecked Sendable {
  let tree: RenderNode?
}
