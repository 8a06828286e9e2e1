import Foundation
import TestSupport
import Testing

/// The page `lamina inspect` writes, driven in headless Chromium: a script appended to a copy of the
/// page sends the mouse events and clicks a person would, and writes what the page then shows into a
/// `<pre id="results">` as JSON, read back from the DOM Chromium dumps.
private func drive(_ page: URL, _ steps: String) throws -> [String: Any] {
  let html = try String(contentsOf: page, encoding: .utf8)
  let driver = """
    <script>
    (() => {
      const results = {};
      const pic = document.getElementById('picture');
      // A mouse event over canvas point (x, y): events carry whole CSS pixels, so the one whose
      // pixel lies over the point (at zoom 1, the first whole number at or past the point's cell).
      const send = (type, x, y) => {
        const r = pic.getBoundingClientRect();
        const clientX = Math.ceil(r.left + Math.floor(x) * r.width / W), clientY = Math.ceil(r.top + Math.floor(y) * r.height / H);
        pic.dispatchEvent(new MouseEvent(type, { clientX, clientY, bubbles: true }));
      };
      const hoverAt = (x, y) => { send('mousemove', x, y); return document.getElementById('hover').textContent; };
      const clickAt = (x, y) => send('click', x, y);
      const choose = (id, value, event) => { const e = document.getElementById(id); e.value = value; e.dispatchEvent(new Event(event)); };
      const field = key => (document.querySelector(`#properties dd[data-key="${key}"]`) || {}).textContent;
      const tree = path => document.querySelector(`#tree button[data-path="${path}"]`);
      \(steps)
      const pre = document.createElement('pre');
      pre.id = 'results';
      pre.textContent = JSON.stringify(results);
      document.body.append(pre);
    })();
    </script>
    </body>
    """
  let copy = temporaryFile("driven.html")
  defer { try? FileManager.default.removeItem(at: copy) }
  try html.replacingOccurrences(of: "</body>", with: driver).write(
    to: copy, atomically: true, encoding: .utf8)
  let dom = try renderedDOM(copy.absoluteString)
  let start = try #require(dom.range(of: "<pre id=\"results\">"))
  let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
  let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
    .replacingOccurrences(of: "&amp;", with: "&")
  return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// Writes the inspector page of `scene` and returns it.
private func inspect(_ scene: String, _ options: String...) throws -> URL {
  let page = temporaryFile("inspect.html")
  let run = try lamina(["inspect", scene, "-o", page.path] + options)
  #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
  return page
}

private func lamina(_ arguments: [String]) throws -> Run { try run(laminaBinary, arguments) }

@Suite struct InspectCommandTests {
  /// Hovering names the layer `lamina hit-test` names at the same point, in each order; a click or
  /// the tree selects a layer and lists its geometry as `lamina dump` prints it.
  @Test func hoveringAndSelectingAgreeWithHitTestAndDump() throws {
    let scene = "Samples/hit-test-order/scene.json"
    let page = try inspect(scene)
    defer { try? FileManager.default.removeItem(at: page) }
    let results = try drive(
      page,
      """
      results.overlap = hoverAt(150.5, 100.5);
      results.front = hoverAt(60.5, 60.5);
      results.outside = hoverAt(10.5, 10.5);
      choose('order', 'sublayers', 'change');
      results.overlapSublayers = hoverAt(150.5, 100.5);
      tree('front').click();
      results.frontFrame = field('frame');
      results.frontPath = document.getElementById('selected-path').textContent;
      clickAt(250.5, 100.5);
      results.clickedPath = document.getElementById('selected-path').textContent;
      results.clickedBounds = field('bounds');
      results.outline = [...document.querySelectorAll('#overlay polygon.bounds')].map(p => p.getAttribute('points'));
      choose('filter', 'BAC', 'input');
      results.filtered = [...document.querySelectorAll('#tree button')].filter(b => b.offsetParent !== null).map(b => b.dataset.path);
      """)
    for (key, order) in [
      ("overlap", "modern"), ("front", "modern"), ("outside", "modern"), ("overlapSublayers", "sublayers"),
    ] {
      let shown = try #require(results[key] as? String)
      let point = String(try #require(shown.split(separator: ":").first))
      let answer = try lamina(["hit-test", scene, point, "--order", order])
      #expect(shown + "\n" == answer.stdout, "\(key)")
    }
    #expect(results["overlap"] as? String == "150.5,100.5: front at (110.5, 60.5)")
    #expect(results["overlapSublayers"] as? String == "150.5,100.5: back at (30.5, 60.5)")
    #expect(results["outside"] as? String == "10.5,10.5: nothing")
    #expect(
      results["frontFrame"] as? String == "(40 40; 140 120)" && results["frontPath"] as? String == "front")
    #expect(
      results["clickedPath"] as? String == "back" && results["clickedBounds"] as? String == "(0 0; 140 120)")
    #expect(results["outline"] as? [String] == ["120,40 260,40 260,160 120,160"])
    // Filtering keeps the matching layer and its ancestors (the canvas, whose path is empty).
    #expect(results["filtered"] as? [String] == ["", "back"])
  }

  /// Local points print as hit-test prints them, an exact tie rounded to even: a layer framed at
  /// (0 0; 10 10) under a 16-times scale (its bounds 0.625 wide) takes (4.5, 4.5) to (0.28125,
  /// 0.28125), printed 0.2812 (JavaScript's toFixed alone gives 0.2813).
  @Test func hoverNumbersRoundAsHitTestPrintsThem() throws {
    let scene = temporaryFile("scaled.json")
    defer { try? FileManager.default.removeItem(at: scene) }
    try Data(
      #"{"canvas": {"width": 40, "height": 40}, "layers": [{"name": "scaled", "frame": [0, 0, 10, 10], "transform": {"scale": 16}}]}"#
        .utf8
    ).write(to: scene)
    let page = try inspect(scene.path)
    defer { try? FileManager.default.removeItem(at: page) }
    let results = try drive(page, "results.hover = hoverAt(4.5, 4.5);")
    #expect(results["hover"] as? String == "4.5,4.5: scaled at (0.2812, 0.2812)")
    #expect(
      try lamina(["hit-test", scene.path, "4.5,4.5"]).stdout == "4.5,4.5: scaled at (0.2812, 0.2812)\n")
  }

  /// The rotated hour hand's overlays: its bounds outline turned with it (corners worked out in
  /// LaminaInspectorTests), its frame the box around it, its anchor point at the clock's centre.
  @Test func theSelectedLayersOverlaysFollowItsTransform() throws {
    let page = try inspect("Samples/clock/scene.json")
    defer { try? FileManager.default.removeItem(at: page) }
    let results = try drive(
      page,
      """
      tree('clock/hour').click();
      const points = cls => document.querySelector('#overlay .' + cls).getAttribute('points');
      results.bounds = points('bounds');
      results.frame = points('frame');
      const dot = document.querySelector('#overlay circle.anchor');
      results.anchor = dot.getAttribute('cx') + ',' + dot.getAttribute('cy');
      results.transform = field('transform');
      document.getElementById('view-exploded').click();
      results.planes = document.querySelectorAll('#stack .plane').length;
      results.planeImages = document.querySelectorAll('#stack .plane img').length;
      results.selectedPlane = document.querySelector('#stack .plane.selected').dataset.id;
      """)
    let bounds = try #require(results["bounds"] as? String)
    #expect(bounds.hasPrefix("70.2346,98.1962 76.2346,87.8038 "))
    #expect(
      results["frame"] as? String == "70.2346,87.8038 128.1962,87.8038 128.1962,128.1962 70.2346,128.1962")
    #expect(results["anchor"] as? String == "120,120")
    #expect(results["transform"] as? String == "[0.5 -0.866 0.866 0.5 0 0]")
    // The canvas and the four layers, each of the four with its own drawing.
    #expect(results["planes"] as? Int == 5 && results["planeImages"] as? Int == 4)
    #expect(results["selectedPlane"] as? String == "2")
  }

  /// Scrubbing to frame 4 (t = 0.4 s at 10 a second) shows what `lamina render --time 0.4` draws,
  /// pixel for pixel, and the ball's position at that time.
  @Test func scrubbingShowsTheRenderAtThatTime() throws {
    let scene = "Samples/spring-bounce/scene.json"
    let page = try inspect(scene, "--fps", "10")
    defer { try? FileManager.default.removeItem(at: page) }
    let results = try drive(
      page,
      """
      tree('ball').click();
      choose('scrub', '4', 'input');
      results.picture = pic.src;
      results.time = document.getElementById('time').textContent;
      results.position = field('position');
      results.hover = hoverAt(80.5, 175.5);
      document.getElementById('model').click();
      results.modelPosition = field('position');
      """)
    #expect(results["time"] as? String == "t = 0.4 s (frame 4)")
    // Hovering answers at the frame's time, as `hit-test --time` does.
    let hover = try #require(results["hover"] as? String)
    let point = String(try #require(hover.split(separator: ":").first))
    #expect(hover.hasPrefix("80.5,") && hover.contains(": ball at (25.5, "))
    #expect(try lamina(["hit-test", scene, point, "--time", "0.4"]).stdout == hover + "\n")
    #expect(results["modelPosition"] as? String == "(80 175)")
    let shownPosition = try #require(results["position"] as? String)
    #expect(shownPosition.hasPrefix("(80 ") && shownPosition != "(80 175)")
    let url = try #require(results["picture"] as? String)
    let prefix = "data:image/png;base64,"
    #expect(url.hasPrefix(prefix))
    let shown = temporaryFile("frame.png"), rendered = temporaryFile("render.png")
    defer { for f in [shown, rendered] { try? FileManager.default.removeItem(at: f) } }
    try #require(Data(base64Encoded: String(url.dropFirst(prefix.count)))).write(to: shown)
    #expect(try lamina(["render", scene, "--time", "0.4", "-o", rendered.path]).status == 0)
    let diff = try lamina(["diff", rendered.path, shown.path])
    #expect(diff.status == 0 && diff.stdout.contains("same (exact)"), "\(diff.stdout)")
  }

  /// Names made of markup are shown as text: no script of theirs runs, no element of theirs is made.
  @Test func hostileNamesAreShownAsText() throws {
    let scene = temporaryFile("hostile.json")
    defer { try? FileManager.default.removeItem(at: scene) }
    try Data(
      #"""
      {"canvas": {"width": 100, "height": 60}, "layers": [
        {"name": "</script><script>document.title='pwned'</script>", "frame": [0, 0, 50, 30], "backgroundColor": "red"},
        {"name": "<img src=x onerror=\"document.title='pwned'\">\u0007\u202ebell", "frame": [50, 30, 50, 30], "backgroundColor": "blue"}]}
      """#.utf8
    ).write(to: scene)
    let page = try inspect(scene.path)
    defer { try? FileManager.default.removeItem(at: page) }
    let results = try drive(
      page,
      """
      results.title = document.title;
      results.images = document.querySelectorAll('img').length;
      results.labels = [...document.querySelectorAll('#tree button')].map(b => b.textContent);
      results.hover = hoverAt(75.5, 45.5);
      """)
    #expect((results["title"] as? String)?.hasPrefix("lamina inspect: ") == true)
    // The picture only: the exploded view's planes are made when it is first shown.
    #expect(results["images"] as? Int == 1)
    #expect(
      results["labels"] as? [String] == [
        "CALayer canvas", #"CALayer "</script><script>document.title='pwned'</script>""#,
        #"CALayer "<img src=x onerror=\"document.title='pwned'\">\u0007\u202ebell""#,
      ])
    // The tree names layers as `lamina dump` does.
    let dump = try lamina(["dump", scene.path]).stdout
    #expect(
      dump.contains(#"<CALayer "<img src=x onerror=\"document.title='pwned'\">\u0007\u202ebell"; frame"#))
    #expect(
      results["hover"] as? String
        == #"75.5,45.5: <img src=x onerror="document.title='pwned'">\u{7}\u{202E}bell at (25.5, 15.5)"#)
  }

  @Test func aSceneTooLargeToInspectIsAnErrorAndNoPage() throws {
    let scene = temporaryFile("many.json")
    let page = temporaryFile("many.html")
    defer { for f in [scene, page] { try? FileManager.default.removeItem(at: f) } }
    let layers = (0..<5_000).map { #"{"frame": [\#($0 % 100), 0, 1, 1]}"# }.joined(separator: ",")
    try Data(#"{"canvas": {"width": 100, "height": 10}, "layers": [\#(layers)]}"#.utf8).write(to: scene)
    let run = try lamina(["inspect", scene.path, "-o", page.path])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "error: \(scene.path): the scene has more than 5000 layers (masks included), the most the inspector shows (Docs/limits.md)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: page.path))
    let frames = try lamina(["inspect", "Samples/spring-bounce/scene.json", "-o", page.path, "--fps", "61"])
    #expect(frames.status == 64 && frames.stderr.contains("--fps must be between 1 and 60"))
  }

  /// `--watch` rewrites the page when the scene changes, and keeps the last page when it breaks.
  @Test func watchRewritesThePageWhenTheSceneChanges() throws {
    let folder = try temporaryFolder("inspect-watch")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("scene.json"), page = folder.appendingPathComponent("page.html")
    func write(_ name: String) throws {
      try Data(
        #"{"canvas": {"width": 20, "height": 20}, "layers": [{"name": "\#(name)", "frame": [0, 0, 10, 10]}]}"#
          .utf8
      )
      .write(to: scene)
    }
    try write("before")
    let process = Process()
    process.executableURL = laminaBinary
    process.arguments = ["inspect", scene.path, "-o", page.path, "--watch"]
    let err = Pipe()
    process.standardError = err
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    func waitFor(_ text: String) -> Bool {
      for _ in 0..<200 {
        if let html = try? String(contentsOf: page, encoding: .utf8), html.contains(text) { return true }
        usleep(50_000)
      }
      return false
    }
    #expect(waitFor(#""path": "before""#))
    try Data("{".utf8).write(to: scene)
    usleep(800_000)
    #expect(waitFor(#""path": "before""#))
    try write("after")
    #expect(waitFor(#""path": "after""#))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }
}
