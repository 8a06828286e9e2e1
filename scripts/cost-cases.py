"""The worst case of each kind of rendering work, as a scene of size n (scripts/cost-bench grows n
until the cost model's estimate reaches the work limit): each kind at its slowest per unit of work
measured (translucent colours, wide canvases, crossing edges, one long word)."""
import json, os, struct, sys, zlib

S = 8192  # the canvas side of most cases: large enough that cache effects show


def canvas(side=S):
    return {"width": side, "height": side}


def layers(kind, n):
    full = [0, 0, S, S]
    if kind == "fills":
        return canvas(), [{"frame": full, "backgroundColor": "#ff000080"} for _ in range(n)]
    if kind == "groups":
        sub = [{"frame": full, "backgroundColor": "red"}, {"frame": [9, 9, S, S], "backgroundColor": "blue"}]
        return canvas(), [{"frame": full, "opacity": 0.5, "sublayers": sub} for _ in range(n)]
    if kind == "axial":  # diagonal: a vertical gradient's rows are one colour each, and fast
        g = {"type": "gradient", "frame": full, "colors": ["#ff000080", "blue", "green"],
             "startPoint": [0, 0], "endPoint": [1, 0.7]}
        return canvas(), [g] * n
    if kind in ("radial", "conic"):  # one layer over a canvas n pixels square
        g = {"type": "gradient", "gradientType": kind, "frame": [0, 0, n, n],
             "colors": ["#ff000080", "blue", "green"], "startPoint": [0.5, 0.5], "endPoint": [1, 0.75]}
        return canvas(n), [g]
    if kind == "blend":
        return canvas(), [{"frame": full, "drawing": [{"rect": full, "fill": "#ff000080", "blendMode": "softLight"}] * n}]
    if kind == "images":
        img = {"frame": full, "contents": "tile.png", "transform": {"rotate": {"degrees": 30}}}
        return canvas(), [{"type": "replicator", "frame": full, "instanceCount": n,
                           "instanceTransform": {"rotate": {"degrees": 0.01}}, "sublayers": [img]}]
    if kind == "minified":
        img = {"frame": [0, 0, 64, 64], "contents": "big.png"}
        return canvas(1024), [{"type": "replicator", "frame": [0, 0, 64, 64], "instanceCount": n,
                               "instanceTransform": {"translate": [0.5, 0]}, "sublayers": [img]}]
    if kind == "shadows":  # one layer n pixels square with the largest shadow radius
        return canvas(n), [{"frame": [0, 0, n, n], "backgroundColor": "#ff000080", "shadowOpacity": 1,
                            "shadowRadius": 200}]
    if kind == "drawing-shadows":  # two operations with the largest blur on a drawing n pixels square
        op = {"rect": [0, 0, n, n], "fill": "red", "shadow": {"blur": 100, "offset": [1, 1]}}
        return canvas(n), [{"frame": [0, 0, n, n], "drawing": [op] * 2}]
    if kind in ("fill-paths", "strokes"):
        pts = [((i * 37) % S, (i * 91) % S) for i in range(n)]
        els = [{"move": list(pts[0])}] + [{"line": list(p)} for p in pts[1:]]
        shape = {"type": "shape", "frame": full, "path": els}
        shape.update({"fillColor": "red"} if kind == "fill-paths" else
                     {"fillColor": None, "strokeColor": "blue", "lineWidth": 2, "lineJoin": "bevel"})
        return canvas(), [shape]
    if kind == "stops":  # thin gradients of 64 colours, black and white in turn, each crossing every
        # band of the canvas: in each band the Generic RGB curve is sampled at the most points, 64 a
        # span (it is steepest near black)
        colours = ["black" if i % 2 else "white" for i in range(64)]
        return canvas(1000), [{"type": "gradient", "frame": [i % 1000, 0, 1, 1000], "colors": colours}
                              for i in range(n)]
    if kind == "dashes":  # n lines across the canvas in dashes of 0.05 point
        d = " ".join("M%d 0 L%d %d" % (i * 8 % S, i * 8 % S, S) for i in range(n))
        return canvas(), [{"frame": full, "drawing": [{"path": d, "stroke": "blue", "lineWidth": 1,
                                                       "lineDash": [0.05, 0.05]}]}]
    if kind == "wide-strokes":  # a flat zigzag of n segments stroked 8,000 wide, round joins
        d = "M0 4000 " + " ".join("L%d %d" % (i * 20 % S, 4000 + i % 2) for i in range(n))
        return canvas(), [{"frame": full, "drawing": [{"path": d, "stroke": "blue", "lineWidth": 8000,
                                                       "lineJoin": "round", "lineCap": "round"}]}]
    if kind == "warps":  # 4096²: one warp over 8192² is past the limit on its own
        card = {"frame": [0, 0, 4096, 4096], "backgroundColor": "#ff000080",
                "transform": [{"rotate": {"degrees": 10, "axis": [0, 1, 0]}}, {"perspective": 10000}]}
        return canvas(4096), [card] * n
    if kind == "text":
        return canvas(1000), [{"type": "text", "frame": [0, 0, 10, 10], "fontSize": 1,
                               "string": ("lorem ipsum dolor " * 4000)[:60000]}] * n
    if kind == "runs":
        runs = [{"text": "ab ", "color": "red" if i % 2 else "blue"} for i in range(n)]
        return canvas(1000), [{"type": "text", "frame": [0, 0, 1000, 1000], "isWrapped": True, "fontSize": 10,
                               "runs": runs}]
    if kind == "wrapping":
        return {"width": 100, "height": S}, [{"type": "text", "frame": [0, 0, 20, S], "isWrapped": True,
                                              "fontSize": 10, "string": "a" * n}]
    if kind == "glyphs":  # n different letters at 1,000 points at scale 8: 8,000-pixel glyph images
        return {"width": 60, "height": 300, "scale": 8}, [
            {"type": "text", "frame": [0, 0, 4, 300], "fontSize": 1000, "string": LETTERS[i % len(LETTERS)],
             "foregroundColor": "black"} for i in range(n)]
    if kind == "compact":  # a canvas n² of short runs of four colours, encoded with --compact
        tiles = [[x, y, 1024, 1024] for y in range(0, n, 1024) for x in range(0, n, 1024)]
        return canvas(n), [{"frame": t, "contents": "runs.png"} for t in tiles]
    raise SystemExit(f"cost-cases: unknown kind {kind}")


# Letters DejaVu Sans draws, each a different glyph: Latin Extended, Greek (but U+03A2, unassigned),
# Cyrillic.
LETTERS = "".join(chr(c) for c in [*range(0x100, 0x250), *range(0x391, 0x3CA), *range(0x400, 0x500)] if c != 0x3A2)


# The largest size of a kind, where a limit other than the work's stops it first.
MAXIMUM = {"radial": 16384, "conic": 16384, "drawing-shadows": 8000, "shadows": 8192, "glyphs": 648,
           "compact": 16384}

KINDS = ["fills", "groups", "axial", "radial", "conic", "blend", "images", "minified", "shadows",
         "drawing-shadows", "fill-paths", "strokes", "wide-strokes", "dashes", "stops", "warps", "text", "runs",
         "wrapping", "glyphs", "compact"]


def runs_png(path, side=1024):
    """Runs of 4 pixels in one of four colours, two of them a step apart: zlib's level 9 searches
    its longest on this (the compact preset's worst case measured)."""
    import random
    r = random.Random(2)
    colours = [b"\x0a\x14\x1e", b"\xc8\x64\x32", b"\x0a\x14\x1f", b"\x00\x00\x00"]
    rows = b"".join(b"\x00" + b"".join(colours[r.randrange(4)] * 4 for _ in range(side // 4)) for _ in range(side))
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
                           + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def png(path, w, h):
    row = b"\x00" + bytes(range(256)) * (w * 4 // 256)
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * h, 9)) + chunk(b"IEND", b""))
    open(path, "wb").write(data)


if __name__ == "__main__":
    if sys.argv[1] == "--maximum":
        print(MAXIMUM.get(sys.argv[2], 10**7))
        sys.exit(0)
    folder, kind, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if not os.path.exists(os.path.join(folder, "tile.png")):
        png(os.path.join(folder, "tile.png"), 64, 64)
        png(os.path.join(folder, "big.png"), 8000, 8000)
        runs_png(os.path.join(folder, "runs.png"))
    c, ls = layers(kind, n)
    json.dump({"canvas": c, "layers": ls}, open(os.path.join(folder, f"{kind}.json"), "w"))
