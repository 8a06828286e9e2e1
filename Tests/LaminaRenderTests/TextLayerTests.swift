import Foundation
import Lamina
import LaminaGraphics
import LaminaRender
import TestSupport
import Testing

@Suite struct TextLayerTests {
  func text(_ s: Any, size: CGFloat = 20, frame: CGRect = rect(0, 0, 200, 40)) -> CATextLayer {
    let t = CATextLayer()
    t.frame = frame
    t.string = s
    t.fontSize = size
    t.foregroundColor = CGColor(gray: 0, alpha: 1)
    return t
  }

  /// The columns (x) holding any ink in rows `ys`.
  func inkColumns(_ image: CGImage, _ ys: Range<Int>) -> [Int] {
    (0..<image.width).filter { x in ys.contains { image.alpha(x, $0) > 0 } }
  }

  /// Apple's: 36 points of Helvetica (CATextLayer.font: "Defaults to Helvetica"), white in RGB
  /// (four components, sweep rows E270–E271: gnustep/libs-quartzcore's `CATextLayer/text.m`, run
  /// against QuartzCore).
  @Test func defaultsAreApples() {
    let t = CATextLayer()
    #expect(t.fontSize == 36 && t.font as? String == "Helvetica")
    #expect(
      t.foregroundColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        && t.foregroundColor?.numberOfComponents == 4)
    #expect(
      t.alignmentMode == .natural && t.truncationMode == .none && !t.isWrapped && t.needsDisplayOnBoundsChange
    )
  }

  @Test func measuresWithTheFontsMetrics() throws {
    // DejaVu Sans (fontTools, independently): ascender 1901 and descender 483 of 2048 units; the
    // advances of "Hello" sum to 5191 units: 50.69 points at 20.
    let t = text("Hello")
    #expect(abs(t.firstBaselineOffsetFromTop - 18.564) < 0.01)
    #expect(t.intrinsicContentSize == CGSize(width: 51, height: 24))
    #expect(abs(t.layout(width: 200)!.size.width - 50.693) < 0.01)
    #expect(abs(t.lastBaselineOffsetFromBottom - (24 - 18.564)) < 0.01)
  }

  @Test func drawsFromTheTopLeftInItsColour() throws {
    let t = text("Hello")
    let root = layer(frame: rect(0, 0, 200, 40))
    root.addSublayer(t)
    let image = try render(root)
    let columns = inkColumns(image, 0..<40)
    #expect(columns.first! <= 3 && columns.last! >= 48 && columns.last! <= 51)
    // Nothing below the descender line (24) for "Hello", nothing above the cap height's top (≈ 4).
    #expect((24..<40).allSatisfy { y in (0..<200).allSatisfy { image.alpha($0, y) == 0 } })
    #expect((0..<3).allSatisfy { y in (0..<200).allSatisfy { image.alpha($0, y) == 0 } })
    // Ink is black: premultiplied, every painted pixel has no colour.
    #expect(image.premultipliedARGB.allSatisfy { $0 & 0x00FF_FFFF == 0 })
    #expect(try render(root).premultipliedARGB == image.premultipliedARGB)  // deterministic
  }

  @Test func alignmentPlacesEachLine() throws {
    for (mode, expected) in [(CATextLayerAlignmentMode.center, 74.7), (.right, 149.3)] {
      let t = text("Hello")
      t.alignmentMode = mode
      let root = layer(frame: rect(0, 0, 200, 40))
      root.addSublayer(t)
      let columns = inkColumns(try render(root), 0..<40)
      // The line's left edge is at (200 − 50.69) / 2 or 200 − 50.69; "H" has ~1.9 points of bearing.
      #expect(abs(Double(columns.first!) - (expected + 1.9)) < 2, "\(mode.rawValue): \(columns.first!)")
    }
  }

  @Test func wrappingAndTruncation() throws {
    let long = "one two three four five six seven"
    let wrapped = text(long, frame: rect(0, 0, 80, 200))
    wrapped.isWrapped = true
    let lines = wrapped.layout(width: 80)!.lines
    #expect(lines.count >= 4 && lines.allSatisfy { $0.width <= 80 })
    #expect(abs(lines[1].baseline - lines[0].baseline - 23.281) < 0.01)  // one line height apart
    let cut = text(long, frame: rect(0, 0, 80, 40))
    cut.truncationMode = .end
    let one = cut.layout(width: 80)!
    #expect(one.lines.count == 1 && one.size.width <= 80)
    let plain = text(long, frame: rect(0, 0, 80, 40))
    #expect(plain.layout(width: 80)!.size.width > 300)  // not wrapped, not cut: clipped when drawn
  }

  @Test func attributedRunsKeepTheirColoursAndSizes() throws {
    struct Size20: TextFontDescribing {
      var textFontName: String? { nil }
      var textFontSize: CGFloat? { 20 }
    }
    let s = NSMutableAttributedString(string: "AB", attributes: [.font: Size20()])
    s.addAttribute(.foregroundColor, value: red, range: NSRange(location: 0, length: 1))
    s.addAttribute(.foregroundColor, value: blue, range: NSRange(location: 1, length: 1))
    let t = text(s)
    let root = layer(frame: rect(0, 0, 200, 40))
    root.addSublayer(t)
    let image = try render(root)
    let painted = image.premultipliedARGB.filter { $0 >> 24 == 0xFF }
    #expect(painted.contains(0xFFFF_0000) && painted.contains(0xFF00_00FF))
    #expect(t.textRuns().count == 2)
  }

  /// Apple's `CATextLayer.font` documentation: "If the font property is a CTFontRef, a CGFontRef,
  /// or an instance of NSFont, the font size of the property is ignored"; `font`, `fontSize` and
  /// `foregroundColor` are "only used when the string property is not an NSAttributedString", whose
  /// runs without attributes take Core Text's defaults (Helvetica 12 points, black:
  /// `CTStringAttributes`).
  @Test func aFontObjectsSizeIsIgnoredAndAttributedTextKeepsCoreTextsDefaults() {
    struct Font: TextFontDescribing {
      var textFontName: String? { "Courier" }
      var textFontSize: CGFloat? { 50 }
    }
    let t = text("A", size: 20)
    t.font = Font()
    #expect(t.textStyle.size == 20 && t.textStyle.font == "Courier")
    t.string = NSAttributedString(string: "A")
    t.foregroundColor = red
    #expect(t.textStyle.size == 12 && t.textStyle.font == "Helvetica")
    #expect(t.textStyle.color == RenderColor(CGColor(gray: 0, alpha: 1)))
  }

  @Test func fontNamesMapToTheDejaVuFaces() {
    #expect(
      FontLibrary.face(named: "Helvetica").family == "DejaVu Sans"
        && FontLibrary.face(named: "Menlo-Bold").family == "DejaVu Sans Mono")
    #expect(
      FontLibrary.face(named: "Times New Roman").family == "DejaVu Serif"
        && FontLibrary.face(named: "NoSuchFont").family == "DejaVu Sans")
    let bold = text("Hello")
    bold.font = "Helvetica-Bold"
    #expect(bold.layout(width: 200)!.size.width > text("Hello").layout(width: 200)!.size.width)
  }

  @Test func missingFontFilesAreAClearError() {
    #expect {
      _ = try FontLibrary(folder: "/nonexistent/fonts")
    } throws: { error in
      (error as? TextError)?.description
        == "cannot load the font /nonexistent/fonts/DejaVuSans.ttf; install Debian's fonts-dejavu-core (scripts/install-deps)"
    }
  }
}
