import CoreGraphics
import CoreText
import Foundation
import LaminaUIDrawing
import Testing

/// Core Text as Apple code calls it. Text is set in DejaVu Sans (the stand-in for Helvetica and the
/// system font), whose tables give every expected number: 2048 units per em, ascender 1901,
/// descender 483, cap height 1493, x-height 1120, "Hello" advancing 5191 units.
@Suite struct CoreTextTests {
  let em20: CGFloat = 20.0 / 2048

  @Test func fontMetricsAreTheFacesAtTheSize() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    #expect(CTFontGetSize(font) == 20)
    #expect(abs(CTFontGetAscent(font) - 1901 * em20) < 0.01)
    #expect(abs(CTFontGetDescent(font) - 483 * em20) < 0.01)
    #expect(CTFontGetLeading(font) == 0)
    #expect(abs(CTFontGetCapHeight(font) - 1493 * em20) < 0.05)
    #expect(abs(CTFontGetXHeight(font) - 1120 * em20) < 0.05)
    #expect(CTFontGetSize(CTFontCreateWithName("Menlo" as CFString, 0, nil)) == 12)
    #expect(
      CTFontCopyFamilyName(CTFontCreateWithName("Menlo-Bold" as CFString, 9, nil)) as String
        == "DejaVu Sans Mono")
  }

  @Test func aLineMeasuresTypographically() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let line = CTLineCreateWithAttributedString(
      NSAttributedString(string: "Hello", attributes: [.font: font]) as CFAttributedString)
    var (ascent, descent, leading) = (CGFloat(0), CGFloat(0), CGFloat(1))
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
    #expect(abs(width - 5191 * Double(em20)) < 0.01)
    #expect(abs(ascent - 1901 * em20) < 0.01 && abs(descent - 483 * em20) < 0.01 && leading == 0)
    #expect(CTLineGetStringRange(line) == CFRange(location: 0, length: 5))
    let runs = CTLineGetGlyphRuns(line) as! [CTRun]
    #expect(runs.count == 1 && CTRunGetStringRange(runs[0]) == CFRange(location: 0, length: 5))
  }

  @Test func kernAddsAfterEachCharacter() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let plain = CTLineCreateWithAttributedString(
      NSAttributedString(string: "Hello", attributes: [.font: font]))
    let kerned = CTLineCreateWithAttributedString(
      NSAttributedString(string: "Hello", attributes: [.font: font, .kern: 2]))
    let gained =
      CTLineGetTypographicBounds(kerned, nil, nil, nil) - CTLineGetTypographicBounds(plain, nil, nil, nil)
    #expect(abs(gained - 10) < 0.01)
  }

  @Test func aFramesetterWrapsAndPlacesLinesFromTheTop() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 10
    let text = NSAttributedString(
      string: "one two three four", attributes: [.font: font, .paragraphStyle: style])
    let setter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
    // "one two" is 80 points wide and "three four" 99 (a space: 651 units).
    let frame = CTFramesetterCreateFrame(
      setter, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 0, y: 0, width: 90, height: 200), transform: nil), nil
    )
    let lines = CTFrameGetLines(frame) as! [CTLine]
    #expect(
      lines.map(CTLineGetStringRange) == [
        CFRange(location: 0, length: 8), CFRange(location: 8, length: 6), CFRange(location: 14, length: 4),
      ])
    var origins = [CGPoint](repeating: .zero, count: lines.count)
    CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 0), &origins)
    let lineHeight = 2384 * em20
    #expect(abs(origins[0].y - (200 - 1901 * em20)) < 0.01)
    #expect(abs(origins[0].y - origins[1].y - (lineHeight + 10)) < 0.01)
    #expect(CTFrameGetVisibleStringRange(frame) == CFRange(location: 0, length: 18))
    // Only lines that fit: a box one line and a half high holds one.
    let short = CTFramesetterCreateFrame(
      setter, CFRange(),
      CGPath(rect: CGRect(x: 0, y: 0, width: 90, height: 1.5 * lineHeight), transform: nil), nil)
    #expect(CFArrayGetCount(CTFrameGetLines(short)) == 1)
    var fit = CFRange()
    let size = CTFramesetterSuggestFrameSizeWithConstraints(
      setter, CFRange(), nil,
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), &fit)
    #expect(abs(size.height - lineHeight) < 0.01 && fit == CFRange(location: 0, length: 18))
  }

  /// The rows of `image` holding any ink.
  func inkRows(_ image: CGImage) -> [Int] {
    (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(x: $0, y: y) >> 24 != 0 } }
  }

  func drawHi(flipped: Bool, size: CGFloat = 20, attributes extra: [NSAttributedString.Key: Any] = [:])
    -> CGImage
  {
    UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60)).image { renderer in
      let ctx = renderer.cgContext
      ctx.textMatrix = .identity
      if flipped {
        ctx.translateBy(x: 0, y: 60)
        ctx.scaleBy(x: 1, y: -1)
      }
      var attributes: [NSAttributedString.Key: Any] = [
        .font: CTFontCreateWithName("Helvetica" as CFString, size, nil),
        .foregroundColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
      ]
      attributes.merge(extra) { $1 }
      let setter = CTFramesetterCreateWithAttributedString(
        NSAttributedString(string: "HH", attributes: attributes))
      let frame = CTFramesetterCreateFrame(
        setter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60), transform: nil), nil)
      CTFrameDraw(frame, ctx)
    }.cgImage!
  }

  @Test func aFrameDrawsUprightUnderTheUsualFlip() {
    // Flipped to y up, as Core Text code does: the first baseline is an ascent below the top, the
    // capitals' tops a cap height above it.
    let rows = inkRows(drawHi(flipped: true))
    let baseline = 1901 * em20
    #expect(abs(CGFloat(rows.first!) - (baseline - 1493 * em20)) <= 1)
    #expect(abs(CGFloat(rows.last! + 1) - baseline) <= 1)
  }

  @Test func aFrameDrawsUpsideDownInAYDownContext() {
    // Without the flip the glyphs go down the image from the baseline 60 − ascent from the top.
    let rows = inkRows(drawHi(flipped: false))
    let baseline = 60 - 1901 * em20
    #expect(abs(CGFloat(rows.first!) - baseline) <= 1)
    #expect(abs(CGFloat(rows.last! + 1) - (baseline + 1493 * em20)) <= 1)
  }

  @Test func strokeWidthOutlinesOnlyOrBoth() {
    // At 40 points a 5 % outline is 2 points wide, half of it inside the capitals' 4.6-point stems.
    func colours(_ image: CGImage) -> (red: Int, blue: Int) {
      let pixels = (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
      let (r, b) = (pixels.map { ($0 >> 16) & 0xFF }, pixels.map { $0 & 0xFF })
      return (zip(r, b).filter { $0 > 200 && $1 < 50 }.count, zip(r, b).filter { $1 > 200 && $0 < 50 }.count)
    }
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let outline = colours(drawHi(flipped: true, size: 40, attributes: [.strokeWidth: 5, .strokeColor: blue]))
    #expect(outline.red == 0 && outline.blue > 100)
    let both = colours(drawHi(flipped: true, size: 40, attributes: [.strokeWidth: -5, .strokeColor: blue]))
    #expect(both.red > 40 && both.blue > 100)
    let filled = colours(drawHi(flipped: true, size: 40))
    #expect(filled.red > both.red + 40 && filled.blue == 0)
  }

  @Test func glyphsAndAdvancesAreTheFacesOwn() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let chars = Array("Hello".utf16)
    var glyphs = [CGGlyph](repeating: 0, count: chars.count)
    #expect(CTFontGetGlyphsForCharacters(font, chars, &glyphs, chars.count))
    // DejaVu Sans numbers its basic Latin glyphs 29 below the code points.
    #expect(glyphs == [43, 72, 79, 79, 82])
    var advances = [CGSize](repeating: .zero, count: glyphs.count)
    let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, glyphs.count)
    #expect(abs(total - 5191 * Double(em20)) < 0.01 && abs(advances[0].width - 1540 * em20) < 0.01)
    var rects = [CGRect](repeating: .zero, count: 1)
    _ = CTFontGetBoundingRectsForGlyphs(font, .default, glyphs, &rects, 1)
    // "H" covers the baseline to the cap height.
    #expect(abs(rects[0].maxY - 1493 * em20) < 0.05 && abs(rects[0].minY) < 0.05)
    // A character the face lacks (U+1F9E0, a surrogate pair) has glyph 0 at both units.
    let emoji = Array("\u{1F9E0}".utf16)
    var none = [CGGlyph](repeating: 9, count: 2)
    #expect(!CTFontGetGlyphsForCharacters(font, emoji, &none, 2) && none == [0, 0])
  }

  @Test func drawnGlyphsLandAtTheirPositionsUpright() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { renderer in
      let ctx = renderer.cgContext
      ctx.translateBy(x: 0, y: 40)
      ctx.scaleBy(x: 1, y: -1)
      ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
      let glyphs: [CGGlyph] = [43]  // "H"
      let positions = [CGPoint(x: 10, y: 10)]  // y up: the baseline 30 points from the top
      CTFontDrawGlyphs(font, glyphs, positions, 1, ctx)
    }.cgImage!
    let rows = inkRows(image)
    #expect(abs(CGFloat(rows.first!) - (30 - 1493 * em20)) <= 1 && abs(CGFloat(rows.last! + 1) - 30) <= 1)
    let red = (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
      .filter { $0 == 0xFFFF_0000 }
    #expect(!red.isEmpty)
  }
}
