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
        func u16(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        add(
          lamina_pango_attr_foreground_new(u16(c.red), u16(c.green), u16(c.blue)), start, end, to: attributes)
        add(lamina_pango_attr_foreground_alpha_new(u16(c.alpha)), start, end, to: attributes)
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
        lamina_pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        lamina_pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
      }
      let modes: [TextStyle.Truncation: Int32] = [
        .none: PANGO_ELLIPSIZE_NONE, .start: PANGO_ELLIPSIZE_START, .middle: PANGO_ELLIPSIZE_MIDDLE,
        .end: PANGO_ELLIPSIZE_END,
      ]
      // A wrapped layer truncates only its last line that fits, as Core Text does; unwrapped, one line
      // per paragraph is cut.
      if !style.wrapped { lamina_pango_layout_set_ellipsize(layout, modes[style.truncation]!) }
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

  /// The logical size and the lines' baselines and extents, in points.
  func measure(_ layout: OpaquePointer) -> (CGSize, [Line]) {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    lamina_pango_layout_get_extents(layout, &ink, &logical)
    let scale = CGFloat(PANGO_SCALE)
    var lines: [Line] = []
    let iter = lamina_pango_layout_get_iter(layout)
    defer { lamina_pango_layout_iter_free(iter) }
    repeat {
      var lineInk = PangoRectangle()
      var lineLogical = PangoRectangle()
      lamina_pango_layout_iter_get_line_extents(iter, &lineInk, &lineLogical)
      let baseline = CGFloat(lamina_pango_layout_iter_get_baseline(iter)) / scale
      lines.append(
        Line(baseline: baseline, x: CGFloat(lineLogical.x) / scale, width: CGFloat(lineLogical.width) / scale)
      )
    } while lamina_pango_layout_iter_next_line(iter) != 0
    return (CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale), lines)
  }
}
