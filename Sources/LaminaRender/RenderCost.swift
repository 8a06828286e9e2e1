import Foundation
import Lamina
import LaminaGraphics
import LaminaImage
import Synchronization

/// What rendering work costs, in nanoseconds of one core: each weight is the slowest time measured
/// for that kind of work in a release build on the reference machine (Docs/limits.md, "The cost
/// model", gives the weights and each kind's worst case at the limit). A render adds up these
/// estimates before it draws and is refused past `RenderLimits.work`.
package enum RenderCost {
  /// One canvas pixel: allocated, cleared and encoded as PNG (`PNGOptions.fast`).
  package static let canvasPixel = 10.0
  /// One canvas pixel encoded by one more trial of other PNG options, at zlib level 4 or above
  /// with zlib's own matching (default or filtered strategy): level 9 searched 414 ns a pixel over
  /// the compact preset's four trials on short repeated runs of colour, most of it in these.
  package static let deepTrialPixel = 200.0
  /// One canvas pixel encoded by one more trial of any other kind (run-length or Huffman only, or a
  /// low level).
  package static let quickTrialPixel = 10.0
  /// One pixel of a solid fill, border, or path's box, composited over what is below.
  package static let fillPixel = 1.0
  /// One pixel of an intermediate surface (a transparency group, mask, tint or shadow source):
  /// allocated, cleared and composited.
  package static let surfacePixel = 3.0
  /// One device pixel of an image drawn with any transform but a whole-pixel translation (sampled
  /// and filtered).
  package static let sampledPixel = 10.0
  /// One image pixel read when an image is drawn smaller than it is.
  package static let minifiedSourcePixel = 0.5
  /// One stop of the most a gradient layer's colours are sampled into in Generic RGB
  /// (`CanvasGradient.mostInterpolatedStops`), in each band the gradient is drawn in: the curve
  /// evaluated there and at a rejected middle, three powers each way (75 ns a stop measured at the
  /// most).
  package static let gradientStop = 100.0
  /// One canvas pixel a perspective warp covers: mapped back to the flat rendering and sampled.
  package static let warpPixel = 110.0
  /// One pixel of an axial gradient.
  package static let axialPixel = 15.0
  /// One pixel of a radial gradient.
  package static let radialPixel = 38.0
  /// One pixel of a conic gradient.
  package static let conicPixel = 140.0
  /// One pixel composited with one of the blend modes of the PDF specification (multiply to
  /// luminosity) rather than a Porter–Duff operator.
  package static let blendedPixel = 45.0
  /// One Porter–Duff operator other than source-over (`copy`, `sourceIn`, …).
  package static let porterDuffPixel = 4.0
  /// One kernel tap of one pixel of one pass of a shadow's Gaussian blur (two passes).
  package static let blurTap = 0.5
  /// One path edge crossing one pixel row, per doubling of the edges active in that row: Cairo's
  /// scan converter sorts a row's edges.
  package static let edgeRow = 30.0
  /// One byte of text laid out (shaped, broken into lines, drawn).
  package static let textByte = 1500.0
  /// One pair of attributed runs in one text layer: Pango walks the attribute list per run.
  package static let runPair = 60.0
  /// One letter of wrapped text times the lines its word breaks into: Pango reshapes the rest of a
  /// word that does not fit at each line it breaks.
  package static let wrapLetterLine = 250.0
  /// One device pixel of the em square of each different character a text layer draws: Cairo
  /// renders each glyph's image once at the font's device size and keeps it in its glyph cache. The
  /// weight is set by memory rather than time (about 0.15 bytes and 0.45 ns an em pixel measured at
  /// 8,000-pixel glyphs), so that the glyphs the work limit admits stay under about 1.5 GB.
  package static let glyphPixel = 0.8

  /// The cost per canvas pixel of encoding with `options`, beyond the fast encoding `canvasPixel`
  /// counts.
  package static func encodedPixel(_ options: PNGOptions) -> Double {
    guard options != .fast else { return 0 }
    return options.trials.reduce(0) {
      let deep = $1.zlibLevel >= 4 && ($1.strategy == .default || $1.strategy == .filtered)
      return $0 + (deep ? deepTrialPixel : quickTrialPixel)
    }
  }

  /// The cost per pixel of compositing with `mode`.
  package static func pixel(_ mode: CGBlendMode) -> Double {
    switch mode {
    case .normal: fillPixel
    case .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
      .difference, .exclusion, .hue, .saturation, .color, .luminosity:
      blendedPixel
    default: porterDuffPixel
    }
  }

  /// The cost per pixel of a gradient of `kind`.
  package static func pixel(_ kind: CanvasGradient.Kind) -> Double {
    switch kind {
    case .axial: axialPixel
    case .radial: radialPixel
    case .conic: conicPixel
    }
  }

  /// Drawing `gradient` (a layer's, its stops as given) over `pixels` pixels in `draws` bands: its
  /// colours sampled in Generic RGB in each, and each pixel's colour.
  package static func gradient(_ gradient: CanvasGradient, pixels: Double, draws: Int) -> Double {
    let stops = gradient.stops.count + CanvasGradient.mostInterpolatedStops(from: gradient.stops.count)
    return pixels * pixel(gradient.kind) + Double(stops * draws) * gradientStop
  }

  /// A Gaussian blur of `sigma` device pixels over `pixels` mask pixels: two passes of 4σ + 1 taps.
  package static func blur(pixels: Double, sigma: CGFloat) -> Double {
    let taps = GaussianBlur(sigma: sigma).pad * 2 + 1
    return pixels * Double(2 * taps) * blurTap
  }

  /// A shadow: its source group (`group` pixels) drawn, and its mask (`mask` pixels, in floats
  /// while blurring: four surface pixels a pixel) blurred by `sigma` device pixels and composited.
  package static func shadow(group: Double, mask: Double, sigma: CGFloat) -> Double {
    (group + 4 * mask) * surfacePixel + blur(pixels: mask, sigma: sigma)
  }

  /// The message refusing a render whose estimated work reaches `work` nanoseconds at `what`.
  package static func refusal(_ what: String, work: Double, limit: Int) -> String {
    func seconds(_ ns: Double) -> String { String(format: ns >= 1e11 ? "%.0f s" : "%.3g s", ns / 1e9) }
    let taken =
      work.isFinite ? "the estimated work to \(seconds(work)) of CPU" : "estimated work without bound"
    return "\(what) takes \(taken); the limit is \(seconds(Double(limit))) (draw less, or smaller)"
  }

  /// Filling (when `fill`) and stroking (with `stroke`) `path` under `m`, to device pixels, clipped
  /// to `clip`: the edges' rows inside it, each costing `edgeRow` per doubling of the edges a row
  /// holds (over the rows the path spans, its stroke's reach included). A stroke has four edges a
  /// segment (both sides, and the joins' and caps' polygons), and each segment and dash adds twice
  /// the line width's rows (its join or caps); Cairo dashes the whole path, a dash being at least
  /// 0.1 pixel. Pixels covered are counted apart. Infinite when any part is not finite.
  package static func path(
    _ path: CGPath, _ m: CGAffineTransform, clip: CGRect, fill: Bool, stroke: StrokeStyle?
  ) -> Double {
    let shape = PathShape(path, m, rows: Double(clip.minY)...Double(max(clip.maxY, clip.minY)))
    guard shape.segments > 0 else { return 0 }
    let clipRows = max(Double(clip.height), 1)
    var span = shape.rows
    var edgeRows = fill ? shape.rise + Double(shape.segments) : 0
    if let stroke {
      let scale = Double(abs(m.determinant).squareRoot())
      let width = Double(stroke.width) * scale
      let reach = width / 2 * max(stroke.join == .miter ? Double(stroke.miterLimit) : 1, 1.5)
      span = min(span + 2 * reach, clipRows)
      var pieces = Double(shape.segments)
      let period = Double(stroke.dash.reduce(0, +)) * scale
      if period > 0 { pieces += shape.length / max(period, 0.1) * Double(stroke.dash.count) }
      edgeRows += 4 * shape.rise + pieces * 2 * (min(width, clipRows) + 1)
    }
    let cost = edgeRows * edgeRow * log2(2 + edgeRows / max(span, 1))
    return cost.isFinite ? cost : .infinity
  }
}

/// The work of a sequence of renders held to one `RenderLimits.work` together (an animation's
/// frames): each render starts counting where the last stopped.
package final class WorkMeter: Sendable {
  private let value = Mutex(0.0)

  /// A meter at zero.
  package init() {}

  /// Nanoseconds estimated for the renders so far.
  package var spent: Double { value.withLock { $0 } }

  /// Counts a render's `nanoseconds`.
  package func add(_ nanoseconds: Double) { value.withLock { $0 += nanoseconds } }
}

/// The numbers of a path that its rasterizing cost depends on, in device pixels: the rows its
/// segments cross inside the clip's rows (over each control polygon, an upper bound for curves),
/// its length and the rows it spans.
private struct PathShape {
  var segments = 0
  var rise = 0.0
  var length = 0.0
  var rows = 0.0

  init(_ path: CGPath, _ m: CGAffineTransform, rows clip: ClosedRange<Double>) {
    var (top, bottom) = (Double.infinity, -Double.infinity)
    var current = CGPoint.zero
    var start = CGPoint.zero
    func clamped(_ y: Double) -> Double {
      y.isNaN ? clip.lowerBound : min(max(y, clip.lowerBound), clip.upperBound)
    }
    func visit(_ p: CGPoint) {
      let (a, b) = (current.applying(m), p.applying(m))
      let (y0, y1) = (clamped(Double(a.y)), clamped(Double(b.y)))
      rise += abs(y1 - y0)
      // The whole length, outside the clip too: a dash pattern is walked along all of it.
      let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
      length += (dx * dx + dy * dy).squareRoot()
      (top, bottom) = (min(top, y1), max(bottom, y1))
      current = p
    }
    path.applyWithBlock { e in
      let element = e.pointee
      switch element.type {
      case .moveToPoint:
        (current, start) = (element.points[0], element.points[0])
        let y = clamped(Double(current.applying(m).y))
        (top, bottom) = (min(top, y), max(bottom, y))
      case .addLineToPoint:
        segments += 1
        visit(element.points[0])
      case .addQuadCurveToPoint:
        segments += 1
        for i in 0..<2 { visit(element.points[i]) }
      case .addCurveToPoint:
        segments += 1
        for i in 0..<3 { visit(element.points[i]) }
      case .closeSubpath:
        segments += 1
        visit(start)
      @unknown default: break
      }
    }
    rows = bottom > top ? bottom - top : 0
  }
}
