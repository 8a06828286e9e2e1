import CPango
import Foundation
import LaminaGeometry

extension TextLayout {
  /// A Pango layout of the runs, in the shared context (call inside `FontLibrary.withContext`).
  func makeLayout(_ context: OpaquePointer) -> OpaquePointer {
    let layout = lamina_pango_layout_new(context)!
    lamina_pango_layout_set_auto_dir(layout, 1)
    let base = TextLayout.description(font: style.font, size: style.size)
    lamina_pango_layout_set_font_description(layout, base)
    lamina_pango_font_description_free(base)
    var bytes: [UInt8] = []
    let attributes = lamina_pango_attr_list_new()
    func u16(_ v: Double) -> UInt16 { v.isNaN ? 0 : UInt16((min(max(v, 0), 1) * 65535).rounded()) }
    for run in runs {
      let start = UInt32(bytes.count)
      bytes += Array(run.text.utf8)
      let end = UInt32(bytes.count)
      if run.font != nil || run.size != nil {
        let d = TextLayout.description(font: run.font ?? style.font, size: run.size ?? style.size)
        add(lamina_pango_attr_font_desc_new(d), start, end, to: attributes)
        lamina_pango_font_description_free(d)
      }
      if let c = run.color {
        add(
          lamina_pango_attr_foreground_new(u16(c.red), u16(c.green), u16(c.blue)), start, end, to: attributes)
      }
      // An outline-only run is filled at the least alpha Pango takes, which no 8-bit pixel shows.
      let outlineOnly = (run.stroke?.percent ?? 0) > 0
      if let alpha = outlineOnly ? 0 : run.color?.alpha {
        add(lamina_pango_attr_foreground_alpha_new(max(u16(alpha), 1)), start, end, to: attributes)
      }
      if let kern = run.kern, kern.isFinite, kern != 0 {
        let units = min(max(kern, -1000), 1000) * CGFloat(PANGO_SCALE)
        add(lamina_pango_attr_letter_spacing_new(Int32(units)), start, end, to: attributes)
      }
      if !run.ligatures {
        add(lamina_pango_attr_font_features_new("liga 0, clig 0"), start, end, to: attributes)
      }
    }
    bytes.withUnsafeBufferPointer { b in
      b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(b.count, 1)) { text in
        lamina_pango_layout_set_text(layout, text, Int32(b.count))
      }
    }
    lamina_pango_layout_set_attributes(layout, attributes)
    lamina_pango_attr_list_unref(attributes)
    if let width {
      lamina_pango_layout_set_width(layout, Int32(min(width * CGFloat(PANGO_SCALE), CGFloat(Int32.max / 2))))
      if style.wrapped {
        lamina_pango_layout_set_wrap(layout, style.wrapsAtWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
        lamina_pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
      }
      let modes: [TextStyle.Truncation: Int32] = [
        .none: PANGO_ELLIPSIZE_NONE, .start: PANGO_ELLIPSIZE_START, .middle: PANGO_ELLIPSIZE_MIDDLE,
        .end: PANGO_ELLIPSIZE_END,
      ]
      // Unwrapped, each paragraph's one line is cut; wrapped, only the last of `maximumLines` lines.
      if !style.wrapped {
        lamina_pango_layout_set_ellipsize(layout, modes[style.truncation]!)
      } else if style.maximumLines > 0, style.truncation != .none {
        lamina_pango_layout_set_height(layout, -Int32(min(style.maximumLines, 100_000)))
        lamina_pango_layout_set_ellipsize(layout, modes[style.truncation]!)
      }
    }
    return layout
  }

  private func add(
    _ attribute: OpaquePointer?, _ start: UInt32, _ end: UInt32, to list: OpaquePointer?
  ) {
    guard let attribute else { return }
    lamina_pango_attribute_set_range(attribute, start, end)
    lamina_pango_attr_list_insert(list, attribute)
  }

  /// A font description for the DejaVu face standing in for `font`, `size` points (absolute).
  static func description(font: String, size: CGFloat) -> OpaquePointer {
    let d = lamina_pango_font_description_new()!
    let face = FontLibrary.face(named: font)
    lamina_pango_font_description_set_family(d, face.family)
    lamina_pango_font_description_set_weight(d, face.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    let points = size.isFinite ? min(max(size, 0.1), 10_000) : 36
    lamina_pango_font_description_set_absolute_size(d, Double(points) * Double(PANGO_SCALE))
    return d
  }

  /// The logical size and the lines, placed by the style's line spacing, in points.
  func measure(_ layout: OpaquePointer) -> (CGSize, [Line], CGRect) {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    lamina_pango_layout_get_extents(layout, &ink, &logical)
    let scale = CGFloat(PANGO_SCALE)
    var lines: [Line] = []
    var current: OpaquePointer?
    let iter = lamina_pango_layout_get_iter(layout)
    defer { lamina_pango_layout_iter_free(iter) }
    repeat {
      let index = Int(lamina_pango_layout_iter_get_index(iter))
      if let line = lamina_pango_layout_iter_get_line_readonly(iter), line != current {
        current = line
        var lineInk = PangoRectangle()
        var lineLogical = PangoRectangle()
        lamina_pango_layout_iter_get_line_extents(iter, &lineInk, &lineLogical)
        let baseline = CGFloat(lamina_pango_layout_iter_get_baseline(iter)) / scale
        let (top, height) = (CGFloat(lineLogical.y) / scale, CGFloat(lineLogical.height) / scale)
        if !lines.isEmpty { lines[lines.count - 1].bytes = lines[lines.count - 1].bytes.lowerBound..<index }
        lines.append(
          Line(
            baseline: baseline, x: CGFloat(lineLogical.x) / scale, width: CGFloat(lineLogical.width) / scale,
            ascent: baseline - top, descent: top + height - baseline, bytes: index..<index))
      }
      var runInk = PangoRectangle()
      var runLogical = PangoRectangle()
      lamina_pango_layout_iter_get_run_extents(iter, &runInk, &runLogical)
      lines[lines.count - 1].segments.append(
        Line.Segment(byte: index, x: CGFloat(runLogical.x) / scale, width: CGFloat(runLogical.width) / scale))
    } while lamina_pango_layout_iter_next_run(iter) != 0
    let text = Array(runs.map(\.text).joined().utf8)
    if !lines.isEmpty { lines[lines.count - 1].bytes = lines[lines.count - 1].bytes.lowerBound..<text.count }
    let height = place(&lines, text: text)
    let widest = addTrailingKern(&lines, text: text)
    let inked = CGRect(
      x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale,
      height: CGFloat(ink.height) / scale)
    return (CGSize(width: max(CGFloat(logical.width) / scale, widest), height: height), lines, inked)
  }

  /// Core Text adds a run's kern after every character, the last of a line too; Pango spaces the
  /// same glyphs the same way but stops at the last. Adds that last kern to each line's width, and
  /// returns the widest line.
  private func addTrailingKern(_ lines: inout [Line], text: [UInt8]) -> CGFloat {
    guard runs.contains(where: { $0.kern != nil }) else { return 0 }
    for i in lines.indices {
      var last = lines[i].bytes.upperBound - 1
      if last >= 0, last < text.count, text[last] == 10 { last -= 1 }
      guard last >= lines[i].bytes.lowerBound, let k = run(atByte: last) else { continue }
      lines[i].width += runs[k].kern ?? 0
    }
    return lines.map(\.width).max() ?? 0
  }

  /// Stacks the lines from y = 0 as Core Text does, returning their total height: each line is its
  /// ascent plus descent tall, times `lineHeightMultiple`, then held between the least and greatest
  /// heights, the difference taken above the baseline; `lineSpacing` separates lines, and
  /// `paragraphSpacing` follows each line that ends a paragraph.
  private func place(_ lines: inout [Line], text: [UInt8]) -> CGFloat {
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    for i in lines.indices {
      let l = lines[i]
      var h = l.ascent + l.descent
      if style.lineHeightMultiple > 0 { h *= style.lineHeightMultiple }
      if style.minimumLineHeight > 0 { h = max(h, style.minimumLineHeight) }
      if style.maximumLineHeight > 0 { h = min(h, style.maximumLineHeight) }
      lines[i].baseline = top + h - l.descent
      bottom = top + h
      let endsParagraph =
        l.bytes.upperBound > 0 && l.bytes.upperBound <= text.count && text[l.bytes.upperBound - 1] == 10
      top = bottom + style.lineSpacing + (endsParagraph ? style.paragraphSpacing : 0)
    }
    return bottom
  }
}
