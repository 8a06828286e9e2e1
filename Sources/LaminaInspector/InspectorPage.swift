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
    j.member("title", string: title)
    j.key("canvas")
    j.points([CGPoint(x: canvas.width, y: canvas.height)])
    j.key("scale")
    j.number(scale)
    j.key("picture")
    j.png(picture)
    j.key("layers")
    j.array(layers.enumerated(), separator: ",\n") { j, entry in
      write(entry.element, number: entry.offset, plane: true, &j)
    }
    j.key("hitMaps")
    write(hitMaps, &j)
    j.member("hitTestLimit", hitTestLimit)
    j.member("planesLeftOut", planesLeftOut)
    j.key("problems")
    j.array(problems, separator: ",\n") { j, p in
      j.raw("{")
      j.member("kind", string: p.kind)
      j.member("message", string: p.message)
      j.key("layers")
      j.integers(p.layers)
      j.raw("}")
    }
    j.key("timeline")
    writeTimeline(&j)
    j.raw("}")
  }

  private func writeTimeline(_ j: inout PageJSON) {
    guard let timeline else { return j.raw("null") }
    j.raw("{")
    j.member("fps", timeline.fps)
    j.key("frames")
    j.array(timeline.frames, separator: ",\n") { j, frame in
      j.raw("{")
      j.key("time")
      j.number(CGFloat(frame.time))
      j.key("picture")
      j.png(frame.picture)
      j.key("changed")
      j.array(frame.changed) { j, change in write(change.layer, number: change.number, plane: false, &j) }
      j.key("hitMaps")
      write(frame.hitMaps, &j)
      j.member("matchesModel", frame.matchesModel)
      j.raw("}")
    }
    j.raw("}")
  }

  /// Writes hover maps as `{"modern": {"width": …, "height": …, "runs": […]}, "sublayers": …}`,
  /// or `null` for none.
  private func write(_ maps: [(order: CALayer.HitTestOrder, map: HitMap)], _ j: inout PageJSON) {
    guard !maps.isEmpty else { return j.raw("null") }
    j.raw("{")
    for (order, map) in maps {
      j.key(order.rawValue)
      j.raw("{")
      j.member("width", map.width)
      j.member("height", map.height)
      j.key("runs")
      j.integers(map.runs)
      j.raw("}")
    }
    j.raw("}")
  }

  /// Writes layer `number`'s record, with its plane when `plane`.
  private func write(_ layer: InspectedLayer, number: Int, plane: Bool, _ j: inout PageJSON) {
    j.raw("{")
    j.member("id", number)
    j.member("name", string: layer.name)
    j.member("path", string: layer.path)
    j.member("kind", string: layer.kind)
    j.member("parent", layer.parent)
    j.key("children")
    j.integers(layer.children)
    j.member("mask", layer.mask)
    j.member("isMask", layer.isMask)
    j.member("hidden", layer.isHidden)
    j.member("drawOrder", layer.drawOrder)
    j.key("fields")
    j.array(layer.fields) { j, f in
      j.raw("[")
      j.string(f.key)
      j.raw(", ")
      j.string(f.value)
      j.raw("]")
    }
    let b = layer.boundsRect
    j.key("boundsRect")
    j.points([b.origin, CGPoint(x: b.width, y: b.height)])
    for (key, quad) in [("frame", layer.frame), ("bounds", layer.bounds), ("alignment", layer.alignment)] {
      j.key(key)
      j.points(quad)
    }
    j.key("anchor")
    j.points(layer.anchor.map { [$0] })
    j.key("toCanvas")
    j.homography(layer.toCanvas)
    j.key("fromCanvas")
    j.homography(layer.fromCanvas)
    if plane, let png = planes[number] {
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
