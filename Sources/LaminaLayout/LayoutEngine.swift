import Foundation
import Lamina

/// The layout manager that activating layout constraints gives a tree's root: it solves the
/// constraints installed anywhere in the root's subtree and sets the constrained layers' frames.
public final class ConstraintLayoutManager: CALayoutManager, Sendable {
  /// The one instance; it keeps no state (each root keeps its own engine).
  public static let shared = ConstraintLayoutManager()

  /// Solves and applies the constraints below `layer`.
  public func layoutSublayers(of layer: CALayer) { LayoutEngine.engine(for: layer).layout() }
}

/// The x, y, width and height of one layer's alignment rect in the root's space.
struct LayerVariables {
  unowned let layer: CALayer
  let x, y, w, h: Variable
}

/// Solves a root's constraints with one Cassowary solver, kept between layouts: a changed constant
/// is re-solved incrementally; any other change rebuilds the system.
///
/// Priorities map to weights `10^(9p/1000)` (p < 1000) and are minimised as one weighted sum, as kiwi
/// and most Cassowary ports do: equal to Apple's level-by-level reading on ordinary layouts, but
/// several low-priority constraints can outweigh one slightly higher (spec §3.5).
public final class LayoutEngine {
  weak var root: CALayer?
  var solver = Solver()
  var variables: [ObjectIdentifier: LayerVariables] = [:]
  var participants: [CALayer] = []
  var linear: [ObjectIdentifier: LinearConstraint] = [:]
  var needsRebuild = true
  var pendingConstants: [NSLayoutConstraint] = []
  var snapshot: [ObjectIdentifier: IntrinsicState] = [:]
  var rootSize: CGSize = .zero
  /// The local space of each layer's superlayer, as of the last rebuild.
  var parentSpaces: [ObjectIdentifier: LocalSpace] = [:]
  /// Whether rebuilds keep required equalities removable: off until a constant changes, since
  /// removability makes long chains of equalities quadratic to solve (see `Solver.init`).
  var keepsEqualitiesRemovable = false
  /// Solver work spent so far in this layout on reducing conflicting sets.
  var explanationWork = 0

  /// Solver work spent so far on ambiguity probes since the last rebuild.
  var ambiguityWork = 0

  /// The default of `solveWorkLimit`: about 3 s of release-build solving on one core and 1.6 GiB
  /// (`Docs/limits.md`), so a hostile scene is stopped with an error instead of solving for minutes.
  public static let defaultSolveWorkLimit = 400_000_000
  /// The most solver work (`Solver.work`, tableau cells rewritten) one layout may take; past it
  /// layout stops with `LayoutReport.stopped`.
  public var solveWorkLimit = LayoutEngine.defaultSolveWorkLimit
  /// The most solver work one layout spends on reducing conflicting sets to irreducible ones (a
  /// fraction of `defaultSolveWorkLimit`); past it the remaining conflicts list every constraint
  /// connected to the broken one.
  public static let explanationWorkLimit = 2_000_000
  /// The most solver work spent on ambiguity probes after one layout (as much as solving may take);
  /// past it the remaining layers count as unambiguous.
  public static let ambiguityWorkLimit = 10_000_000

  /// The problems the last layout found.
  public internal(set) var report = LayoutReport()

  init(root: CALayer) { self.root = root }

  static let key = "lamina.layoutEngine"

  /// The engine of `root`, if it has laid out before.
  static func existing(for root: CALayer) -> LayoutEngine? { root.moduleValue(forKey: key) as? LayoutEngine }

  /// The engine of `root`, created on first use.
  static func engine(for root: CALayer) -> LayoutEngine {
    if let e = existing(for: root) { return e }
    let e = LayoutEngine(root: root)
    root.setModuleValue(e, forKey: key)
    return e
  }

  /// Something other than a constant changed: rebuild at the next layout.
  func structureChanged() {
    needsRebuild = true
    root?.setNeedsLayout()
  }

  /// `c.constant` changed: re-solve incrementally at the next layout.
  func constantChanged(_ c: NSLayoutConstraint) {
    pendingConstants.append(c)
    root?.setNeedsLayout()
  }

  /// Solves (rebuilding or incrementally) and applies the frames.
  public func layout() {
    guard let root else { return }
    solver.work = 0
    if root.bounds.size != rootSize || intrinsicStateChanged() { needsRebuild = true }
    if needsRebuild {
      rebuild(root)
    } else if !pendingConstants.isEmpty {
      applyPendingConstants()
    }
    pendingConstants = []
    solver.updateVariables()
    applyFrames(root)
  }

  /// Replaces the linear constraint of each constraint whose constant changed (remove, then add);
  /// falls back to a rebuild when one no longer fits.
  private func applyPendingConstants() {
    guard let root else { return }
    for c in pendingConstants {
      let key = ObjectIdentifier(c)
      guard let old = linear[key], let e = expression(for: c) else { continue }
      let new = LinearConstraint(e, relation(c), strength: strength(c.priority))
      do {
        try solver.remove(old)
        try solver.add(new)
        linear[key] = new
      } catch {
        // A required equality of a fast-built solver: rebuild once in the removable form, so the
        // next changes of constants are incremental.
        if case .notRemovable = error { keepsEqualitiesRemovable = true }
        rebuild(root)
        return
      }
    }
  }
}

/// What intrinsic-size constraints a layer had at the last rebuild.
struct IntrinsicState: Equatable {
  var size: CGSize
  var hugging: [Float]
  var resistance: [Float]

  init(_ layer: CALayer) {
    let item = layer.layoutItem
    size = item.intrinsicContentSize
    hugging = UILayoutConstraintAxis.allCases.map { item.contentHuggingPriority(for: $0).rawValue }
    resistance = UILayoutConstraintAxis.allCases.map {
      item.contentCompressionResistancePriority(for: $0).rawValue
    }
  }
}

/// The weight of an optional priority, or `Strength.required`.
func strength(_ p: UILayoutPriority) -> Double {
  p.rawValue >= 1000 ? Strength.required : pow(10, 9 * Double(p.rawValue) / 1000)
}

func relation(_ c: NSLayoutConstraint) -> LinearConstraint.Relation {
  switch c.relation {
  case .equal: return .equal
  case .lessThanOrEqual: return .lessThanOrEqual
  case .greaterThanOrEqual: return .greaterThanOrEqual
  }
}
