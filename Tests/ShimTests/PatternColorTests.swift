import CoreGraphics
import LaminaUIDrawing
import QuartzCore
import Testing

/// `UIColor(patternImage:)`: cells upright, anchored at the bitmap's bottom-left (Core Graphics'
/// base-space origin), unmoved by the CTM, shifted by the pattern phase.
@Suite struct PatternColorTests {
  private static func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
    let f = UIGraphicsImageRendererFormat()
    f.scale = scale
    return f
  }

  /// A 4×4 point cell at `scale`: blue over its top two rows, red below (as a UIKit context draws it).
  private static func stripes(scale: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: scale)).image { ctx in
      ctx.cgContext.setFillColor(UIColor.red.cgColor)
      ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      ctx.cgContext.setFillColor(UIColor.blue.cgColor)
      ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    }
  }

  /// The colour of each pixel row at x = 1 of a `size` fill with the stripes, as "B"/"R".
  private static func rows(height: Int, scale: CGFloat = 1, draw: (CGContext) -> Void = { _ in }) -> String {
    let pattern = UIColor(patternImage: stripes(scale: scale))
    let image = UIGraphicsImageRenderer(
      size: CGSize(width: 4, height: CGFloat(height)), format: format(scale: scale)
    ).image { ctx in
      draw(ctx.cgContext)
      pattern.setFill()
      ctx.cgContext.fill(CGRect(x: -50, y: -50, width: 100, height: 100))
    }
    let cg = image.cgImage!
    return String(
      (0..<cg.height).map { y -> Character in
        switch cg.pixel(x: 1, y: y) {
        case 0xFF00_00FF: "B"
        case 0xFFFF_0000: "R"
        default: "?"
        }
      })
  }

  @Test func cellsAreUprightAndStartAtTheBottomLeft() {
    #expect(Self.rows(height: 8) == "BBRRBBRR")
    // 10 rows: the cell at the bottom is whole, the top one cut (2 of its rows are above the bitmap).
    #expect(Self.rows(height: 10) == "RRBBRRBBRR")
  }

  @Test func theTransformDoesNotMoveOrScaleTheCells() {
    #expect(
      Self.rows(height: 8) {
        $0.translateBy(x: 0, y: 1); $0.scaleBy(x: 3, y: 3)
      } == "BBRRBBRR")
  }

  @Test func thePhaseMovesWhereTilingStarts() {
    // Phase (0, 1): base space y up, so the cells move up one point.
    #expect(Self.rows(height: 8) { $0.setPatternPhase(CGSize(width: 0, height: 1)) } == "BRRBBRRB")
  }

  @Test func cellsKeepTheirSizeInPointsAtScale2() {
    #expect(Self.rows(height: 4, scale: 2) == "BBBBRRRR")
  }

  @Test func aPatternColourFadesWithAlphaAndIsItsOwnColour() {
    let pattern = UIColor(patternImage: Self.stripes(scale: 1))
    #expect(pattern.cgColor.pattern != nil && pattern.cgColor.numberOfComponents == 1)
    #expect(pattern.cgColor.components == [1])
    let half = pattern.withAlphaComponent(0.5)
    #expect(half.cgColor.pattern === pattern.cgColor.pattern && half.cgColor.alpha == 0.5)
    #expect(half.cgColor != pattern.cgColor)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: Self.format(scale: 1))
      .image {
        half.setFill()
        $0.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      }
    #expect(image.cgImage!.pixel(x: 1, y: 0) == 0x8000_0080)  // half-faded blue, premultiplied
  }
}
