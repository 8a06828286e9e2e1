import Foundation
import Lamina
import LaminaCheck
import LaminaDiff
import LaminaRender

/// The static HTML page of `lamina check --report`: one self-contained file (images inlined as PNG
/// data URLs) with, per failure, expected, actual and diff, a slider that wipes between expected and
/// actual (each side labelled on the image), and a button that flips between them; a filter by name
/// and by status; the passed samples as thumbnails.
struct CheckReport {
  let entries: [SampleCheck]
  /// The tolerance, as `ImageTolerance` describes it.
  let tolerance: String

  func html() -> String {
    let failures = entries.filter(\.isFailure)
    let shown = entries.filter { $0.status != .passed }
    let passed = entries.filter { $0.status == .passed }
    let statuses = Set(entries.map(\.status))
    let toggles = SampleCheck.Status.allCases.filter(statuses.contains).map {
      "<label><input type=\"checkbox\" name=\"status\" value=\"\($0.rawValue)\" checked> \($0.rawValue)</label>"
    }
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
      .tag { position: absolute; top: 4px; font-size: 12px; padding: 1px 6px; border-radius: 4px; color: white; background: rgba(0,0,0,0.6); pointer-events: none; }
      .tag.left { left: 4px; } .tag.right { right: 4px; }
      .filters { position: sticky; top: 0; background: #fafafa; padding: 0.5em 0; display: flex; gap: 1em; align-items: center; flex-wrap: wrap; }
      .thumbs { display: flex; gap: 1em; flex-wrap: wrap; } .thumbs figure { text-align: center; }
      .thumbs img { max-width: 160px; max-height: 160px; }
      [hidden] { display: none !important; }
      </style>
      </head>
      <body data-failures="\(failures.count)" data-samples="\(entries.count)">
      <h1>lamina check: \(failures.count) of \(entries.count) samples failed (\(escape(tolerance)))</h1>
      <div class="filters"><input type="search" id="filter" placeholder="Filter samples by name" aria-label="Filter samples by name">
      \(toggles.joined(separator: "\n"))</div>
      \(shown.map(section).joined(separator: "\n"))
      <section class="sample" data-status="passed" id="passed"><h2>Passed (\(passed.count))</h2>
      <div class="thumbs">\(passed.map(thumbnail).joined(separator: "\n"))</div></section>
      <script>
      const filter = document.getElementById('filter');
      function applyFilter() {
        const text = filter.value.trim().toLowerCase();
        const shown = new Set([...document.querySelectorAll('input[name=status]')].filter(b => b.checked).map(b => b.value));
        for (const item of document.querySelectorAll('[data-name]')) {
          item.hidden = !(item.dataset.name.toLowerCase().includes(text) && shown.has(item.dataset.status));
        }
        const passed = document.getElementById('passed');
        passed.hidden = !shown.has('passed') || !passed.querySelector('figure:not([hidden])');
      }
      filter.addEventListener('input', applyFilter);
      // report.html#filter=clock opens the page filtered, a link one can share.
      if (location.hash.startsWith('#filter=')) {
        filter.value = decodeURIComponent(location.hash.slice(8));
        applyFilter();
      }
      for (const box of document.querySelectorAll('input[name=status]')) box.addEventListener('change', applyFilter);
      for (const section of document.querySelectorAll('.sample')) {
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
    let name = escape(e.name)
    var parts = [
      "<section class=\"sample \(e.isFailure ? "failure" : "")\" id=\"\(name)\" data-name=\"\(name)\" "
        + "data-status=\"\(e.status.rawValue)\">",
      "<h2>\(name) <small>(\(e.status.rawValue))</small></h2>",
    ]
    parts.append("<p class=\"summary\">\(escape(e.message))</p>")
    let actualLabel = e.status == .accepted ? "Actual (now the reference)" : "Actual"
    let figures = [("Expected", e.expected), (actualLabel, e.actual), ("Diff", e.diff)].compactMap {
      label, image in
      image.flatMap { image in
        dataURL(image).map {
          "<figure><figcaption>\(label), \(image.width)×\(image.height) px</figcaption>"
            + "<img alt=\"\(label)\" src=\"\($0)\"></figure>"
        }
      }
    }
    parts.append("<div class=\"views\">\(figures.joined())</div>")
    if let expected = e.expected.flatMap(dataURL), let actual = e.actual.flatMap(dataURL) {
      parts.append(
        """
        <div class="wipe"><img alt="Actual (under)" src="\(actual)"><div class="over"><img alt="Expected (over)" src="\(expected)"></div><span class="tag left">Expected</span><span class="tag right">Actual</span></div>
        <div class="controls"><label>Expected ◀ ▶ Actual <input type="range" min="0" max="100" value="50"></label>
        <button type="button">Flip expected / actual</button></div>
        """)
    }
    parts.append("</section>")
    return parts.joined(separator: "\n")
  }

  private func thumbnail(_ e: SampleCheck) -> String {
    let name = escape(e.name)
    let image = e.thumbnail.flatMap(dataURL).map { "<img alt=\"\(name)\" src=\"\($0)\">" } ?? ""
    return
      "<figure data-name=\"\(name)\" data-status=\"passed\">\(image)<figcaption>\(name)</figcaption></figure>"
  }

  private func dataURL(_ image: CGImage) -> String? {
    (try? PNG.encode(image)).map { "data:image/png;base64," + Data($0).base64EncodedString() }
  }

  private func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
