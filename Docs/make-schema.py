#!/usr/bin/env python3
"""Writes scene.schema.json (JSON Schema draft 2020-12) for Lamina scene files.

The loader (Sources/LaminaScene) is the authority; a test checks that this schema lists exactly the
keys it accepts. Run from this folder after changing the format: python3 make-schema.py
"""
import json

num = {"type": "number"}
nonneg = {"type": "number", "minimum": 0}
unit = {"type": "number", "minimum": 0, "maximum": 1}
point = {"oneOf": [
    {"type": "array", "items": num, "minItems": 2, "maxItems": 2},
    {"type": "object", "properties": {"x": num, "y": num}, "required": ["x", "y"], "additionalProperties": False}],
    "description": "[x, y] or {\"x\", \"y\"}"}
rect = {"oneOf": [
    {"type": "array", "prefixItems": [num, num, nonneg, nonneg], "minItems": 4, "maxItems": 4},
    {"type": "object", "properties": {"x": num, "y": num, "width": nonneg, "height": nonneg},
     "required": ["x", "y", "width", "height"], "additionalProperties": False}],
    "description": "[x, y, width, height] or an object with those keys; width and height are non-negative"}
names = ["black", "white", "clear", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
         "purple", "brown", "gray", "lightGray", "darkGray"]
color = {"oneOf": [
    {"type": "string", "pattern": "^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"},
    {"enum": names},
    {"type": "object", "properties": {"red": unit, "green": unit, "blue": unit, "alpha": unit},
     "required": ["red", "green", "blue"], "additionalProperties": False},
    {"type": "object", "properties": {"white": unit, "alpha": unit}, "required": ["white"], "additionalProperties": False}],
    "description": "#rgb, #rgba, #rrggbb, #rrggbbaa, a UIKit colour name, or components in 0...1"}


def op(name, schema, desc):
    return {"type": "object", "properties": {name: schema}, "required": [name], "additionalProperties": False,
            "description": desc}


def vec(lo, hi):
    return {"type": "array", "items": num, "minItems": lo, "maxItems": hi}


# Not every component zero (0, -0 and 0.0 are all the number zero to a JSON Schema validator).
nonzero_axis = {**vec(3, 3), "not": {"items": {"const": 0}}, "description": "[x, y, z], not all zero"}


operation = {"oneOf": [
    op("translate", vec(2, 3), "move by [x, y] or [x, y, z]"),
    op("scale", {"oneOf": [num, vec(2, 3)]}, "scale by s, [sx, sy] or [sx, sy, sz]"),
    op("rotate", {"type": "object", "properties": {"degrees": num, "radians": num, "axis": nonzero_axis},
                  "oneOf": [{"required": ["degrees"]}, {"required": ["radians"]}], "additionalProperties": False},
       "rotate about axis (default [0, 0, 1]); positive is clockwise on screen about z"),
    op("perspective", {"type": "number", "exclusiveMinimum": 0}, "eye at distance d: m34 = -1/d"),
    op("matrix", vec(16, 16), "m11 ... m44, row by row (row-vector convention)"),
    op("affine", vec(6, 6), "a, b, c, d, tx, ty")]}
transform = {"oneOf": [{"$ref": "#/$defs/operation"}, {"type": "array", "items": {"$ref": "#/$defs/operation"}}],
             "description": "one operation or a list; the first listed acts first on the layer"}
corners = ["layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner"]
gravities = ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
             "resize", "resizeAspect", "resizeAspectFill"]
priority = {"type": "number", "minimum": 1, "maximum": 1000}
priorities = {"oneOf": [priority, {"type": "array", "items": priority, "minItems": 2, "maxItems": 2}],
              "description": "one priority for both axes, or [horizontal, vertical]"}
insets = {"oneOf": [
    {"type": "array", "items": num, "minItems": 4, "maxItems": 4},
    {"type": "object", "properties": {"top": num, "left": num, "bottom": num, "right": num}, "additionalProperties": False}],
    "description": "[top, left, bottom, right] or an object with those keys"}
intrinsic_axis = {"oneOf": [{"type": "null"}, {"const": -1}, {"type": "number", "minimum": 0}]}
layout_attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
                     "centerY", "lastBaseline", "firstBaseline", "baseline"]
ca_attributes = ["minX", "midX", "maxX", "width", "minY", "midY", "maxY", "height"]
format_options = ["alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
                  "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllLastBaseline",
                  "alignAllFirstBaseline", "directionLeadingToTrailing", "directionLeftToRight"]
layout_constraint = {"oneOf": [
    {"type": "object", "additionalProperties": False, "required": ["visualFormat"], "properties": {
        "visualFormat": {"type": "string", "description": "Apple's Visual Format Language"},
        "options": {"type": "array", "items": {"enum": format_options}},
        "metrics": {"type": "object", "additionalProperties": num},
        "id": {"type": "string", "description": "constraints are named id#1, id#2, ..."},
        "priority": priority}},
    {"type": "object", "additionalProperties": False, "required": ["item", "attribute"], "properties": {
        "id": {"type": "string"}, "item": {"type": "string", "description": "a layer name, or canvas"},
        "attribute": {"enum": layout_attributes}, "relation": {"enum": ["==", "<=", ">="]},
        "toItem": {"type": "string"}, "toAttribute": {"enum": layout_attributes},
        "multiplier": num, "constant": num, "priority": priority}}]}
ca_constraint = {"type": "object", "additionalProperties": False, "required": ["attribute", "relativeTo"],
                 "properties": {"attribute": {"enum": ca_attributes},
                                "relativeTo": {"type": "string", "description": "a sibling's name, or superlayer"},
                                "sourceAttribute": {"enum": ca_attributes}, "scale": num, "offset": num}}
masks = ["layerMinXMargin", "layerWidthSizable", "layerMaxXMargin", "layerMinYMargin", "layerHeightSizable",
         "layerMaxYMargin"]
layer = {"type": "object", "additionalProperties": False, "properties": {
    "$comment": {"type": "string", "description": "a note for readers; ignored"},
    "name": {"type": "string", "description": "shown by hit-test and dump; used by constraints"},
    "frame": {"$ref": "#/$defs/rect", "description": "sets position and bounds.size (after anchorPoint and transform); not with position"},
    "bounds": {"$ref": "#/$defs/rect"},
    "position": {"$ref": "#/$defs/point"},
    "zPosition": num, "anchorPoint": {"$ref": "#/$defs/point"}, "anchorPointZ": num,
    "transform": {"$ref": "#/$defs/transform"}, "sublayerTransform": {"$ref": "#/$defs/transform"},
    "geometryFlipped": {"type": "boolean"}, "hidden": {"type": "boolean"}, "opacity": unit,
    "masksToBounds": {"type": "boolean"}, "backgroundColor": {"$ref": "#/$defs/color"},
    "borderWidth": nonneg, "borderColor": {"$ref": "#/$defs/color"}, "cornerRadius": nonneg,
    "maskedCorners": {"type": "array", "items": {"enum": corners}},
    "shadowColor": {"oneOf": [{"$ref": "#/$defs/color"}, {"type": "null"}], "description": "default opaque black; null for none"},
    "shadowOpacity": unit,
    "shadowOffset": {"type": "array", "items": num, "minItems": 2, "maxItems": 2, "description": "[dx, dy] in the layer's coordinates; default [0, -3]"},
    "shadowRadius": {"type": "number", "minimum": 0, "maximum": 200, "description": "the Gaussian's standard deviation in points; default 3"},
    "shadowPath": {"$ref": "#/$defs/path", "description": "the shadow's shape instead of the layer's composited alpha"},
    "mask": {"$ref": "#/$defs/layer", "description": "a layer whose rendered alpha masks this layer, its sublayers and its shadow; in this layer's coordinates"},
    "allowsGroupOpacity": {"type": "boolean", "description": "default true; false fades each sublayer on its own"},
    "allowsEdgeAntialiasing": {"type": "boolean", "description": "default false (Apple's): a layer not aligned to pixel boundaries has hard straight edges"},
    "contents": {"type": "string", "minLength": 1, "description": "a PNG file, relative to the scene file's folder"},
    "contentsGravity": {"enum": gravities},
    "contentsRect": {"$ref": "#/$defs/rect"}, "contentsCenter": {"$ref": "#/$defs/rect"},
    "contentsScale": {"type": "number", "minimum": 0.01, "maximum": 100},
    "alignmentRectInsets": insets,
    "intrinsicContentSize": {"type": "array", "items": intrinsic_axis, "minItems": 2, "maxItems": 2,
                             "description": "[width, height]; null or -1 for no intrinsic size on an axis"},
    "contentHuggingPriority": priorities, "contentCompressionResistancePriority": priorities,
    "firstBaselineOffsetFromTop": num, "lastBaselineOffsetFromBottom": num,
    "autoresizingMask": {"type": "array", "items": {"enum": masks}},
    "translatesAutoresizingMaskIntoConstraints": {"type": "boolean"},
    "layoutManager": {"enum": ["constraints"], "description": "CAConstraintLayoutManager for the sublayers' constraints"},
    "constraints": {"type": "array", "items": ca_constraint, "description": "CAConstraints (needs the superlayer's layoutManager)"},
    "layoutConstraints": {"type": "array", "items": layout_constraint,
                          "description": "Auto Layout constraints between named layers (VFL or attribute form)"},
    "sublayers": {"type": "array", "items": {"$ref": "#/$defs/layer"}}}}
blend_modes = ["normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
               "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
               "clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn",
               "destinationOut", "destinationAtop", "xor", "plusLighter"]
arc = {"type": "object", "additionalProperties": False, "required": ["center", "radius", "startAngle", "endAngle"],
       "properties": {"center": {"$ref": "#/$defs/point"}, "radius": nonneg, "startAngle": num, "endAngle": num,
                      "clockwise": {"type": "boolean", "description": "as seen on the y-down canvas; default true"}},
       "description": "an arc; angles in degrees from +x toward +y, joined to the path by a line"}
element = {"oneOf": [
    op("move", {"$ref": "#/$defs/point"}, "start a subpath"),
    op("line", {"$ref": "#/$defs/point"}, "a line to the point"),
    op("quad", {"type": "array", "items": {"$ref": "#/$defs/point"}, "minItems": 2, "maxItems": 2}, "[control, end]"),
    op("curve", {"type": "array", "items": {"$ref": "#/$defs/point"}, "minItems": 3, "maxItems": 3},
       "[control1, control2, end]"),
    op("arc", arc, "an arc of a circle"),
    op("close", {"const": True}, "close the subpath"),
    op("rect", {"$ref": "#/$defs/rect"}, "a closed rectangle (addRect)"),
    op("ellipse", {"$ref": "#/$defs/rect"}, "the ellipse in a rect (addEllipse(in:))"),
    op("roundedRect", {"type": "array", "items": num, "minItems": 5, "maxItems": 5},
       "[x, y, width, height, cornerRadius] (addRoundedRect)")]}
# SVG path data as the loader's parser (SVGPathParser.swift) reads it: separators are white space and
# commas; numbers are read greedily (so a number never ends where digits, or after an integer a point,
# follow: the lookaheads); each command takes whole groups of arguments, repeated; Z takes none.
sep = r"[ \t\n\r\f,]*"
number = r"[+-]?(?:[0-9]+\.[0-9]*(?![0-9])|\.[0-9]+(?![0-9])|[0-9]+(?![.0-9]))(?:[eE][+-]?[0-9]+(?![0-9]))?"
n = f"{sep}{number}"
pair = n * 2
commands = "|".join([f"[Mm](?:{pair})+", f"[Ll](?:{pair})+", f"[HhVv](?:{n})+", f"[Cc](?:{pair * 3})+",
                     f"[SsQq](?:{pair * 2})+", f"[Tt](?:{pair})+", f"[Aa](?:{n * 3}{sep}[01]{sep}[01]{pair})+",
                     "[Zz]"])
path_data = f"^{sep}(?:[Mm](?:{pair})+(?:{sep}(?:{commands}))*)?{sep}$"
path = {"oneOf": [{"type": "string", "pattern": path_data,
                   "description": "SVG path data (the d attribute): M L H V C S Q T A Z, upper or lower case"},
                  {"type": "array", "items": element, "description": "path elements"}]}
drawing = {"type": "object", "additionalProperties": False,
           "oneOf": [{"required": ["path"]}, {"required": ["rect"]}, {"required": ["ellipse"]}],
           "anyOf": [{"required": ["fill"]}, {"required": ["stroke"]}],
           "description": "one path painted through CGContext (fill, then stroke), in the layer's own y-down coordinates; give exactly one of path, rect, ellipse",
           "properties": {
               "$comment": {"type": "string"}, "path": {"$ref": "#/$defs/path"}, "rect": {"$ref": "#/$defs/rect"},
               "ellipse": {"$ref": "#/$defs/rect"}, "cornerRadius": nonneg,
               "fill": {"$ref": "#/$defs/color"}, "fillRule": {"enum": ["nonZero", "evenOdd"]},
               "stroke": {"$ref": "#/$defs/color"}, "lineWidth": nonneg,
               "lineCap": {"enum": ["butt", "round", "square"]}, "lineJoin": {"enum": ["miter", "round", "bevel"]},
               "miterLimit": {"type": "number", "minimum": 1}, "lineDash": {"type": "array", "items": nonneg},
               "lineDashPhase": num,
               "shadow": {"type": "object", "additionalProperties": False, "properties": {
                   "offset": vec(2, 2), "blur": {"type": "number", "minimum": 0, "maximum": 100},
                   "color": {"$ref": "#/$defs/color"}},
                   "description": "CGContext.setShadow: offset [dx, dy] (y down), Gaussian blur with sigma = blur / 2, colour (default black at 1/3)"},
               "blendMode": {"enum": blend_modes}, "alpha": unit}}
layer["properties"]["type"] = {"enum": ["layer", "shape", "gradient", "replicator", "transform", "text"], "description": "the layer class: CALayer (default), CAShapeLayer, CAGradientLayer, CAReplicatorLayer, CATransformLayer or CATextLayer"}
shape_color = {"oneOf": [{"$ref": "#/$defs/color"}, {"type": "null"}], "description": "a colour, or null for none"}
layer["properties"].update({
    "path": {"$ref": "#/$defs/path"}, "fillColor": shape_color, "strokeColor": shape_color,
    "fillRule": {"enum": ["nonZero", "evenOdd"]}, "lineWidth": nonneg,
    "lineCap": {"enum": ["butt", "round", "square"]}, "lineJoin": {"enum": ["miter", "round", "bevel"]},
    "miterLimit": {"type": "number", "minimum": 1}, "lineDashPattern": {"type": "array", "items": nonneg},
    "lineDashPhase": num, "strokeStart": unit, "strokeEnd": unit})
layer["properties"].update({
    "colors": {"type": "array", "items": {"$ref": "#/$defs/color"}, "minItems": 1, "description": "the stops' colours"},
    "locations": {"type": "array", "items": unit, "description": "one per colour, not decreasing; default: spread evenly"},
    "startPoint": {"$ref": "#/$defs/point", "description": "unit coordinates of the bounds; default [0.5, 0]"},
    "endPoint": {"$ref": "#/$defs/point", "description": "unit coordinates of the bounds; default [0.5, 1]"},
    "gradientType": {"enum": ["axial", "radial", "conic"], "description": "CAGradientLayer.type; default axial"}})
offset = {"type": "number", "minimum": -1, "maximum": 1}
layer["properties"].update({
    "instanceCount": {"type": "integer", "minimum": 0, "maximum": 10000, "description": "copies, the sublayers included; default 1"},
    "instanceTransform": {"$ref": "#/$defs/transform", "description": "from one instance to the next, about the bounds' centre"},
    "instanceDelay": nonneg, "instanceColor": {"$ref": "#/$defs/color"},
    "instanceRedOffset": offset, "instanceGreenOffset": offset, "instanceBlueOffset": offset,
    "instanceAlphaOffset": offset, "preservesDepth": {"type": "boolean"}})
font_size = {"type": "number", "minimum": 0.1, "maximum": 1000}
layer["properties"].update({
    "string": {"type": "string", "description": "the text (not with runs)"},
    "runs": {"type": "array", "items": {"type": "object", "additionalProperties": False, "required": ["text"],
             "properties": {"text": {"type": "string"}, "font": {"type": "string"}, "fontSize": font_size,
                            "color": {"$ref": "#/$defs/color"}}},
             "description": "attributed text: runs with their own font, size or colour (not with string)"},
    "font": {"type": "string", "description": "a font name; DejaVu Sans, Sans Mono or Serif stands in (see docs)"},
    "fontSize": font_size, "foregroundColor": {"$ref": "#/$defs/color"},
    "alignmentMode": {"enum": ["natural", "left", "right", "center", "justified"]},
    "isWrapped": {"type": "boolean"}, "truncationMode": {"enum": ["none", "start", "middle", "end"]}})
layer["properties"]["drawing"] = {"type": "array", "items": {"$ref": "#/$defs/drawing"},
                                  "description": "paths the layer draws into its backing image, in order (not with contents)"}
timing_function = {"oneOf": [{"enum": ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]},
                              {"type": "array", "items": num, "minItems": 4, "maxItems": 4}],
                   "description": "a named curve, or control points [x1, y1, x2, y2] with x1 and x2 in 0...1"}
animation = {"type": "object", "additionalProperties": False, "properties": {
    "$comment": {"type": "string"},
    "type": {"enum": ["basic", "keyframe", "spring", "group"], "description": "CABasicAnimation (default), CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup"},
    "key": {"type": "string", "description": "the key it is added under; default: keyPath"},
    "keyPath": {"type": "string", "description": "position, position.x, bounds.size.width, transform.rotation.z, opacity, strokeEnd, backgroundColor, colors, path, ..."},
    "duration": nonneg, "beginTime": num, "speed": num, "timeOffset": num,
    "repeatCount": {"oneOf": [nonneg, {"const": "infinity"}]}, "repeatDuration": nonneg,
    "autoreverses": {"type": "boolean"}, "fillMode": {"enum": ["removed", "forwards", "backwards", "both"]},
    "timingFunction": timing_function, "removedOnCompletion": {"type": "boolean"},
    "additive": {"type": "boolean"}, "cumulative": {"type": "boolean"},
    "valueFunction": {"enum": ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ", "translate", "translateX", "translateY", "translateZ"]},
    "fromValue": {"description": "a value written as the key path's property is written"}, "toValue": {}, "byValue": {},
    "mass": {"type": "number", "exclusiveMinimum": 0}, "stiffness": {"type": "number", "exclusiveMinimum": 0},
    "damping": nonneg, "initialVelocity": num,
    "values": {"type": "array"}, "path": {"$ref": "#/$defs/path"}, "keyTimes": {"type": "array", "items": unit},
    "timingFunctions": {"type": "array", "items": timing_function},
    "calculationMode": {"enum": ["linear", "discrete", "paced", "cubic", "cubicPaced"]},
    "rotationMode": {"enum": ["auto", "autoReverse"]},
    "tensionValues": {"type": "array", "items": num}, "continuityValues": {"type": "array", "items": num},
    "biasValues": {"type": "array", "items": num},
    "animations": {"type": "array", "items": {"$ref": "#/$defs/animation"}}}}
layer["properties"].update({
    "animations": {"type": "array", "items": {"$ref": "#/$defs/animation"}, "description": "Core Animation animations added to the layer, in order; times are media times from 0"},
    "speed": num, "timeOffset": num, "beginTime": num})
canvas_side = {"type": "number", "exclusiveMinimum": 0, "maximum": 16384,
               "description": "in points; at most 16384 pixels once multiplied by scale"}
# Keys the loader refuses together, each pair as the loader's error names it.
layer["allOf"] = [{"not": {"required": pair}}
                  for pair in (["frame", "position"], ["contents", "drawing"], ["string", "runs"])]
# Each kind's own keys are refused on other kinds (SceneBuilder+Kinds.swift holds the same lists).
kind_keys = {
    "text": ["string", "runs", "font", "fontSize", "foregroundColor", "alignmentMode", "isWrapped",
             "truncationMode"],
    "replicator": ["instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset",
                   "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth"],
    "gradient": ["colors", "locations", "startPoint", "endPoint", "gradientType"],
    "shape": ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
              "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]}
# What a transform layer (or a replicator that preserves depth) would ignore: refused.
only_sublayers_drawn = ["backgroundColor", "borderWidth", "borderColor", "contents", "drawing", "mask",
                        "masksToBounds", "shadowOpacity", "cornerRadius"]


def is_kind(kind):
    return {"required": ["type"], "properties": {"type": {"const": kind}}}


def none_of(keys):
    return {"not": {"anyOf": [{"required": [k]} for k in keys]}}


for kind, keys in kind_keys.items():
    layer["allOf"].append({"if": {"not": is_kind(kind)}, "then": none_of(keys)})
layer["allOf"].append({"if": is_kind("transform"), "then": none_of(only_sublayers_drawn)})
layer["allOf"].append({"if": {**is_kind("replicator"), "properties": {
    "type": {"const": "replicator"}, "preservesDepth": {"const": True}}, "required": ["type", "preservesDepth"]},
    "then": none_of(only_sublayers_drawn)})
# Drawing is for plain layers: no "type", or "layer".
# Locations need colours (one per colour: a count JSON Schema cannot compare).
layer["dependentRequired"] = {"locations": ["colors"]}
layer["allOf"].append({"if": {"required": ["drawing"]}, "then": {"properties": {"type": {"const": "layer"}}}})
schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://lamina.invalid/scene.schema.json",
    "title": "Lamina scene",
    "description": "A canvas and a tree of Core Animation layers; see Docs/scene-format.md.",
    "type": "object", "additionalProperties": False, "required": ["canvas"],
    "properties": {
        "$schema": {"type": "string"}, "$comment": {"type": "string", "description": "a note for readers; ignored"},
        "canvas": {"type": "object", "additionalProperties": False, "required": ["width", "height"], "properties": {
            # The loader's limit is on pixels, 16384 a side after `scale`; JSON Schema cannot multiply,
            # so the schema holds the sides to 16384 points, which is the limit at the default scale.
            "width": canvas_side, "height": canvas_side,
            "scale": {"type": "number", "exclusiveMinimum": 0, "maximum": 16}, "background": {"$ref": "#/$defs/color"},
            "showAlignmentRects": {"type": "boolean"}, "showFrames": {"type": "boolean"},
            "showAnchorPoints": {"type": "boolean"}}},
        "layers": {"type": "array", "items": {"$ref": "#/$defs/layer"}}},
    "$defs": {"point": point, "rect": rect, "color": color, "operation": operation, "transform": transform,
              "path": path, "drawing": drawing, "layer": layer, "animation": animation}}
with open("scene.schema.json", "w") as f:
    f.write(json.dumps(schema, indent=2) + "\n")
