import Foundation
import Lamina
import Synchronization

/// A linear relation between two layers' alignment-rect attributes:
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`, with a
/// priority (UIKit's and AppKit's `NSLayoutConstraint`). The items are layers, or views (any
/// `LayerOwner`), which lay out their layers.
///
/// Activating a constraint installs it on the nearest common ancestor of its items and gives the
/// root of that tree Lamina's constraint layout manager (unless it has a layout manager already);
/// `layoutIfNeeded()` then solves. An invalid constraint (attributes that cannot be related, a
/// priority outside 1…1000, a non-finite value, an item that is neither a layer nor a view) is never a crash: the
/// layout skips it and lists it in the root's `layoutReport`.
public final class NSLayoutConstraint: CustomStringConvertible {
  /// A layout attribute of an alignment rectangle.
  public enum Attribute: Int, Sendable, CaseIterable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left: Lamina lays out left to right).
    case leading = 5
    /// The trailing edge (right).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The last baseline (the bottom edge when the layer has no baseline offset).
    case lastBaseline = 11
    /// The first baseline (the top edge when the layer has no baseline offset).
    case firstBaseline = 12
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How the two sides relate.
  public enum Relation: Int, Sendable {
    /// First ≤ second.
    case lessThanOrEqual = -1
    /// First = second.
    case equal = 0
    /// First ≥ second.
    case greaterThanOrEqual = 1
  }

  /// A layout axis.
  public typealias Axis = UILayoutConstraintAxis
  /// A layout orientation (AppKit's name for the axis).
  public typealias Orientation = UILayoutConstraintAxis
  /// A constraint's priority (AppKit's name).
  public typealias Priority = UILayoutPriority

  /// The first item: the view that owns the constrained layer, or the layer.
  public var firstItem: AnyObject? { standIn(for: firstLayer) }
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item (a view or a layer, as `firstItem`), or `nil` for a constraint to a constant.
  public var secondItem: AnyObject? { standIn(for: secondLayer) }
  /// The second item's attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: Attribute
  /// The multiplier of the second attribute.
  public let multiplier: CGFloat
  /// The constant; changing it re-solves incrementally at the next layout.
  public var constant: CGFloat {
    didSet { if constant != oldValue { engine?.constantChanged(self) } }
  }
  /// The priority, 1…1000; below 1000 the constraint is optional.
  public var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { engine?.structureChanged() } }
  }
  /// A name for messages.
  public var identifier: String?

  /// Whether the items were given as layers or views (not: kept to report, not to lay out).
  let itemsAreLayers: Bool
  /// Whether the first item was given as a view: as in UIKit, activating the constraint then
  /// leaves its `translatesAutoresizingMaskIntoConstraints` alone.
  let firstIsOwned: Bool
  /// The first item's layer.
  private(set) weak var firstLayer: CALayer?
  /// The second item's layer.
  private(set) weak var secondLayer: CALayer?
  /// The layer the constraint is installed on while active.
  weak var installedOn: CALayer?
  /// When the constraint was last activated, in process-wide activation order: the order the engine
  /// adds required constraints in (spec §9.2), whichever layer each is installed on.
  var activationOrder: UInt64 = 0
  private static let activations = Atomic<UInt64>(0)
  /// The engine currently solving it.
  weak var engine: LayoutEngine?

  /// Creates `item.attribute relation multiplier × toItem.attribute + constant` (UIKit's initializer).
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = layerOfItem(view1)
    let second = layerOfItem(view2)
    itemsAreLayers = first != nil && (view2 == nil || second != nil)
    firstIsOwned = first?.owner != nil
    firstLayer = first
    firstAttribute = attr1
    self.relation = relation
    secondLayer = second
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint takes part in layout. Setting it installs or removes it.
  public var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? install() : uninstall() }
  }

  /// Activates every constraint in `constraints`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  private func install() {
    guard installedOn == nil, let first = firstLayer else { return }
    let host = secondLayer.flatMap { first.nearestCommonAncestor(with: $0) } ?? first.treeRoot
    installedOn = host
    activationOrder = Self.activations.add(1, ordering: .relaxed).newValue
    host.install(self)
    // Like layout DSLs (and unlike UIKit, whose views keep theirs), the constrained layer stops
    // keeping its frame, unless it is an ancestor of the other item (`superview.trailing ==
    // child.trailing` constrains the child).
    if firstIsOwned {
    } else if let second = secondLayer, first.nearestCommonAncestor(with: second) === first {
    } else if first.translatesAutoresizingMaskSetting == nil {
      first.translatesAutoresizingMaskSetting = false
    }
    let root = host.treeRoot
    if root.layoutManager == nil { root.layoutManager = ConstraintLayoutManager.shared }
    LayoutEngine.existing(for: root)?.structureChanged()
    root.setNeedsLayout()
  }

  private func uninstall() {
    guard let host = installedOn else { return }
    host.installedConstraints.removeAll { $0 === self }
    installedOn = nil
    engine?.structureChanged()
    host.treeRoot.setNeedsLayout()
  }

  /// `<NSLayoutConstraint 'id' box.width == 2 × other.width + 10 @750>`.
  public var description: String {
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    text += " \(itemName(firstItem)).\(firstAttribute.name) \(relation.symbol) "
    var rhs: [String] = []
    if let second = secondItem {
      rhs.append(
        (multiplier == 1 ? "" : "\(number(multiplier)) × ") + "\(itemName(second)).\(secondAttribute.name)")
    }
    if constant != 0 || rhs.isEmpty {
      rhs.append(
        rhs.isEmpty ? number(constant) : (constant < 0 ? "- \(number(-constant))" : "+ \(number(constant))"))
    }
    text += rhs.joined(separator: " ")
    if priority != .required { text += " @\(priority)" }
    return text + ">"
  }
}

extension NSLayoutConstraint.Attribute {
  /// UIKit's name: `leading`, `centerX`, `lastBaseline`, ….
  public var name: String {
    switch self {
    case .left: return "left"
    case .right: return "right"
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .width: return "width"
    case .height: return "height"
    case .centerX: return "centerX"
    case .centerY: return "centerY"
    case .lastBaseline: return "lastBaseline"
    case .firstBaseline: return "firstBaseline"
    case .notAnAttribute: return "notAnAttribute"
    }
  }

  /// The attribute named `name` (UIKit's names; `baseline` means `lastBaseline`).
  public init?(name: String) {
    if name == "baseline" {
      self = .lastBaseline
      return
    }
    guard let a = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = a
  }

  /// Width and height.
  var isSize: Bool { self == .width || self == .height }

  /// The axis the attribute lies on.
  var axis: UILayoutConstraintAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
    default: return .vertical
    }
  }
}

extension NSLayoutConstraint.Relation {
  /// `==`, `<=` or `>=`.
  public var symbol: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A name for a constraint item: the layer's name, or its type.
func itemName(_ item: AnyObject?) -> String {
  guard let item else { return "nil" }
  if let layer = item as? CALayer { return layer.name ?? "\(type(of: standIn(for: layer)!))" }
  if let owner = item as? LayerOwner { return owner.backingLayer.name ?? "\(type(of: owner))" }
  return "\(type(of: item))"
}

/// What stands for `layer` as a constraint's item: the view that owns it, else the layer.
func standIn(for layer: CALayer?) -> AnyObject? {
  guard let layer else { return nil }
  if let owner = layer.owner { return owner }
  return layer
}

/// `4.5`, `30`, `-7.3817` (see `CGFloat.compactText`).
func number(_ v: CGFloat) -> String { v.compactText }

extension CALayer {
  /// The layout constraints installed on this layer (those whose nearest common ancestor it is).
  public var layoutConstraints: [NSLayoutConstraint] { installedConstraints }

  var installedConstraints: [NSLayoutConstraint] {
    get { constraintList?.items ?? [] }
    set { constraintList?.items = newValue }
  }

  /// Appends without copying the list (a reference kept by key).
  func install(_ c: NSLayoutConstraint) {
    if let list = constraintList {
      list.items.append(c)
    } else {
      let list = ConstraintList()
      list.items = [c]
      setModuleValue(list, forKey: "lamina.layoutConstraints")
    }
  }

  private var constraintList: ConstraintList? {
    moduleValue(forKey: "lamina.layoutConstraints") as? ConstraintList
  }

  /// Whether layout keeps this layer's current frame (its alignment rect fixed by required
  /// constraints, UIKit's autoresizing-mask constraints) instead of solving for it. Default: `true`,
  /// until the layer becomes the first item of an activated constraint (unless it is an ancestor of
  /// the other item); setting it explicitly wins.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { translatesAutoresizingMaskSetting ?? true }
    set {
      translatesAutoresizingMaskSetting = newValue
      LayoutEngine.existing(for: treeRoot)?.structureChanged()
    }
  }

  var translatesAutoresizingMaskSetting: Bool? {
    get { moduleValue(forKey: "lamina.translatesAutoresizingMask") as? Bool }
    set { setModuleValue(newValue, forKey: "lamina.translatesAutoresizingMask") }
  }

  /// The topmost ancestor (or this layer).
  package var treeRoot: CALayer {
    var node = self
    while let parent = node.superlayer { node = parent }
    return node
  }
}

/// The constraints installed on one layer, kept by reference so appending does not copy.
final class ConstraintList {
  var items: [NSLayoutConstraint] = []
}
