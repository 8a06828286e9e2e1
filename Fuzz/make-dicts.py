"""Writes libFuzzer dictionaries (-dict=) into the folder given: scene.dict with every key and name
of Docs/scene.schema.json plus JSON and VFL tokens, vfl.dict with the Visual Format Language's, and
merge.dict with the keys and values of `lamina check --json` documents."""
import json
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)


def quoted(token):
    return '"' + token.replace("\\", "\\\\").replace('"', '\\"') + '"'


def names(node, found):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                found.update(value)
            if key == "enum" and isinstance(value, list):
                found.update(v for v in value if isinstance(v, str))
            names(value, found)
    elif isinstance(node, list):
        for item in node:
            names(item, found)


vfl = ["H:", "V:", "|", "-", "[", "]", "(", ")", "==", ">=", "<=", "@", ",", "a", "b", "m", "1000"]
keys = set()
names(json.loads((root / "Docs/scene.schema.json").read_text()), keys)
scene = [quoted(f'"{k}"') for k in sorted(keys)]
scene += [quoted(t) for t in ["{", "}", "[", "]", ":", ",", "true", "false", "null", "-1", "0.5"]]
scene += [quoted(t) for t in ["1e308", "1e-300", "-0", '"#ff000080"', '"H:|-[a]-|"', '"V:|[a(==b)]|"']]
# SVG path data for drawing layers' "path" strings.
scene += [quoted(t) for t in ['"M0 0 L10 10 Z"', '"A5 5 0 1 1 10 0"', "M", "m", "L", "H", "V", "C", "S", "Q", "T", "A", "Z",
                              "1e-3", ".5.5", "-.5"]]
(out / "scene.dict").write_text("\n".join(scene) + "\n")
(out / "vfl.dict").write_text("\n".join(quoted(t) for t in vfl) + "\n")
merge = ["shard", "of", "samples", "summary", "tolerance", "name", "status", "message", "seconds", "images",
         "expected", "actual", "diff", "thumbnail", "comparedPixels", "differingPixels", "maxChannelDelta",
         "maxPerceptualDelta", "differences", "passed", "failed", "missing", "error", "errors", "accepted"]
merge_tokens = [quoted(f'"{k}"') for k in merge] + [quoted(t) for t in ["{", "}", "[", "]", ":", ",", "null", "0", "-1",
                                                                       "9223372036854775807", "1e308", '"iVBORw0KGgo"']]
(out / "merge.dict").write_text("\n".join(merge_tokens) + "\n")
