#!/usr/bin/env python3
"""Validates scene files against a JSON Schema with the jsonschema package (draft 2020-12).

Usage: validate.py SCHEMA FILE...  Prints one line per file: "valid FILE" or "invalid FILE: where: why".
Exits 3 when jsonschema cannot be imported, so that a missing validator is never read as a verdict.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(3)

with open(sys.argv[1]) as f:
    schema = json.load(f)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
for path in sys.argv[2:]:
    with open(path) as f:
        document = json.load(f)
    error = jsonschema.exceptions.best_match(validator.iter_errors(document))
    if error is None:
        print(f"valid {path}")
    else:
        where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
        print(f"invalid {path}: {where}: {error.message[:200]}")
