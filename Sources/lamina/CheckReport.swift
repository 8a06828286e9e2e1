import Foundation
import Lamina
import LaminaDiff
import LaminaRender

/// The static HTML page of `lamina check --report`: one self-contained file (images inlined as PNG
/// data URLs) with, per failure, expected, actual and diff, a slider that wipes between expected and
/// actual, and a button that flips between them.
struct CheckReport {
  let entries: [SampleCheck]
  let tolerance: ImageTolerance

  func html() -> String {
    let failures = entries.filter { $0.status != .passed }
    let passed = entries.filter { $0.status == .passed }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>lamina check: \(failures.count) of \(entries.count) failed</title>
      <style>
      body { font: 15px/1.4 system-ui, sans-serif; margin: 2em; color: #1c1c1e; background: #fafafa; }
      h1 { font-size: 1.4em; } h2 { font-size: 1.1em; margin-bottom: 0.2em; }
      .failure { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 1em; margin: 1em 0; }
      .views { display: flex; gap: 1em; flex-wrap: wrap; }
      figure { margin: 0; } figcaption { font-size: 0.85em; color: #666; }
      img { image-rendering: pixelated; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      .wipe { position: relative; display: inline-block; margin-top: 1em; }
      .wipe .over { position: absolute; top: 0; left: 0; bottom: 0; overflow: hidden; width: 50%; border-right: 2px solid #ff3b30; }
      .wipe img { display: block; } .wipe .over img { max-width: none; }
      .controls { display: flex; gap: 1em; align-items: center; margin-top: 0.5em; }
      .summary { color: #c8102e; }
      </style>
      </head>
      <body data-failures="\(failures.count)" data-samples="\(entries.count)">
      <h1>lamina check: \(failures.count) of \(entries.count) samples failed (\(escape(tolerance.description)))</h1>
      \(failures.map(section).joined(separator: "\n"))
      <h2>Passed (\(passed.count))</h2>
      <ul class="passed">\(passed.map { "<li>\(escape($0.name))</li>" }.joined())</ul>
      <script>
      for (const section of document.querySelectorAll('.failure')) {
        const over = section.querySelector('.over');
        const slider = section.querySelector('input[type=range]');
        const toggle = section.querySelector('button');
        if (!over || !slider) continue;
        slider.addEventListener('input', () => { over.style.width = slider.value + '%'; });
        toggle.addEventListener('click', () => {
          slider.value = slider.value === '100' ? '0' : '100';
          over.style.width = slider.value + '%';
        });
      }
      window.addEventListener('load', () => {
        const images = [...document.images];
        document.body.dataset.imagesLoaded = images.filter(i => i.complete && i.naturalWidth > 0).length;
        document.body.dataset.images = images.length;
        document.body.dataset.ready = 'yes';
      });
      </script>
      </body>
      </html>
      """
  }

  private func section(_ e: SampleCheck) -> String {
    var parts = ["<section class=\"failure\" id=\"\(escape(e.name))\">", "<h2>\(escape(e.name))</h2>"]
    parts.append("<p class=\"summary\">\(escape(e.message))</p>")
    let figures = [("Expected", e.expected), ("Actual", e.actual), ("Diff", e.diff)].compactMap {
      label, image in
      image.flatMap(dataURL).map {
        "<figure><figcaption>\(label)</figcaption><img alt=\"\(label)\" src=\"\($0)\"></figure>"
      }
    }
    parts.append("<div class=\"views\">\(figures.joined())</div>")
    if let expected = e.expected.flatMap(dataURL), let actual = e.actual.flatMap(dataURL) {
      parts.append(
        """
        <div class="wipe"><img alt="Actual (under)" src="\(actual)"><div class="over"><img alt="Expected (over)" src="\(expected)"></div></div>
        <div class="controls"><label>Expected ◀ ▶ Actual <input type="range" min="0" max="100" value="50"></label>
        <button type="button">Flip expected / actual</button></div>
        """)
    }
    parts.append("</section>")
    return parts.joined(separator: "\n")
  }

  private func dataURL(_ image: CGImage) -> String? {
    (try? PNG.encode(image)).map { "data:image/png;base64," + Data($0).base64EncodedString() }
  }

  private func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
