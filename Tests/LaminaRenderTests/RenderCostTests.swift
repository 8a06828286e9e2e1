import Foundation
import Lamina
import LaminaImage
import Testing

@testable import LaminaRender

/// The cost model's worked examples: each estimate from its weights (`RenderCost`), and the
/// refusals past `RenderLimits.work`.
@Suite struct RenderCostTests {
  @Test func slowerPNGOptionsCountTheirTrials() throws {
    // The fast options are in the canvas's 10 ns; the compact preset's two level-9 trials with
    // zlib's matching cost 200 ns a pixel each, its two run-length trials 10.
    #expect(RenderCost.encodedPixel(.fast) == 0)
    #expect(RenderCost.encodedPixel(.compact) == 420)
    #expect(RenderCost.encodedPixel(PNGOptions(zlibLevel: 3, filters: .all, strategy: .default)) == 10)
    let r = CALayer()
    r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    var renderer = LayerRenderer()
    // 100² pixels: 0.1 ms fast, 4.3 ms compact.
    renderer.limits.work = 1_000_000
    #expect(try renderer.renderPNG(r).count > 0)
    #expect(throws: RenderError.self) { try renderer.renderPNG(r, options: .compact) }
    do {
      _ = try renderer.renderPNG(r, options: .compact)
    } catch {
      #expect(
        error.description
          == "the canvas of 10000 pixels, encoded with PNG options slower than the fast ones takes the estimated work to 0.0043 s of CPU; the limit is 0.001 s (draw less, or smaller)"
      )
    }
    renderer.limits.work = 4_300_000
    #expect(try renderer.renderPNG(r, options: .compact).count > 0)
  }

  @Test func aConicGradientCostsItsPixelsAtItsWeight() throws {
    let r = CALayer()
    r.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    let g = CAGradientLayer()
    g.type = .conic
    g.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
    g.frame = r.bounds
    r.addSublayer(g)
    // The canvas at 10 ns a pixel, the conic gradient at 140, and its two colours sampled in Generic
    // RGB in each band it is drawn in (1,000 rows: the 8 bands of the canvas): at most 65 samples
    // (64 a span), 100 ns each with the two stops given.
    #expect(try #require(RenderNode(root: r)?.children.first?.gradient).stops.count == 2)
    let expected: Double = 1000 * 1000 * (10 + 140) + (2 + 65) * 100 * 8
    #expect(try LayerRenderer().estimatedWork(r) == expected)
    var renderer = LayerRenderer()
    renderer.limits.work = 100_000_000
    do {
      _ = try renderer.render(r)
      Issue.record("expected the gradient to be refused")
    } catch {
      #expect(error.layerPath == [0])
      #expect(
        error.message
          == "drawing the layer takes the estimated work to 0.15 s of CPU; the limit is 0.1 s (draw less, or smaller)"
      )
    }
  }

  /// A 1,000² image shrunk into a sliver 0.001 points wide shows one column of device pixels, and
  /// reads each source pixel at most once (the shown pixels over the sliver's area once made it
  /// a million times as many, and refused a nine-part image with a thin middle).
  @Test func anImageShrunkBelowAPixelReadsItsSourceOnce() throws {
    let r = CALayer()
    r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let l = CALayer()
    l.frame = CGRect(x: 10, y: 0, width: 0.001, height: 100)
    l.contents = CGImage(width: 1000, height: 1000, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    l.contentsGravity = .resize
    r.addSublayer(l)
    // The canvas at 10 ns a pixel; the sliver's 1×100 device pixels sampled at 10 ns, and its
    // 10⁶ source pixels read at 0.5 ns.
    let expected: Double = 100 * 100 * 10 + 100 * 10 + 1_000_000 * 0.5
    #expect(try LayerRenderer().estimatedWork(r) == expected)
  }

  /// A `shadowPath` is filled into the shadow's mask: its edges are counted as a fill's, over the
  /// shadow's box (a zigzag of 2,000 segments across 100 rows costs 25 times its square).
  @Test func aShadowPathCountsItsEdges() throws {
    func estimate(_ path: CGPath) throws -> Double {
      let r = CALayer()
      r.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      let l = CALayer()
      l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
      (l.shadowOpacity, l.shadowRadius, l.shadowPath) = (1, 0, path)
      r.addSublayer(l)
      return try LayerRenderer().estimatedWork(r)
    }
    let zigzag = CGMutablePath()
    zigzag.move(to: .zero)
    for i in 1...2000 { zigzag.addLine(to: CGPoint(x: CGFloat(i % 2) * 100, y: CGFloat(i) / 20)) }
    zigzag.closeSubpath()
    let square = CGPath(rect: zigzag.boundingBoxOfPath, transform: nil)
    let box = CGRect(x: 50, y: 50, width: 100, height: 100)
    let edges = { (p: CGPath) in
      RenderCost.path(p, CGAffineTransform(translationX: 50, y: 50), clip: box, fill: true, stroke: nil)
    }
    #expect(abs(try estimate(zigzag) - estimate(square) - (edges(zigzag) - edges(square))) < 1e-3)
    #expect(edges(zigzag) > 20 * edges(square))
  }

  @Test func aFilledSquareCostsItsEdgesRows() {
    // Two vertical edges of 100 rows, plus one row a segment; 2.04 edges a row on average.
    let cost = RenderCost.path(
      CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil), .identity,
      clip: CGRect(x: 0, y: 0, width: 200, height: 200), fill: true, stroke: nil)
    #expect(abs(cost - 204 * 30 * log2(2 + 2.04)) < 1e-6)
  }

  @Test func edgesCountOnlyTheRowsTheClipShows() {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: -1e300))
    p.addLine(to: CGPoint(x: 10, y: 1e300))
    p.closeSubpath()
    let cost = RenderCost.path(
      p, .identity, clip: CGRect(x: 0, y: 0, width: 50, height: 50), fill: true, stroke: nil)
    // Both edges cross the clip's 50 rows; two segments add a row each.
    #expect(abs(cost - 102 * 30 * log2(2 + 102.0 / 50)) < 1e-6)
  }

  @Test func aStrokeCountsFourEdgesASegmentAndItsWidth() {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 0, y: 100))
    let clip = CGRect(x: 0, y: 0, width: 200, height: 200)
    let style = StrokeStyle(width: 10, cap: .butt, join: .miter, miterLimit: 10, dash: [], dashPhase: 0)
    let cost = RenderCost.path(p, .identity, clip: clip, fill: false, stroke: style)
    // 4 × 100 rows, and twice the width's 10 rows plus one for the segment; over the 100 rows grown
    // by the miter's reach (5 × 10) a side, cut to the clip's 200.
    let solid: Double = 422 * 30 * log2(2 + 422.0 / 200)
    #expect(abs(cost - solid) < 1e-6)
    // Dashes of 10 on 10 cut it into 10 more pieces, each with twice the width's rows.
    var dashed = style
    dashed.dash = [10, 10]
    let more = RenderCost.path(p, .identity, clip: clip, fill: false, stroke: dashed)
    let pieces: Double = 642 * 30 * log2(2 + 642.0 / 200)
    #expect(abs(more - pieces) < 1e-6)
    // A flat line stroked 1,000 wide spans the clip's rows: every cap counts them.
    let flat = CGMutablePath()
    flat.move(to: CGPoint(x: 0, y: 100))
    flat.addLine(to: CGPoint(x: 100, y: 100))
    var wide = style
    wide.width = 1000
    let wideCost = RenderCost.path(flat, .identity, clip: clip, fill: false, stroke: wide)
    let rows: Double = 2 * 201
    #expect(abs(wideCost - rows * 30 * log2(2 + rows / 200)) < 1e-6)
  }

  @Test func estimatesThatAreNoNumberAreInfiniteOrRefused() {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: -1e308, y: 0))
    p.addLine(to: CGPoint(x: 1e308, y: 0))
    let style = StrokeStyle(
      width: 1, cap: .butt, join: .miter, miterLimit: 10, dash: [1e308, 1e308], dashPhase: 0)
    let clip = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(
      RenderCost.path(p, CGAffineTransform(scaleX: 2, y: 2), clip: clip, fill: false, stroke: style)
        == .infinity)
    // And in the budget's sum, NaN is refused: it passes no comparison with the limit.
    var budget = RenderBudget(limits: RenderLimits(), spent: .nan)
    #expect(throws: RenderError.self) { try budget.canvas(1) }
  }

  @Test func aBlurCostsTwoPassesOfItsTaps() {
    // σ = 10: the kernel reaches 2σ = 20 pixels a side, 41 taps, in two passes.
    let taps: Double = 100 * 2 * 41 * 0.5
    #expect(RenderCost.blur(pixels: 100, sigma: 10) == taps)
    #expect(RenderCost.blur(pixels: 100, sigma: 0) == 100)
  }

  @Test func aShadowIsRefusedBeforeItIsBlurred() throws {
    let r = CALayer()
    r.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    let card = CALayer()
    card.frame = r.bounds
    card.name = "card"
    card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.shadowOpacity = 1
    card.shadowRadius = 100
    r.addSublayer(card)
    // The group (400²) and the mask grown by 2σ + 1 a side (802², four surface pixels a pixel
    // in floats), the blur's 401 taps twice, the canvas and the background.
    let mask: Double = 802 * 802
    let blur: Double = mask * 2 * 401 * 0.5 + 4 * mask * 3
    let expected: Double = 400 * 400 * 3 + blur + 400 * 400 * (10 + 1)
    #expect(abs(try LayerRenderer().estimatedWork(r) - expected) < 1)
    var renderer = LayerRenderer()
    renderer.limits.work = 100_000_000
    do {
      _ = try renderer.render(r)
      Issue.record("expected the shadow to be refused")
    } catch {
      #expect(error.layerPath == [0] && error.layerName == "card")
      #expect(
        error.message.hasPrefix("a shadow of 400×400 pixels takes the estimated work to 0.268 s of CPU"))
    }
  }

  /// A refusal inside a mask names the masked layer's path (a mask adds no index) and the mask.
  @Test func aRefusalInsideAMaskNamesTheMaskedLayer() throws {
    let r = CALayer()
    r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let plain = CALayer()
    r.addSublayer(plain)
    let masked = CALayer()
    masked.frame = r.bounds
    masked.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let mask = CAGradientLayer()
    mask.name = "cone"
    mask.type = .conic
    mask.colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0),
    ]
    mask.frame = r.bounds
    masked.mask = mask
    r.addSublayer(masked)
    var renderer = LayerRenderer()
    renderer.limits.work = 1_000_000
    do {
      _ = try renderer.render(r)
      Issue.record("expected the mask's gradient to be refused")
    } catch {
      #expect(error.layerPath == [1] && error.layerName == "cone")
    }
  }

  @Test func refusalsGiveSecondsToThreeFigures() {
    #expect(
      RenderCost.refusal("x", work: 8.07e9, limit: 8_000_000_000).hasPrefix(
        "x takes the estimated work to 8.07 s of CPU; the limit is 8 s"))
    #expect(RenderCost.refusal("x", work: 1.234e11, limit: 1).contains("to 123 s of CPU"))
    #expect(
      RenderCost.refusal("x", work: .infinity, limit: 1).hasPrefix("x takes estimated work without bound;"))
  }
}
