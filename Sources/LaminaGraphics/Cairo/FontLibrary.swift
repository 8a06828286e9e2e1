import CCairo
import CPango
import Foundation
import LaminaGeometry

/// The fonts text is drawn with: the six faces of Debian's `fonts-dejavu-core`, loaded from their
/// files into a private fontconfig configuration, so text never depends on what else the machine
/// has installed. Hinting is off and antialiasing greyscale, so glyphs land the same everywhere.
///
/// Pango, fontconfig and FreeType are not safe to call from several threads at once; every use goes
/// through `withContext`, which serialises them.
package final class FontLibrary: @unchecked Sendable {
  /// Where Debian installs `fonts-dejavu-core`.
  package static let folder = "/usr/share/fonts/truetype/dejavu"
  /// The files loaded, by family and weight.
  package static let files = [
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
    "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
  ]

  /// The library, or why it could not be made (a font file missing).
  package static let shared: Result<FontLibrary, TextError> = {
    Result { () throws(TextError) in try FontLibrary(folder: folder) }
  }()

  /// Keeps Pango's own warnings off standard error from when it is loaded (GLib's log writer is
  /// process-wide and set once: for a program that owns its process, never for a library's host).
  package static func keepPangoMessagesQuiet() { lamina_pango_keep_messages_quiet() }

  private let lock = NSLock()
  private let context: OpaquePointer

  package init(folder: String) throws(TextError) {
    var message = [CChar](repeating: 0, count: Int(LAMINA_PANGO_MESSAGE_SIZE))
    guard lamina_pango_load(&message) == 0 else {
      throw TextError(
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    guard let config = lamina_FcConfigCreate() else {
      throw TextError("fontconfig could not make a configuration")
    }
    for file in FontLibrary.files {
      let path = "\(folder)/\(file)"
      guard FileManager.default.fileExists(atPath: path), lamina_FcConfigAppFontAddFile(config, path) != 0
      else {
        throw TextError(
          "cannot load the font \(path); install Debian's fonts-dejavu-core (scripts/install-deps)")
      }
    }
    let map = lamina_pango_cairo_font_map_new_for_font_type(LAMINA_CAIRO_FONT_TYPE_FT)
    lamina_pango_fc_font_map_set_config(map, config)
    lamina_FcConfigDestroy(config)
    guard let made = lamina_pango_font_map_create_context(map) else {
      throw TextError("Pango could not make a context")
    }
    context = made
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    lamina_pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    lamina_pango_cairo_context_set_resolution(context, 72)
    // Fractional advances, as Core Text lays glyphs out (not rounded to whole points).
    lamina_pango_context_set_round_glyph_positions(context, 0)
  }

  /// Runs `body` with the shared Pango context, one caller at a time.
  package func withContext<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(context)
  }

  /// The DejaVu face standing in for the font Apple code names (PostScript or family name):
  /// monospaced names (Menlo, Courier, Monaco, …Mono) → DejaVu Sans Mono, serif names (Times,
  /// Georgia, New York, …Serif) → DejaVu Serif, everything else, Helvetica and the system font
  /// included, → DejaVu Sans; bold when the name says Bold, Heavy, Black or Semibold. An unknown name
  /// falls back to the Helvetica stand-in, as Core Animation falls back to Helvetica.
  package static func face(named name: String) -> (family: String, bold: Bool) {
    let n = name.lowercased()
    let bold = ["bold", "heavy", "black", "semibold"].contains { n.contains($0) }
    if ["mono", "menlo", "courier", "monaco", "consolas"].contains(where: { n.contains($0) }) {
      return ("DejaVu Sans Mono", bold)
    }
    if ["serif", "times", "georgia", "new york", "palatino", "baskerville"].contains(where: { n.contains($0) }
    )
      && !n.contains("sans")
    {
      return ("DejaVu Serif", bold)
    }
    return ("DejaVu Sans", bold)
  }
}

/// Why text could not be laid out or drawn.
package struct TextError: Error, CustomStringConvertible, Sendable {
  package var description: String
  package init(_ description: String) { self.description = description }
}
