import Foundation
import Lamina

/// One attribute of one layer, for building constraints in code (UIKit's `NSLayoutAnchor`). The
/// subclasses keep x-axis, y-axis and size anchors apart, so mismatched pairs do not compile.
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let layer: CALayer
  let attribute: NSLayoutConstraint.Attribute
  /// How far the anchor lies from the layer's attribute (a layout guide inset from its view).
  let offset: CGFloat

  /// The anchor `offset` points from `attribute` of `layer`.
  package init(_ layer: CALayer, _ attribute: NSLayoutConstraint.Attribute, offset: CGFloat = 0) {
    self.layer = layer
    self.attribute = attribute
    self.offset = offset
  }

  private func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>, _ c: CGFloat
  )
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: layer, attribute: attribute, relatedBy: relation, toItem: other.layer, attribute: other.attribute,
      multiplier: 1, constant: c + other.offset - offset)
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, c)
  }

  /// `self >= anchor + constant`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, c) }

  /// `self <= anchor + constant`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, c) }
}

/// An x-axis anchor: leading, trailing, left, right, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A y-axis anchor: top, bottom, centerY, first and last baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor: width or height; these can also relate to constants and with multipliers.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  private func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutDimension?, _ m: CGFloat, _ c: CGFloat
  )
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: layer, attribute: attribute, relatedBy: relation, toItem: other?.layer,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: m,
      constant: c + m * (other?.offset ?? 0) - offset)
  }

  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
  /// `self >= c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, 1, c)
  }
  /// `self <= c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, 1, c)
  }
  /// `self == m × anchor + c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, anchor, m, c) }
  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  )
    -> NSLayoutConstraint
  { make(.greaterThanOrEqual, anchor, m, c) }
  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  )
    -> NSLayoutConstraint
  { make(.lessThanOrEqual, anchor, m, c) }
}

extension CALayer {
  /// The leading edge of the alignment rect.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge of the alignment rect.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The left edge of the alignment rect.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge of the alignment rect.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The horizontal centre of the alignment rect.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The top edge of the alignment rect.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge of the alignment rect.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The vertical centre of the alignment rect.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The first baseline.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// The last baseline.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  /// The width of the alignment rect.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height of the alignment rect.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
