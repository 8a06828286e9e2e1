#!/usr/bin/env python3
"""Solves the layout constraints of chain scenes (from layout-chains.py) with kiwisolver: the same
equations Lamina solves (each layer's left, top, width, height; the canvas fixed at its size;
priorities below 1000 as Lamina weighs them, 10^(9p/1000)), in the same order. Prints `FILE MILLISECONDS`:
the median of 5 runs, or of those done within 3 s (at least one)."""
import json, statistics, sys, time

import kiwisolver as kw


def solve(scene):
    root = scene["layers"][0]
    canvas = scene["canvas"]
    solver, frames = kw.Solver(), {}

    def frame(name):
        if name not in frames:
            frames[name] = [kw.Variable(name + a) for a in "xywh"]
            if name == "canvas":
                x, y, w, h = frames[name]
                for c in (x == 0, y == 0, w == canvas["width"], h == canvas["height"]):
                    solver.addConstraint(c)
        return frames[name]

    def attribute(name, a):
        x, y, w, h = frame(name)
        return {"left": x, "right": x + w, "width": w, "top": y, "bottom": y + h, "height": h,
                "centerX": x + 0.5 * w, "centerY": y + 0.5 * h}[a]

    for c in root["layoutConstraints"]:
        lhs = attribute(c["item"], c["attribute"])
        rhs = c.get("constant", 0)
        if "toItem" in c:
            rhs = attribute(c["toItem"], c.get("toAttribute", c["attribute"])) * c.get("multiplier", 1) + rhs
        relation = c.get("relation", "==")
        e = lhs == rhs if relation == "==" else (lhs >= rhs if relation == ">=" else lhs <= rhs)
        priority = c.get("priority", 1000)
        solver.addConstraint(e | ("required" if priority >= 1000 else 10 ** (9 * priority / 1000)))
    solver.updateVariables()


for path in sys.argv[1:]:
    with open(path) as f:
        scene = json.load(f)
    times = []
    while len(times) < 5 and sum(times) < 3:
        start = time.perf_counter()
        solve(scene)
        times.append(time.perf_counter() - start)
    print(f"{path} {statistics.median(times) * 1000:.1f}")
