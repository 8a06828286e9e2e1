import Foundation
import Lamina

extension VisualFormatParser {
  private var leadingAttribute: NSLayoutConstraint.Attribute { vertical ? .top : .leading }
  private var trailingAttribute: NSLayoutConstraint.Attribute { vertical ? .bottom : .trailing }
  private var sizeAttribute: NSLayoutConstraint.Attribute { vertical ? .height : .width }

  private func make(
    _ a: CALayer, _ aAttr: NSLayoutConstraint.Attribute, _ p: VisualPredicate, _ b: CALayer?,
    _ bAttr: NSLayoutConstraint.Attribute, constant: CGFloat
  ) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(
      item: a, attribute: aAttr, relatedBy: p.relation, toItem: b, attribute: bAttr, multiplier: 1,
      constant: constant)
    c.priority = p.priority
    return c
  }

  /// The spacing constraints between two adjacent elements; `nil` predicates mean standard spacing.
  mutating func connect(_ a: Element, _ b: Element, _ predicates: [VisualPredicate]?, at position: Int)
    throws(VisualFormatError) -> [NSLayoutConstraint]
  {
    switch (a, b) {
    case (.view(let u, _, _), .view(let v, _, _)):
      let list = predicates ?? [VisualPredicate(constant: Self.standardSibling)]
      return list.map { make(v, leadingAttribute, $0, u, trailingAttribute, constant: $0.constant) }
    case (.superview, .view(let v, _, let p)):
      guard let sv = v.superlayer else { throw superviewError(v, at: p) }
      let list = predicates ?? [VisualPredicate(constant: Self.standardSuperview)]
      return list.map { make(v, leadingAttribute, $0, sv, leadingAttribute, constant: $0.constant) }
    case (.view(let u, _, let p), .superview):
      guard let sv = u.superlayer else { throw superviewError(u, at: p) }
      let list = predicates ?? [VisualPredicate(constant: Self.standardSuperview)]
      return list.map { make(sv, trailingAttribute, $0, u, trailingAttribute, constant: $0.constant) }
    case (.superview, .superview):
      throw VisualFormatError(
        format: format, position: position, message: "Expected a view between the two '|'")
    }
  }

  private func superviewError(_ layer: CALayer, at position: Int) -> VisualFormatError {
    VisualFormatError(
      format: format, position: position,
      message:
        "Unable to interpret '|' character, because the related view (\(layer.name ?? "unnamed")) doesn't have a superlayer"
    )
  }

  /// The view's own width (or height) predicates.
  func sizeConstraints(_ layer: CALayer, _ predicates: [VisualPredicate]) throws(VisualFormatError)
    -> [NSLayoutConstraint]
  {
    predicates.map { p in
      if let other = p.view { return make(layer, sizeAttribute, p, other, sizeAttribute, constant: 0) }
      return make(layer, sizeAttribute, p, nil, .notAnAttribute, constant: p.constant)
    }
  }

  /// `next.attribute == previous.attribute` for each adjacent pair, per alignment option.
  func alignments(_ layers: [CALayer], _ options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
    -> [NSLayoutConstraint]
  {
    let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute, Bool)] = [
      (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
      (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true), (.alignAllTop, .top, false),
      (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
      (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
    ]
    var out: [NSLayoutConstraint] = []
    for (option, attribute, forVertical) in table where options.contains(option) {
      guard forVertical == vertical else {
        throw VisualFormatError(
          format: format, position: 0,
          message:
            "Options mask required views to be aligned on a \(vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also \(vertical ? "vertical" : "horizontal")"
        )
      }
      for (prev, next) in zip(layers, layers.dropFirst()) {
        out.append(make(next, attribute, VisualPredicate(), prev, attribute, constant: 0))
      }
    }
    return out
  }
}
