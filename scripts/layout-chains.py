#!/usr/bin/env python3
"""Writes chains of N constrained layers as scene files, one per kind and order of constraints.

Kinds: `plain` (each layer's left to the previous one's right, fixed sizes), `equal` (sizes equal
to the previous layer's), `centred` (centres and scaled sizes from the previous layer), `optional`
(a required inequality and an optional equality between neighbours, an optional width over a
required minimum). Orders: `forward`, `reverse`, `shuffled` (seeded). Usage:
    layout-chains.py DIR N [N ...]
"""
import json, os, random, sys

KINDS = ("plain", "equal", "centred", "optional")
ORDERS = ("forward", "reverse", "shuffled")


def constraints(n, kind):
    out = []
    for i in range(n):
        me, prev = f"l{i}", ("canvas" if i == 0 else f"l{i - 1}")
        edge = "left" if i == 0 else "right"
        if kind == "plain":
            out += [
                {"item": me, "attribute": "left", "toItem": prev, "toAttribute": edge, "constant": 1},
                {"item": me, "attribute": "width", "constant": 2},
                {"item": me, "attribute": "top", "toItem": "canvas", "toAttribute": "top", "constant": i % 7},
                {"item": me, "attribute": "height", "constant": 10},
            ]
        elif kind == "equal":
            first = i == 0
            out += [
                {"item": me, "attribute": "left", "toItem": prev, "toAttribute": edge, "constant": 1},
                {"item": me, "attribute": "width", "constant": 2} if first
                else {"item": me, "attribute": "width", "toItem": prev, "toAttribute": "width"},
                {"item": me, "attribute": "top", "toItem": prev, "toAttribute": "top"},
                {"item": me, "attribute": "height", "constant": 10} if first
                else {"item": me, "attribute": "height", "toItem": prev, "toAttribute": "height"},
            ]
        elif kind == "centred":
            first = i == 0
            out += [
                {"item": me, "attribute": "centerX", "toItem": prev, "toAttribute": "centerX", "constant": 1},
                {"item": me, "attribute": "width", "constant": 1000} if first
                else {"item": me, "attribute": "width", "toItem": prev, "toAttribute": "width", "multiplier": 0.999},
                {"item": me, "attribute": "centerY", "toItem": prev, "toAttribute": "centerY"},
                {"item": me, "attribute": "height", "constant": 50} if first
                else {"item": me, "attribute": "height", "toItem": prev, "toAttribute": "height", "multiplier": 0.999},
            ]
        else:
            out += [
                {"item": me, "attribute": "left", "relation": ">=", "toItem": prev, "toAttribute": edge, "constant": 1},
                {"item": me, "attribute": "left", "toItem": prev, "toAttribute": edge, "constant": 1, "priority": 250},
                {"item": me, "attribute": "width", "relation": ">=", "constant": 2},
                {"item": me, "attribute": "width", "constant": 5, "priority": 500},
                {"item": me, "attribute": "top", "toItem": "canvas", "toAttribute": "top"},
                {"item": me, "attribute": "height", "constant": 10},
            ]
    return out


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    folder, sizes = sys.argv[1], [int(a) for a in sys.argv[2:]]
    os.makedirs(folder, exist_ok=True)
    for n in sizes:
        if not 1 <= n <= 10000:
            sys.exit(f"layout-chains.py: {n} layers is outside 1…10000 (the scene format's layer limits)")
        for kind in KINDS:
            for order in ORDERS:
                cs = constraints(n, kind)
                if order == "reverse":
                    cs.reverse()
                elif order == "shuffled":
                    random.Random(n).shuffle(cs)
                layers = [{"name": f"l{i}", "backgroundColor": "red"} for i in range(n)]
                scene = {"canvas": {"width": 4000, "height": 200},
                         "layers": [{"name": "row", "frame": [0, 0, 4000, 200], "sublayers": layers,
                                     "layoutConstraints": cs}]}
                with open(os.path.join(folder, f"{kind}-{order}-{n}.json"), "w") as f:
                    json.dump(scene, f)


main()
