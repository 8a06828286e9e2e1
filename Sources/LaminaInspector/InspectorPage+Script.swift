extension InspectorPage {
  /// The page's script: it reads the inspection's JSON and builds the tree, the overlays, the hover
  /// answers, the exploded view and the timeline. Text from the scene is only ever set as text
  /// (`textContent`), never parsed as markup.
  static let script = #"""
    'use strict';
    const data = JSON.parse(document.getElementById('inspection').textContent);
    const $ = id => document.getElementById(id);
    const SVG = 'http://www.w3.org/2000/svg';
    const [W, H] = data.canvas;
    const state = { order: 'modern', selected: null, hovered: null, frame: -1, problem: null, view: 'picture', ax: -25, ay: 30, zoom3d: 1 };

    // Text from the scene, with controls, separators and bidirectional marks shown as \u{…}, as the
    // command line escapes them.
    function shown(s) {
      return String(s).replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
        c => '\\u{' + c.codePointAt(0).toString(16).toUpperCase() + '}');
    }
    // Text made of lines (a layout problem's message): its line breaks and tabs kept.
    function shownLines(s) { return String(s).split('\n').map(l => l.split('\t').map(shown).join('\t')).join('\n'); }
    // A name in quotes, as `lamina dump` prints it (its JSON string: \n, \t, \r, else \u00XX).
    function quoted(s) {
      const short = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r' };
      return '"' + String(s).replace(/["\\\n\t\r\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
        c => short[c] || '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')) + '"';
    }
    // A number as the command line prints it: at most four decimals, no trailing zeros, an exact
    // tie rounded to even (toFixed rounds it away from zero).
    function num(v) {
      if (!Number.isFinite(v)) return Number.isNaN(v) ? 'nan' : (v > 0 ? 'inf' : '-inf');
      let t = v.toFixed(4);
      const [whole, digits] = Math.abs(v).toFixed(40).split('.');
      if (/^\d{3}[02468]50*$/.test(digits)) t = (v < 0 ? '-' : '') + whole + '.' + digits.slice(0, 4);
      t = t.replace(/\.?0+$/, '');
      return t === '-0' ? '0' : t;
    }
    function el(tag, attrs, ...children) {
      const e = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
      for (const c of children) e.append(c);
      return e;
    }

    // Hover maps: one layer number per canvas point, from the runs; a frame's decoded when first
    // hovered.
    function decode(hitMaps) {
      const out = {};
      for (const [order, m] of Object.entries(hitMaps)) {
        const cells = new Int32Array(m.width * m.height);
        let k = 0;
        for (let i = 0; i < m.runs.length; i += 2) { cells.fill(m.runs[i], k, k + m.runs[i + 1]); k += m.runs[i + 1]; }
        out[order] = { width: m.width, height: m.height, cells };
      }
      return out;
    }
    const modelMaps = data.hitMaps && decode(data.hitMaps), frameMaps = [];
    function currentMaps() {
      if (state.frame < 0) return modelMaps;
      const f = data.timeline.frames[state.frame];
      if (!f.hitMaps) return null;
      return frameMaps[state.frame] || (frameMaps[state.frame] = decode(f.hitMaps));
    }
    const frames = data.timeline ? data.timeline.frames.map(f => new Map(f.changed.map(l => [l.id, l]))) : [];
    function layer(id) {
      if (id == null) return null;
      return (state.frame >= 0 && frames[state.frame].get(id)) || data.layers[id];
    }
    const problemLayers = new Map();
    data.problems.forEach((p, i) => p.layers.forEach(id => problemLayers.set(id, [...(problemLayers.get(id) || []), i])));

    // The tree.
    const nodes = [];
    function label(l) { return l.id === 0 ? 'canvas' : (l.isMask ? 'mask ' : '') + (l.name != null ? quoted(l.name) : '(unnamed)'); }
    function treeItem(l) {
      const button = el('button', { type: 'button', class: 'node' + (l.hidden ? ' hidden-layer' : ''), 'data-id': l.id, 'data-path': l.path });
      button.append(el('span', { class: 'kind' }, l.kind + ' '), label(l));
      if (problemLayers.has(l.id)) button.append(el('span', { class: 'badge', title: 'layout problem' }, '⚠'));
      button.addEventListener('click', () => select(l.id));
      button.addEventListener('mouseenter', () => hover(l.id, null));
      button.addEventListener('mouseleave', () => hover(null, null));
      nodes[l.id] = button;
      const item = el('li', { role: 'treeitem' }, button);
      const kids = [...l.children, ...(l.mask != null ? [l.mask] : [])];
      if (kids.length) item.append(el('ul', { role: 'group' }, ...kids.map(k => treeItem(data.layers[k]))));
      return item;
    }
    $('title').textContent = shown(data.title);
    $('tree').append(treeItem(data.layers[0]));
    // The filter keeps the layers whose path holds the text, with their ancestors (#filter=text).
    function filterTree(text) {
      const wanted = new Set();
      for (const l of data.layers) {
        if (text && !l.path.toLowerCase().includes(text.toLowerCase())) continue;
        for (let id = l.id; id != null && !wanted.has(id); id = data.layers[id].parent) wanted.add(id);
      }
      for (const n of nodes) if (n) n.parentElement.hidden = !wanted.has(+n.dataset.id);
    }
    $('filter').addEventListener('input', e => filterTree(e.target.value));

    // Layout problems.
    $('problem-count').textContent = '(' + data.problems.length + ')';
    data.problems.forEach((p, i) => {
      const b = el('button', { type: 'button', 'data-kind': p.kind }, p.kind + ': ' + shownLines(p.message));
      b.addEventListener('click', () => { state.problem = state.problem === i ? null : i; if (p.layers.length) select(p.layers[0], true); else draw(); });
      $('problems').append(el('li', {}, b));
    });
    if (!data.problems.length) $('problems').append(el('li', { class: 'none' }, 'none'));

    // The picture and its overlays.
    const picture = $('picture'), overlay = $('overlay');
    function zoom(z) {
      // By style, not the attributes (whole numbers): a canvas of 100.5 points stays 100.5 wide.
      picture.style.width = W * z + 'px'; picture.style.height = H * z + 'px';
      overlay.setAttribute('width', W * z); overlay.setAttribute('height', H * z);
    }
    overlay.setAttribute('viewBox', `0 0 ${W} ${H}`);
    zoom(1);
    $('zoom').addEventListener('change', e => zoom(+e.target.value));
    function polygon(points, cls) {
      const p = document.createElementNS(SVG, 'polygon');
      const pairs = [];
      for (let i = 0; i < points.length; i += 2) pairs.push(points[i] + ',' + points[i + 1]);
      p.setAttribute('points', pairs.join(' '));
      p.setAttribute('class', cls);
      return p;
    }
    function styleOverlay() {
      overlay.innerHTML = '<style>polygon { fill: none; stroke-width: 1.5; vector-effect: non-scaling-stroke; }' +
        '.hover { fill: var(--hover); stroke: var(--frame); stroke-width: 1; } .frame { stroke: var(--frame); stroke-dasharray: 5 3; }' +
        '.bounds { stroke: var(--bounds); } .alignment { stroke: var(--alignment); stroke-dasharray: 2 2; } .problem { stroke: var(--problem); stroke-width: 2.5; }' +
        '.anchor { fill: var(--anchor); stroke: white; stroke-width: 1; }</style>';
    }
    function draw() {
      styleOverlay();
      const h = layer(state.hovered);
      if (h && h.bounds && h.id !== 0) overlay.append(polygon(h.bounds, 'hover'));
      if (state.problem != null) {
        for (const id of data.problems[state.problem].layers) { const l = layer(id); if (l && l.bounds) overlay.append(polygon(l.bounds, 'problem')); }
      }
      const s = layer(state.selected);
      if (s) {
        if ($('show-alignment').checked && s.alignment) overlay.append(polygon(s.alignment, 'alignment'));
        if ($('show-frame').checked && s.frame) overlay.append(polygon(s.frame, 'frame'));
        if ($('show-bounds').checked && s.bounds) overlay.append(polygon(s.bounds, 'bounds'));
        if ($('show-anchor').checked && s.anchor) {
          const c = document.createElementNS(SVG, 'circle');
          c.setAttribute('cx', s.anchor[0]); c.setAttribute('cy', s.anchor[1]); c.setAttribute('r', 3.5); c.setAttribute('class', 'anchor');
          overlay.append(c);
        }
      }
      for (const n of nodes) if (n) { n.classList.toggle('selected', +n.dataset.id === state.selected); n.classList.toggle('hovered', +n.dataset.id === state.hovered); }
      [...$('problems').querySelectorAll('button')].forEach((b, i) => b.classList.toggle('selected', i === state.problem));
      for (const p of planes) { p.classList.toggle('selected', +p.dataset.id === state.selected); p.classList.toggle('hovered', +p.dataset.id === state.hovered); }
    }

    // The selected layer's properties, at the frame shown.
    function showProperties() {
      const s = layer(state.selected), list = $('properties');
      list.replaceChildren();
      if (!s) { $('selected-path').textContent = 'Select a layer in the tree or the picture.'; return; }
      const frame = state.frame >= 0 && data.timeline.frames[state.frame];
      $('selected-path').textContent = (s.id === 0 ? 'canvas' : shown(s.path)) + (!frame ? '' : frame.matchesModel
        ? ` at t = ${num(frame.time)} s` : ` (the model's: at t = ${num(frame.time)} s a transition's copies are drawn)`);
      const rows = [['class', s.kind], ['name', s.name == null ? '(unnamed)' : quoted(s.name)], ...s.fields];
      for (const [k, v] of rows) list.append(el('dt', {}, shown(k)), el('dd', { 'data-key': k }, v == null ? 'yes' : shown(v)));
      const p = problemLayers.get(s.id);
      if (p) list.append(el('dt', {}, 'layout'), el('dd', { 'data-key': 'layout' }, p.map(i => shownLines(data.problems[i].message)).join('\n\n')));
    }
    function select(id, keepProblem) {
      state.selected = id;
      if (!keepProblem) state.problem = null;
      if (id != null && nodes[id]) nodes[id].scrollIntoView({ block: 'nearest' });
      showProperties(); draw();
    }

    // Hovering: the layer `lamina hit-test` names at the centre of the point under the pointer.
    function hitAt(x, y) {
      const cx = Math.floor(x), cy = Math.floor(y);
      if (cx < 0 || cy < 0 || cx >= Math.ceil(W) || cy >= Math.ceil(H)) return null;
      const maps = currentMaps();
      if (!maps) return { px: cx + 0.5, py: cy + 0.5, id: null };
      const m = maps[state.order];
      return { px: cx + 0.5, py: cy + 0.5, id: m.cells[cy * m.width + cx] };
    }
    function local(l, px, py) {
      const h = l.fromCanvas;
      if (!h) return [NaN, NaN];
      const X = px * h[0] + py * h[3] + h[6], Y = px * h[1] + py * h[4] + h[7], Wh = px * h[2] + py * h[5] + h[8];
      if (Wh === 1) return [X, Y];
      return Wh > 0 ? [X / Wh, Y / Wh] : [NaN, NaN];
    }
    function hover(id, hit) {
      state.hovered = id;
      if (hit) {
        const point = num(hit.px) + ',' + num(hit.py);
        if (hit.id == null) {
          const frame = state.frame >= 0 && data.timeline.frames[state.frame];
          $('hover').textContent = point + (frame && !frame.matchesModel
            ? ': a transition is under way: its copies are not the model\'s layers, so this frame has no hover answers'
            : frame && modelMaps
            ? ': this frame has no hover answers (the frames\' maps together are past the inspector\'s limit); choose Model'
            : `: no hover answers: mapping every point takes more than ${data.hitTestLimit} layer tests (Docs/limits.md); lamina hit-test answers any point`);
        } else if (!hit.id) {
          $('hover').textContent = point + ': nothing';
        } else {
          const l = layer(hit.id), [lx, ly] = local(l, hit.px, hit.py);
          $('hover').textContent = `${point}: ${shown(l.path)} at (${num(lx)}, ${num(ly)})`;
        }
      }
      draw();
    }
    function pointerPoint(e) {
      const r = picture.getBoundingClientRect();
      return [(e.clientX - r.left) * W / r.width, (e.clientY - r.top) * H / r.height];
    }
    picture.addEventListener('mousemove', e => {
      const hit = hitAt(...pointerPoint(e));
      hover(hit && hit.id ? hit.id : null, hit);
    });
    picture.addEventListener('mouseleave', () => hover(null, null));
    picture.addEventListener('click', e => {
      const hit = hitAt(...pointerPoint(e));
      if (hit && hit.id != null) select(hit.id || 0);
    });
    $('order').addEventListener('change', e => { state.order = e.target.value; });
    for (const id of ['show-frame', 'show-bounds', 'show-anchor', 'show-alignment']) $(id).addEventListener('change', draw);

    // The exploded view: every layer's own drawing on a plane placed as the layer is on the
    // canvas, planes spread in depth in drawing order (a plane rises above those it overlaps).
    const planes = [];
    function buildExploded() {
      const stack = $('stack');
      const order = data.layers.filter(l => !l.isMask && l.drawOrder >= 0 && l.toCanvas).sort((a, b) => a.drawOrder - b.drawOrder);
      const boxes = [];
      for (const l of order) {
        const q = l.bounds || [0, 0, 0, 0];
        const xs = [q[0], q[2], q[4], q[6]], ys = [q[1], q[3], q[5], q[7]];
        const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
        let level = 0;
        if (l.id !== 0) for (const b of boxes) if (b.box[0] < box[2] && box[0] < b.box[2] && b.box[1] < box[3] && box[1] < b.box[3]) level = Math.max(level, b.level + 1);
        boxes.push({ box, level });
        const b = l.boundsRect;
        if (!b || b.some(v => v == null)) continue;
        const plane = el('div', { class: 'plane', 'data-id': l.id, 'data-level': level, title: l.id === 0 ? 'canvas' : shown(l.path) });
        plane.style.width = b[2] + 'px'; plane.style.height = b[3] + 'px';
        if (l.plane) plane.append(el('img', { src: l.plane, alt: '' }));
        if (l.id === 0 && data.picture) plane.style.background = 'rgba(255,255,255,0.08)';
        const h = l.toCanvas;
        plane.dataset.matrix = `matrix3d(${h[0]},${h[1]},0,${h[2]},${h[3]},${h[4]},0,${h[5]},0,0,1,0,${h[6]},${h[7]},0,${h[8]}) translate(${b[0]}px,${b[1]}px)`;
        plane.addEventListener('click', e => { e.stopPropagation(); select(l.id); });
        plane.addEventListener('mouseenter', () => hover(l.id, null));
        plane.addEventListener('mouseleave', () => hover(null, null));
        planes.push(plane);
        stack.append(plane);
      }
      // Spaced so that the stack stands about as tall as the canvas is wide.
      const levels = Math.max(1, ...boxes.map(b => b.level));
      $('spacing').value = Math.max(1, Math.min(40, Math.round(Math.max(W, H) / 2 / levels)));
      if (data.planesLeftOut) $('planes-note').textContent = `${data.planesLeftOut} layers shown as outlines (past the inspector's pixel limit)`;
      placePlanes();
    }
    function placePlanes() {
      const gap = +$('spacing').value;
      // Scaled to fit the viewport, then by the wheel's zoom.
      const v = $('viewport'), fit = Math.min(v.clientWidth / W, v.clientHeight / H) * 0.6 * state.zoom3d;
      $('stack').style.transform = `scale3d(${fit}, ${fit}, ${fit}) rotateX(${state.ax}deg) rotateY(${state.ay}deg) translate(${-W / 2}px, ${-H / 2}px)`;
      for (const p of planes) p.style.transform = `translateZ(${p.dataset.level * gap}px) ${p.dataset.matrix}`;
      draw();
    }
    let drag = null;
    $('viewport').addEventListener('pointerdown', e => { drag = [e.clientX, e.clientY, state.ax, state.ay]; });
    window.addEventListener('pointerup', () => { drag = null; });
    window.addEventListener('pointermove', e => {
      if (!drag) return;
      state.ay = drag[3] + (e.clientX - drag[0]) * 0.4;
      state.ax = Math.max(-89, Math.min(89, drag[2] - (e.clientY - drag[1]) * 0.4));
      placePlanes();
    });
    $('spacing').addEventListener('input', placePlanes);
    $('viewport').addEventListener('wheel', e => {
      e.preventDefault();
      state.zoom3d = Math.max(0.1, Math.min(20, state.zoom3d * Math.exp(-e.deltaY / 500)));
      placePlanes();
    }, { passive: false });
    $('reset-3d').addEventListener('click', () => { state.ax = -25; state.ay = 30; state.zoom3d = 1; placePlanes(); });
    function setView(view) {
      state.view = view;
      $('exploded').hidden = view !== 'exploded';
      $('stage').hidden = view === 'exploded';
      $('view-picture').setAttribute('aria-pressed', view === 'picture');
      $('view-exploded').setAttribute('aria-pressed', view === 'exploded');
      if (view === 'exploded' && !planes.length) buildExploded();
    }
    $('view-picture').addEventListener('click', () => setView('picture'));
    $('view-exploded').addEventListener('click', () => setView('exploded'));

    // The timeline: frames at the scene's rate, scrubbed or played; Model shows the model values.
    function showFrame(k) {
      state.frame = k;
      picture.src = k >= 0 ? data.timeline.frames[k].picture : data.picture;
      $('time').textContent = k >= 0 ? `t = ${num(data.timeline.frames[k].time)} s (frame ${k})` : 'model';
      $('model').setAttribute('aria-pressed', k < 0);
      if (k >= 0) $('scrub').value = k;
      showProperties(); draw();
    }
    if (data.timeline) {
      $('timeline').hidden = false;
      $('scrub').max = data.timeline.frames.length - 1;
      $('scrub').addEventListener('input', e => showFrame(+e.target.value));
      $('model').addEventListener('click', () => showFrame(-1));
      let timer = null;
      $('play').addEventListener('click', () => {
        if (timer) { clearInterval(timer); timer = null; $('play').textContent = 'Play'; return; }
        $('play').textContent = 'Pause';
        timer = setInterval(() => showFrame((Math.max(state.frame, -1) + 1) % data.timeline.frames.length), 1000 / data.timeline.fps);
      });
    }

    // page.html#layer=PATH opens with that layer selected; #time=K at frame K; #view=exploded;
    // #filter=TEXT with the tree filtered.
    const hash = new URLSearchParams(location.hash.slice(1));
    showFrame(-1);
    if (hash.has('time') && data.timeline) showFrame(Math.max(0, Math.min(data.timeline.frames.length - 1, Math.round(+hash.get('time')) || 0)));
    if (hash.has('layer')) { const l = data.layers.find(x => x.path === hash.get('layer')); if (l) select(l.id); }
    if (hash.get('view') === 'exploded') setView('exploded');
    if (hash.has('filter')) { $('filter').value = hash.get('filter'); filterTree(hash.get('filter')); }
    draw();
    picture.decode().catch(() => {}).finally(() => { document.body.dataset.ready = 'yes'; });
    """#
}
