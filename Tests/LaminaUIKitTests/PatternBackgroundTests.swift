import Foundation
import Lamina
import LaminaRender
import LaminaUIDrawing
import LaminaUIKit
import Testing

/// Pattern colours as backgrounds: upright on a view, upside down when the same colour is set on a
/// layer (as UIKit and Core Animation show them: yurikarabatov.com, "Pattern with image: UIKit and
/// Core Graphics", 2014), cells from the layer's origin.
@Suite struct PatternBackgroundTests {
  /// A 4×4 point cell: blue over its top two rows, red below.
  private static let stripes: UIColor = {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
      UIColor.blue.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    }
    return UIColor(patternImage: image)
  }()

  /// Each pixel row at x = 1 as "B"/"R".
  private static func rows(_ layer: CALayer) throws -> String {
    let image = try LayerRenderer().render(layer)
    return String(
      (0..<image.height).map { y -> Character in
        switch image.pixel(x: 1, y: y) {
        case 0xFF00_00FF: "B"
        case 0xFFFF_0000: "R"
        default: "?"
        }
      })
  }

  @Test func aViewShowsItsPatternUpright() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 10))
    view.backgroundColor = Self.stripes
    #expect(try Self.rows(view.layer) == "BBRRBBRRBB")
    #expect(view.backgroundColor === Self.stripes)
  }

  @Test func aLayerShowsThePatternUpsideDown() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 4, height: 10)
    layer.backgroundColor = Self.stripes.cgColor
    #expect(try Self.rows(layer) == "RRBBRRBBRR")
  }

  @Test func thePatternsCellIsCountedAtEveryDraw() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 4, height: 10)
    layer.backgroundColor = Self.stripes.cgColor
    // The canvas's 40 pixels at 10 ns; the background's 40 pixels at 1 ns and sampled at 10 ns; the
    // 4×4 cell copied into a pattern surface at 3 ns a pixel, for each of up to 8 bands.
    let expected: Double = 40 * 10 + 40 * (1 + 10) + 16 * 3 * 8
    #expect(try LayerRenderer().estimatedWork(layer) == expected)
    // Out of sight, the cell is not copied.
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 4, height: 10)
    layer.frame.origin.x = 20
    parent.addSublayer(layer)
    let canvasOnly: Double = 40 * 10
    #expect(try LayerRenderer().estimatedWork(parent) == canvasOnly)
  }

  @Test func aFadedPatternAndAPlainColourAfterIt() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.backgroundColor = Self.stripes.withAlphaComponent(0.5)
    #expect(try LayerRenderer().render(view.layer).pixel(x: 1, y: 0) == 0x8000_0080)
    view.backgroundColor = .red
    #expect(try Self.rows(view.layer) == "RRRR")
    #expect(view.backgroundColor?.cgColor == UIColor.red.cgColor)
  }
}
