import Foundation
import LaminaGeometry
import LaminaGraphics

/// Lays an attributed string out in frames (Core Text's `CTFramesetter`).
public final class CTFramesetter: @unchecked Sendable {
  let string: NSAttributedString

  init(_ string: NSAttributedString) { self.string = NSAttributedString(attributedString: string) }
}

/// Text laid out in a path (Core Text's `CTFrame`): lines wrapped at the path's width, as many as
/// fit in its height, from its top down. Lamina sets text in the path's bounding box.
public final class CTFrame: @unchecked Sendable {
  let typeset: Typeset
  let path: CGPath
  let box: CGRect
  /// How many of the laid-out lines fit.
  let visible: Int

  init(_ typeset: Typeset, path: CGPath) {
    (self.typeset, self.path) = (typeset, path)
    box = path.boundingBox.isNull ? .zero : path.boundingBox
    visible = CTFrame.fitting(typeset.lines, height: box.height)
  }

  /// Each visible line's baseline origin, relative to the box's origin (y up).
  var origins: [CGPoint] {
    typeset.lines.prefix(visible).map { l in
      CGPoint(
        x: l.x + (typeset.layout?.offset(ofLine: l.width, in: box.width) ?? 0), y: box.height - l.baseline)
    }
  }

  /// How many lines, from the first, end above `height` (a hair of rounding allowed).
  static func fitting(_ lines: [TextLayout.Line], height: CGFloat) -> Int {
    lines.prefix { $0.baseline + $0.descent <= height + 1e-3 }.count
  }
}

/// A framesetter for `string` (copied).
public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter {
  CTFramesetter(string)
}

/// The frame of `range` of the string (length 0: to the end) set in `path`.
public func CTFramesetterCreateFrame(
  _ framesetter: CTFramesetter, _ range: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
  let width = path.boundingBox.isNull ? 0 : path.boundingBox.width
  return CTFrame(Typeset(framesetter.string, range: range, width: width), path: path)
}

/// The size the text of `range` needs within `constraints` (a width of `.greatestFiniteMagnitude`
/// or more than 1e7 points: no wrapping): its widest line by the height of the lines that fit; the
/// range that fits through `fitRange`.
public func CTFramesetterSuggestFrameSizeWithConstraints(
  _ framesetter: CTFramesetter, _ range: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
  _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
  let limit = constraints.width
  let width: CGFloat? = limit.isFinite && limit < 1e7 ? max(limit, 0) : nil
  let typeset = Typeset(framesetter.string, range: range, width: width)
  let height = constraints.height.isFinite ? constraints.height : .greatestFiniteMagnitude
  let fitting = typeset.lines.prefix(CTFrame.fitting(typeset.lines, height: height))
  fitRange?.pointee = visibleRange(typeset, lines: fitting.count)
  guard let last = fitting.last else { return .zero }
  return CGSize(width: fitting.map(\.width).max() ?? 0, height: last.baseline + last.descent)
}

/// The frame's lines that fit, top to bottom.
public func CTFrameGetLines(_ frame: CTFrame) -> CFArray {
  (0..<frame.visible).map { CTLine(frame.typeset, index: $0) }
}

/// Copies the baseline origins of `range` of the frame's lines (length 0: all from its location)
/// into `origins`, relative to the path's bounding box (y up).
public func CTFrameGetLineOrigins(
  _ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>
) {
  let all = frame.origins
  let start = min(max(range.location, 0), all.count)
  let count = range.length <= 0 ? all.count - start : min(range.length, all.count - start)
  for i in 0..<count { origins[i] = all[start + i] }
}

/// The range of the string the frame was made for.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange {
  CFRange(location: frame.typeset.location, length: frame.typeset.string.length)
}

/// The range of the string in the lines that fit.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange {
  visibleRange(frame.typeset, lines: frame.visible)
}

/// The path the frame was set in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// Draws the lines that fit, each at its origin in the path's box, in the context's text space.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
  guard let layout = frame.typeset.layout else { return }
  let origins = frame.origins
  let box = frame.box
  context.drawText(layout) { i, _ in
    i < origins.count ? CGPoint(x: box.minX + origins[i].x, y: box.minY + origins[i].y) : nil
  }
}

private func visibleRange(_ typeset: Typeset, lines: Int) -> CFRange {
  guard lines > 0 else { return CFRange(location: typeset.location, length: 0) }
  let bytes = typeset.lines[0].bytes.lowerBound..<typeset.lines[lines - 1].bytes.upperBound
  return typeset.range(ofBytes: bytes)
}
