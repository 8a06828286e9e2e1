import CPango
import Foundation
import Testing

@testable import LaminaGraphics

/// Pango's own warnings and `FontLibrary.keepPangoMessagesQuiet()`, which the CLI calls so that
/// they never reach its standard error.
@Suite struct PangoMessagesTests {
  /// What writing to standard error during `body` wrote (fd 2 sent to a pipe meanwhile).
  private func standardError(_ body: () -> Void) -> String {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return "pipe failed" }
    let saved = dup(2)
    dup2(ends[1], 2)
    body()
    dup2(saved, 2)
    close(saved)
    close(ends[1])
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(ends[0], &chunk, chunk.count)
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    close(ends[0])
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Invalid UTF-8 handed to `pango_layout_set_text`: Pango warns (Lamina never does this).
  private func provokeAWarning() {
    let map = lamina_pango_cairo_font_map_new_for_font_type(LAMINA_CAIRO_FONT_TYPE_FT)
    let context = lamina_pango_font_map_create_context(map)
    let layout = lamina_pango_layout_new(context)
    let invalid: [CChar] = [0x61, -1, -2, 0]
    lamina_pango_layout_set_text(layout, invalid, 3)
    lamina_g_object_unref(UnsafeMutableRawPointer(layout))
    lamina_g_object_unref(UnsafeMutableRawPointer(context))
    lamina_g_object_unref(UnsafeMutableRawPointer(map))
  }

  @Test func pangosWarningsStayOffStandardErrorOnceQuiet() throws {
    _ = try FontLibrary.shared.get()
    #expect(standardError(provokeAWarning).contains("Pango-WARNING"), "the warning is seen before")
    FontLibrary.keepPangoMessagesQuiet()
    #expect(!standardError(provokeAWarning).contains("Pango"))
  }
}
