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
  /// mask, depth first), with their numbers: a layer's number is its index here.
  static func records(of root: CALayer) -> (layers: [InspectedLayer], numbers: [ObjectIdentifier: Int]) {
    var out: [InspectedLayer] = []
    var numbers: [ObjectIdentifier: Int] = [:]
    let paths = LayerPaths(root: root)
    func visit(_ layer: CALayer, parent: Int?, maskOf owner: (layer: CALayer, path: String)?) -> Int {
      let id = out.count
      numbers[ObjectIdentifier(layer)] = id
      let path =
        owner.map { $0.path.isEmpty ? "mask" : $0.path + "/mask" } ?? paths.path(layer).joined(separator: "/")
      out.append(record(layer, root: root, path: path, parent: parent, maskOf: owner?.layer))
      let children = (layer.sublayers ?? []).map { visit($0, parent: id, maskOf: nil) }
      out[id].children = children
      if let mask = layer.mask, numbers[ObjectIdentifier(mask)] == nil {
        out[id].mask = visit(mask, parent: id, maskOf: (layer, path))
      }
      return id
    }
    _ = visit(root, parent: nil, maskOf: nil)
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

  /// `layer`'s record; `owner` is the layer it masks.
  private static func record(
    _ layer: CALayer, root: CALayer, path: String, parent: Int?, maskOf owner: CALayer?
  )
    -> InspectedLayer
  {
    let above: Homography? =
      layer === root
      ? .identity : owner.map { $0.planeMap(upTo: root) } ?? layer.superlayer?.planeMap(upTo: root)
    let own: Homography? =
      layer === root
      ? .identity
      : owner == nil
        ? layer.planeMap(upTo: root) : above.map { Homography(layer.placementMatrix).concatenating($0) }
    let back: Homography? = owner == nil ? root.planeMap(to: layer) : own?.invertedIfPossible()
    let frame = layer === root ? layer.bounds : layer.frame
    return InspectedLayer(
      name: layer.name, path: path, kind: LayerDescription.kind(layer), parent: parent, isMask: owner != nil,
      fields: fields(layer, alignment: layer.alignmentRect(forFrame: frame)), boundsRect: layer.bounds,
      frame: above.flatMap { corners(frame, $0) }, bounds: own.flatMap { corners(layer.bounds, $0) },
      alignment: above.flatMap { corners(layer.alignmentRect(forFrame: frame), $0) },
      anchor: above.map { $0.map(layer === root ? .zero : layer.position) }.flatMap {
        $0.x.isFinite ? $0 : nil
      },
      toCanvas: own.flatMap { $0.isFinite ? $0 : nil }, fromCanvas: back, isHidden: layer.isHidden)
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
