import Foundation
import LaminaGeometry
import LaminaGraphics

/// A line of laid-out text (Core Text's `CTLine`): one made from a string, or one of a frame's.
public final class CTLine: @unchecked Sendable {
  let typeset: Typeset
  let index: Int

  init(_ typeset: Typeset, index: Int) { (self.typeset, self.index) = (typeset, index) }

  var line: TextLayout.Line? { index < typeset.lines.count ? typeset.lines[index] : nil }
}

/// A run of one font and style within a line (Core Text's `CTRun`).
public final class CTRun: @unchecked Sendable {
  let typeset: Typeset
  let line: TextLayout.Line
  let segment: Int

  init(_ typeset: Typeset, line: TextLayout.Line, segment: Int) {
    (self.typeset, self.line, self.segment) = (typeset, line, segment)
  }

  var bytes: Range<Int> {
    let start = line.segments[segment].byte
    let end = segment + 1 < line.segments.count ? line.segments[segment + 1].byte : line.bytes.upperBound
    return start..<max(start, end)
  }
}

/// A line of the whole string, set on one line (text after a line break is not part of it).
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
  CTLine(Typeset(string, range: CFRange(), width: nil), index: 0)
}

/// The line's width; its ascent, descent and leading through the pointers given.
public func CTLineGetTypographicBounds(
  _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
  _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
  let l = line.line
  ascent?.pointee = l?.ascent ?? 0
  descent?.pointee = l?.descent ?? 0
  leading?.pointee = 0
  return Double(l?.width ?? 0)
}

/// What the line's glyphs cover, relative to the text position (y up), in `context`'s text space.
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
  guard let l = line.line, let layout = line.typeset.layout, line.index == 0, layout.lines.count == 1 else {
    return line.line.map { CGRect(x: 0, y: -$0.descent, width: $0.width, height: $0.ascent + $0.descent) }
      ?? .null
  }
  let ink = layout.ink
  let origin = context?.textPosition ?? .zero
  return CGRect(
    x: origin.x + ink.minX - l.x, y: origin.y + l.baseline - ink.maxY, width: ink.width, height: ink.height)
}

/// The range of the string the line holds (UTF-16 code units).
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
  line.line.map { line.typeset.range(ofBytes: $0.bytes) }
    ?? CFRange(location: line.typeset.location, length: 0)
}

/// The line's runs of one font and style, left to right.
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
  guard let l = line.line else { return [] }
  let runs = l.segments.indices.compactMap { i -> CTRun? in
    let run = CTRun(line.typeset, line: l, segment: i)
    return run.bytes.isEmpty ? nil : run
  }
  return runs
}

/// Draws the line with its baseline's left end at the context's text position.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
  guard let layout = line.typeset.layout else { return }
  let position = context.textPosition
  context.drawText(layout) { i, _ in i == line.index ? position : nil }
}

/// The run's attributes.
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
  Dictionary(
    uniqueKeysWithValues: run.typeset.attributes(atByte: run.bytes.lowerBound).map { ($0.key, $0.value) })
}

/// The range of the string the run holds (UTF-16 code units).
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.typeset.range(ofBytes: run.bytes) }

/// The run's width (Lamina measures whole runs: `range` is not read); its line's ascent, descent
/// and leading through the pointers given.
public func CTRunGetTypographicBounds(
  _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
  _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
  ascent?.pointee = run.line.ascent
  descent?.pointee = run.line.descent
  leading?.pointee = 0
  return Double(run.line.segments[run.segment].width)
}
