import Foundation
import Lamina

extension LayoutEngine {
  /// A constraint about to be added, with how to name it in a conflict.
  struct Entry {
    /// Says what the entry is; called only for a conflict or the budget's message (formatting every
    /// entry's numbers up front cost more than solving).
    var describe: () -> String
    var linear: LinearConstraint
    var source: NSLayoutConstraint?
    /// The layer an entry made for one layer (its frame, its intrinsic size) is about.
    var layer: CALayer? = nil
    var label: String { describe() }
    /// The layers the entry relates.
    var layers: [CALayer] { [layer, source?.firstLayer, source?.secondLayer].compactMap { $0 } }
  }

  func intrinsicStateChanged() -> Bool {
    participants.contains { snapshot[ObjectIdentifier($0)] != IntrinsicState($0) }
  }

  /// Collects the root's constraints, makes the variables and adds everything to a fresh solver:
  /// intrinsic-size constraints first, then the installed constraints in activation order (spec
  /// §9.2: which required constraint is broken must not depend on the layer it is installed on).
  func rebuild(_ root: CALayer) {
    needsRebuild = false
    rootSize = root.bounds.size
    solver = Solver(removableEqualities: keepsEqualitiesRemovable)
    solver.workLimit = solveWorkLimit
    explanationWork = 0
    ambiguityWork = 0
    variables = [:]
    linear = [:]
    report = LayoutReport()
    parentSpaces = [:]
    var all: [NSLayoutConstraint] = []
    var inTree = Set<ObjectIdentifier>()
    collect(root, in: LocalSpace(), into: &all, inTree: &inTree)
    all.sort { $0.activationOrder < $1.activationOrder }
    var valid: [NSLayoutConstraint] = []
    for c in all {
      if let reason = c.validationError ?? membershipError(c, inTree) {
        report.invalid.append((c.description, reason))
      } else {
        valid.append(c)
      }
    }
    participants = orderedParticipants(valid, root)
    for layer in participants { makeVariables(layer) }
    snapshot = Dictionary(
      uniqueKeysWithValues: participants.map { (ObjectIdentifier($0), IntrinsicState($0)) })
    var accepted: [Entry] = []
    let fixed = participants.filter(\.translatesAutoresizingMaskIntoConstraints).flatMap(frameEntries)
    for entry in fixed + participants.flatMap(intrinsicEntries) + valid.compactMap(entry) {
      add(entry, accepted: &accepted)
      if report.stopped != nil { break }
    }
    for c in valid { c.engine = self }
  }

  private func collect(
    _ layer: CALayer, in parent: LocalSpace, into all: inout [NSLayoutConstraint],
    inTree: inout Set<ObjectIdentifier>
  ) {
    inTree.insert(ObjectIdentifier(layer))
    parentSpaces[ObjectIdentifier(layer)] = parent
    all += layer.installedConstraints
    let own = layer === root ? rootSpace(layer) : parent.space(of: layer, at: layer.frame)
    for sub in layer.sublayers ?? [] { collect(sub, in: own, into: &all, inTree: &inTree) }
  }

  private func membershipError(_ c: NSLayoutConstraint, _ inTree: Set<ObjectIdentifier>) -> String? {
    for item in [c.firstLayer, c.secondLayer].compactMap({ $0 })
    where !inTree.contains(ObjectIdentifier(item)) {
      return "\(itemName(item)) is not in the layout root's tree"
    }
    return nil
  }

  private func orderedParticipants(_ constraints: [NSLayoutConstraint], _ root: CALayer) -> [CALayer] {
    var wanted = Set<ObjectIdentifier>()
    for c in constraints {
      for item in [c.firstLayer, c.secondLayer].compactMap({ $0 }) where item !== root {
        wanted.insert(ObjectIdentifier(item))
      }
    }
    // A layer that opted out of keeping its frame takes part even when no constraint names it: it
    // still gets its intrinsic size, and is ambiguous where nothing places it (as in UIKit).
    var ordered: [CALayer] = []
    func walk(_ layer: CALayer) {
      if wanted.contains(ObjectIdentifier(layer))
        || (layer !== root && layer.translatesAutoresizingMaskSetting == false)
      {
        ordered.append(layer)
      }
      for sub in layer.sublayers ?? [] { walk(sub) }
    }
    walk(root)
    return ordered
  }

  private func makeVariables(_ layer: CALayer) {
    let n = itemName(layer)
    variables[ObjectIdentifier(layer)] = LayerVariables(
      layer: layer, x: Variable("\(n).x"), y: Variable("\(n).y"), w: Variable("\(n).width"),
      h: Variable("\(n).height"))
  }

  /// Required constraints that keep a layer's current frame (its alignment rect in the root's space).
  private func frameEntries(_ layer: CALayer) -> [Entry] {
    guard let v = variables[ObjectIdentifier(layer)] else { return [] }
    let r = fixedAlignmentRect(layer)
    let f = layer.frame
    let name = itemName(layer)
    let label = {
      "<autoresizing \(name) frame (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))>"
    }
    return [(v.x, r.minX), (v.y, r.minY), (v.w, r.width), (v.h, r.height)].map { variable, value in
      Entry(
        describe: label,
        linear: LinearConstraint(LinearExpression([(variable, 1)], constant: -Double(value)), .equal),
        source: nil, layer: layer)
    }
  }

  private func intrinsicEntries(_ layer: CALayer) -> [Entry] {
    guard let v = variables[ObjectIdentifier(layer)] else { return [] }
    let item = layer.layoutItem
    let size = item.intrinsicContentSize
    var out: [Entry] = []
    for (axis, value, variable) in [
      (UILayoutConstraintAxis.horizontal, size.width, v.w), (.vertical, size.height, v.h),
    ]
    where value >= 0 && value.isFinite {
      let dimension = axis == .horizontal ? "width" : "height"
      let hug = item.contentHuggingPriority(for: axis)
      let resist = item.contentCompressionResistancePriority(for: axis)
      let e = LinearExpression([(variable, 1)], constant: -Double(value))
      let name = itemName(layer)
      out.append(
        Entry(
          describe: { "<hugging \(name).\(dimension) <= \(number(value)) @\(hug)>" },
          linear: LinearConstraint(e, .lessThanOrEqual, strength: strength(hug)), source: nil,
          layer: layer))
      out.append(
        Entry(
          describe: { "<compression resistance \(name).\(dimension) >= \(number(value)) @\(resist)>" },
          linear: LinearConstraint(e, .greaterThanOrEqual, strength: strength(resist)), source: nil,
          layer: layer))
    }
    return out
  }

  private func entry(_ c: NSLayoutConstraint) -> Entry? {
    guard let e = expression(for: c) else { return nil }
    let l = LinearConstraint(e, relation(c), strength: strength(c.priority))
    linear[ObjectIdentifier(c)] = l
    return Entry(describe: { c.description }, linear: l, source: c)
  }

  private func add(_ entry: Entry, accepted: inout [Entry]) {
    do {
      try solver.add(entry.linear)
      if entry.linear.isRequired { accepted.append(entry) }
    } catch .workLimitExceeded {
      report.stopped =
        "solving \(solver.constraintCount) constraints took more than \(solveWorkLimit) steps, the layout budget; stopped at \(entry.label)"
    } catch {
      if let source = entry.source { linear[ObjectIdentifier(source)] = nil }
      let (set, reduced) = conflictingSet(broken: entry, accepted: accepted)
      var conflict = LayoutReport.Conflict(broken: entry.label, conflicting: set.map(\.label) + rootNote(set))
      conflict.isReduced = reduced
      var seen = Set<ObjectIdentifier>()
      conflict.layers = ([entry] + set).flatMap(\.layers).map(ObjectIdentifier.init).filter {
        seen.insert($0).inserted
      }
      report.conflicts.append(conflict)
    }
  }

  /// A note that the root's bounds are fixed, when the conflicting set involves the root.
  private func rootNote(_ set: [Entry]) -> [String] {
    guard let root,
      set.contains(where: { [$0.source?.firstLayer, $0.source?.secondLayer].contains { $0 === root } })
    else {
      return []
    }
    return [
      "<\(itemName(root)) (the layout root) bounds fixed at (0 0; \(number(root.bounds.width)) \(number(root.bounds.height)))>"
    ]
  }

  /// The linear expression `first − (multiplier × second + constant)` for `c`, locations measured in
  /// the bounds space of the items' nearest common ancestor.
  func expression(for c: NSLayoutConstraint) -> LinearExpression? {
    guard let first = c.firstLayer else { return nil }
    var lhs = attribute(c.firstAttribute, of: first)
    var rhs = LinearExpression(constant: Double(c.constant))
    if let second = c.secondLayer, c.multiplier != 0 {
      var term = attribute(c.secondAttribute, of: second)
      if c.multiplier != 1 && !c.firstAttribute.isSize, let space = first.nearestCommonAncestor(with: second)
      {
        let origin = frameOrigin(of: space, axis: c.firstAttribute.axis)
        lhs = lhs.minus(origin)
        term = term.minus(origin)
      }
      rhs = term.scaled(Double(c.multiplier)).minus(LinearExpression(constant: -Double(c.constant)))
    }
    return lhs.minus(rhs)
  }

  /// The attribute of `layer`'s alignment rect in the root's space: variables, or constants for the root.
  func attribute(_ a: NSLayoutConstraint.Attribute, of layer: CALayer) -> LinearExpression {
    let rect = fixedAlignmentRect(layer)
    let v = variables[ObjectIdentifier(layer)]
    func pos(_ x: Variable?, _ fixed: CGFloat, _ extra: (Variable?, Double, Double)? = nil)
      -> LinearExpression
    {
      var e = x.map { LinearExpression([($0, 1)]) } ?? LinearExpression(constant: Double(fixed))
      if let (sizeVar, factor, fixedSize) = extra {
        if let sizeVar {
          e.terms.append((variable: sizeVar, coefficient: factor))
        } else {
          e.constant += factor * fixedSize
        }
      }
      return e
    }
    let (w, h) = (Double(rect.width), Double(rect.height))
    switch a {
    case .left, .leading: return pos(v?.x, rect.minX)
    case .right, .trailing: return pos(v?.x, rect.minX, (v?.w, 1, w))
    case .centerX: return pos(v?.x, rect.minX, (v?.w, 0.5, w))
    case .width: return pos(v?.w, rect.width)
    case .top: return pos(v?.y, rect.minY)
    case .bottom: return pos(v?.y, rect.minY, (v?.h, 1, h))
    case .centerY: return pos(v?.y, rect.minY, (v?.h, 0.5, h))
    case .height: return pos(v?.h, rect.height)
    case .firstBaseline:
      let owner = layer.layoutItem.firstBaselineLayer
      if owner !== layer, owner.nearestCommonAncestor(with: layer) === layer {
        return attribute(a, of: owner)
      }
      var e = pos(v?.y, rect.minY)
      e.constant += Double(layer.layoutItem.firstBaselineOffsetFromTop)
      return e
    case .lastBaseline:
      let owner = layer.layoutItem.lastBaselineLayer
      if owner !== layer, owner.nearestCommonAncestor(with: layer) === layer {
        return attribute(a, of: owner)
      }
      var e = pos(v?.y, rect.minY, (v?.h, 1, h))
      e.constant -= Double(layer.layoutItem.lastBaselineOffsetFromBottom)
      return e
    case .notAnAttribute: return LinearExpression()
    }
  }

  /// For a layer without variables (the root, or an unconstrained ancestor): its alignment rect in
  /// the root's space, from its current frame.
  func fixedAlignmentRect(_ layer: CALayer) -> CGRect {
    if layer === root {
      return rootSpace(layer).rect(
        layer.layoutItem.alignmentRect(forFrame: CGRect(origin: .zero, size: layer.bounds.size)))
    }
    let parent = parentSpaces[ObjectIdentifier(layer)] ?? LocalSpace()
    return parent.rect(layer.layoutItem.alignmentRect(forFrame: layer.frame))
  }

  /// The root's own local space: the root's space itself, mirrored when the root is flipped.
  func rootSpace(_ root: CALayer) -> LocalSpace {
    LocalSpace().space(of: root, at: CGRect(origin: .zero, size: root.bounds.size))
  }

  /// The frame origin of `layer` along `axis` in the root's space: its alignment origin minus its
  /// leading (or top) inset when it has variables.
  private func frameOrigin(of layer: CALayer, axis: UILayoutConstraintAxis) -> LinearExpression {
    if let v = variables[ObjectIdentifier(layer)] {
      let frame = layer.frame
      let alignment = layer.layoutItem.alignmentRect(forFrame: frame)
      let inset = axis == .horizontal ? alignment.minX - frame.minX : alignment.minY - frame.minY
      return LinearExpression([(axis == .horizontal ? v.x : v.y, 1)], constant: -Double(inset))
    }
    if layer === root { return LinearExpression() }
    let origin = (parentSpaces[ObjectIdentifier(layer)] ?? LocalSpace()).rect(layer.frame).origin
    return LinearExpression(constant: Double(axis == .horizontal ? origin.x : origin.y))
  }
}
