import Foundation
import Lamina
import LaminaLayout
import LaminaRender

extension SceneBuilder {
  static let maskNames: [String: CAAutoresizingMask] = [
    "layerMinXMargin": .layerMinXMargin, "layerWidthSizable": .layerWidthSizable,
    "layerMaxXMargin": .layerMaxXMargin,
    "layerMinYMargin": .layerMinYMargin, "layerHeightSizable": .layerHeightSizable,
    "layerMaxYMargin": .layerMaxYMargin,
  ]

  func debugOptions(_ c: SceneObject) throws(SceneError) -> DebugOverlayOptions {
    var o: DebugOverlayOptions = []
    if try c[.showAlignmentRects]?.bool() == true { o.insert(.alignmentRects) }
    if try c[.showFrames]?.bool() == true { o.insert(.frames) }
    if try c[.showAnchorPoints]?.bool() == true { o.insert(.anchorPoints) }
    return o
  }

  /// The layout properties of one layer; constraint lists wait until every layer exists.
  func layoutProperties(_ o: SceneObject, into l: CALayer) throws(SceneError) {
    if let v = o[.alignmentRectInsets] { l.alignmentRectInsets = try v.insets() }
    if let v = o[.intrinsicContentSize] {
      let items = try v.array()
      guard items.count == 2 else {
        throw v.fail("expected [width, height] (null or -1 for no intrinsic size)")
      }
      var size: [CGFloat] = []
      for item in items {
        if case .null = item.value {
          size.append(CALayer.noIntrinsicMetric)
        } else {
          let n = try item.number()
          guard n >= 0 || n == -1 else {
            throw item.fail("expected a non-negative size, or -1 / null for none")
          }
          size.append(n)
        }
      }
      l.intrinsicContentSize = CGSize(width: size[0], height: size[1])
    }
    // Each key looked up first: a list of the two setters made two closures a layer.
    if let v = o[.contentHuggingPriority] {
      let pair = try v.priorities()
      l.setContentHuggingPriority(pair.0, for: .horizontal)
      l.setContentHuggingPriority(pair.1, for: .vertical)
    }
    if let v = o[.contentCompressionResistancePriority] {
      let pair = try v.priorities()
      l.setContentCompressionResistancePriority(pair.0, for: .horizontal)
      l.setContentCompressionResistancePriority(pair.1, for: .vertical)
    }
    if let v = o[.firstBaselineOffsetFromTop] { l.firstBaselineOffsetFromTop = try v.number() }
    if let v = o[.lastBaselineOffsetFromBottom] { l.lastBaselineOffsetFromBottom = try v.number() }
    if let v = o[.autoresizingMask] {
      var mask: CAAutoresizingMask = []
      for item in try v.array() {
        let name = try item.string()
        guard let m = Self.maskNames[name] else {
          throw item.fail(Suggestion.unknown("mask", name, among: Self.maskNames.keys.sorted()))
        }
        mask.insert(m)
      }
      l.autoresizingMask = mask
    }
    if let v = o[.translatesAutoresizingMaskIntoConstraints] {
      l.translatesAutoresizingMaskIntoConstraints = try v.bool()
    }
    if let v = o[.layoutManager] {
      guard try v.string() == "constraints" else {
        throw v.fail("expected \"constraints\" (CAConstraintLayoutManager)")
      }
      l.layoutManager = CAConstraintLayoutManager()
      laysOut = true
    }
    if let v = o[.constraints] {
      laysOut = true
      let items = try v.array()
      try countConstraints(items.count, at: v)
      l.constraints = try items.map { (n: SceneNode) throws(SceneError) in try n.caConstraint() }
    }
    if let v = o[.layoutConstraints] {
      try countConstraints(try v.array().count, at: v)
      pendingLayout.append((v, l, currentOrder))
      laysOut = true
    }
  }

  /// Counts `n` more constraint entries against `maximumConstraints`.
  private func countConstraints(_ n: Int, at node: SceneNode) throws(SceneError) {
    constraintCount += n
    guard constraintCount <= options.maximumConstraints else {
      throw node.fail(
        "more than \(options.maximumConstraints) constraints in the scene; the limit is \(options.maximumConstraints)"
      )
    }
  }

  /// Turns every `layoutConstraints` list into active constraints, now that names resolve.
  func resolveLayout(_ root: CALayer) throws(SceneError) {
    guard !pendingLayout.isEmpty else { return }
    var names: [String: CALayer] = [:]
    var duplicates = Set<String>()
    func walk(_ l: CALayer) {
      if let n = l.name {
        if names[n] != nil { duplicates.insert(n) } else { names[n] = l }
      }
      for s in l.sublayers ?? [] { walk(s) }
    }
    walk(root)
    let resolver = NameResolver(names: names, duplicates: duplicates)
    // Constraints are activated in document order.
    pendingLayout.sort { $0.order < $1.order }
    for (node, _, _) in pendingLayout {
      for item in try node.array() {
        NSLayoutConstraint.activate(try item.layoutConstraints(resolver))
      }
    }
  }
}

/// Layer names for constraints: every named layer of the scene, `canvas` for the root.
struct NameResolver {
  let names: [String: CALayer]
  let duplicates: Set<String>

  func layer(_ node: SceneNode) throws(SceneError) -> CALayer {
    let name = try node.string()
    guard !duplicates.contains(name) else {
      throw node.fail("layer name \"\(name)\" is used by more than one layer")
    }
    guard let l = names[name] else { throw node.fail("no layer named \"\(name)\"") }
    return l
  }
}

extension SceneNode {
  /// `[top, left, bottom, right]` or `{"top", "left", "bottom", "right"}`.
  func insets() throws(SceneError) -> UIEdgeInsets {
    if case .object = value {
      let o = try object(allowing: SceneFormat.insets)
      return UIEdgeInsets(
        top: try o[.top]?.number() ?? 0, left: try o[.left]?.number() ?? 0,
        bottom: try o[.bottom]?.number() ?? 0,
        right: try o[.right]?.number() ?? 0)
    }
    let n = try numbers(4, "insets [top, left, bottom, right]")
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  /// A priority 1…1000.
  func priority() throws(SceneError) -> UILayoutPriority {
    UILayoutPriority(Float(try number(in: 1...1000, "a priority from 1 to 1000")))
  }

  /// One priority for both axes, or `[horizontal, vertical]`.
  func priorities() throws(SceneError) -> (UILayoutPriority, UILayoutPriority) {
    if case .number = value {
      let p = try priority()
      return (p, p)
    }
    let items = try array()
    guard items.count == 2 else { throw fail("expected a priority or [horizontal, vertical]") }
    return (try items[0].priority(), try items[1].priority())
  }

  func caConstraint() throws(SceneError) -> CAConstraint {
    let o = try object(allowing: SceneFormat.caConstraint)
    let attribute = try o.required(.attribute, in: self).caAttribute()
    return CAConstraint(
      attribute: attribute, relativeTo: try o.required(.relativeTo, in: self).string(),
      attribute: try o[.sourceAttribute]?.caAttribute() ?? attribute, scale: try o[.scale]?.number() ?? 1,
      offset: try o[.offset]?.number() ?? 0)
  }

  func caAttribute() throws(SceneError) -> CAConstraintAttribute {
    let name = try string()
    guard let a = CAConstraintAttribute(name: name) else {
      throw fail(Suggestion.unknown("attribute", name, among: CAConstraintAttribute.allCases.map(\.name)))
    }
    return a
  }

  /// One entry of `layoutConstraints`: a visual format string, or one constraint in attribute form.
  func layoutConstraints(_ names: NameResolver) throws(SceneError) -> [NSLayoutConstraint] {
    if case .object(let members) = value, members.contains(where: { $0.key == "visualFormat" }) {
      return try visualFormat(names)
    }
    return [try attributeConstraint(names)]
  }

  private func visualFormat(_ names: NameResolver) throws(SceneError) -> [NSLayoutConstraint] {
    let o = try object(allowing: SceneFormat.visualFormat)
    let formatNode = try o.required(.visualFormat, in: self)
    let format = try formatNode.string()
    var options: NSLayoutConstraint.FormatOptions = []
    for item in try o[.options]?.array() ?? [] {
      let name = try item.string()
      guard let option = SceneNode.formatOptions[name] else {
        throw item.fail(Suggestion.unknown("option", name, among: SceneNode.formatOptions.keys.sorted()))
      }
      options.insert(option)
    }
    var metrics: [String: Any] = [:]
    if let m = o[.metrics], case .object = m.value {
      for (key, value) in try m.anyObject().all { metrics[key] = try value.number() }
    } else if let m = o[.metrics] {
      throw m.fail("expected an object of metric names and numbers")
    }
    let views = names.names.filter { !names.duplicates.contains($0.key) }
    let id = try o[.id]?.string()
    let priority = try o[.priority]?.priority()
    let list: [NSLayoutConstraint]
    do throws(VisualFormatError) {
      list = try NSLayoutConstraint.checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views)
    } catch {
      // One line, as every scene error is: the caret form needs the string on a line of its own.
      throw formatNode.fail(
        "invalid visual format: \(error.message) at character \(error.position + 1) of \"\(error.format)\"")
    }
    for (i, c) in list.enumerated() {
      if let id { c.identifier = "\(id)#\(i + 1)" }
      if let priority, c.priority == .required { c.priority = priority }
    }
    return list
  }

  private func attributeConstraint(_ names: NameResolver) throws(SceneError) -> NSLayoutConstraint {
    let o = try object(allowing: SceneFormat.attributeConstraint)
    let item = try names.layer(try o.required(.item, in: self))
    let attribute = try o.required(.attribute, in: self).layoutAttribute()
    let relation: NSLayoutConstraint.Relation
    switch try o[.relation]?.string() ?? "==" {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: throw o[.relation]!.fail("expected \"==\", \"<=\" or \">=\"")
    }
    let toItem = try o[.toItem].map { (n: SceneNode) throws(SceneError) in try names.layer(n) }
    let toAttribute = try o[.toAttribute]?.layoutAttribute() ?? (toItem == nil ? .notAnAttribute : attribute)
    let c = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: toAttribute,
      multiplier: try o[.multiplier]?.number() ?? 1, constant: try o[.constant]?.number() ?? 0)
    c.identifier = try o[.id]?.string()
    if let p = o[.priority] { c.priority = try p.priority() }
    if let problem = c.validationError { throw fail("invalid constraint \(c): \(problem)") }
    return c
  }

  func layoutAttribute() throws(SceneError) -> NSLayoutConstraint.Attribute {
    let name = try string()
    guard let a = NSLayoutConstraint.Attribute(name: name), a != .notAnAttribute else {
      let all = NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.name)
      throw fail(Suggestion.unknown("attribute", name, among: all))
    }
    return a
  }

  static let formatOptions: [String: NSLayoutConstraint.FormatOptions] = [
    "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
    "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading,
    "alignAllTrailing": .alignAllTrailing,
    "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
    "alignAllLastBaseline": .alignAllLastBaseline, "alignAllFirstBaseline": .alignAllFirstBaseline,
    "directionLeadingToTrailing": .directionLeadingToTrailing, "directionLeftToRight": .directionLeftToRight,
  ]
}
