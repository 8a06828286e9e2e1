#!/usr/bin/env python3
"""Animations for `scripts/frame-bench`: N shapes with keyframed position, rotation, scale, opacity
and colour (a third of them linear, a third eased in and out, a third eased out), written both as
a Lamina scene (Core Animation animations) and as the Lottie file that plays the same animation, so
Lamina, ThorVG and rlottie can be timed frame by frame on it.

Each shape is a shape layer (a rounded rectangle, an ellipse or a five-pointed star) on a 500 × 500
canvas; its animation lasts 2 s, 120 frames at 60 fps, with keyframes at 0, 1 and 2 s:
- position: three points (keyframed, the shape's timing function);
- rotation: 0 to a turn of up to ±1.5 radians (basic, the same timing function);
- scale: 1, up to 1.6, 1 (keyframed);
- opacity: 1, up to 0.3, 1 (keyframed);
- fill colour: one colour to another (basic).
Core Animation's rotation about the layer's anchor (its centre) is Lottie's rotation about an
anchor of [0, 0] with the shape drawn around it, kept in the shape group's transform (rlottie
ignores a layer's `r`; a uniform scale and a rotation commute); the timing function (x1, y1, x2, y2) of a segment
is Lottie's `o` (x1, y1) and `i` (x2, y2) on the keyframe that starts it.

Usage: frame_bench.py generate N --out FOLDER [--seed S]   writes FOLDER/frames_N.json and .lottie.json
       frame_bench.py run N... --bench BIN --lamina BIN --out FOLDER [--pixels P,…] [--frames F]
(`scripts/frame-bench` sets up the peers and runs it.)
"""
import argparse, json, math, os, random, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from content_bench import parity  # noqa: E402 (the scripts folder is not a package)

SIDE = 500
FPS = 60
FRAMES = 120
# Lamina's documented limits (Docs/limits.md, Docs/scene-format.md): 200,000 layers and 100,000
# animations a scene; each shape is one layer with five animations.
MAX_SHAPES = 100_000 // 5
TIMING = [[0, 0, 1, 1], [0.42, 0, 0.58, 1], [0, 0, 0.58, 1]]  # linear, easeInEaseOut, easeOut


def color(r):
    return [r.randrange(256), r.randrange(256), r.randrange(256)]


def hex_color(c):
    return "#%02x%02x%02x" % tuple(c)


def star(w, h):
    """A five-pointed star's ten points around (0, 0), inside a w × h box."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        k = 1 if i % 2 == 0 else 0.45
        pts.append((round(k * w / 2 * math.cos(a), 3), round(k * h / 2 * math.sin(a), 3)))
    return pts


def shape(r, n, k):
    """One shape as (Lamina layer, Lottie layer)."""
    side = max(6.0, min(80.0, 1200.0 / math.sqrt(n)))
    w, h = round(r.uniform(0.5, 1) * side, 2), round(r.uniform(0.5, 1) * side, 2)
    points = [[round(r.uniform(w / 2, SIDE - w / 2), 2), round(r.uniform(h / 2, SIDE - h / 2), 2)] for _ in range(3)]
    turn = round(r.uniform(-1.5, 1.5), 4)
    grow = round(r.uniform(1.1, 1.6), 3)
    fade = round(r.uniform(0.3, 0.9), 3)
    c0, c1 = color(r), color(r)
    timing = TIMING[k % 3]
    kind = k % 3 if k % 2 == 0 else (k + 1) % 3
    if kind == 0:
        radius = round(min(w, h) / 4, 2)
        path = [{"roundedRect": [0, 0, w, h, radius]}]
        lottie_shape = {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [w, h]}, "r": {"a": 0, "k": radius}}
    elif kind == 1:
        path = [{"ellipse": [0, 0, w, h]}]
        lottie_shape = {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [w, h]}}
    else:
        pts = star(w, h)
        path = "M" + " L".join("%s %s" % (x + w / 2, y + h / 2) for x, y in pts) + " Z"
        zero = [[0, 0]] * len(pts)
        lottie_shape = {"ty": "sh", "ks": {"a": 0, "k": {"c": True, "v": [list(p) for p in pts], "i": zero, "o": zero}}}
    times = [0, 0.5, 1]
    animations = [
        {"type": "keyframe", "keyPath": "position", "values": points, "keyTimes": times,
         "timingFunctions": [timing, timing], "duration": 2},
        {"keyPath": "transform.rotation.z", "fromValue": 0, "toValue": turn, "timingFunction": timing, "duration": 2},
        {"type": "keyframe", "keyPath": "transform.scale", "values": [1, grow, 1], "keyTimes": times,
         "timingFunctions": [timing, timing], "duration": 2},
        {"type": "keyframe", "keyPath": "opacity", "values": [1, fade, 1], "keyTimes": times,
         "timingFunctions": [timing, timing], "duration": 2},
        {"keyPath": "fillColor", "fromValue": hex_color(c0), "toValue": hex_color(c1), "timingFunction": timing,
         "duration": 2},
    ]
    layer = {"type": "shape", "name": "s%d" % k, "bounds": [0, 0, w, h], "position": points[0], "path": path,
             "fillColor": hex_color(c0), "animations": animations}

    def keyframes(values, seconds):
        frames = []
        for i, (v, t) in enumerate(zip(values, seconds)):
            f = {"t": t * FPS, "s": v}
            if i < len(values) - 1:
                f["o"] = {"x": [timing[0]], "y": [timing[1]]}
                f["i"] = {"x": [timing[2]], "y": [timing[3]]}
            frames.append(f)
        return {"a": 1, "k": frames}

    fill = {"ty": "fl", "o": {"a": 0, "k": 100}, "r": 1,
            "c": keyframes([[v / 255 for v in c0] + [1], [v / 255 for v in c1] + [1]], [0, 2])}
    group = {"ty": "gr", "it": [lottie_shape, fill, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
                                                      "s": {"a": 0, "k": [100, 100]}, "r": keyframes([0, math.degrees(turn)], [0, 2]),
                                                      "o": {"a": 0, "k": 100}}]}
    transform = {
        "a": {"a": 0, "k": [0, 0, 0]},
        "p": keyframes(points, [0, 1, 2]),
        "s": keyframes([[100, 100], [grow * 100, grow * 100], [100, 100]], [0, 1, 2]),
        "o": keyframes([100, fade * 100, 100], [0, 1, 2]),
    }
    lottie = {"ty": 4, "ind": k + 1, "nm": "s%d" % k, "ip": 0, "op": FRAMES, "st": 0, "sr": 1, "ks": transform,
              "shapes": [group]}
    return layer, lottie


def write(n, out, seed):
    if n < 1 or n > MAX_SHAPES:
        sys.exit("frame_bench.py: %d shapes: expected 1 to %d (five animations each; Lamina's limit is 100,000 "
                 "animations a scene, Docs/scene-format.md)" % (n, MAX_SHAPES))
    r = random.Random("frames-%d-%d" % (n, seed))
    shapes = [shape(r, n, k) for k in range(n)]
    os.makedirs(out, exist_ok=True)
    base = os.path.join(out, "frames_%d" % n)
    with open(base + ".json", "w") as f:
        json.dump({"canvas": {"width": SIDE, "height": SIDE, "background": "white"},
                   "layers": [layer for layer, _ in shapes]}, f)
    still = {"a": {"a": 0, "k": [0, 0, 0]}, "p": {"a": 0, "k": [0, 0, 0]}, "s": {"a": 0, "k": [100, 100, 100]},
             "o": {"a": 0, "k": 100}}
    paper = [{"ty": "rc", "p": {"a": 0, "k": [SIDE / 2, SIDE / 2]}, "s": {"a": 0, "k": [SIDE, SIDE]}, "r": {"a": 0, "k": 0}},
             {"ty": "fl", "o": {"a": 0, "k": 100}, "r": 1, "c": {"a": 0, "k": [1, 1, 1, 1]}}]
    background = {"ty": 4, "ind": n + 1, "nm": "background", "ip": 0, "op": FRAMES, "st": 0, "sr": 1, "ks": still,
                  "shapes": paper}
    # Lottie draws its first layer on top: the shapes go in reverse, the white background last.
    with open(base + ".lottie.json", "w") as f:
        json.dump({"v": "5.7.0", "fr": FPS, "ip": 0, "op": FRAMES, "w": SIDE, "h": SIDE, "nm": "frames_%d" % n,
                   "ddd": 0, "assets": [], "layers": [lottie for _, lottie in reversed(shapes)] + [background]}, f)
    return base


def lamina_frames(bench, scene, scale, threads, frames):
    """Lamina's median frame time and median presentation copy in seconds (lamina-bench --frames:
    presentation and raster)."""
    done = subprocess.run([bench, "--frames", scene, "--count", str(frames), "--fps", str(FPS), "--scale", str(scale),
                           "--threads", str(threads)], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("frame-bench: lamina-bench failed on %s (status %d): %s" % (scene, done.returncode, done.stderr.strip()))
    times = json.loads(done.stdout)
    return times["median"], times["presentation"]


def thorvg_frames(lottie, pixels, threads, frames, png, still):
    """ThorVG's median frame time (set the frame, update, draw, sync) on its software canvas; frame
    `still` is then drawn once more and written to `png`."""
    try:
        import thorvg_python as tvg
    except ImportError:
        sys.exit("frame-bench: ThorVG is missing (pip install thorvg-python; scripts/frame-bench sets it up)")
    engine = tvg.Engine(threads=threads)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(pixels, pixels)
    animation = tvg.LottieAnimation(engine)
    picture = animation.get_picture()
    if picture.load_data(open(lottie, "rb").read(), "lottie", None, True) != tvg.Result.SUCCESS:
        sys.exit("frame-bench: ThorVG could not load %s" % lottie)
    picture.set_size(pixels, pixels)
    canvas.add(picture)
    times = []
    for k in [frames - 1] + list(range(frames)):  # the first draw warms up
        start = time.perf_counter()
        animation.set_frame(float(k))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        times.append(time.perf_counter() - start)
    animation.set_frame(float(still))
    canvas.update()
    canvas.draw(True)
    canvas.sync()
    canvas.get_pillow().save(png)
    return statistics.median(times[1:])


def rlottie_frames(lottie, pixels, frames):
    """rlottie's median frame time (lottie_animation_render into a buffer)."""
    try:
        from rlottie_python import LottieAnimation
    except ImportError:
        sys.exit("frame-bench: rlottie is missing (pip install rlottie-python; scripts/frame-bench sets it up)")
    animation = LottieAnimation.from_data(open(lottie).read())
    times = []
    for k in [frames - 1] + list(range(frames)):
        start = time.perf_counter()
        animation.lottie_animation_render(frame_num=k, width=pixels, height=pixels)
        times.append(time.perf_counter() - start)
    return statistics.median(times[1:])


def run(bench, lamina, sizes, pixels, frames, out, threads):
    # The table is printed once every row is measured (a failure prints none); each row
    # goes to standard error as it is done.
    rows = ["| shapes | pixels | threads | Lamina (ms) | of which the presentation copy | ThorVG (ms) | rlottie (ms) | Lamina / ThorVG | parity with ThorVG at 1 s: max, >8 |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for n in sizes:
        base = write(n, out, 1)
        for px in pixels:
            scale = px / SIDE
            still = "%s.%d.lamina.png" % (base, px)
            done = subprocess.run([lamina, "render", base + ".json", "--time", "1", "--scale", str(scale), "-o", still],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit("frame-bench: lamina render failed (status %d): %s" % (done.returncode, done.stderr.strip()))
            thorvg_still = "%s.%d.thorvg.png" % (base, px)
            slow = rlottie_frames(base + ".lottie.json", px, frames)
            for t in threads:
                tl, tp = lamina_frames(bench, base + ".json", scale, t, frames)
                tt = thorvg_frames(base + ".lottie.json", px, t if t > 1 else 0, frames, thorvg_still, FPS)
                worst, share = parity(still, thorvg_still, "frame-bench")
                rlottie = "%.2f" % (slow * 1000) if t == 1 else "-"
                rows.append("| %d | %d | %d | %.2f | %.2f | %.2f | %s | %.2f | %d, %.2f%% |" % (
                    n, px, t, tl * 1000, tp * 1000, tt * 1000, rlottie, tl / tt, worst, share))
                print(rows[-1], file=sys.stderr, flush=True)
    print("\n".join(rows))


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate", help="write the animation as a Lamina scene and a Lottie file")
    g.add_argument("n", type=int)
    g.add_argument("--out", required=True)
    g.add_argument("--seed", type=int, default=1)
    r = sub.add_parser("run", help="generate and time every size")
    r.add_argument("sizes", type=int, nargs="+")
    r.add_argument("--bench", required=True, help="a release lamina-bench")
    r.add_argument("--lamina", required=True, help="a release lamina")
    r.add_argument("--out", required=True)
    r.add_argument("--pixels", default="500,1080", help="frame sizes in pixels, comma-separated")
    r.add_argument("--frames", type=int, default=FRAMES)
    r.add_argument("--threads", default="1,%d" % (os.cpu_count() or 1), help="thread counts, comma-separated")
    a = p.parse_args()
    if a.command == "generate":
        write(a.n, a.out, a.seed)
    else:
        for n in a.sizes:
            if n < 1 or n > MAX_SHAPES:
                sys.exit("frame-bench: %d shapes: expected 1 to %d (Lamina's limit of 100,000 animations a scene)"
                         % (n, MAX_SHAPES))
        try:
            pixels = [int(v) for v in a.pixels.split(",")]
            threads = sorted(set(int(v) for v in a.threads.split(",")))
        except ValueError:
            sys.exit("frame-bench: --pixels and --threads take comma-separated whole numbers")
        if any(not 16 <= v <= 8000 for v in pixels) or any(not 1 <= v <= 256 for v in threads):
            sys.exit("frame-bench: frame sizes must be 16 to 8000 pixels (Lamina's largest scale is 16) "
                     "and threads 1 to 256")
        for v in pixels:
            if math.ceil(SIDE * (v / SIDE)) != v:  # as Lamina sizes the canvas: points × scale, rounded up
                sys.exit("frame-bench: a frame of %d pixels is not %d points at a scale Lamina rounds back to it; "
                         "choose another size" % (v, SIDE))
        if not 1 <= a.frames <= FRAMES:
            sys.exit("frame-bench: --frames must be 1 to %d (the animation's length)" % FRAMES)
        run(a.bench, a.lamina, a.sizes, pixels, a.frames, a.out, threads)
