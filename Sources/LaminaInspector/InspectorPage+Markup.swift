extension InspectorPage {
  /// The page's elements; the script fills them from the inspection.
  static let markup = #"""
    <header>
    <h1>lamina inspect: <span id="title"></span></h1>
    <div class="controls">
    <span role="group" aria-label="View"><button type="button" id="view-picture" aria-pressed="true">Picture</button><button type="button" id="view-exploded" aria-pressed="false">Exploded 3D</button></span>
    <label>Zoom <select id="zoom"><option value="1">1×</option><option value="2">2×</option><option value="3">3×</option><option value="4">4×</option></select></label>
    <label>Hit-test order <select id="order"><option value="modern">modern (zPosition, later siblings first)</option><option value="sublayers">sublayers (array order only)</option></select></label>
    <span role="group" aria-label="Overlays">
    <label class="key frame"><input type="checkbox" id="show-frame" checked> frame</label>
    <label class="key bounds"><input type="checkbox" id="show-bounds" checked> bounds</label>
    <label class="key anchor"><input type="checkbox" id="show-anchor" checked> anchor point</label>
    <label class="key alignment"><input type="checkbox" id="show-alignment" checked> alignment rect</label>
    </span>
    </div>
    </header>
    <main>
    <nav aria-label="Layers">
    <h2>Layers</h2>
    <input type="search" id="filter" placeholder="Filter by name or path" aria-label="Filter layers by name or path">
    <ul id="tree" role="tree"></ul>
    <h2>Layout problems <span id="problem-count"></span></h2>
    <ol id="problems"></ol>
    </nav>
    <section id="center" aria-label="Picture">
    <div id="timeline" hidden>
    <button type="button" id="play">Play</button>
    <button type="button" id="model" aria-pressed="true">Model</button>
    <input type="range" id="scrub" min="0" max="0" value="0" step="1" aria-label="Frame">
    <output id="time">model</output>
    </div>
    <div id="stage">
    <img id="picture" alt="The scene, rendered">
    <svg id="overlay" aria-hidden="true"></svg>
    </div>
    <div id="exploded" hidden>
    <div class="controls"><label>Spacing <input type="range" id="spacing" min="0" max="120" value="40"></label>
    <button type="button" id="reset-3d">Reset view</button> <span class="hint">Drag to turn, scroll to zoom.</span> <span id="planes-note"></span></div>
    <div id="viewport"><div id="stack"></div></div>
    </div>
    <p id="hover" aria-live="polite">Hover over the picture: the layer hit there, as <code>lamina hit-test</code> names it.</p>
    </section>
    <aside aria-label="Selected layer">
    <h2>Selected layer</h2>
    <p id="selected-path">Select a layer in the tree or the picture.</p>
    <dl id="properties"></dl>
    </aside>
    </main>
    """#

  /// The page's style.
  static let style = #"""
    :root { --frame: #0a84ff; --bounds: #30d158; --anchor: #ff3b30; --alignment: #ffcc00; --hover: rgba(10,132,255,0.18); --problem: #ff3b30; }
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1c1c1e; background: #f5f5f7; }
    header { padding: 0.6em 1em; background: white; border-bottom: 1px solid #ddd; }
    h1 { font-size: 1.2em; margin: 0 0 0.4em; } h2 { font-size: 1em; margin: 0.8em 0 0.3em; }
    .controls { display: flex; gap: 1em; flex-wrap: wrap; align-items: center; }
    button[aria-pressed=true] { background: #0a84ff; color: white; border: 1px solid #0a84ff; }
    .key::after { content: ""; display: inline-block; width: 10px; height: 10px; margin-left: 4px; border-radius: 2px; }
    .key.frame::after { background: var(--frame); } .key.bounds::after { background: var(--bounds); }
    .key.anchor::after { background: var(--anchor); border-radius: 5px; } .key.alignment::after { background: var(--alignment); }
    main { display: grid; grid-template-columns: minmax(14em, 22em) 1fr minmax(16em, 24em); gap: 1em; padding: 1em; align-items: start; }
    nav, aside, #center { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 0.6em; overflow: auto; max-height: calc(100vh - 8em); }
    #tree, #tree ul { list-style: none; margin: 0; padding-left: 1em; } #tree { padding-left: 0; }
    .node { font: inherit; border: 0; background: none; padding: 1px 4px; border-radius: 4px; cursor: pointer; text-align: left; }
    .node:hover, .node.hovered { background: var(--hover); } .node.selected { background: #0a84ff; color: white; }
    .node .kind { color: #8e8e93; } .node.selected .kind { color: #e5e5ea; } .node.hidden-layer { opacity: 0.5; }
    .badge { color: var(--problem); font-weight: bold; margin-left: 4px; }
    #problems { padding-left: 1.4em; font-size: 12px; } #problems .none { list-style: none; margin-left: -1.4em; } #problems button { font: inherit; text-align: left; background: none; border: 0; cursor: pointer; white-space: pre-wrap; padding: 2px; }
    #problems button.selected { background: #ffe5e3; }
    #stage { position: relative; display: inline-block; line-height: 0; margin-top: 0.5em; }
    #picture { image-rendering: pixelated; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; outline: 1px solid #ccc; cursor: crosshair; }
    #overlay { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
    #hover { font-family: ui-monospace, monospace; white-space: pre-wrap; word-break: break-all; }
    #timeline { display: flex; gap: 0.6em; align-items: center; } #scrub { flex: 1; }
    #viewport { perspective: 2000px; height: 70vh; min-height: 360px; overflow: hidden; cursor: grab; position: relative; background: #2c2c2e; border-radius: 6px; margin-top: 0.5em; }
    #stack { position: absolute; left: 50%; top: 50%; transform-style: preserve-3d; }
    .plane { position: absolute; left: 0; top: 0; transform-origin: 0 0; outline: 1px solid rgba(255,255,255,0.35); box-sizing: border-box; }
    .plane img { width: 100%; height: 100%; display: block; }
    .plane.selected { outline: 2px solid var(--frame); } .plane.hovered { outline: 2px solid var(--bounds); }
    .hint, #planes-note { color: #8e8e93; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 0.8em; margin: 0; }
    dt { color: #8e8e93; } dd { margin: 0; font-family: ui-monospace, monospace; word-break: break-word; white-space: pre-wrap; }
    #filter { width: 100%; box-sizing: border-box; margin-bottom: 0.4em; }
    [hidden] { display: none !important; }
    """#
}
