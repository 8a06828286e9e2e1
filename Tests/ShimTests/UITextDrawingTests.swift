import CoreGraphics
import Foundation
import LaminaGraphics
import LaminaUIDrawing
import QuartzCore
import Testing

@Suite struct UITextDrawingTests {
  @Test func fontsAndMeasuringAsUIKitSpellsThem() throws {
    let font = UIFont.systemFont(ofSize: 20)
    #expect(font.pointSize == 20 && UIFont(name: "Menlo", size: -1) == nil)
    // DejaVu Sans: "Hello" advances 5191/2048 em, ascender + descender 2384/2048 em.
    let r = "Hello".boundingRect(
      with: CGSize(width: CGFloat.infinity, height: .infinity), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(abs(r.width - 50.693) < 0.01 && abs(r.height - 23.281) < 0.01)
    #expect(abs(font.lineHeight - 23.281) < 0.01)
    let wrapped = ("one two three four" as NSString).boundingRect(
      with: CGSize(width: 60, height: CGFloat.infinity), options: .usesLineFragmentOrigin,
      attributes: [.font: font],
      context: nil)
    #expect(wrapped.width <= 60 && wrapped.height > 2 * 23)
    #expect("Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).width > r.width)
  }

  @Test func stringsDrawIntoTheCurrentContextYDown() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 30)).image { _ in
      "Hi".draw(
        at: CGPoint(x: 4, y: 2),
        withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    }.cgImage!
    let painted = (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
      .filter { $0 >> 24 == 0xFF }
    #expect(!painted.isEmpty && painted.allSatisfy { $0 == 0xFFFF_0000 })
    // Top-left at (4, 2): ink starts right of x = 4 and below y = 2, and ends above the descender.
    let ink = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y) != 0 } }
    #expect(ink.first! >= 3 && ink.last! <= 2 + 23)
  }

  @Test func textLayerCodeAsWrittenForQuartzCore() {
    let layer = CATextLayer()
    let font = UIFont.systemFont(ofSize: 14)
    layer.font = font.fontName as CFTypeRef
    layer.fontSize = font.pointSize
    layer.string = NSAttributedString(
      string: "42%", attributes: [.font: font, .foregroundColor: UIColor.blue])
    layer.alignmentMode = .center
    // An attributed string's runs carry their font and size; the layer's `font` and `fontSize` do
    // not apply to it (Apple's `CATextLayer.font` documentation).
    let run = layer.textRuns().first
    #expect(run?.color == RenderColor(UIColor.blue.cgColor) && run?.size == 14 && run?.font == font.fontName)
  }
}
