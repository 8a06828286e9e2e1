import Foundation

/// Hit testing a layer tree many times: built once, it answers exactly what hit testing the root
/// answers, without visiting the subtrees a point cannot reach.
///
/// For every layer it keeps, in visiting order, the inverse of its plane's mapping (computed once,
/// the same arithmetic as the walk's), its bounds, and a box in its superlayer's space around
/// everything under it that can be hit: its bounds and its sublayers' boxes, clipped to its bounds
/// when it masks to them, mapped forward (unbounded when a corner falls behind the eye). A point
/// outside a box skips the subtree. Layers whose class may change hit testing (a transform layer,
/// a subclass that overrides `hitTest(_:)` or `contains(_:)`) are asked themselves, as the walk
/// asks them. Hidden layers and layers whose mapping is singular are left out, as the walk skips
/// them.
///
/// The index is a snapshot of the tree when it was built: after changing the tree (its structure or
/// any layer's geometry), call `rebuild()` before the next query.
public final class HitTestIndex {
  /// The tree's root, as given.
  public let root: CALayer
  /// The sibling order, as in `hitTest(_:order:)`.
  public let order: CALayer.HitTestOrder
  private var nodes: [Node] = []
  /// Each node's children, in visiting order, as ranges of this array.
  private var children: [Int32] = []
  /// The grids of the nodes with many children (`Node.grid`).
  private var grids: [Grid] = []

  struct Node {
    let layer: CALayer
    /// Superlayer space → this layer's plane.
    let inverse: Homography
    let bounds: CGRect
    let masksToBounds: Bool
    /// Whether the layer's class hit-tests as `CALayer` does (else it is asked itself).
    let plain: Bool
    /// Where, in the superlayer's space, a point can hit this layer or its subtree: a closed box,
    /// infinite when unbounded.
    var reach: Reach
    var firstChild: Int32
    var childCount: Int32
    /// The layers one visit tests: 1, or a layer asked itself and its whole subtree.
    var weight = 1
    /// The node's grid in `grids`, or -1 (fewer than `Grid.minimumChildren` children).
    var grid: Int32 = -1
  }

  /// The children of a node with many, sorted into cells of a grid over the box their reaches
  /// cover in the node's space: a point is tested against the children whose reach overlaps its
  /// cell, and those that reach everywhere, in visiting order, not against them all (a flat tree
  /// of thousands of siblings).
  struct Grid {
    /// Nodes with at least this many children get a grid.
    static let minimumChildren = 32
    /// The box the grid covers (the union of the bounded reaches), and its cell size.
    let box: Reach
    let columns, rows: Int
    let cellWidth, cellHeight: CGFloat
    /// Per cell, a range of `members`: positions among the node's children, ascending.
    var cellStart: [Int32]
    var members: [Int32]
    /// Positions of the children that reach everywhere, ascending.
    var everywhere: [Int32]

    /// The cell of `p` (inside `box`): floor of its offset over the cell size, clamped, the same
    /// arithmetic that placed each reach, so a reach that holds `p` lists it in this cell.
    func cell(_ p: CGPoint) -> Int {
      // Clamped before it becomes an Int (a NaN offset is cell 0).
      func index(_ offset: CGFloat, _ size: CGFloat, _ count: Int) -> Int {
        let f = (offset / size).rounded(.down)
        return f >= CGFloat(count - 1) ? count - 1 : f > 0 ? Int(f) : 0
      }
      return index(p.y - box.minY, cellHeight, rows) * columns + index(p.x - box.minX, cellWidth, columns)
    }
  }

  /// Builds the index of the tree under `root` for `order`.
  public init(_ root: CALayer, order: CALayer.HitTestOrder = .modern) {
    self.root = root
    self.order = order
    rebuild()
  }

  /// How many layers the index holds (hidden and singular ones are left out).
  public var count: Int { nodes.count }

  /// Whether some layer is asked itself (its class may change hit testing). When none is, a query
  /// reads the index's own arrays and no layer, so queries may run on several threads at once.
  package private(set) var asksLayers = false

  /// The layer the plain walk returns: `root.hitTest(p)` in modern order (the root's own override,
  /// if it has one, included), `root.hitTest(p, order: .sublayers)` otherwise; `p` is in the root's
  /// superlayer space.
  public func hitTest(_ p: CGPoint) -> CALayer? {
    var visits = 0
    return hitTest(p, visits: &visits)
  }

  /// `hitTest(_:)`, adding to `visits` the layers it tested (a layer asked itself counts with its
  /// whole subtree): a measure of the query's work, for callers that bound it.
  public func hitTest(_ p: CGPoint, visits: inout Int) -> CALayer? {
    guard !nodes.isEmpty else { return nil }
    // Read in place: a node copied out of the array would retain and release its layer per visit.
    return nodes.withUnsafeBufferPointer { nodes in
      children.withUnsafeBufferPointer { children in visit(0, p, nodes, children, &visits) }
    }
  }

  private func visit(
    _ i: Int, _ p: CGPoint, _ nodes: UnsafeBufferPointer<Node>, _ children: UnsafeBufferPointer<Int32>,
    _ visits: inout Int
  ) -> CALayer? {
    visits += nodes[i].weight
    guard nodes[i].reach.contains(p) else { return nil }
    guard nodes[i].plain else {
      // Asked as the walk asks it: in modern order through its own (possibly overridden)
      // `hitTest(_:)`, in sublayers order through `hitTest(_:order:)`.
      let layer = nodes[i].layer
      return order == .modern ? layer.hitTest(p) : layer.hitTest(p, order: order)
    }
    let q = nodes[i].inverse.map(p)
    guard q.x.isFinite, q.y.isFinite else { return nil }
    let bounds = nodes[i].bounds
    if nodes[i].masksToBounds && !HitTestIndex.halfOpen(bounds, q) { return nil }
    let first = Int(nodes[i].firstChild)
    if nodes[i].grid >= 0 {
      if let hit = visitGrid(grids[Int(nodes[i].grid)], first, q, nodes, children, &visits) { return hit }
    } else {
      for c in first..<first + Int(nodes[i].childCount) {
        if let hit = visit(Int(children[c]), q, nodes, children, &visits) { return hit }
      }
    }
    return HitTestIndex.halfOpen(bounds, q) ? nodes[i].layer : nil
  }

  /// Visits, in visiting order, the children (from `first` in `children`) that `grid` lists in
  /// `q`'s cell or as reaching everywhere: the two ascending lists merged.
  private func visitGrid(
    _ grid: Grid, _ first: Int, _ q: CGPoint, _ nodes: UnsafeBufferPointer<Node>,
    _ children: UnsafeBufferPointer<Int32>, _ visits: inout Int
  ) -> CALayer? {
    var (a, aEnd) = (0, 0)
    if grid.box.contains(q) {
      let cell = grid.cell(q)
      (a, aEnd) = (Int(grid.cellStart[cell]), Int(grid.cellStart[cell + 1]))
    }
    var b = 0
    while a < aEnd || b < grid.everywhere.count {
      let position: Int32
      if b == grid.everywhere.count || (a < aEnd && grid.members[a] < grid.everywhere[b]) {
        position = grid.members[a]
        a += 1
      } else {
        position = grid.everywhere[b]
        b += 1
      }
      if let hit = visit(Int(children[first + Int(position)]), q, nodes, children, &visits) { return hit }
    }
    return nil
  }

  /// A closed box, or everything.
  struct Reach {
    var minX, minY, maxX, maxY: CGFloat
    static let everywhere = Reach(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    func contains(_ p: CGPoint) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
    var isBounded: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }
  }

  /// `contains(_:)` as `CALayer` defines it: half-open bounds.
  static func halfOpen(_ b: CGRect, _ q: CGPoint) -> Bool {
    q.x >= b.minX && q.x < b.maxX && q.y >= b.minY && q.y < b.maxY
  }

  /// Builds the index again from the tree as it is now.
  public func rebuild() {
    var builder = HitTestIndexBuilder(order: order)
    builder.add(root)
    (nodes, children, grids) = (builder.nodes, builder.children, builder.grids)
    asksLayers = nodes.contains { !$0.plain }
  }
}
