#!/usr/bin/env python3
"""Scenes for `scripts/content-bench`: N elements of one kind of content, written both as a Lamina
scene and as the SVG that draws the same picture, so Lamina, resvg and Skia can be timed on it.

Kinds: paths (filled and stroked cubic Béziers, dashed, with miter, round and bevel joins),
gradients (axial and radial, in rounded rectangles), shadows (blurred, under rounded rectangles),
text (runs of DejaVu Sans), images (a PNG drawn scaled), masks (rectangles clipped to ellipses by
a mask layer; the SVG clips them with a clipPath), opacity (groups of two overlapping rectangles at half opacity), and mix (the seven
in turn).

Usage: content_bench.py generate KIND N --out FOLDER [--seed S]   writes FOLDER/KIND_N.json and .svg
       content_bench.py run SIZE... --lamina BIN --bench BIN --resvg BIN --out FOLDER [--kinds K,…] [--runs R]
(`scripts/content-bench` sets up the peers and runs it.)
"""
import argparse, json, math, os, random, struct, sys, zlib

KINDS = ["paths", "gradients", "shadows", "text", "images", "masks", "opacity"]
WIDTH, HEIGHT = 1000, 1000
# Lamina's documented limits (Docs/limits.md): 200,000 layers a scene; a group is 3 layers.
MAX_LAYERS = 200_000
LAYERS_PER = {"paths": 1, "gradients": 1, "shadows": 1, "text": 1, "images": 1, "masks": 2, "opacity": 3}


def color(r):
    return "#%02x%02x%02x" % (r.randrange(256), r.randrange(256), r.randrange(256))


def box(r, n):
    """A random element box: smaller as there are more elements, so the canvas stays readable."""
    side = max(8.0, min(120.0, 2400.0 / math.sqrt(n)))
    w, h = r.uniform(0.5, 1) * side, r.uniform(0.5, 1) * side
    return round(r.uniform(0, WIDTH - w), 2), round(r.uniform(0, HEIGHT - h), 2), round(w, 2), round(h, 2)


def bezier_path(r, w, h):
    pts = [(r.uniform(0, w), r.uniform(0, h)) for _ in range(10)]
    d = "M%.2f %.2f" % pts[0]
    for i in range(1, 10, 3):
        c = pts[i : i + 3]
        while len(c) < 3:
            c.append(pts[0])
        d += " C%.2f %.2f %.2f %.2f %.2f %.2f" % (c[0] + c[1] + c[2])
    return d + " Z"


def element(kind, r, n, k):
    """One element as (Lamina layer, SVG markup, SVG definitions)."""
    x, y, w, h = box(r, n)
    if kind == "paths":
        d, fill, stroke = bezier_path(r, w, h), color(r), color(r)
        join = ["miter", "round", "bevel"][k % 3]
        dash = [6, 3] if k % 2 else None
        layer = {"type": "shape", "frame": [x, y, w, h], "path": d, "fillColor": fill, "strokeColor": stroke,
                 "lineWidth": 2, "lineJoin": join}
        svg = '<path transform="translate(%s %s)" d="%s" fill="%s" stroke="%s" stroke-width="2" stroke-linejoin="%s"%s/>' % (
            x, y, d, fill, stroke, join, ' stroke-dasharray="6 3"' if dash else "")
        if dash:
            layer["lineDashPattern"] = dash
        return layer, svg, ""
    if kind == "gradients":
        a, b, radius = color(r), color(r), round(min(w, h) / 6, 2)
        gid = "g%d" % k
        if k % 2:
            layer = {"type": "gradient", "frame": [x, y, w, h], "colors": [a, b], "startPoint": [0, 0],
                     "endPoint": [1, 1], "cornerRadius": radius}
            defs = '<linearGradient id="%s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>' % (gid, a, b)
        else:
            layer = {"type": "gradient", "gradientType": "radial", "frame": [x, y, w, h], "colors": [a, b],
                     "startPoint": [0.5, 0.5], "endPoint": [1, 1], "cornerRadius": radius}
            defs = '<radialGradient id="%s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></radialGradient>' % (gid, a, b)
        svg = '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="url(#%s)"/>' % (x, y, w, h, radius, gid)
        return layer, svg, defs
    if kind == "shadows":
        fill, radius = color(r), round(min(w, h) / 6, 2)
        layer = {"frame": [x, y, w, h], "backgroundColor": fill, "cornerRadius": radius, "shadowOpacity": 0.5,
                 "shadowRadius": 4, "shadowOffset": [0, 3]}
        svg = '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" filter="url(#shadow)"/>' % (x, y, w, h, radius, fill)
        return layer, svg, ""
    if kind == "text":
        size, fill = round(max(6, min(24, h / 2)), 1), color(r)
        words = "Lamina %d draws text" % k
        # Wide enough for the words (about 0.6 of the size a letter), so that neither clips them.
        layer = {"type": "text", "frame": [x, y, round(size * 14, 2), round(size * 1.4, 2)], "string": words, "fontSize": size,
                 "foregroundColor": fill}
        # CATextLayer draws from the top of its bounds: the first baseline is at the font's ascent
        # (DejaVu Sans: 0.928 of the size, from its hhea table).
        svg = '<text x="%s" y="%.2f" font-family="DejaVu Sans" font-size="%s" fill="%s">%s</text>' % (
            x, y + 0.928 * size, size, fill, words)
        return layer, svg, ""
    if kind == "images":
        layer = {"frame": [x, y, w, h], "contents": "image.png"}
        svg = '<image x="%s" y="%s" width="%s" height="%s" preserveAspectRatio="none" href="image.png"/>' % (x, y, w, h)
        return layer, svg, ""
    if kind == "masks":
        fill = color(r)
        layer = {"frame": [x, y, w, h], "backgroundColor": fill,
                 "mask": {"type": "shape", "frame": [0, 0, w, h], "path": [{"ellipse": [0, 0, w, h]}], "fillColor": "black"}}
        # The SVG clips too (a shape mask drawn opaque is a clip path), so both renderers mask.
        clip = '<clipPath id="clip%d"><ellipse cx="%.2f" cy="%.2f" rx="%.2f" ry="%.2f"/></clipPath>' % (
            k, x + w / 2, y + h / 2, w / 2, h / 2)
        svg = '<rect x="%s" y="%s" width="%s" height="%s" fill="%s" clip-path="url(#clip%d)"/>' % (x, y, w, h, fill, k)
        return layer, svg, clip
    if kind == "opacity":
        a, b = color(r), color(r)
        layer = {"frame": [x, y, w, h], "opacity": 0.5, "sublayers": [
            {"frame": [0, 0, w * 0.7, h * 0.7], "backgroundColor": a},
            {"frame": [w * 0.3, h * 0.3, w * 0.7, h * 0.7], "backgroundColor": b}]}
        svg = ('<g opacity="0.5"><rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="%s"/>'
               '<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="%s"/></g>') % (
            x, y, w * 0.7, h * 0.7, a, x + w * 0.3, y + h * 0.3, w * 0.7, h * 0.7, b)
        return layer, svg, ""
    raise ValueError(kind)


def png(path, size=32):
    """A small RGB image: a diagonal ramp, so scaling it shows."""
    rows = b"".join(b"\0" + bytes(v for x in range(size) for v in (x * 8 % 256, y * 8 % 256, (x + y) * 4 % 256))
                    for y in range(size))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def write(kind, n, out, seed):
    per = max(LAYERS_PER.values()) if kind == "mix" else LAYERS_PER[kind]
    if n < 1 or n * per > MAX_LAYERS:
        sys.exit("content_bench.py: %d %s elements make more than %d layers, Lamina's limit (Docs/limits.md)"
                 % (n, kind, MAX_LAYERS))
    r = random.Random("%s-%d-%d" % (kind, n, seed))
    layers, marks, defs = [], [], []
    for k in range(n):
        layer, svg, d = element(KINDS[k % len(KINDS)] if kind == "mix" else kind, r, n, k)
        layers.append(layer)
        marks.append(svg)
        if d:
            defs.append(d)
    os.makedirs(out, exist_ok=True)
    png(os.path.join(out, "image.png"))
    base = os.path.join(out, "%s_%d" % (kind, n))
    with open(base + ".json", "w") as f:
        json.dump({"canvas": {"width": WIDTH, "height": HEIGHT, "background": "white"}, "layers": layers}, f)
    shadow = ('<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%">'
              '<feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="black" flood-opacity="0.5"/></filter>')
    with open(base + ".svg", "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (WIDTH, HEIGHT, WIDTH, HEIGHT))
        f.write("<defs>%s%s</defs>" % (shadow, "".join(defs)))
        f.write('<rect width="100%" height="100%" fill="white"/>')
        f.write("".join(marks) + "</svg>\n")


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def timed(command, runs):
    """The median wall time of `command` over `runs` runs, and its peak resident memory in MiB (GNU
    time's %M, from a separate run: the runner's own memory must not count); exits with the reason
    when a run fails."""
    import subprocess, tempfile, time
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            sys.exit("content-bench: %s failed (status %d): %s" % (
                " ".join(command), done.returncode, done.stderr.decode(errors="replace").strip()))
    with tempfile.NamedTemporaryFile("r") as report:
        subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        peak = int(report.read().split()[-1]) / 1024
    return median(times), peak


def skia_raster(svg, png, runs):
    """Skia's raster time for the SVG (skia-python's SVGDOM onto a CPU surface), parsing excluded;
    the last picture is written to `png`, so its parity can be checked."""
    import skia, time
    dom = skia.SVGDOM.MakeFromStream(skia.Stream.MakeFromFile(svg))
    if dom is None:
        sys.exit("content-bench: Skia could not read %s" % svg)
    times = []
    for _ in range(runs):
        surface = skia.Surface(WIDTH, HEIGHT)
        start = time.perf_counter()
        with surface as canvas:
            dom.render(canvas)
        surface.flushAndSubmit()
        times.append(time.perf_counter() - start)
    surface.makeImageSnapshot().save(png, skia.kPNG)
    return median(times)


def lamina_raster(bench, scene, runs):
    """Lamina's raster time for the scene on every core (lamina-bench --frames --model: the render
    tree and the rasterization, no loading, no PNG encoding), the median of `runs`."""
    import subprocess
    done = subprocess.run([bench, "--frames", scene, "--model", "--count", str(runs), "--threads",
                           str(os.cpu_count() or 1)], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("content-bench: lamina-bench failed on %s (status %d): %s" % (scene, done.returncode, done.stderr.strip()))
    return json.loads(done.stdout)["median"]


def parity(a, b, who="content-bench"):
    """The largest channel difference between two PNGs and the share of pixels differing by more
    than 8 (of 255); `who` names the benchmark in its error (frame-bench uses it too)."""
    from PIL import Image
    import numpy as np
    x = np.asarray(Image.open(a).convert("RGBA")).astype(int)
    y = np.asarray(Image.open(b).convert("RGBA")).astype(int)
    if x.shape != y.shape:
        sys.exit("%s: %s and %s differ in size" % (who, a, b))
    d = np.abs(x - y).max(axis=2)
    return int(d.max()), 100.0 * float((d > 8).mean())


def run(lamina, bench, resvg, sizes, kinds, out, runs):
    # The table is printed once every row is measured (a failure prints none); each row
    # goes to standard error as it is done.
    rows = ["| kind | elements | lamina (s) | resvg (s) | lamina/resvg | peak MiB lamina/resvg | parity with resvg: max, >8 | Lamina raster, all cores (s) | Skia raster (s) | Skia's parity with resvg |",
            "|---|---:|---:|---:|---:|---:|---|---:|---:|---|"]
    for kind in kinds:
        for n in sizes:
            write(kind, n, out, 1)
            base = os.path.join(out, "%s_%d" % (kind, n))
            tl, ml = timed([lamina, "render", base + ".json", "-o", base + ".lamina.png"], runs)
            tr, mr = timed([resvg, base + ".svg", base + ".resvg.png"], runs)
            ts = skia_raster(base + ".svg", base + ".skia.png", runs)
            tlr = lamina_raster(bench, base + ".json", runs)
            worst, share = parity(base + ".lamina.png", base + ".resvg.png")
            sworst, sshare = parity(base + ".skia.png", base + ".resvg.png")
            rows.append("| %s | %d | %.3f | %.3f | %.2f | %.0f/%.0f | %d, %.2f%% | %.3f | %.3f | %d, %.2f%% |" % (
                kind, n, tl, tr, tl / tr, ml, mr, worst, share, tlr, ts, sworst, sshare))
            print(rows[-1], file=sys.stderr, flush=True)
    print("\n".join(rows))


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write one kind's scene and SVG")
    g.add_argument("kind", choices=KINDS + ["mix"])
    g.add_argument("n", type=int)
    g.add_argument("--out", required=True)
    g.add_argument("--seed", type=int, default=1)
    r = sub.add_parser("run", help="generate, time and compare every kind at every size")
    r.add_argument("sizes", type=int, nargs="+")
    r.add_argument("--lamina", required=True)
    r.add_argument("--bench", required=True, help="a release lamina-bench")
    r.add_argument("--resvg", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--kinds", default=",".join(KINDS + ["mix"]))
    r.add_argument("--runs", type=int, default=5)
    a = p.parse_args()
    if a.command == "generate":
        write(a.kind, a.n, a.out, a.seed)
    else:
        kinds = a.kinds.split(",")
        for k in kinds:
            if k not in KINDS + ["mix"]:
                sys.exit("content-bench: unknown kind %r (expected one of %s)" % (k, ", ".join(KINDS + ["mix"])))
        for n in a.sizes:
            for k in kinds:
                per = max(LAYERS_PER.values()) if k == "mix" else LAYERS_PER[k]
                if n < 1 or n * per > MAX_LAYERS:
                    sys.exit("content-bench: %d %s elements make more than %d layers, Lamina's limit" % (n, k, MAX_LAYERS))
        run(a.lamina, a.bench, a.resvg, a.sizes, kinds, a.out, a.runs)
