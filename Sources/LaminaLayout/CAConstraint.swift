import Foundation
import Lamina

/// A layer attribute for `CAConstraint` (Core Animation's, macOS). "Min y" is the smaller y: the top
/// edge in Lamina's y-down space (Apple documents it as the bottom edge of a y-up layer).
public enum CAConstraintAttribute: Int32, Sendable, CaseIterable {
  /// The left edge of the frame.
  case minX = 0
  /// The horizontal middle.
  case midX = 1
  /// The right edge.
  case maxX = 2
  /// The width.
  case width = 3
  /// The smaller-y edge (top, in y-down space).
  case minY = 4
  /// The vertical middle.
  case midY = 5
  /// The larger-y edge (bottom, in y-down space).
  case maxY = 6
  /// The height.
  case height = 7

  var isHorizontal: Bool { rawValue < 4 }
  var isSize: Bool { self == .width || self == .height }

  /// Core Animation's name without the prefix: `minX`, `midY`, `width`, ….
  public var name: String {
    ["minX", "midX", "maxX", "width", "minY", "midY", "maxY", "height"][Int(rawValue)]
  }

  /// The attribute named `name` (`minX`, `midX`, …).
  public init?(name: String) {
    guard let a = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = a
  }
}

/// `attribute = sourceAttribute × scale + offset`, relating a layer to a sibling (by name) or to
/// `"superlayer"` (Core Animation's `CAConstraint`, macOS).
public final class CAConstraint: CustomStringConvertible, @unchecked Sendable {
  /// The constrained attribute of the layer the constraint is added to.
  public let attribute: CAConstraintAttribute
  /// The sibling's `name`, or `"superlayer"`.
  public let sourceName: String
  /// The source's attribute.
  public let sourceAttribute: CAConstraintAttribute
  /// The factor applied to the source attribute.
  public let scale: CGFloat
  /// The offset added after scaling.
  public let offset: CGFloat

  /// `attribute = source.attribute × scale + offset`.
  public init(
    attribute: CAConstraintAttribute, relativeTo source: String,
    attribute sourceAttribute: CAConstraintAttribute,
    scale: CGFloat, offset: CGFloat
  ) {
    self.attribute = attribute
    self.sourceName = source
    self.sourceAttribute = sourceAttribute
    self.scale = scale
    self.offset = offset
  }

  /// `attribute = source.attribute + offset`.
  public convenience init(
    attribute: CAConstraintAttribute, relativeTo source: String,
    attribute sourceAttribute: CAConstraintAttribute,
    offset: CGFloat
  ) {
    self.init(attribute: attribute, relativeTo: source, attribute: sourceAttribute, scale: 1, offset: offset)
  }

  /// `attribute = source.attribute`.
  public convenience init(
    attribute: CAConstraintAttribute, relativeTo source: String,
    attribute sourceAttribute: CAConstraintAttribute
  ) {
    self.init(attribute: attribute, relativeTo: source, attribute: sourceAttribute, scale: 1, offset: 0)
  }

  /// `midX = superlayer.midX × 0.5 + 10`.
  public var description: String {
    var s = "\(attribute.name) = \(sourceName).\(sourceAttribute.name)"
    if scale != 1 { s += " × \(number(scale))" }
    if offset != 0 { s += offset < 0 ? " - \(number(-offset))" : " + \(number(offset))" }
    return s
  }
}

extension CALayer {
  /// The `CAConstraint`s a `CAConstraintLayoutManager` on the superlayer applies to this layer.
  public var constraints: [CAConstraint]? {
    get { moduleValue(forKey: "lamina.caConstraints") as? [CAConstraint] }
    set {
      setModuleValue(newValue, forKey: "lamina.caConstraints")
      superlayer?.setNeedsLayout()
    }
  }

  /// Appends `c` to `constraints`.
  public func addConstraint(_ c: CAConstraint) {
    constraints = (constraints ?? []) + [c]
  }
}
