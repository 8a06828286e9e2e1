import Foundation
import Lamina
import LaminaScene

extension Inspection {
  /// The inspector as one self-contained HTML page (no server, no network, no other file): the
  /// inspection as JSON in the page, read by its script. Throws when the page would pass
  /// `limits.pageBytes`.
  public func page(limits: InspectorLimits = InspectorLimits()) throws -> [UInt8] {
    var json = PageJSON()
    writeData(&json)
    var out: [UInt8] = []
    out.reserveCapacity(json.bytes.count + 64 << 10)
    out.append(contentsOf: InspectorPage.head(title: title).utf8)
    out.append(contentsOf: json.bytes)
    out.append(contentsOf: InspectorPage.tail.utf8)
    guard out.count <= limits.pageBytes else {
      throw InspectorError(
        "the inspector page would be \(out.count) bytes; the limit is \(limits.pageBytes) (give a lower --fps or --scale)",
        file: file)
    }
    return out
  }

  private func writeData(_ j: inout PageJSON) {
    j.raw("{")
    j.key("title")
    j.string(title)
    j.raw(", ")
    j.key("canvas")
    j.points([CGPoint(x: canvas.width, y: canvas.height)])
    j.raw(", ")
    j.key("scale")
    j.number(scale)
    j.raw(", ")
    j.key("picture")
    j.png(picture)
    j.raw(",\n")
    j.key("layers")
    j.raw("[\n")
    for (i, layer) in layers.enumerated() {
      if i > 0 { j.raw(",\n") }
      write(layer, number: i, plane: true, &j)
    }
    j.raw("],\n")
    j.key("hitMaps")
    if hitMaps.isEmpty { j.raw("null") } else { write(hitMaps, &j) }
    j.raw(", ")
    j.key("hitTestLimit")
    j.raw(String(hitTestLimit))

    j.raw(",\n")
    j.key("planesLeftOut")
    j.raw(String(planesLeftOut))
    j.raw(",\n")
    j.key("problems")
    j.raw("[")
    for (i, p) in problems.enumerated() {
      if i > 0 { j.raw(",\n") }
      j.raw("{")
      j.key("kind")
      j.string(p.kind)
      j.raw(", ")
      j.key("message")
      j.string(p.message)
      j.raw(", ")
      j.key("layers")
      j.integers(p.layers)
      j.raw("}")
    }
    j.raw("],\n")
    j.key("timeline")
    writeTimeline(&j)
    j.raw("}")
  }

  private func writeTimeline(_ j: inout PageJSON) {
    guard let timeline else { return j.raw("null") }
    j.raw("{")
    j.key("fps")
    j.raw(String(timeline.fps))
    j.raw(", ")
    j.key("frames")
    j.raw("[\n")
    for (k, frame) in timeline.frames.enumerated() {
      if k > 0 { j.raw(",\n") }
      j.raw("{")
      j.key("time")
      j.number(CGFloat(frame.time))
      j.raw(", ")
      j.key("picture")
      j.png(frame.picture)
      j.raw(", ")
      j.key("changed")
      j.raw("[")
      for (i, change) in frame.changed.enumerated() {
        if i > 0 { j.raw(", ") }
        write(change.layer, number: change.number, plane: false, &j)
      }
      j.raw("], ")
      j.key("hitMaps")
      if frame.hitMaps.isEmpty { j.raw("null") } else { write(frame.hitMaps, &j) }
      j.raw(", ")
      j.key("matchesModel")
      j.raw(frame.matchesModel ? "true" : "false")
      j.raw("}")
    }
    j.raw("]}")
  }

  /// Writes hover maps as `{"modern": {"width": …, "height": …, "runs": […]}, "sublayers": …}`.
  private func write(_ maps: [(order: CALayer.HitTestOrder, map: HitMap)], _ j: inout PageJSON) {
    j.raw("{")
    for (i, entry) in maps.enumerated() {
      if i > 0 { j.raw(", ") }
      j.key(entry.order.rawValue)
      j.raw("{")
      j.key("width")
      j.raw(String(entry.map.width))
      j.raw(", ")
      j.key("height")
      j.raw(String(entry.map.height))
      j.raw(", ")
      j.key("runs")
      j.integers(entry.map.runs)
      j.raw("}")
    }
    j.raw("}")
  }

  /// Writes layer `number`'s record, with its plane when `plane`.
  private func write(_ layer: InspectedLayer, number: Int, plane: Bool, _ j: inout PageJSON) {
    j.raw("{")
    j.key("id")
    j.raw(String(number))
    j.raw(", ")
    j.key("name")
    j.string(layer.name)
    j.raw(", ")
    j.key("path")
    j.string(layer.path)
    j.raw(", ")
    j.key("kind")
    j.string(layer.kind)
    j.raw(", ")
    j.key("parent")
    j.raw(layer.parent.map(String.init) ?? "null")
    j.raw(", ")
    j.key("children")
    j.integers(layer.children)
    j.raw(", ")
    j.key("mask")
    j.raw(layer.mask.map(String.init) ?? "null")
    j.raw(", ")
    j.key("isMask")
    j.raw(layer.isMask ? "true" : "false")
    j.raw(", ")
    j.key("hidden")
    j.raw(layer.isHidden ? "true" : "false")
    j.raw(", ")
    j.key("drawOrder")
    j.raw(String(layer.drawOrder))
    j.raw(", ")
    j.key("fields")
    j.raw("[")
    for (i, f) in layer.fields.enumerated() {
      if i > 0 { j.raw(", ") }
      j.raw("[")
      j.string(f.key)
      j.raw(", ")
      j.string(f.value)
      j.raw("]")
    }
    j.raw("], ")
    j.key("boundsRect")
    let b = layer.boundsRect
    j.points([b.origin, CGPoint(x: b.width, y: b.height)])
    j.raw(", ")
    for (key, quad) in [("frame", layer.frame), ("bounds", layer.bounds), ("alignment", layer.alignment)] {
      j.key(key)
      j.points(quad)
      j.raw(", ")
    }
    j.key("anchor")
    j.points(layer.anchor.map { [$0] })
    j.raw(", ")
    j.key("toCanvas")
    j.homography(layer.toCanvas)
    j.raw(", ")
    j.key("fromCanvas")
    j.homography(layer.fromCanvas)
    if plane, let png = planes[number] {
      j.raw(", ")
      j.key("plane")
      j.png(png)
    }
    j.raw("}")
  }
}

/// The page around the inspection's JSON: markup, style and script, all written here.
enum InspectorPage {
  /// Everything before the JSON.
  static func head(title: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>lamina inspect: \(escapeHTML(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    \(markup)
    <script type="application/json" id="inspection">
    """
  }

  /// Everything after the JSON.
  static let tail = """

    </script>
    <script>
    \(script)
    </script>
    </body>
    </html>

    """

  /// `s` escaped as `terminalSafe` escapes it, with `&`, `<`, `>` and `"` written as entities.
  static func escapeHTML(_ s: String) -> String {
    terminalSafe(s).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
