import Foundation
import Lamina
import LaminaLayout
import LaminaScene

/// One layer as the inspector shows it: where it sits in the tree, what `lamina dump` says of it,
/// and its geometry mapped onto the canvas for the overlays (the seeds' figures: frame, bounds
/// outline, anchor point, alignment rect).
struct InspectedLayer: Equatable {
  /// A key and its value as `LayerDescription` lists them (`nil`: a flag such as `hidden`).
  struct Field: Equatable {
    let key: String
    let value: String?
  }

  var name: String?
  /// The path `lamina hit-test` names the layer by (empty for the canvas; a mask's is its owner's
  /// path and `mask`).
  var path: String
  var kind: String
  var parent: Int?
  var children: [Int] = []
  var mask: Int?
  var isMask = false
  var fields: [Field]
  /// The layer's bounds, in its own space.
  var boundsRect: CGRect
  /// The frame (in the superlayer's space), the bounds (in the layer's), the alignment rect (in the
  /// superlayer's) mapped onto the canvas, each as four corners; `nil` where a map is singular or
  /// a corner lands behind the eye.
  var frame, bounds, alignment: [CGPoint]?
  /// The anchor point (the position, in the superlayer's space) on the canvas.
  var anchor: CGPoint?
  /// The layer's plane mapped onto the canvas's, and back (`nil`: singular), as `convert` maps.
  var toCanvas, fromCanvas: Homography?
  /// The layer's place in drawing order over the whole tree, back to front (masks: -1).
  var drawOrder = -1
  var isHidden: Bool
}

extension InspectedLayer {
  /// The layers of the tree under `root` (the canvas first, then each layer's sublayers and its
  /// mask, depth first), with their numbers: a layer's number is its index here. A layer's path
  /// is the one `lamina hit-test` names it by; a mask's is its owner's and `mask`, and the layers
  /// under a mask follow on from it.
  static func records(of root: CALayer) -> (layers: [InspectedLayer], numbers: [ObjectIdentifier: Int]) {
    var out: [InspectedLayer] = []
    var numbers: [ObjectIdentifier: Int] = [:]
    /// `maskSpace`: for a layer under a mask, that mask and its plane's map to the canvas.
    func visit(
      _ layer: CALayer, parent: Int?, path: String, maskSpace: (mask: CALayer, toCanvas: Homography?)?,
      isMask: Bool
    ) -> Int {
      let id = out.count
      numbers[ObjectIdentifier(layer)] = id
      let maps = planeMaps(
        layer, root: root, owner: isMask ? parent.map { out[$0] } : nil, maskSpace: maskSpace)
      out.append(record(layer, root: root, path: path, parent: parent, isMask: isMask, maps: maps))
      let space = isMask ? (layer, out[id].toCanvas) : maskSpace
      var children: [Int] = []
      for (i, sub) in (layer.sublayers ?? []).enumerated() {
        let name = sub.name ?? "[\(i)]"
        children.append(
          visit(
            sub, parent: id, path: path.isEmpty ? name : path + "/" + name, maskSpace: space, isMask: false))
      }
      out[id].children = children
      if let mask = layer.mask, numbers[ObjectIdentifier(mask)] == nil {
        let maskPath = path.isEmpty ? "mask" : path + "/mask"
        out[id].mask = visit(mask, parent: id, path: maskPath, maskSpace: space, isMask: true)
      }
      return id
    }
    _ = visit(root, parent: nil, path: "", maskSpace: nil, isMask: false)
    var order = 0
    func number(_ layer: CALayer) {
      guard let id = numbers[ObjectIdentifier(layer)] else { return }
      out[id].drawOrder = order
      order += 1
      for sub in layer.sublayersInDrawingOrder { number(sub) }
    }
    number(root)
    return (out, numbers)
  }

  /// The maps of `layer`'s superlayer's plane (`above`) and its own plane (`own`) onto the canvas,
  /// and back (`nil`: singular): in the tree, as `convert` maps them; for a mask (of `owner`),
  /// through its placement onto its owner's plane, as the renderer draws it; under a mask, up to
  /// the mask and on through its map.
  private static func planeMaps(
    _ layer: CALayer, root: CALayer, owner: InspectedLayer?,
    maskSpace: (mask: CALayer, toCanvas: Homography?)?
  ) -> (above: Homography?, own: Homography?, back: Homography?) {
    if layer === root { return (.identity, .identity, .identity) }
    if let owner {
      let own = owner.toCanvas.map { Homography(layer.placementMatrix).concatenating($0) }
      return (owner.toCanvas, own, own?.invertedIfPossible())
    }
    if let (mask, toCanvas) = maskSpace {
      let own = toCanvas.map { layer.planeMap(upTo: mask).concatenating($0) }
      let above = toCanvas.map { (layer.superlayer?.planeMap(upTo: mask) ?? .identity).concatenating($0) }
      return (above, own, own?.invertedIfPossible())
    }
    return (layer.superlayer?.planeMap(upTo: root), layer.planeMap(upTo: root), root.planeMap(to: layer))
  }

  /// `layer`'s record, placed by `maps`.
  private static func record(
    _ layer: CALayer, root: CALayer, path: String, parent: Int?, isMask: Bool,
    maps: (above: Homography?, own: Homography?, back: Homography?)
  ) -> InspectedLayer {
    let frame = layer === root ? layer.bounds : layer.frame
    let finite = { (h: Homography?) in h.flatMap { $0.isFinite ? $0 : nil } }
    let (above, own) = (finite(maps.above), finite(maps.own))
    return InspectedLayer(
      name: layer.name, path: path, kind: LayerDescription.kind(layer), parent: parent, isMask: isMask,
      fields: fields(layer, alignment: layer.alignmentRect(forFrame: frame)), boundsRect: layer.bounds,
      frame: above.flatMap { corners(frame, $0) }, bounds: own.flatMap { corners(layer.bounds, $0) },
      alignment: above.flatMap { corners(layer.alignmentRect(forFrame: frame), $0) },
      anchor: above.map { $0.map(layer === root ? .zero : layer.position) }.flatMap {
        $0.x.isFinite ? $0 : nil
      },
      toCanvas: own, fromCanvas: finite(maps.back), isHidden: layer.isHidden)
  }

  /// `LayerDescription`'s fields with the alignment rect after the anchor point.
  private static func fields(_ layer: CALayer, alignment: CGRect) -> [Field] {
    var out = LayerDescription.fields(layer).map { Field(key: $0.key, value: $0.value) }
    let at = (out.firstIndex { $0.key == "anchorPoint" } ?? out.count - 1) + 1
    out.insert(Field(key: "alignmentRect", value: LayerDescription.rect(alignment)), at: at)
    return out
  }

  /// The corners of `r` (top left, top right, bottom right, bottom left) mapped by `h`; `nil` when
  /// one is undefined.
  private static func corners(_ r: CGRect, _ h: Homography) -> [CGPoint]? {
    guard !r.isNull, !r.isInfinite else { return nil }
    let points = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
      CGPoint(x: r.minX, y: r.maxY),
    ].map(h.map)
    return points.allSatisfy { $0.x.isFinite && $0.y.isFinite } ? points : nil
  }
}
