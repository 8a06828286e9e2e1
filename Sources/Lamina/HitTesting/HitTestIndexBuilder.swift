import Foundation

/// Builds `HitTestIndex`'s arrays: the layers in visiting order with their inverse mappings, and
/// bottom-up, the box each subtree can be hit in.
struct HitTestIndexBuilder {
  let order: CALayer.HitTestOrder
  var nodes: [HitTestIndex.Node] = []
  var children: [Int32] = []
  var grids: [HitTestIndex.Grid] = []

  /// Layer classes that hit-test exactly as `CALayer` does (they override neither `hitTest(_:)` nor
  /// `contains(_:)`); any other class is asked itself.
  private static let plainClasses = Set(
    [
      CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self, CAReplicatorLayer.self,
      CAScrollLayer.self,
    ].map { ObjectIdentifier($0) })

  init(order: CALayer.HitTestOrder) { self.order = order }

  /// Adds `layer` and its subtree; the root is node 0. Returns the node's index, or `nil` for a
  /// layer the walk skips with its subtree (hidden, or a singular mapping).
  @discardableResult
  mutating func add(_ layer: CALayer) -> Int32? {
    guard !layer.isHidden else { return nil }
    guard HitTestIndexBuilder.plainClasses.contains(ObjectIdentifier(type(of: layer))) else {
      // Asked itself: its own `hitTest` decides, wherever the point is.
      nodes.append(
        HitTestIndex.Node(
          layer: layer, inverse: .identity, bounds: layer.bounds, masksToBounds: false,
          plain: false, reach: .everywhere, firstChild: 0, childCount: 0,
          weight: HitTestIndexBuilder.size(of: layer)))
      return Int32(nodes.count - 1)
    }
    let mapping = layer.planeToSuperlayer
    guard let inverse = mapping.invertedIfPossible() else { return nil }
    let index = nodes.count
    nodes.append(
      HitTestIndex.Node(
        layer: layer, inverse: inverse, bounds: layer.bounds, masksToBounds: layer.masksToBounds,
        plain: true, reach: .everywhere, firstChild: 0, childCount: 0))
    let candidates =
      order == .modern ? Array(layer.sublayersInDrawingOrder.reversed()) : layer.children.reversed()
    var mine: [Int32] = []
    for sublayer in candidates {
      if let child = add(sublayer) { mine.append(child) }
    }
    nodes[index].firstChild = Int32(children.count)
    nodes[index].childCount = Int32(mine.count)
    children += mine
    nodes[index].reach = reach(of: index, mapping: mapping)
    if mine.count >= HitTestIndex.Grid.minimumChildren, let grid = grid(of: mine) {
      nodes[index].grid = Int32(grids.count)
      grids.append(grid)
    }
    return Int32(index)
  }

  /// A grid over the reaches of the children `mine` (in visiting order), about two children a
  /// cell; `nil` when none of them is bounded.
  private func grid(of mine: [Int32]) -> HitTestIndex.Grid? {
    let reaches = mine.map { nodes[Int($0)].reach }
    var box = HitTestIndex.Reach(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    for r in reaches where r.isBounded {
      box = HitTestIndex.Reach(
        minX: min(box.minX, r.minX), minY: min(box.minY, r.minY), maxX: max(box.maxX, r.maxX),
        maxY: max(box.maxY, r.maxY))
    }
    guard box.isBounded, (box.maxX - box.minX).isFinite, (box.maxY - box.minY).isFinite else { return nil }
    let side = max(1, min(256, Int((Double(mine.count) / 2).squareRoot().rounded(.up))))
    let (w, h) = ((box.maxX - box.minX) / CGFloat(side), (box.maxY - box.minY) / CGFloat(side))
    // A box with no width (or height) is one column (or row) wide.
    let (columns, rows) = (w > 0 ? side : 1, h > 0 ? side : 1)
    var grid = HitTestIndex.Grid(
      box: box, columns: columns, rows: rows, cellWidth: w > 0 ? w : 1, cellHeight: h > 0 ? h : 1,
      cellStart: [], members: [], everywhere: [])
    var cells = [[Int32]](repeating: [], count: columns * rows)
    for (position, r) in reaches.enumerated() {
      let low = grid.cell(CGPoint(x: r.minX, y: r.minY)), high = grid.cell(CGPoint(x: r.maxX, y: r.maxY))
      let covered = (high / columns - low / columns + 1) * (high % columns - low % columns + 1)
      // Unbounded, or over many cells: tested at every point (listed once, so the grid holds at
      // most 16 entries a child).
      guard r.isBounded, covered <= 16 else {
        grid.everywhere.append(Int32(position))
        continue
      }
      for row in low / columns...high / columns {
        for column in low % columns...high % columns { cells[row * columns + column].append(Int32(position)) }
      }
    }
    grid.cellStart = [0]
    for cell in cells {
      grid.members += cell
      grid.cellStart.append(Int32(grid.members.count))
    }
    return grid
  }

  /// How many layers `layer`'s subtree holds, itself included.
  private static func size(of layer: CALayer) -> Int {
    1 + layer.children.reduce(0) { $0 + size(of: $1) }
  }

  /// Where in the superlayer's space a point can hit node `index`'s layer or its subtree.
  private func reach(of index: Int, mapping: Homography) -> HitTestIndex.Reach {
    let node = nodes[index]
    let b = node.bounds
    guard [b.minX, b.minY, b.maxX, b.maxY].allSatisfy(\.isFinite) else { return .everywhere }
    var region = HitTestIndex.Reach(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
    if !node.masksToBounds {
      for c in children[Int(node.firstChild)..<Int(node.firstChild + node.childCount)] {
        let r = nodes[Int(c)].reach
        guard r.isBounded else { return .everywhere }
        region = HitTestIndex.Reach(
          minX: min(region.minX, r.minX), minY: min(region.minY, r.minY), maxX: max(region.maxX, r.maxX),
          maxY: max(region.maxY, r.maxY))
      }
    }
    // (A layer that masks to its bounds is hit nowhere outside them, whatever its sublayers reach.)
    // A projective map takes a convex region whose corners are all in front of the eye onto the
    // convex hull of their images; a corner at or behind the eye leaves the image unbounded.
    var out = HitTestIndex.Reach(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    for (x, y) in [
      (region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY),
      (region.maxX, region.maxY),
    ] {
      let (hx, hy, w) = mapping.homogeneous(CGPoint(x: x, y: y))
      guard w > 0 else { return .everywhere }
      let (px, py) = (hx / w, hy / w)
      guard px.isFinite, py.isFinite else { return .everywhere }
      out = HitTestIndex.Reach(
        minX: min(out.minX, px), minY: min(out.minY, py), maxX: max(out.maxX, px), maxY: max(out.maxY, py))
    }
    // Widened well past rounding, so that no point the walk's own arithmetic puts inside is cut off.
    let margin =
      1e-6 * max(1, abs(out.minX), abs(out.minY), abs(out.maxX), abs(out.maxY))
    return HitTestIndex.Reach(
      minX: out.minX - margin, minY: out.minY - margin, maxX: out.maxX + margin, maxY: out.maxY + margin)
  }
}
